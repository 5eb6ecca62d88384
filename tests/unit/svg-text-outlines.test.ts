/**
 * Review round 5, fault 1: an SVG shown through <img> cannot use the page's web font, so every picture's words
 * rendered in a fallback sans (Liberation, Arial), heavier and wider than the Inter headline beside them. The build
 * draws them as Inter's outlines (src/build/svg-text-outlines.ts). Checked here against fontkit's own layout of the
 * same Inter files, not against the outliner's arithmetic: where each run starts for each text-anchor, that
 * letter-spacing counts after every character, which weight each word is drawn in, and that nothing else in the file
 * changes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font } from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { outlineSvgText } from '../../src/build/svg-text-outlines.ts';
import { svgProblems } from '../../src/engine/svg-safety.ts';

const interDir = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json'));
const faces: Record<number, string> = { 400: '400Regular/Inter_400Regular.ttf', 600: '600SemiBold/Inter_600SemiBold.ttf', 700: '700Bold/Inter_700Bold.ttf' };
const fonts = new Map<number, Font>();
const inter = (weight: number) => fonts.get(weight) ?? fonts.set(weight, fontkit.create(readFileSync(path.join(interDir, faces[weight]!))) as Font).get(weight)!;

/** A run's advance in px as fontkit lays it out (kerning included), with `spacing` px after each character. */
function advance(text: string, weight: number, size: number, spacing = 0): number {
  const font = inter(weight);
  const run = font.layout(text, undefined, 'latn');
  const units = run.positions!.reduce((sum, p) => sum + p.xAdvance, 0);
  return (units * size) / font.unitsPerEm + spacing * [...text].length;
}

const svg = (body: string, root = 'font-family="Inter,Arial,sans-serif" font-size="13"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200" ${root}>${body}</svg>`;

/** Each drawn run: where it starts (px) and its scale, from the <g transform> the outliner writes. */
const runs = (out: string) =>
  [...out.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)scale\(([\d.]+)\)">/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), scale: Number(m[3]) }));

/** The glyph ids and offsets (in the run's units) of the first run. */
const uses = (out: string) => [...out.matchAll(/<use href="#([\w]+)"(?: x="(-?\d+)")?/g)].map((m) => ({ id: m[1]!, x: Number(m[2] ?? 0) }));

describe('outlineSvgText', () => {
  it('turns a text into glyph outlines: no <text> left, one <use> per visible glyph, each glyph defined once', () => {
    const { svg: out, kept } = outlineSvgText(svg('<text x="20" y="40" fill="#0B2545">Sample Motors</text>'));
    expect(kept).toEqual([]);
    expect(out).not.toContain('<text');
    expect(uses(out)).toHaveLength('SampleMotors'.length);
    // One path per different letter (the space draws nothing).
    expect(out.match(/<path id=/g)).toHaveLength(new Set('SampleMotors').size);
    expect(out).toContain('<g data-text="Sample Motors" fill="#0B2545">');
    expect(svgProblems(out)).toEqual([]);
  });

  it.each([
    ['start', 0],
    ['middle', 0.5],
    ['end', 1],
  ] as const)('places a run anchored at %s where fontkit measures it', (anchor, share) => {
    const words = 'Total-loss payout';
    const { svg: out } = outlineSvgText(svg(`<text x="200" y="50" font-size="17" font-weight="700" text-anchor="${anchor}">${words}</text>`));
    const [run] = runs(out);
    expect(run!.x).toBeCloseTo(200 - share * advance(words, 700, 17), 1);
    expect(run!.y).toBe(50);
    expect(run!.scale * 256).toBeCloseTo(17, 3);
    // The last glyph sits where fontkit's pen is before it: kerning and every advance counted.
    const last = uses(out).at(-1)!;
    expect(run!.x + last.x * run!.scale).toBeCloseTo(run!.x + advance(words.slice(0, -1), 700, 17), 1);
  });

  it('sets digits and punctuation as Chrome does, in Latin script (a run of them alone is not kerned tighter)', () => {
    // Chrome 156 with Inter Bold installed: getComputedTextLength() of "$437.00" at 26 px is 106.25 px. Shaped in
    // Inter's default script instead of Latin, "7." is kerned twice as tight and the run is 4 px narrower.
    const { svg: out } = outlineSvgText(svg('<text x="436" y="308" font-size="26" font-weight="700" text-anchor="end">$437.00</text>'));
    expect(runs(out)[0]!.x).toBeCloseTo(436 - 106.25, 1);
  });

  it('counts letter-spacing after every character, the last one too, as Chrome does for text-anchor', () => {
    const { svg: out } = outlineSvgText(svg('<text x="380" y="30" font-size="11" font-weight="600" letter-spacing="1.2" text-anchor="end">SAMPLE DATA</text>'));
    const [run] = runs(out);
    expect(run!.x).toBeCloseTo(380 - advance('SAMPLE DATA', 600, 11, 1.2), 1);
    const placed = uses(out);
    // "D" is the seventh glyph drawn (the space draws nothing) and the eighth character.
    expect(placed[6]!.x * run!.scale).toBeCloseTo(advance('SAMPLE ', 600, 11, 1.2), 1);
    // Without letter-spacing the words are 11 x 1.2 px narrower: one spacing per character, the last one's included.
    const { svg: plain } = outlineSvgText(svg('<text x="380" y="30" font-size="11" font-weight="600" text-anchor="end">SAMPLE DATA</text>'));
    expect(runs(plain)[0]!.x - run!.x).toBeCloseTo(11 * 1.2, 1);
  });

  it('reads font-size and font-family from the <svg> and font-weight from a <g> around the text', () => {
    const inherited = outlineSvgText(svg('<g font-weight="700"><text x="10" y="20">Claims</text></g>')).svg;
    const direct = outlineSvgText(svg('<text x="10" y="20" font-size="13" font-weight="700">Claims</text>')).svg;
    expect(runs(inherited)[0]!.scale * 256).toBeCloseTo(13, 3);
    expect(inherited.match(/<defs>.*<\/defs>/)![0]).toBe(direct.match(/<defs>.*<\/defs>/)![0]);
    const regular = outlineSvgText(svg('<text x="10" y="20">Claims</text>')).svg;
    expect(regular.match(/<defs>.*<\/defs>/)![0]).not.toBe(direct.match(/<defs>.*<\/defs>/)![0]);
  });

  it('draws a <tspan> in its own weight and fill, after the text before it', () => {
    const { svg: out, kept } = outlineSvgText(
      svg('<text x="44" y="27" font-size="19" font-weight="700" fill="#0B2545">Owl<tspan fill="#0B7A5C" font-weight="600"> Admin</tspan></text>', 'font-family="Inter"'),
    );
    expect(kept).toEqual([]);
    const [owl, admin] = runs(out);
    expect(owl!.x).toBe(44);
    // The second run starts after "Owl"; its "A" after the space, in the span's weight.
    expect(admin!.x).toBeCloseTo(44 + advance('Owl', 700, 19), 1);
    expect(uses(out)[3]!.x * admin!.scale).toBeCloseTo(advance(' ', 600, 19), 1);
    expect(out).toMatch(/<g fill="#0B7A5C"><g transform="translate\([\d.]+ 27\)scale\([\d.]+\)">/);
  });

  it('draws a text whose class changes its size in a media query at both sizes, each shown where the browser would', () => {
    const style = '<style>.n{display:none}@media (max-width:420px){.n{display:inline}.b{font-size:18.5px}}</style>';
    const { svg: out, kept } = outlineSvgText(svg(`${style}<text x="100" y="60" class="b" font-size="15" text-anchor="middle">still owed</text>`));
    expect(kept).toEqual([]);
    const [wide, narrow] = runs(out);
    expect(wide!.scale * 256).toBeCloseTo(15, 3);
    expect(narrow!.scale * 256).toBeCloseTo(18.5, 3);
    expect(narrow!.x).toBeCloseTo(100 - advance('still owed', 400, 18.5) / 2, 1);
    const classes = /<g class="(\w+)"><g transform[^]*<\/g><\/g><g class="(\w+)">/.exec(out)!;
    expect(out).toContain(`.${classes[2]}{display:none}@media (max-width:420px){.${classes[1]}{display:none}.${classes[2]}{display:inline}}</style>`);
  });

  it('changes nothing but the texts: every other byte of the file is kept, in order', () => {
    const parts = [
      '<style>.n{display:none}@media (max-width:420px){.w{display:none}.n{display:inline}}</style>',
      '<rect width="400" height="200" rx="28" fill="#F3F6FA"/>',
      '<g class="w" transform="translate(10 5)"><path d="M0 0H10" stroke="#DDE3EC"/>',
      '<text x="20" y="40" font-weight="600" fill="#4A5568" class="w" opacity=".8">Dealer dashboard</text>',
      '<circle cx="5" cy="5" r="4" fill="#DDE3EC"/></g>',
      '<g class="n"><text x="20" y="40" font-size="15">Repair order</text></g>',
    ];
    const source = svg(parts.join(''));
    const { svg: out } = outlineSvgText(source);
    const kept = source.split(/<text[^]*?<\/text>/);
    // The glyphs' <defs> goes right after the <svg> tag.
    expect(out.startsWith(`${svg('').replace('</svg>', '')}<defs>`)).toBe(true);
    const drawn = out.replace(/<defs>.*?<\/defs>/, '');
    let at = 0;
    for (const part of kept) {
      const found = drawn.indexOf(part, at);
      expect(found, part).toBeGreaterThanOrEqual(at);
      at = found + part.length;
    }
    // In place of each text: a <g> of <g>s and <use>s, carrying the text's other attributes.
    expect(out).toContain('<g data-text="Dealer dashboard" fill="#4A5568" class="w" opacity=".8"><g transform=');
    const added = kept.reduce((rest, part) => rest.replace(part, ''), drawn);
    expect(added).toMatch(/^(<g [^>]*>|<use [^>]*\/>|<\/g>)+$/);
  });

  it('keeps as text, and says why, what it cannot draw as the browser would', () => {
    const cases = [
      ['<text x="1" y="2" font-family="Georgia">Serif</text>', 'its font is Georgia, not Inter'],
      ['<text x="1" y="2" dx="3">Shifted</text>', 'it sets dx'],
      ['<text x="1 9 17" y="2">Per letter</text>', 'its x ("1 9 17") is not one number'],
      ['<text x="1" y="2">Up<tspan y="9">down</tspan></text>', 'a <tspan> sets y'],
    ] as const;
    for (const [text, reason] of cases) {
      const source = svg(text);
      const { svg: out, kept } = outlineSvgText(source);
      expect(out).toBe(source);
      expect(kept.join()).toContain(reason);
    }
    const styled = svg('<style>text{font-size:30px}</style><text x="1" y="2">Styled</text>');
    expect(outlineSvgText(styled)).toEqual({ svg: styled, kept: ['its style sheet has a style rule on "text" (only class rules are read)'] });
  });

  it('picks glyph ids the file does not use already', () => {
    const { svg: out } = outlineSvgText(svg('<clipPath id="a"><rect width="9" height="9"/></clipPath><text x="1" y="2">ab</text>'));
    expect(out.match(/id="a"/g)).toHaveLength(1);
    expect(uses(out).map((u) => u.id)).toEqual(['b', 'c']);
  });
});
