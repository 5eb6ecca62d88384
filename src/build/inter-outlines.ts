/**
 * Inter's glyphs as SVG path data, for drawing a picture's words as shapes (svg-text-outlines.ts).
 *
 * The files: @expo-google-fonts/inter's static TTFs, Inter 4.001 (the same design and version as the page's
 * @fontsource-variable/inter, see src/build/brochure/inter.ts): one file a weight, because fontkit reads a static
 * TrueType outline directly, where it cannot instance the site's variable WOFF2. A weight the files lack is drawn
 * with the nearest one, as a browser does with static faces.
 *
 * A run is shaped as the browser shapes SVG text: fontkit's layout with Inter's default features (kerning, `calt`),
 * so "GAP: 60 mo" keeps the colon raised between capitals and the kerning of "Ty" as the page sets them, and always
 * as Latin script: Chrome shapes a run of digits and punctuation ("$437.00") as the text around it, Latin, where
 * fontkit would pick Inter's default-script lookups, which kern "7." twice as tight.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font } from '@cantoo/fontkit';

const folder = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json'));
const files: Record<number, string> = {
  100: '100Thin/Inter_100Thin.ttf',
  200: '200ExtraLight/Inter_200ExtraLight.ttf',
  300: '300Light/Inter_300Light.ttf',
  400: '400Regular/Inter_400Regular.ttf',
  500: '500Medium/Inter_500Medium.ttf',
  600: '600SemiBold/Inter_600SemiBold.ttf',
  700: '700Bold/Inter_700Bold.ttf',
  800: '800ExtraBold/Inter_800ExtraBold.ttf',
  900: '900Black/Inter_900Black.ttf',
};

/** One glyph placed in a run, in UNITS_PER_EM from the run's start on its baseline (y down, as SVG draws). */
export interface PlacedGlyph {
  /** The face's glyph number. */
  glyph: number;
  x: number;
  y: number;
}

/** A run of text in one weight, shaped. */
export interface ShapedRun {
  /** The weight drawn (faceWeight). */
  weight: number;
  glyphs: PlacedGlyph[];
  /** The run's advance in UNITS_PER_EM, letter-spacing excluded. */
  advance: number;
}

/**
 * The units outlines and positions are given in: 256 to the em, where Inter draws at 2048. Rounding a point to
 * 1/256 em moves it at most 1/512 em (0.03 px at 15 px, the pictures' usual size), which no screen shows, and the
 * shorter numbers keep the most worded pictures within the 8 kB budget: trailer-theft-claim.svg grows by 7.5 kB
 * brotli, where whole font units made it 11.1 kB (docs/performance.md, "Pictures' words").
 */
export const UNITS_PER_EM = 256;

/** How far, in UNITS_PER_EM, a control point may be from the reflected one to be written as `t` (see compactPath). */
const T_SLACK = 2;

const fonts = new Map<number, Font>();

/** The weight drawn for a CSS weight: the nearest the files have (CSS's own matching, simplified to nearest). */
export function faceWeight(weight: number): number {
  return Math.min(900, Math.max(100, Math.round(weight / 100) * 100));
}

function font(weight: number): Font {
  const w = faceWeight(weight);
  let known = fonts.get(w);
  if (!known) fonts.set(w, (known = fontkit.create(readFileSync(path.join(folder, files[w]!))) as Font));
  return known;
}

/**
 * `text` shaped in Inter at `weight`; `spacingEm` is letter-spacing in em, added after every character as
 * CSS does (Inter has no ligatures, so a glyph is a character). With letter-spacing, as in browsers, no optional
 * ligatures are formed.
 */
export function shape(text: string, weight: number, spacingEm = 0): ShapedRun {
  const face = font(weight);
  const units = UNITS_PER_EM / face.unitsPerEm;
  const spacing = spacingEm * UNITS_PER_EM;
  const run = face.layout(text, spacingEm ? { liga: false, clig: false, dlig: false } : undefined, 'latn');
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  let advance = 0;
  run.glyphs.forEach((g, i) => {
    const p = run.positions![i]!;
    glyphs.push({ glyph: g.id, x: pen + p.xOffset * units, y: -p.yOffset * units });
    pen += p.xAdvance * units + spacing;
    advance += p.xAdvance * units;
  });
  return { weight: faceWeight(weight), glyphs, advance };
}

const outlines = new Map<string, GlyphOutline>();

/**
 * A glyph's outline as compact SVG path data in whole UNITS_PER_EM, y down: where its first contour starts (from the
 * glyph's origin on the baseline) and the rest, relative to that point, so the same letter is the same text wherever
 * it is placed. TrueType's implied on-curve points are written as `t` where the control point is the previous one
 * reflected. An empty glyph (the space) has no body.
 */
export interface GlyphOutline {
  start: [number, number];
  body: string;
}

export function glyphOutline(weight: number, glyph: number): GlyphOutline {
  const key = `${faceWeight(weight)}:${glyph}`;
  let known = outlines.get(key);
  if (known === undefined) {
    const face = font(weight);
    known = compactPath(face.getGlyph(glyph)?.path.commands ?? [], UNITS_PER_EM / face.unitsPerEm);
    outlines.set(key, known);
  }
  return known;
}

interface PathCommand {
  command: string;
  args: number[];
}

function compactPath(commands: PathCommand[], grid: number): GlyphOutline {
  let out = '';
  let last = '';
  let start: [number, number] | undefined;
  // The pen, the subpath's start and the last quadratic control point, all rounded, in y-down units.
  let px = 0;
  let py = 0;
  let sx = 0;
  let sy = 0;
  let control: [number, number] | undefined;
  const num = (n: number, first: boolean) => (first || n < 0 ? `${n}` : ` ${n}`);
  const emit = (letter: string, values: number[]) => {
    let text = letter === last && letter !== 'm' ? '' : letter;
    values.forEach((v, i) => {
      text += num(v, i === 0 && text !== '');
    });
    out += text;
    last = letter === 'm' ? 'l' : letter; // after a moveto, further pairs are linetos
  };
  for (const { command, args } of commands) {
    const a = args.map((v, i) => (i % 2 ? -Math.round(v * grid) : Math.round(v * grid)));
    if (command === 'moveTo') {
      if (start) emit('m', [a[0]! - px, a[1]! - py]);
      else {
        // The body starts with its own command letter: after the placing "M", a bare pair would be absolute.
        start = [a[0]!, a[1]!];
      }
      [px, py, sx, sy] = [a[0]!, a[1]!, a[0]!, a[1]!];
      control = undefined;
    } else if (command === 'lineTo') {
      const [x, y] = [a[0]!, a[1]!];
      if (x === px && y === py) continue;
      if (y === py) emit('h', [x - px]);
      else if (x === px) emit('v', [y - py]);
      else emit('l', [x - px, y - py]);
      [px, py] = [x, y];
      control = undefined;
    } else if (command === 'quadraticCurveTo') {
      const [cx, cy, x, y] = [a[0]!, a[1]!, a[2]!, a[3]!];
      // A control point within two units of the reflected one is written as `t` (the reflection is exact before
      // rounding): the curve then moves at most one unit, 1/256 em, and the glyphs are 6% smaller compressed.
      if (control && Math.abs(2 * px - control[0] - cx) <= T_SLACK && Math.abs(2 * py - control[1] - cy) <= T_SLACK) {
        emit('t', [x - px, y - py]);
        control = [2 * px - control[0], 2 * py - control[1]];
      } else {
        emit('q', [cx - px, cy - py, x - px, y - py]);
        control = [cx, cy];
      }
      [px, py] = [x, y];
    } else if (command === 'bezierCurveTo') {
      emit('c', [a[0]! - px, a[1]! - py, a[2]! - px, a[3]! - py, a[4]! - px, a[5]! - py]);
      [px, py] = [a[4]!, a[5]!];
      control = undefined;
    } else if (command === 'closePath') {
      out += 'z';
      last = 'z';
      [px, py] = [sx, sy];
      control = undefined;
    }
  }
  return { start: start ?? [0, 0], body: out };
}
