/**
 * Inter, the site's typeface, for brochures: embedded in each PDF as a subset (only the glyphs that
 * brochure draws), with a ToUnicode map, so every character prints as on the page and copies as itself.
 *
 * The files: @expo-google-fonts/inter's TTFs, Google Fonts' Inter 4.001, the same build as the site's
 * @fontsource/inter. The Fontsource files cannot serve: they are Google's per-script slices, and no slice
 * holds "≥", "≤", "→" or "✓" (latin has 231 characters, the whole font 2,849); they are also WOFF/WOFF2,
 * and fontkit cannot subset WOFF2 (its glyf table is transformed) and re-inflates a WOFF table on each read.
 *
 * Speed, measured (docs/performance.md, Brochures): shaping text with Inter's OpenType features is what
 * costs (fontkit, 35-50 µs a character on this 2-core machine under load), and a brochure measures and
 * draws a few thousand characters. So each thread parses a face once, and shapes each word once: a line's
 * glyphs are its words' joined by the space glyph (pdf-lib draws no kerning, so nothing else joins them).
 * That is exact only without Inter's contextual alternates (`calt`), which look across a space ("GAP:
 * close" and "3+ days" shape differently as one string than word by word), and which are two thirds of
 * the shaping time; so brochures set Inter without them. What they change is small: the height of a colon,
 * plus sign or hyphen beside capitals and digits, and "->" drawn as an arrow.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font as FontkitFont } from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

// pdf-lib's view of a font engine (its types are not exported by name).
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = Extract<Awaited<ReturnType<Fontkit['create']>>, { layout: unknown }>;
type GlyphRun = ReturnType<Font['layout']>;
type Glyph = GlyphRun['glyphs'][number];

const folder = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json'));
const files = { regular: '400Regular/Inter_400Regular.ttf', bold: '700Bold/Inter_700Bold.ttf' } as const;
type Weight = keyof typeof files;
/** The TTF of one weight. */
export const interFile = (weight: Weight) => path.join(folder, files[weight]);

/** The OpenType features brochures shape with: Inter's defaults but contextual alternates (see above). */
export const FEATURES = { calt: false };
/** Words shaped per face before the cache starts again: a site's vocabulary is far smaller. */
const WORDS_KEPT = 50_000;

interface Face {
  bytes: Uint8Array;
  /** The parsed font as pdf-lib sees it: fontkit's, with `layout` shaping word by word from the cache. */
  font: Font;
  /** The code points the face has a glyph for. */
  characters: Set<number>;
}

/**
 * fontkit's `layout` with FEATURES, one word at a time: each word shaped once and kept, a line's glyphs
 * its words' joined by the space glyph (tests/unit/brochures.test.ts checks this equals shaping whole
 * lines, over every brochure of the site).
 */
export function wordShaper(parsed: FontkitFont): (text: string) => GlyphRun {
  const words = new Map<string, Glyph[]>();
  const shape = (word: string) => {
    let glyphs = words.get(word);
    if (!glyphs) {
      if (words.size >= WORDS_KEPT) words.clear();
      words.set(word, (glyphs = parsed.layout(word, FEATURES).glyphs));
    }
    return glyphs;
  };
  const space = shape(' ');
  return (text) => ({ glyphs: text.split(' ').flatMap((word, i) => (i ? [...space, ...shape(word)] : shape(word))) });
}

function loadFace(weight: Weight): Face {
  const bytes = readFileSync(interFile(weight));
  // Two parsings of the face: fontkit keeps one glyph object per glyph, with the characters it was first
  // made for, and the subsetter makes the parts of composite glyphs with none. Sharing one parsing, a
  // character first met as such a part in an earlier brochure ("’" is one) lost its ToUnicode entry
  // in every later one.
  const shaping = fontkit.create(bytes) as FontkitFont;
  const subsetting = fontkit.create(bytes) as FontkitFont;
  // What pdf-lib embeds: the subsetting parsing, with `layout` from the shaping one.
  const font = Object.assign(Object.create(subsetting) as Font, { layout: wordShaper(shaping) });
  return { bytes, font, characters: new Set(shaping.characterSet) };
}

const faces = new Map<Weight, Face>();
const face = (weight: Weight) => faces.get(weight) ?? faces.set(weight, loadFace(weight)).get(weight)!;

/** Hands pdf-lib the thread's parsed face for its bytes, instead of parsing the font again for each PDF. */
const kit: Fontkit = { create: (bytes: Uint8Array) => [...faces.values()].find((f) => f.bytes === bytes)?.font ?? fontkit.create(bytes) };

export interface InterFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Inter regular and bold, embedded into `doc` as subsets (written when the document is saved). */
export async function embedInter(doc: PDFDocument): Promise<InterFonts> {
  doc.registerFontkit(kit);
  const [regular, bold] = await Promise.all((['regular', 'bold'] as const).map((w) => doc.embedFont(face(w).bytes, { subset: true })));
  return { regular: regular!, bold: bold! };
}

/**
 * Text as Inter sets it: runs of spaces, tabs and line breaks become one space (no-break spaces stay),
 * and a character Inter has no glyph for (a Chinese character, an emoji) becomes "?", which at least
 * shows that something is missing, where the font's empty box would copy as the character it does not show.
 */
export function printable(text: string): string {
  const { characters } = face('regular');
  return [...text.replace(/[ \t\r\n]+/g, ' ')].map((c) => (characters.has(c.codePointAt(0)!) ? c : '?')).join('');
}
