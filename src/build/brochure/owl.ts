import { rgb, type PDFPage } from '@cantoo/pdf-lib';
import { colors } from './sheet.ts';

/**
 * The logo's owl (public/images/logo.svg, drawn in its 36-unit square) at (x, y) = its bottom-left corner,
 * `size` points wide: the same shapes and colours, as vectors, so the brochure needs no image file.
 */
export function drawOwl(page: PDFPage, x: number, y: number, size: number) {
  const k = size / 36;
  // drawSvgPath places the path's origin at (x, y) and flips it, as SVG's y grows downwards.
  const at = { x, y: y + size - 2 * k, scale: k };
  page.drawRectangle({ x, y, width: size, height: size, color: colors.navyLight, borderColor: colors.amber, borderWidth: 0 });
  page.drawSvgPath('M7 13c3-4 8-5 11-2 3-3 8-2 11 2-1 9-5 17-11 19C12 30 8 22 7 13z', { ...at, color: colors.amber });
  for (const cx of [13.5, 22.5]) {
    page.drawCircle({ x: x + cx * k, y: y + size - 15 * k, size: 3.6 * k, color: colors.navy });
    page.drawCircle({ x: x + (cx + 0.7) * k, y: y + size - 14.4 * k, size: 1.2 * k, color: rgb(1, 1, 1) });
  }
  page.drawSvgPath('M16.5 22l1.5 2.6 1.5-2.6z', { ...at, color: colors.navy });
}
