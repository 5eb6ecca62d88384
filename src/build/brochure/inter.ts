/**
 * Inter, the site's typeface, for brochures: embedded in each PDF as a subset (only the glyphs that
 * brochure draws), with a ToUnicode map, so every character prints as on the page and copies as itself.
 *
 * The files: @expo-google-fonts/inter's TTFs, Google Fonts' Inter 4.001, the same design as the site's
 * @fontsource-variable/inter. The Fontsource files cannot serve: they are Google's per-script slices, and no slice
 * holds "≥", "≤", "→" or "✓" (latin has 231 characters, the whole font 2,849); they are also WOFF/WOFF2,
 * which fontkit cannot subset (WOFF2) or re-inflates on every read (WOFF).
 *
 * Speed (docs/performance.md, Brochures): a build makes one brochure per plan page, so what each costs
 * is kept small, and most of it is done once per thread:
 *  - each face is parsed once, and each word is turned into glyphs once: its glyph numbers (as the hex
 *    the PDF shows), its width and each glyph's text for the ToUnicode map are kept for every later line
 *    and brochure. A line is its words joined by the space glyph, so no line is shaped as a whole;
 *  - a subset already written for the same glyphs is written again from memory (pages of one kind draw
 *    the same letters);
 *  - the subset keeps Inter's own glyph numbers (the glyphs not drawn are left empty), so a word's hex is
 *    the same in every brochure. pdf-lib's own subsetting renumbered the glyphs of each PDF, shaped every
 *    line and measured string again (fontkit's OpenType shaping costs 35-50 µs a character here) and
 *    compressed the font in JavaScript: two to three times the cost of a brochure in Helvetica.
 * Words are shaped by Inter's character map alone unless they hold a combining mark. That is what shaping
 * with Inter's default features gives, but for contextual alternates (`calt`), which brochures leave out:
 * Inter has no ligatures, its `ccmp` acts on combining marks and `locl` on other languages' letters, and
 * its `calt` looks across spaces ("GAP: close" shapes differently whole than word by word) and was two
 * thirds of shaping time. What `calt` changes is small: the height of a colon, plus sign or hyphen beside
 * capitals and digits, and "->" drawn as an arrow. tests/unit/brochures.test.ts checks both claims over
 * every line of the site's brochures.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import fontkit, { type Font } from '@cantoo/fontkit';
import { PDFHexString, PDFName, PDFRawStream, PDFString, type PDFDocument, type PDFPage, type PDFRef } from '@cantoo/pdf-lib';

const folder = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json'));
const files = { regular: '400Regular/Inter_400Regular.ttf', bold: '700Bold/Inter_700Bold.ttf' } as const;
export type Weight = keyof typeof files;
/** The TTF of one weight. */
export const interFile = (weight: Weight) => path.join(folder, files[weight]);

/** The OpenType features a word with a combining mark is shaped with: Inter's defaults but `calt`. */
export const FEATURES = { calt: false };
/** Words kept per face before the cache starts again: a site's vocabulary is far smaller. */
const WORDS_KEPT = 50_000;
/** Subsets kept per face. */
const SUBSETS_KEPT = 500;
const COMBINING_MARK = /\p{M}/u;

/** A word as the PDF draws it. */
interface Word {
  /** Its glyph numbers, four hex digits each. */
  hex: string;
  /** Its advance, in font units. */
  units: number;
  glyphs: number[];
  /** The text each glyph stands for, for the ToUnicode map. */
  texts: string[];
}

/** What fontkit parses of a TrueType file that its types do not declare. */
interface ParsedTables {
  directory: { tables: Record<string, { offset: number; length: number } | undefined> };
  loca: { offsets: number[] };
}

/** One weight of Inter, parsed once per thread, with what it has learnt about words. */
class Face {
  readonly bytes: Uint8Array;
  readonly font: Font;
  readonly characters: Set<number>;
  /** Each glyph's advance, in font units. */
  readonly advance = new Map<number, number>();
  /** The glyf table's place in the file, and where each glyph starts in it (one more: where the last ends). */
  readonly glyf: { offset: number; loca: number[] };
  readonly space: Word;
  private readonly words = new Map<string, Word>();
  /** Subsets already written, by the glyphs drawn: pages of one kind draw the same letters. */
  private readonly subsets = new Map<string, Subset>();

  constructor(readonly weight: Weight) {
    // A Uint8Array of its own: a Buffer's slice is a view of the file, and tables are copied to be changed.
    this.bytes = new Uint8Array(readFileSync(interFile(weight)));
    this.font = fontkit.create(this.bytes) as Font;
    this.characters = new Set(this.font.characterSet);
    const parsed = this.font as unknown as ParsedTables;
    this.glyf = { offset: parsed.directory.tables.glyf!.offset, loca: parsed.loca.offsets };
    this.space = this.word(' ');
  }

  /**
   * One word (or the space) as glyphs: by the character map, one glyph a character, or shaped when it
   * holds a combining mark. Each glyph's text is the character it was looked up for (fontkit keeps one
   * glyph object per glyph, with the characters it was first made for: "’" and "ʼ" share a glyph).
   */
  word(word: string): Word {
    let known = this.words.get(word);
    if (!known) {
      const marked = COMBINING_MARK.test(word);
      const glyphs = marked ? this.font.layout(word, FEATURES).glyphs : this.font.glyphsForString(word);
      for (const g of glyphs) this.advance.set(g.id, g.advanceWidth);
      known = {
        hex: glyphs.map((g) => g.id.toString(16).padStart(4, '0')).join(''),
        units: glyphs.reduce((sum, g) => sum + g.advanceWidth, 0),
        glyphs: glyphs.map((g) => g.id),
        texts: marked ? glyphs.map((g) => String.fromCodePoint(...g.codePoints)) : [...word],
      };
      if (this.words.size >= WORDS_KEPT) this.words.clear();
      this.words.set(word, known);
    }
    return known;
  }

  /** The subset program and ToUnicode map (both compressed) for these glyphs drawn, in order, and their texts. */
  subset(drawn: number[], text: Map<number, string>): Subset {
    const key = drawn.map((g) => `${g}=${text.get(g)}`).join(' ');
    let known = this.subsets.get(key);
    if (!known) {
      // Glyph 0, the missing-glyph box, is in every TrueType font; no text draws it (see printable).
      const glyphs = withComponents(this, new Set([0, ...drawn]));
      const program = subsetProgram(this, glyphs);
      known = {
        // A subset's name starts with six capitals naming its glyphs (PDF 32000 9.6.4).
        name: `${subsetTag(glyphs)}+${this.font.postscriptName ?? 'Inter'}`,
        program: deflateSync(program),
        length: program.length,
        toUnicode: deflateSync(toUnicodeCMap(drawn.map((g) => [g, text.get(g)!]))),
      };
      if (this.subsets.size >= SUBSETS_KEPT) this.subsets.clear();
      this.subsets.set(key, known);
    }
    return known;
  }
}

interface Subset {
  name: string;
  program: Uint8Array;
  /** The program's length before compression. */
  length: number;
  toUnicode: Uint8Array;
}

const faces = new Map<Weight, Face>();
const face = (weight: Weight) => faces.get(weight) ?? faces.set(weight, new Face(weight)).get(weight)!;

/**
 * One weight of Inter in one PDF: it encodes and measures text for that document, remembers the glyphs
 * drawn, and writes the font (program, widths, ToUnicode map) when the document is finished.
 */
export class InterFont {
  readonly ref: PDFRef;
  private readonly face: Face;
  /** The glyphs this document draws, each with its text (the first it was drawn for here). */
  private readonly used = new Map<number, string>();
  private readonly keys = new WeakMap<PDFPage, PDFName>();

  constructor(
    private readonly doc: PDFDocument,
    weight: Weight,
  ) {
    this.face = face(weight);
    this.ref = doc.context.nextRef();
  }

  /** Text's width in points at `size` (a single line: words and spaces). */
  widthOfTextAtSize(text: string, size: number): number {
    const words = text.split(' ');
    const units = words.reduce((sum, w) => sum + this.face.word(w).units, (words.length - 1) * this.face.space.units);
    return (units * size) / this.face.font.unitsPerEm;
  }

  /** Text as the PDF string that draws it; its glyphs go into the subset. */
  encode(text: string): PDFHexString {
    const { space } = this.face;
    const parts = text.split(' ');
    if (parts.length > 1) this.use(space);
    let hex = '';
    for (const [i, part] of parts.entries()) {
      const word = this.face.word(part);
      this.use(word);
      hex += i ? space.hex + word.hex : word.hex;
    }
    return PDFHexString.of(hex);
  }

  private use(word: Word) {
    word.glyphs.forEach((g, i) => {
      if (!this.used.has(g)) this.used.set(g, word.texts[i]!);
    });
  }

  /** The name a page's content stream uses for this font (added to the page's resources once). */
  keyOn(page: PDFPage): PDFName {
    let key = this.keys.get(page);
    if (!key) this.keys.set(page, (key = page.node.newFontDictionary(`Inter-${this.face.weight}`, this.ref)));
    return key;
  }

  /** Writes the font's objects into the document: call once, when every page is drawn. */
  finish() {
    const { context } = this.doc;
    const { font, advance } = this.face;
    const scale = 1000 / font.unitsPerEm;
    const drawn = [...this.used.keys()].sort((a, b) => a - b);
    const subset = this.face.subset(drawn, this.used);
    const file = PDFRawStream.of(context.obj({ Filter: 'FlateDecode', Length1: subset.length }), subset.program);
    const { minX, minY, maxX, maxY } = font.bbox;
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: subset.name,
      Flags: 4, // symbolic: the glyphs are chosen by number, not by a standard encoding
      FontBBox: [minX * scale, minY * scale, maxX * scale, maxY * scale],
      ItalicAngle: font.italicAngle,
      Ascent: font.ascent * scale,
      Descent: font.descent * scale,
      CapHeight: font.capHeight * scale,
      XHeight: font.xHeight * scale,
      StemV: 0,
      FontFile2: context.register(file),
    });
    const widths = drawn.flatMap((g) => [g, [Math.round((advance.get(g) ?? 0) * scale)]]);
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: subset.name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      W: widths,
      CIDToGIDMap: 'Identity',
    });
    const toUnicode = PDFRawStream.of(context.obj({ Filter: 'FlateDecode' }), subset.toUnicode);
    context.assign(
      this.ref,
      context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: subset.name, Encoding: 'Identity-H', DescendantFonts: [context.register(cidFont)], ToUnicode: context.register(toUnicode) }),
    );
  }
}

/** The glyphs drawn and the glyphs they are built from (a composite glyph draws others: "é" is "e" and an accent). */
function withComponents(face: Face, drawn: Set<number>): number[] {
  const all = new Set<number>();
  const add = (g: number) => {
    if (all.has(g)) return;
    all.add(g);
    for (const part of componentsOf(glyphData(face, g))) add(part);
  };
  for (const g of drawn) add(g);
  return [...all].sort((a, b) => a - b);
}

/** One glyph's bytes in the font's glyf table (none for an empty glyph, such as the space). */
function glyphData(face: Face, g: number): Uint8Array {
  const { offset, loca } = face.glyf;
  return face.bytes.subarray(offset + loca[g]!, offset + loca[g + 1]!);
}

/** The glyphs a composite glyph is built from (OpenType glyf table, composite glyph description). */
function componentsOf(data: Uint8Array): number[] {
  const view = viewOf(data);
  if (data.length < 10 || view.getInt16(0) >= 0) return [];
  const parts: number[] = [];
  let at = 10;
  let flags: number;
  do {
    flags = view.getUint16(at);
    parts.push(view.getUint16(at + 2));
    at += 4 + (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
  } while (flags & 0x0020);
  return parts;
}

/** Six capitals from the glyph numbers, so two different subsets of a face are named apart. */
function subsetTag(glyphs: number[]): string {
  let h = 2166136261;
  for (const g of glyphs) h = Math.imul(h ^ g, 16777619) >>> 0;
  return Array.from({ length: 6 }, (_, i) => String.fromCharCode(65 + (Math.floor(h / 26 ** i) % 26))).join('');
}

/**
 * The TrueType program of the subset: the face's own tables, every glyph number kept, the glyphs not in
 * `glyphs` empty (no outline, no advance), so a PDF's glyph numbers are the face's. What a PDF viewer reads
 * of a TrueType font: head, hhea, maxp, hmtx, loca, glyf and the hinting tables.
 */
function subsetProgram(face: Face, glyphs: number[]): Uint8Array {
  const { font, bytes } = face;
  const { directory } = font as unknown as ParsedTables;
  const table = (tag: string) => {
    const t = directory.tables[tag];
    return t ? bytes.slice(t.offset, t.offset + t.length) : undefined;
  };
  const count = font.numGlyphs;
  const keep = new Set(glyphs);
  const hhea = table('hhea')!;
  const oldMetrics = viewOf(hhea).getUint16(34);
  const oldHmtx = viewOf(table('hmtx')!);
  const parts: Uint8Array[] = [];
  const loca = new DataView(new ArrayBuffer(4 * (count + 1)));
  const hmtx = new DataView(new ArrayBuffer(4 * count));
  let size = 0;
  for (let g = 0; g < count; g++) {
    loca.setUint32(4 * g, size);
    if (!keep.has(g)) continue;
    const data = glyphData(face, g);
    const padded = new Uint8Array((data.length + 3) & ~3);
    padded.set(data);
    parts.push(padded);
    size += padded.length;
    const long = Math.min(g, oldMetrics - 1);
    hmtx.setUint16(4 * g, oldHmtx.getUint16(4 * long));
    hmtx.setInt16(4 * g + 2, g < oldMetrics ? oldHmtx.getInt16(4 * g + 2) : oldHmtx.getInt16(4 * oldMetrics + 2 * (g - oldMetrics)));
  }
  loca.setUint32(4 * count, size);
  const glyf = new Uint8Array(size);
  parts.reduce((at, p) => (glyf.set(p, at), at + p.length), 0);
  const head = table('head')!;
  viewOf(head).setUint32(8, 0); // checkSumAdjustment, set below
  viewOf(head).setInt16(50, 1); // indexToLocFormat: long offsets
  viewOf(hhea).setUint16(34, count); // numberOfHMetrics: a full metric per glyph
  const tables: [string, Uint8Array | undefined][] = [
    ['cvt ', table('cvt ')],
    ['fpgm', table('fpgm')],
    ['glyf', glyf],
    ['head', head],
    ['hhea', hhea],
    ['hmtx', new Uint8Array(hmtx.buffer)],
    ['loca', new Uint8Array(loca.buffer)],
    ['maxp', table('maxp')],
    ['prep', table('prep')],
  ];
  const { program, offsets } = sfnt(tables.filter((t): t is [string, Uint8Array] => t[1] !== undefined));
  viewOf(program).setUint32(offsets.get('head')! + 8, (0xb1b0afba - checksum(program)) >>> 0);
  return program;
}

const viewOf = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

/** The sum of a table's 32-bit words, the last one padded with zeros (OpenType table directory). */
function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** A TrueType font file of these tables, in tag order, and where each table starts in it. */
function sfnt(tables: [string, Uint8Array][]): { program: Uint8Array; offsets: Map<string, number> } {
  const offsets = new Map<string, number>();
  const headerSize = 12 + 16 * tables.length;
  const size = tables.reduce((sum, [, data]) => sum + ((data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(tables.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tables.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tables.length * 16 - power * 16);
  let at = headerSize;
  tables.forEach(([tag, data], i) => {
    const entry = 12 + 16 * i;
    for (let c = 0; c < 4; c++) view.setUint8(entry + c, tag.charCodeAt(c));
    view.setUint32(entry + 4, checksum(data));
    view.setUint32(entry + 8, at);
    view.setUint32(entry + 12, data.length);
    out.set(data, at);
    offsets.set(tag, at);
    at += (data.length + 3) & ~3;
  });
  return { program: out, offsets };
}

/** The ToUnicode CMap: each glyph number to its text, in blocks of at most 100 (PDF 32000 9.10.3). */
function toUnicodeCMap(entries: [number, string][]): string {
  const hex4 = (n: number) => n.toString(16).padStart(4, '0');
  const utf16 = (s: string) => Array.from({ length: s.length }, (_, i) => hex4(s.charCodeAt(i))).join('');
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.map(([g, s]) => `<${hex4(g)}> <${utf16(s)}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** The glyph numbers a line is drawn with: its words' joined by the space's (what `encode` writes). */
export function lineGlyphs(weight: Weight, text: string): number[] {
  const f = face(weight);
  return text.split(' ').flatMap((w, i) => [...(i ? f.space.glyphs : []), ...f.word(w).glyphs]);
}

export interface InterFonts {
  regular: InterFont;
  bold: InterFont;
}

/** Inter regular and bold for one document; `finish` each before saving it. */
export function embedInter(doc: PDFDocument): InterFonts {
  return { regular: new InterFont(doc, 'regular'), bold: new InterFont(doc, 'bold') };
}

/**
 * Text as Inter sets it: runs of spaces, tabs and line breaks become one space (no-break spaces stay),
 * and a character Inter has no glyph for (a Chinese character, an emoji) becomes "?", which at least
 * shows that something is missing, where the font's empty box would copy as the character it does not show.
 */
export function printable(text: string): string {
  const spaced = text.replace(/[ \t\r\n]+/g, ' ');
  if (LATIN_1.test(spaced)) return spaced;
  const { characters } = face('regular');
  return [...spaced].map((c) => (characters.has(c.codePointAt(0)!) ? c : '?')).join('');
}
/** Printable ASCII and Latin-1 but the soft hyphen: Inter has every one (most text is only these). */
const LATIN_1 = /^[\x20-\x7e\xa0-\xac\xae-\xff]*$/;
