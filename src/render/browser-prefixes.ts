import type { StylisPlugin } from '@emotion/cache';

/**
 * The vendor prefixes the site's browsers still need, in place of stylis's prefixer. The build targets
 * es2022 (Chrome 94+, Firefox 93+, Safari 16+), where flexbox, transitions, transforms, columns and
 * `appearance` need none; stylis's prefixer writes them for browsers back to IE 10 (`-ms-flexbox`,
 * `-webkit-box-align`, `-moz-user-select`…): about a ninth of every page's inline CSS. What Safari still
 * reads only prefixed is kept: `user-select` (the carousel's swipe), a `text-decoration` shorthand with
 * more than a line, `print-color-adjust`, `backdrop-filter`, `hyphens`, `box-decoration-break`,
 * `text-size-adjust` and masks.
 */
const webkitOnly = new Set([
  'user-select',
  'text-decoration',
  'print-color-adjust',
  'backdrop-filter',
  'hyphens',
  'box-decoration-break',
  'text-size-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
]);

/**
 * Writes `-webkit-<declaration>` before each declaration of a property in `webkitOnly`, and MUI's
 * `color-adjust` (a button keeps its colour in print) also as `-webkit-print-color-adjust`, the name
 * Chromium and Safari read; nothing else.
 */
export const browserPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (webkitOnly.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
  else if (element.props === 'color-adjust') element.return = `-webkit-print-${element.value}${element.value}`;
};

/**
 * The plugins of the render's style cache, one array for every page: emotion memoizes a server's
 * compiled styles per plugins array, so a new array per page would compile every style again.
 */
export const stylisPlugins = [browserPrefixes];
