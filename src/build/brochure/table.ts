import type { BrochureTable } from '../../blocks/hooks.ts';
import { printable, type InterFont } from './inter.ts';
import { BOTTOM, CONTENT_WIDTH, PAGE, colors, wrap, type Color, type Sheet } from './sheet.ts';

const SIZE = 9.5;
const LEADING = SIZE * 1.35;
const PAD = 6;

/**
 * A table of a brochure: with columns, a comparison (a navy header row, repeated at the top of each page
 * the table continues on, then a row per item, ticks and dashes centred); without, a table of figures
 * (name, figure in emerald, what it means). Rows are never split across pages.
 */
export function drawTable(sheet: Sheet, t: BrochureTable) {
  const { regular, bold } = sheet.fonts;
  const ruled = t.columns.length > 0;
  const count = Math.max(t.columns.length, ...t.rows.map((r) => r.values.length));
  // A comparison gives its label column 30% and the options share the rest; a table of figures gives
  // the name 34%, the figure 20% and what it means the rest (or the rest to the figure alone).
  const widths = ruled
    ? [CONTENT_WIDTH * 0.3, ...Array<number>(count).fill((CONTENT_WIDTH * 0.7) / count)]
    : count === 1
      ? [CONTENT_WIDTH * 0.5, CONTENT_WIDTH * 0.5]
      : [CONTENT_WIDTH * 0.34, CONTENT_WIDTH * 0.2, ...Array<number>(count - 1).fill((CONTENT_WIDTH * 0.46) / (count - 1))];

  const header = ['', ...t.columns];
  const drawHeader = () => drawRow(header, header.map(() => bold), header.map(() => colors.white), colors.navy, 'center');

  function drawRow(cells: (string | boolean)[], fonts: InterFont[], textColors: Color[], fill: Color | undefined, align: 'left' | 'center') {
    const lines = cells.map((cell, i) => (typeof cell === 'string' ? wrap(printable(cell), fonts[i]!, SIZE, widths[i]! - 2 * PAD) : []));
    const height = Math.max(1, ...lines.map((l) => l.length)) * LEADING + 2 * PAD;
    if (sheet.y - height < BOTTOM) {
      sheet.newPage();
      if (ruled && cells !== header) drawHeader();
    }
    const { page, y } = sheet;
    if (fill) page.drawRectangle({ x: PAGE.margin, y: y - height, width: CONTENT_WIDTH, height, color: fill });
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      if (typeof cell === 'boolean') {
        const cx = x + w / 2;
        const cy = y - height / 2;
        // A tick as two strokes (cheaper than an SVG path, parsed each time: a table has dozens).
        if (cell) {
          page.drawLine({ start: { x: cx - 4, y: cy }, end: { x: cx - 1, y: cy - 3 }, thickness: 1.8, color: colors.emerald });
          page.drawLine({ start: { x: cx - 1, y: cy - 3 }, end: { x: cx + 5, y: cy + 3.5 }, thickness: 1.8, color: colors.emerald });
        } else page.drawLine({ start: { x: cx - 4, y: cy }, end: { x: cx + 4, y: cy }, thickness: 1, color: colors.muted });
      } else {
        lines[i]!.forEach((line, n) => {
          const lineWidth = fonts[i]!.widthOfTextAtSize(line, SIZE);
          const lx = align === 'center' && i > 0 ? x + (w - lineWidth) / 2 : x + PAD;
          sheet.text(line, lx, y - PAD - (n + 1) * LEADING + 3, fonts[i]!, SIZE, textColors[i]);
        });
      }
      x += w;
    });
    sheet.y = y - height;
    page.drawLine({ start: { x: PAGE.margin, y: sheet.y }, end: { x: PAGE.margin + CONTENT_WIDTH, y: sheet.y }, thickness: 0.5, color: colors.line });
  }

  sheet.y -= 10;
  sheet.fit(4 * LEADING);
  if (ruled) drawHeader();
  t.rows.forEach((row, r) => {
    const cells = [row.label, ...row.values];
    const fonts = cells.map((_c, i) => (i === 0 || (!ruled && i === 1) ? bold : regular));
    const textColors = cells.map((_c, i) => (!ruled && i === 1 ? colors.emerald : colors.ink));
    drawRow(cells, fonts, textColors, r % 2 ? colors.tint : undefined, ruled ? 'center' : 'left');
  });
  sheet.y -= 4;
}
