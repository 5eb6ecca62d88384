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
 * Which page each brochure is made from: brochure-sources.ts, apart from this module, whose PDF packages take the
 * build's main thread most of a second to load (it makes no PDF).
 */
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import type { BrochureLine, HooksByType } from '../blocks/hooks.ts';
import { blockHooks } from '../blocks/node-registry.ts';
import type { ResolvedPage, Section, SiteConfig } from '../engine/types.ts';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';
import { embedInter, printable } from './brochure/inter.ts';
import { drawOwl } from './brochure/owl.ts';
import { CONTENT_WIDTH, PAGE, Sheet, colors } from './brochure/sheet.ts';
import { drawTable } from './brochure/table.ts';
import { deflatePageContents } from './brochure/native-deflate.ts';

const hooks: HooksByType = blockHooks;

/** One block's lines from its own `brochure` hook (src/blocks/<type>/brochure.ts); none without one. */
function linesOf<T extends BlockType>(type: T, section: BlockPropsByType[T]): BrochureLine[] {
  return hooks[type].brochure?.(section) ?? [];
}

/** The text of one block, in reading order: what the block itself says it contributes to a brochure. */
export const sectionLines = (section: Section): BrochureLine[] => linesOf(section.type, section);

/**
 * One page's brochure as PDF bytes: a navy brand header with the logo, the page's title and summary, then
 * each block's lines (src/blocks/<type>/brochure.ts) set in Inter as headings with an emerald rule,
 * paragraphs, bullets and tables (brochure/), and a contact panel. Deterministic: no dates, so an
 * unchanged page gives identical bytes.
 */
export async function buildBrochure(site: SiteConfig, page: ResolvedPage): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = embedInter(doc);
  const { regular, bold } = fonts;
  // Page titles often carry the brand ("GAP protection | Owl Admin"); the brochure says it once, at the top.
  const title = page.title.split(' | ').filter((part) => part.trim() !== site.brand.name).join(' | ') || page.title;
  doc.setTitle(`${title}: ${site.brand.name} brochure`, { showInWindowTitleBar: true });
  doc.setAuthor(site.brand.legalName);
  doc.setSubject(page.description);
  doc.setCreator(site.brand.name);
  doc.setProducer('pdf-lib');
  doc.setLanguage(site.language ?? 'en-US');
  const sheet = new Sheet(doc, fonts);

  // The brand header: a navy band with the logo's owl, the brand name and the tagline.
  const band = 84;
  const top = PAGE.height - band;
  sheet.page.drawRectangle({ x: 0, y: top, width: PAGE.width, height: band, color: colors.navy });
  sheet.page.drawRectangle({ x: 0, y: top - 4, width: PAGE.width, height: 4, color: colors.amber });
  drawOwl(sheet.page, PAGE.margin, PAGE.height - band / 2 - 16, 32);
  const [first = site.brand.name, ...rest] = site.brand.name.split(' ');
  sheet.text(first, PAGE.margin + 44, PAGE.height - band / 2 - 7, bold, 20, colors.white);
  if (rest.length) sheet.text(` ${rest.join(' ')}`, PAGE.margin + 44 + bold.widthOfTextAtSize(printable(first), 20), PAGE.height - band / 2 - 7, regular, 20, colors.amber);
  const tagline = printable(site.brand.tagline);
  sheet.text(tagline, PAGE.width - PAGE.margin - regular.widthOfTextAtSize(tagline, 10), PAGE.height - band / 2 - 4, regular, 10, rgb(0.82, 0.86, 0.92));
  sheet.y = top - 4 - 18;
  sheet.text('PLAN BROCHURE', PAGE.margin, sheet.y - 10, bold, 9, colors.emerald);
  sheet.y -= 16;
  sheet.block(title, bold, 26, { color: colors.navy, before: 6 });
  sheet.block(page.description, regular, 12, { color: colors.muted, before: 6 });

  for (const section of page.sections) {
    for (const line of sectionLines(section)) {
      if (line.kind === 'table') drawTable(sheet, line);
      else if (line.kind === 'heading') sheet.sectionHeading(line.text);
      // A subheading keeps the first line of what it heads (5 + 10.5 × 1.4 points) on its page.
      else if (line.kind === 'subheading') sheet.block(line.text, bold, 11.5, { before: 10, keep: 20 });
      else if (line.kind === 'bullet') sheet.block(line.text, regular, 10.5, { indent: 16, bullet: true, before: 3 });
      else sheet.block(line.text, regular, 10.5, { before: 5 });
    }
  }

  // The contact panel: a tinted box with an emerald edge, kept whole on one page.
  const { contact, brand } = site;
  const a = contact.address;
  const panel = 84;
  sheet.y -= 20;
  sheet.fit(panel);
  const { y } = sheet;
  sheet.page.drawRectangle({ x: PAGE.margin, y: y - panel, width: CONTENT_WIDTH, height: panel, color: colors.tint });
  sheet.page.drawRectangle({ x: PAGE.margin, y: y - panel, width: 4, height: panel, color: colors.emerald });
  const inset = PAGE.margin + 20;
  sheet.text(`Talk to ${brand.name}`, inset, y - 24, bold, 14, colors.navy);
  sheet.text(`Email ${contact.email} or call ${contact.phone}.`, inset, y - 42, regular, 10.5);
  sheet.text(`${a.street}, ${a.city}, ${a.region} ${a.postalCode}`, inset, y - 57, regular, 10.5);
  sheet.text(`${site.url}${page.path ?? ''}`, inset, y - 72, regular, 10.5, colors.emerald);
  sheet.y -= panel;

  // Every page's foot: a rule, the contact line and "Page n of N", known only now.
  const pages = doc.getPages();
  const footer = printable(`${brand.name} | ${contact.email} | ${contact.phone} | ${site.url.replace(/^https?:\/\//, '')}`);
  pages.forEach((p, i) => {
    sheet.page = p;
    p.drawLine({ start: { x: PAGE.margin, y: PAGE.margin + 14 }, end: { x: PAGE.width - PAGE.margin, y: PAGE.margin + 14 }, thickness: 0.5, color: colors.line });
    sheet.text(footer, PAGE.margin, PAGE.margin, regular, 8.5, colors.muted);
    const count = `Page ${i + 1} of ${pages.length}`;
    sheet.text(count, PAGE.width - PAGE.margin - regular.widthOfTextAtSize(count, 8.5), PAGE.margin, regular, 8.5, colors.muted);
  });
  fonts.regular.finish();
  fonts.bold.finish();
  deflatePageContents(doc);
  return doc.save();
}
