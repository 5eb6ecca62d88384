/**
 * Brochures: one real PDF per plan page that offers one, generated at build time from that page's own
 * JSON, so the page and its brochure never disagree.
 *
 * How a page asks for one: a button with `"download": true` whose link is `/brochures/<name>.pdf`.
 * Nothing else is needed (page.schema.json has no brochure property): the link *is* the request.
 * A family page writes `/brochures/safe-return-{{vehicle}}.pdf` and gets one brochure per variant.
 *
 * Whether such a link is broken is checked inside loadSite, before any brochure exists. The loader counts
 * as existing every `/brochures/….pdf` link of a download button in the expanded pages (`brochurePaths`,
 * src/engine/brochure-paths.ts); the build then makes the files from those same pages by the
 * same rule, so every path the validator accepted is a file the build writes (one `buildBrochure` each,
 * on the prerender workers).
 * When several pages link the same brochure (a shared section), it is made from the page whose address
 * ends in the brochure's name (`/admin-in-a-box` for admin-in-a-box.pdf), else from the first such page.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { BrochureLine, HooksByType } from '../blocks/hooks.ts';
import { blockHooks } from '../blocks/registry.ts';
import { BROCHURE_PATH, downloadLinks } from '../engine/brochure-paths.ts';
import { addressesOf } from '../engine/routes.ts';
import type { ResolvedPage, Section, SiteConfig, SiteModel } from '../engine/types.ts';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';

/** Which page each brochure is made from (see the module comment for the rule). */
export function brochureSources(model: SiteModel): Map<string, ResolvedPage> {
  const sources = new Map<string, ResolvedPage>();
  for (const page of model.pages) {
    if (page.path === null) continue;
    for (const link of downloadLinks(page.sections)) {
      if (!BROCHURE_PATH.test(link)) continue;
      const name = link.slice('/brochures/'.length, -'.pdf'.length);
      const named = addressesOf(page).some((a) => a.split('/').pop() === name);
      if (!sources.has(link) || named) sources.set(link, page);
    }
  }
  return sources;
}

const hooks: HooksByType = blockHooks;

/** One block's lines from its own `brochure` hook (src/blocks/<type>/brochure.ts); none without one. */
function linesOf<T extends BlockType>(type: T, section: BlockPropsByType[T]): BrochureLine[] {
  return hooks[type].brochure?.(section) ?? [];
}

/** The text of one block, in reading order: what the block itself says it contributes to a brochure. */
export const sectionLines = (section: Section): BrochureLine[] => linesOf(section.type, section);

const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter, points
const NAVY = rgb(11 / 255, 37 / 255, 69 / 255);
const EMERALD = rgb(11 / 255, 122 / 255, 92 / 255);
const INK = rgb(27 / 255, 36 / 255, 50 / 255);
const MUTED = rgb(74 / 255, 85 / 255, 104 / 255);

/** The standard PDF fonts only cover Windows-1252: map the common rest, replace what is left. */
const characterSets = new WeakMap<PDFFont, Set<number>>();
function printable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  const mapped = text.replace(/[\u2010-\u2012]/g, '-').replace(/\u2192/g, '->').replace(/[\u00a0\u2007\u202f]/g, ' ').replace(/\s+/g, ' ');
  return [...mapped].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** One page's brochure as PDF bytes. Deterministic: no dates, so an unchanged page gives identical bytes. */
export async function buildBrochure(site: SiteConfig, page: ResolvedPage): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Page titles often carry the brand ("GAP protection | Owl Admin"); the brochure says it once, at the top.
  const title = page.title.split(' | ').filter((part) => part.trim() !== site.brand.name).join(' | ') || page.title;
  doc.setTitle(`${title}: ${site.brand.name} brochure`, { showInWindowTitleBar: true });
  doc.setAuthor(site.brand.legalName);
  doc.setSubject(page.description);
  doc.setCreator(site.brand.name);
  doc.setProducer('pdf-lib');
  doc.setLanguage(site.language ?? 'en-US');

  const contentWidth = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.margin + 36;
  let current: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (s: string, x: number, yy: number, font: PDFFont, size: number, color = INK) => current.drawText(printable(s, font), { x, y: yy, font, size, color });
  const block = (s: string, font: PDFFont, size: number, opts: { color?: typeof INK; before?: number; indent?: number; bullet?: boolean } = {}) => {
    const indent = opts.indent ?? 0;
    const lines = wrap(printable(s, font), font, size, contentWidth - indent);
    const leading = size * 1.4;
    y -= opts.before ?? 0;
    // Keep a heading with at least two lines of what follows it.
    const need = font === bold ? leading * 3 : leading;
    if (y - need < bottom) {
      current = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    lines.forEach((line, i) => {
      if (y - leading < bottom) {
        current = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      if (opts.bullet && i === 0) current.drawCircle({ x: PAGE.margin + indent - 9, y: y + size * 0.33, size: 2.2, color: EMERALD });
      text(line, PAGE.margin + indent, y, font, size, opts.color);
    });
  };

  current.drawRectangle({ x: 0, y: PAGE.height - 8, width: PAGE.width, height: 8, color: NAVY });
  text(site.brand.name.toUpperCase(), PAGE.margin, y - 10, bold, 11, EMERALD);
  y -= 22;
  block(title, bold, 26, { color: NAVY, before: 8 });
  block(page.description, regular, 12, { color: MUTED, before: 6 });

  for (const section of page.sections) {
    for (const line of sectionLines(section)) {
      if (line.kind === 'heading') block(line.text, bold, 16, { color: NAVY, before: 22 });
      else if (line.kind === 'subheading') block(line.text, bold, 12, { before: 10 });
      else if (line.kind === 'bullet') block(line.text, regular, 11, { indent: 16, bullet: true, before: 3 });
      else block(line.text, regular, 11, { before: 5 });
    }
  }

  const { contact, brand } = site;
  const a = contact.address;
  block(`Talk to ${brand.name}`, bold, 16, { color: NAVY, before: 28 });
  block(`Email ${contact.email} or call ${contact.phone}.`, regular, 11, { before: 5 });
  block(`${a.street}, ${a.city}, ${a.region} ${a.postalCode}`, regular, 11, { before: 3 });
  block(`${site.url}${page.path ?? ''}`, regular, 11, { color: EMERALD, before: 3 });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    current = p;
    p.drawLine({ start: { x: PAGE.margin, y: PAGE.margin + 14 }, end: { x: PAGE.width - PAGE.margin, y: PAGE.margin + 14 }, thickness: 0.5, color: MUTED });
    text(`${brand.name} | ${contact.email} | ${contact.phone} | ${site.url.replace(/^https?:\/\//, '')}`, PAGE.margin, PAGE.margin, regular, 8.5, MUTED);
    const count = `Page ${i + 1} of ${pages.length}`;
    text(count, PAGE.width - PAGE.margin - regular.widthOfTextAtSize(count, 8.5), PAGE.margin, regular, 8.5, MUTED);
  });
  return doc.save();
}
