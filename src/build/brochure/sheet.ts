/**
 * A brochure's pages as they fill: the page being written, how far down it is, and the ways of setting
 * text on it (a wrapped block, a section heading), each starting a new page when the text would not fit.
 */
import { degrees, drawText, rgb, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import { palette } from '../../theme/palette.ts';
import { printable, type InterFont, type InterFonts } from './inter.ts';

export const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter, points
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lowest a line of text may sit: the footer's rule and line are below. */
export const BOTTOM = PAGE.margin + 36;
const TOP = PAGE.height - PAGE.margin;

/** A "#RRGGBB" colour of the site's palette as a PDF colour. */
const pdfColor = (hex: string) => rgb(...([1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]));
export const colors = {
  navy: pdfColor(palette.navy),
  navyLight: pdfColor(palette.navyLight),
  emerald: pdfColor(palette.emerald),
  amber: pdfColor(palette.amber),
  ink: pdfColor(palette.ink),
  muted: pdfColor(palette.muted),
  tint: pdfColor(palette.tint),
  line: pdfColor(palette.line),
  white: rgb(1, 1, 1),
};
export type Color = typeof colors.ink;

/**
 * Greedy line breaking. Each word is measured once and line widths are summed (a line's glyphs are its
 * words' and the spaces', see inter.ts), rather than measuring every growing line again: tables wrap
 * hundreds of cells per brochure, and the build makes one per plan page.
 */
export function wrap(text: string, font: InterFont, size: number, width: number): string[] {
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

export interface BlockOptions {
  color?: Color;
  /** Space above, in points. */
  before?: number;
  indent?: number;
  bullet?: boolean;
  /** Points of what follows that must fit on the same page (a heading is never left alone at a page's foot). */
  keep?: number;
}

export class Sheet {
  page: PDFPage;
  /** The baseline of the last line set, in points from the page's bottom. */
  y = TOP;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: InterFonts,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    // A thin brand band on every following page, so a loose sheet still says whose it is.
    this.page.drawRectangle({ x: 0, y: PAGE.height - 6, width: PAGE.width, height: 6, color: colors.navy });
    this.y = TOP;
  }

  /** Starts a new page unless `height` points fit below the current line. */
  fit(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(s: string, x: number, y: number, font: InterFont, size: number, color: Color = colors.ink) {
    const upright = degrees(0);
    this.page.pushOperators(...drawText(font.encode(printable(s)), { x, y, font: font.keyOn(this.page), size, color, rotate: upright, xSkew: upright, ySkew: upright }));
  }

  /** Wrapped text across the content width, each line `size * 1.4` below the last. */
  block(s: string, font: InterFont, size: number, opts: BlockOptions = {}) {
    const indent = opts.indent ?? 0;
    const lines = wrap(printable(s), font, size, CONTENT_WIDTH - indent);
    const leading = size * 1.4;
    this.y -= opts.before ?? 0;
    this.fit(leading + (opts.keep ?? 0));
    lines.forEach((line, i) => {
      this.fit(leading);
      this.y -= leading;
      if (opts.bullet && i === 0) this.page.drawCircle({ x: PAGE.margin + indent - 9, y: this.y + size * 0.33, size: 2.2, color: colors.emerald });
      this.text(line, PAGE.margin + indent, this.y, font, size, opts.color);
    });
  }

  /** A section's heading in navy, with the emerald rule under it. */
  sectionHeading(s: string) {
    this.block(s, this.fonts.bold, 15, { color: colors.navy, before: 20, keep: 60 });
    // Below the descenders, so the rule never touches the words.
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - 9, width: 28, height: 2.5, color: colors.emerald });
    this.y -= 12;
  }
}
