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
import type { BrochureLine, BrochureTable, HooksByType } from '../blocks/hooks.ts';
import { blockHooks } from '../blocks/node-registry.ts';
import { BROCHURE_PATH, downloadLinks } from '../engine/brochure-paths.ts';
import { addressesOf } from '../engine/routes.ts';
import type { ResolvedPage, Section, SiteConfig, SiteModel } from '../engine/types.ts';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';
import { palette } from '../theme/palette.ts';

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
/** A "#RRGGBB" colour of the site's palette as a PDF colour. */
const pdfColor = (hex: string) => rgb(...([1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]));
const NAVY = pdfColor(palette.navy);
const NAVY_LIGHT = pdfColor(palette.navyLight);
const EMERALD = pdfColor(palette.emerald);
const AMBER = pdfColor(palette.amber);
const INK = pdfColor(palette.ink);
const MUTED = pdfColor(palette.muted);
const TINT = pdfColor(palette.tint);
const LINE = pdfColor(palette.line);
const WHITE = rgb(1, 1, 1);
type Color = typeof INK;

/** The standard PDF fonts only cover Windows-1252: map the common rest, replace what is left. */
const characterSets = new WeakMap<PDFFont, Set<number>>();
function printable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  const mapped = text.replace(/[\u2010-\u2012]/g, '-').replace(/\u2192/g, '->').replace(/[\u00a0\u2007\u202f]/g, ' ').replace(/\s+/g, ' ');
  return [...mapped].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/**
 * Greedy line breaking. Each word is measured once and line widths are summed (the standard fonts'
 * widths add up; they have no kerning with a space), rather than measuring every growing line again:
 * tables wrap hundreds of cells per brochure, and the build makes one per plan page.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = font.widthOfTextAtSize(' ', size);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ')) {
    const wordWidth = font.widthOfTextAtSize(word, size);
    if (!line) [line, lineWidth] = [word, wordWidth];
    else if (lineWidth + space + wordWidth <= width) [line, lineWidth] = [`${line} ${word}`, lineWidth + space + wordWidth];
    else {
      lines.push(line);
      [line, lineWidth] = [word, wordWidth];
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The logo's owl (public/images/logo.svg, drawn in its 36-unit square) at (x, y) = its bottom-left corner,
 * `size` points wide: the same shapes and colours, as vectors, so the brochure needs no image file.
 */
function drawOwl(page: PDFPage, x: number, y: number, size: number) {
  const k = size / 36;
  // drawSvgPath places the path's origin at (x, y) and flips it, as SVG's y grows downwards.
  const at = { x, y: y + size - 2 * k, scale: k };
  page.drawRectangle({ x, y, width: size, height: size, color: NAVY_LIGHT, borderColor: AMBER, borderWidth: 0 });
  page.drawSvgPath('M7 13c3-4 8-5 11-2 3-3 8-2 11 2-1 9-5 17-11 19C12 30 8 22 7 13z', { ...at, color: AMBER });
  for (const cx of [13.5, 22.5]) {
    page.drawCircle({ x: x + cx * k, y: y + size - 15 * k, size: 3.6 * k, color: NAVY });
    page.drawCircle({ x: x + (cx + 0.7) * k, y: y + size - 14.4 * k, size: 1.2 * k, color: WHITE });
  }
  page.drawSvgPath('M16.5 22l1.5 2.6 1.5-2.6z', { ...at, color: NAVY });
}

/**
 * One page's brochure as PDF bytes: a navy brand header with the logo, the page's title and summary, then
 * each block's lines (src/blocks/<type>/brochure.ts) set as headings with an emerald rule, paragraphs,
 * bullets and tables, and a contact panel. Deterministic: no dates, so an unchanged page gives identical bytes.
 */
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
  const top = PAGE.height - PAGE.margin;
  let current: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = top;
  const newPage = () => {
    current = doc.addPage([PAGE.width, PAGE.height]);
    // A thin brand band on every following page, so a loose sheet still says whose it is.
    current.drawRectangle({ x: 0, y: PAGE.height - 6, width: PAGE.width, height: 6, color: NAVY });
    y = top;
  };
  const text = (s: string, x: number, yy: number, font: PDFFont, size: number, color: Color = INK) => current.drawText(printable(s, font), { x, y: yy, font, size, color });
  const block = (s: string, font: PDFFont, size: number, opts: { color?: Color; before?: number; indent?: number; bullet?: boolean; keep?: number } = {}) => {
    const indent = opts.indent ?? 0;
    const lines = wrap(printable(s, font), font, size, contentWidth - indent);
    const leading = size * 1.4;
    y -= opts.before ?? 0;
    // A heading keeps at least `keep` points of what follows it on its page.
    if (y - leading - (opts.keep ?? 0) < bottom) newPage();
    lines.forEach((line, i) => {
      if (y - leading < bottom) newPage();
      y -= leading;
      if (opts.bullet && i === 0) current.drawCircle({ x: PAGE.margin + indent - 9, y: y + size * 0.33, size: 2.2, color: EMERALD });
      text(line, PAGE.margin + indent, y, font, size, opts.color);
    });
  };
  const sectionHeading = (s: string) => {
    block(s, bold, 15, { color: NAVY, before: 20, keep: 60 });
    // Below the descenders, so the rule never touches the words.
    current.drawRectangle({ x: PAGE.margin, y: y - 9, width: 28, height: 2.5, color: EMERALD });
    y -= 12;
  };
  const table = (t: BrochureTable) => {
    const size = 9.5;
    const leading = size * 1.35;
    const pad = 6;
    const ruled = t.columns.length > 0;
    const count = Math.max(t.columns.length, ...t.rows.map((r) => r.values.length));
    // A comparison gives its label column 30% and the options share the rest; a table of figures gives
    // the name 34%, the figure 20% and what it means the rest (or the rest to the figure alone).
    const widths = ruled
      ? [contentWidth * 0.3, ...Array<number>(count).fill((contentWidth * 0.7) / count)]
      : count === 1
        ? [contentWidth * 0.5, contentWidth * 0.5]
        : [contentWidth * 0.34, contentWidth * 0.2, ...Array<number>(count - 1).fill((contentWidth * 0.46) / (count - 1))];
    const cellLines = (cells: (string | boolean)[], fonts: PDFFont[]) =>
      cells.map((cell, i) => (typeof cell === 'string' ? wrap(printable(cell, fonts[i]!), fonts[i]!, size, widths[i]! - 2 * pad) : []));
    const drawRow = (cells: (string | boolean)[], fonts: PDFFont[], colors: Color[], fill: Color | undefined, align: 'left' | 'center') => {
      const lines = cellLines(cells, fonts);
      const height = Math.max(1, ...lines.map((l) => l.length)) * leading + 2 * pad;
      if (y - height < bottom) {
        newPage();
        if (ruled && cells !== header) drawHeader();
      }
      if (fill) current.drawRectangle({ x: PAGE.margin, y: y - height, width: contentWidth, height, color: fill });
      let x = PAGE.margin;
      cells.forEach((cell, i) => {
        const w = widths[i]!;
        const centre = align === 'center' && i > 0;
        if (typeof cell === 'boolean') {
          const cx = x + w / 2;
          const cy = y - height / 2;
          // A tick as two strokes (cheaper than an SVG path, parsed each time: a table has dozens).
          if (cell) {
            current.drawLine({ start: { x: cx - 4, y: cy }, end: { x: cx - 1, y: cy - 3 }, thickness: 1.8, color: EMERALD });
            current.drawLine({ start: { x: cx - 1, y: cy - 3 }, end: { x: cx + 5, y: cy + 3.5 }, thickness: 1.8, color: EMERALD });
          }
          else current.drawLine({ start: { x: cx - 4, y: cy }, end: { x: cx + 4, y: cy }, thickness: 1, color: MUTED });
        } else {
          lines[i]!.forEach((line, n) => {
            const lineWidth = fonts[i]!.widthOfTextAtSize(line, size);
            const lx = centre ? x + (w - lineWidth) / 2 : x + pad;
            text(line, lx, y - pad - (n + 1) * leading + 3, fonts[i]!, size, colors[i]);
          });
        }
        x += w;
      });
      y -= height;
      current.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.margin + contentWidth, y }, thickness: 0.5, color: LINE });
    };
    const header = ['', ...t.columns];
    const drawHeader = () => drawRow(header, header.map(() => bold), header.map(() => WHITE), NAVY, 'center');
    y -= 10;
    if (y - 4 * leading < bottom) newPage();
    if (ruled) drawHeader();
    t.rows.forEach((row, r) => {
      const cells = [row.label, ...row.values];
      const fonts = cells.map((_c, i) => (i === 0 || (!ruled && i === 1) ? bold : regular));
      const colors = cells.map((_c, i) => (!ruled && i === 1 ? EMERALD : INK));
      drawRow(cells, fonts, colors, r % 2 ? TINT : undefined, ruled ? 'center' : 'left');
    });
    y -= 4;
  };

  // The brand header: a navy band with the logo's owl, the brand name and the tagline.
  const band = 84;
  current.drawRectangle({ x: 0, y: PAGE.height - band, width: PAGE.width, height: band, color: NAVY });
  current.drawRectangle({ x: 0, y: PAGE.height - band - 4, width: PAGE.width, height: 4, color: AMBER });
  drawOwl(current, PAGE.margin, PAGE.height - band / 2 - 16, 32);
  const [first = site.brand.name, ...rest] = site.brand.name.split(' ');
  text(first, PAGE.margin + 44, PAGE.height - band / 2 - 7, bold, 20, WHITE);
  if (rest.length) text(` ${rest.join(' ')}`, PAGE.margin + 44 + bold.widthOfTextAtSize(printable(first, bold), 20), PAGE.height - band / 2 - 7, regular, 20, AMBER);
  const tagline = printable(site.brand.tagline, regular);
  text(tagline, PAGE.width - PAGE.margin - regular.widthOfTextAtSize(tagline, 10), PAGE.height - band / 2 - 4, regular, 10, rgb(0.82, 0.86, 0.92));
  y = PAGE.height - band - 4 - 18;
  text('PLAN BROCHURE', PAGE.margin, y - 10, bold, 9, EMERALD);
  y -= 16;
  block(title, bold, 26, { color: NAVY, before: 6 });
  block(page.description, regular, 12, { color: MUTED, before: 6 });

  for (const section of page.sections) {
    for (const line of sectionLines(section)) {
      if (line.kind === 'table') table(line);
      else if (line.kind === 'heading') sectionHeading(line.text);
      else if (line.kind === 'subheading') block(line.text, bold, 11.5, { before: 10, keep: 14 });
      else if (line.kind === 'bullet') block(line.text, regular, 10.5, { indent: 16, bullet: true, before: 3 });
      else block(line.text, regular, 10.5, { before: 5 });
    }
  }

  // The contact panel: a tinted box with an emerald edge, kept whole on one page.
  const { contact, brand } = site;
  const a = contact.address;
  const panel = 84;
  y -= 20;
  if (y - panel < bottom) newPage();
  current.drawRectangle({ x: PAGE.margin, y: y - panel, width: contentWidth, height: panel, color: TINT });
  current.drawRectangle({ x: PAGE.margin, y: y - panel, width: 4, height: panel, color: EMERALD });
  const inset = PAGE.margin + 20;
  text(`Talk to ${brand.name}`, inset, y - 24, bold, 14, NAVY);
  text(`Email ${contact.email} or call ${contact.phone}.`, inset, y - 42, regular, 10.5);
  text(`${a.street}, ${a.city}, ${a.region} ${a.postalCode}`, inset, y - 57, regular, 10.5);
  text(`${site.url}${page.path ?? ''}`, inset, y - 72, regular, 10.5, EMERALD);
  y -= panel;

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    current = p;
    p.drawLine({ start: { x: PAGE.margin, y: PAGE.margin + 14 }, end: { x: PAGE.width - PAGE.margin, y: PAGE.margin + 14 }, thickness: 0.5, color: LINE });
    text(`${brand.name} | ${contact.email} | ${contact.phone} | ${site.url.replace(/^https?:\/\//, '')}`, PAGE.margin, PAGE.margin, regular, 8.5, MUTED);
    const count = `Page ${i + 1} of ${pages.length}`;
    text(count, PAGE.width - PAGE.margin - regular.widthOfTextAtSize(count, 8.5), PAGE.margin, regular, 8.5, MUTED);
  });
  return doc.save();
}
