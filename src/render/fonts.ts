/**
 * Inter, self-hosted from @fontsource-variable/inter (latin subset only): one variable file holds every
 * weight the site uses (400–800), with font-display: swap so text shows at once in the fallback font.
 * The build copies it to /fonts/; the dev server serves it.
 *
 * One variable file, not a static file per weight: 48 kB where the four weights (400, 600, 700, 800) were
 * 4 × 24 kB. Lighthouse's simulated load counts every font a page fetches before its largest paint, so
 * the weights fetched after layout (600, 700) delayed LCP: / went from FCP 1,362 / LCP 1,737 ms to
 * 981 / 1,510 ms (median of 5), and most routes' FCP from about 1,000 to 800 ms (docs/performance.md, run 7).
 */
export const fontFile = 'inter-latin-wght-normal.woff2';
export const fontUrl = `/fonts/${fontFile}`;
export const fontSourceDir = 'node_modules/@fontsource-variable/inter/files';

export function fontFaceCss(): string {
  return `@font-face{font-family:"Inter";font-style:normal;font-weight:100 900;font-display:swap;src:url(${fontUrl}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;
}
