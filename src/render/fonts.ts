/**
 * Inter, self-hosted from @fontsource/inter (latin subset only), with font-display: swap so text shows
 * at once in the fallback font. The build copies these files to /fonts/; the dev server serves them.
 */
export const fontWeights = [400, 600, 700, 800] as const;
/** The weights above the fold on every page (body text and the h1), fetched early. */
export const preloadWeights = [400, 800] as const;

export const fontFile = (weight: number) => `inter-latin-${weight}-normal.woff2`;
export const fontUrl = (weight: number) => `/fonts/${fontFile(weight)}`;
export const fontSourceDir = 'node_modules/@fontsource/inter/files';

export function fontFaceCss(): string {
  return fontWeights
    .map(
      (w) =>
        `@font-face{font-family:"Inter";font-style:normal;font-weight:${w};font-display:swap;src:url(${fontUrl(w)}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`,
    )
    .join('');
}
