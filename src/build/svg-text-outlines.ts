/**
 * A picture's words drawn as Inter's glyph outlines, for the built site (outline-pictures.ts).
 *
 * Why: a picture shown through <img> cannot use the page's web font, so on a machine without Inter installed its
 * <text> renders in a fallback sans (Arial, Liberation Sans: heavier and wider than the Inter headline beside it).
 * Outlines look the same everywhere, with no script and no font request.
 *
 * What changes, and only that: each <text> element becomes a <g> holding one <use> per glyph, and a <defs> after the
 * root's opening tag holds each glyph once (per weight) at font units. Everything else in the file is kept byte for
 * byte, so classes that show or hide groups by width (.w/.n), transforms and fills keep working: the <g> stays where
 * the text was and carries the text's other attributes (fill, class, opacity, transform…). What lays the words out is
 * read as the browser reads it: x, y, font-size, font-weight, font-family, letter-spacing and text-anchor, from the
 * text, its <tspan>s and its ancestors; a class whose font-size a media query changes (gap.svg's `.b` on a phone)
 * draws the run at both sizes, each shown where the browser would have shown it.
 *
 * A text this cannot draw exactly as the browser would (another font, positions per character, a path, vertical
 * writing, a style rule it does not read) is left as text, and said in `kept`: a picture is never drawn wrong.
 *
 * Measured on the site's 57 pictures (docs/performance.md, "Pictures' words"): one path a glyph, placed with <use>,
 * is smaller than one path a run once compressed, because each letter's outline is written once per file.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { glyphOutline, shape, UNITS_PER_EM } from './inter-outlines.ts';

export interface OutlinedSvg {
  svg: string;
  /** Why some <text> elements were left as text (empty when every one was outlined). */
  kept: string[];
}

/** Properties that lay text out and that this file does not draw: a text using any is kept as it is. */
const unsupported = new Set([
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'xml:space',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'baseline-shift',
  'dominant-baseline',
  'alignment-baseline',
  'word-spacing',
  'font-variant',
  'font-stretch',
  'font-kerning',
  'font-feature-settings',
  'text-decoration',
  'white-space',
]);

/** The inherited ones among them: set on a <g> or the <svg>, they reach the texts inside. */
const unsupportedInherited = new Set(['xml:space', 'writing-mode', 'direction', 'word-spacing', 'font-variant', 'font-stretch', 'font-kerning', 'font-feature-settings', 'white-space']);

/** A property of text layout, in a style attribute or a style sheet's declaration (whether this file reads it or not). */
const textLayout = /font|spacing|text-anchor|white-space|direction|writing-mode|baseline/;

/** Attributes read to lay a text out (the rest are kept on the <g> that replaces it). */
const layout = new Set(['x', 'y', 'font-family', 'font-size', 'font-weight', 'font-style', 'letter-spacing', 'text-anchor']);

/** Inherited layout properties an ancestor (<svg>, <g>) may set for the texts inside it. */
const inherited = ['font-family', 'font-size', 'font-weight', 'font-style', 'letter-spacing', 'text-anchor'] as const;
type Inherited = Partial<Record<(typeof inherited)[number], string>>;

interface Element {
  name: string;
  attributes: Record<string, string>;
}

/** A piece of a text's characters with the <tspan>s it sits in (innermost last). */
interface Piece {
  text: string;
  spans: Element[];
}

interface TextElement {
  start: number;
  end: number;
  attributes: Record<string, string>;
  /** What the ancestors set, nearest winning. */
  context: Inherited;
  /** The classes on the text's ancestors. */
  ancestorClasses: string[];
  pieces: Piece[];
  /** Why it cannot be drawn, if it cannot. */
  problem?: string;
}

/** A style sheet rule on one class: its declarations, and the media condition it sits in, if any. */
interface ClassRule {
  className: string;
  media?: string;
  declarations: Record<string, string>;
}

/** Why a text cannot be drawn, in words. */
interface Problem {
  problem: string;
}

/** A run of characters in one style, ready to shape. */
interface Run {
  text: string;
  size: number;
  weight: number;
  spacing: number;
  /** The <tspan>s' own attributes to keep (fill, class…), from outermost to innermost. */
  wrappers: Record<string, string>[];
}

/** A text's words as the browser shows them: spaces collapsed, none at either end. */
const wordsOf = (text: TextElement) =>
  text.pieces
    .map((p) => p.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

const classesOf = (attributes: Record<string, string>) => (attributes.class ?? '').split(/\s+/).filter(Boolean);

/** A length in user units ("13", "13px"), with `em` against `fontSize` when given; undefined for anything else. */
function length(value: string | undefined, fontSize?: number): number | undefined {
  if (value === undefined) return undefined;
  const match = /^\s*(-?(?:\d+\.?\d*|\.\d+))(px|em)?\s*$/.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]);
  if (match[2] === 'em') return fontSize === undefined ? undefined : n * fontSize;
  return n;
}

function weightOf(value: string | undefined): number | undefined {
  if (value === undefined || value === 'normal') return 400;
  if (value === 'bold') return 700;
  return /^\d{3}$/.test(value.trim()) ? Number(value) : undefined;
}

/** Whether a font-family list asks for Inter first (the site's typeface; the rest are fallbacks). */
const isInter = (family: string | undefined) => family !== undefined && /^\s*['"]?inter['"]?\s*(,|$)/i.test(family);

/** The simple class rules of a style sheet, or why it cannot be read (a selector other than `.name`). */
function readStyle(css: string): { rules: ClassRule[] } | { problem: string } {
  const rules: ClassRule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const block = (body: string, media?: string): string | undefined => {
    const rule = /\s*([^{}@]+)\{([^{}]*)\}/y;
    let at = 0;
    while (at < body.length && !/^\s*$/.test(body.slice(at))) {
      if (!media && /^\s*@media/.test(body.slice(at))) {
        const head = /\s*@media([^{]+)\{/y;
        head.lastIndex = at;
        const found = head.exec(body);
        if (!found) return 'a media rule it cannot read';
        let depth = 1;
        let i = head.lastIndex;
        for (; i < body.length && depth; i++) depth += body[i] === '{' ? 1 : body[i] === '}' ? -1 : 0;
        const problem = block(body.slice(head.lastIndex, i - 1), found[1]!.trim());
        if (problem) return problem;
        at = i;
        continue;
      }
      rule.lastIndex = at;
      const found = rule.exec(body);
      if (!found) return `a style rule it cannot read ("${body.slice(at, at + 40).trim()}")`;
      const declarations: Record<string, string> = {};
      for (const d of found[2]!.split(';')) {
        const colon = d.indexOf(':');
        if (colon > 0) declarations[d.slice(0, colon).trim().toLowerCase()] = d.slice(colon + 1).trim();
      }
      for (const selector of found[1]!.split(',').map((s) => s.trim())) {
        if (!/^\.[\w-]+$/.test(selector)) return `a style rule on "${selector}" (only class rules are read)`;
        rules.push({ className: selector.slice(1), media, declarations });
      }
      at = rule.lastIndex;
    }
    return undefined;
  };
  const problem = block(text);
  return problem ? { problem } : { rules };
}

/** Numbers as short as they can be written at a precision. */
const fixed = (n: number, digits: number) => {
  const text = n.toFixed(digits).replace(/\.?0+$/, '').replace(/^(-?)0\./, '$1.');
  return text === '-0' || text === '' ? '0' : text;
};
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const attributesText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

/** Names not yet used in the file: "a", "b", … "z", "a0", … (ids for glyphs, classes for size variants). */
function nameMaker(taken: Set<string>) {
  let n = 0;
  return () => {
    for (;;) {
      const first = String.fromCharCode(97 + (n % 26));
      const rest = n < 26 ? '' : Math.floor(n / 26 - 1).toString(36);
      n++;
      const name = first + rest;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  };
}

/** The SVG with every <text> it can draw replaced by Inter's outlines (see the file's comment). */
export function outlineSvgText(svg: string): OutlinedSvg {
  const parser = new SaxesParser({ xmlns: false });
  const stack: Element[] = [];
  const texts: TextElement[] = [];
  const ids = new Set<string>();
  const classes = new Set<string>();
  let rootEnd = -1;
  let styleText = '';
  let styleEnd = -1;
  let current: TextElement | undefined;
  let spans: Element[] = [];
  let inStyle = false;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const element = { name: tag.name, attributes: tag.attributes as Record<string, string> };
    if (element.attributes.id) ids.add(element.attributes.id);
    for (const c of classesOf(element.attributes)) classes.add(c);
    if (current) {
      // Every element inside is pushed (saxes closes a self-closing one too); only a <tspan> is drawn.
      if (tag.name !== 'tspan') current.problem ??= `it holds a <${tag.name}>`;
      spans.push(element);
      return;
    }
    if (rootEnd < 0) rootEnd = parser.position;
    if (tag.name === 'text') {
      const context: Inherited = {};
      let problem: string | undefined;
      for (const ancestor of stack) {
        for (const p of inherited) if (ancestor.attributes[p] !== undefined) context[p] = ancestor.attributes[p];
        const name = Object.keys(ancestor.attributes).find((a) => unsupportedInherited.has(a));
        if (name) problem = `its <${ancestor.name}> sets ${name}`;
        if (textLayout.test(ancestor.attributes.style ?? '')) problem = `its <${ancestor.name}>'s style attribute sets how text is laid out`;
      }
      current = {
        start: svg.lastIndexOf('<', parser.position - 1),
        end: -1,
        attributes: element.attributes,
        context,
        ancestorClasses: stack.flatMap((a) => classesOf(a.attributes)),
        pieces: [],
        problem,
      };
      spans = [];
      return;
    }
    inStyle = tag.name === 'style';
    stack.push(element);
  });
  parser.on('text', (content) => {
    if (current) current.pieces.push({ text: content, spans: [...spans] });
    else if (inStyle) styleText += content;
  });
  parser.on('cdata', (content) => {
    if (current) current.pieces.push({ text: content, spans: [...spans] });
    else if (inStyle) styleText += content;
  });
  parser.on('closetag', (tag) => {
    if (current) {
      if (spans.length) spans.pop();
      else {
        current.end = parser.position;
        texts.push(current);
        current = undefined;
      }
      return;
    }
    if (tag.name === 'style') {
      inStyle = false;
      if (styleEnd < 0) styleEnd = svg.lastIndexOf('<', parser.position - 1);
    }
    stack.pop();
  });
  try {
    parser.write(svg).close();
  } catch (error) {
    // The validator refuses such a file in public/ (svg-safety.ts); one that arrives anyway is served as it is.
    return { svg, kept: [`it is not well-formed XML (${(error as Error).message})`] };
  }
  if (!texts.length) return { svg, kept: [] };

  const style = readStyle(styleText);
  if ('problem' in style) return { svg, kept: [`its style sheet has ${style.problem}`] };
  const rulesOf = (names: string[]) => style.rules.filter((r) => names.includes(r.className));

  const newId = nameMaker(ids);
  const newClass = nameMaker(classes);
  const defs = new Map<string, string>();
  /** A glyph's id, its path written in <defs> the first time. */
  const glyphId = (weight: number, glyph: number) => {
    const key = `${weight}:${glyph}`;
    let id = defs.get(key);
    if (!id) {
      id = newId();
      defs.set(key, id);
    }
    return id;
  };
  const defsText: string[] = [];
  const variantCss = new Map<string, { base: string; narrow: string }>();
  const kept: string[] = [];
  const replacements: { start: number; end: number; text: string }[] = [];

  for (const text of texts) {
    const drawn = drawText(text);
    if (typeof drawn !== 'string') kept.push(`"${wordsOf(text).slice(0, 40)}" is kept as text: ${drawn.problem}`);
    else replacements.push({ start: text.start, end: text.end, text: drawn });
  }

  /** The <g> that draws a text, or why it cannot. */
  function drawText(text: TextElement): string | Problem {
    if (text.problem) return { problem: text.problem };
    const own = text.attributes;
    const all = [own, ...text.pieces.flatMap((p) => p.spans.map((s) => s.attributes))];
    for (const attributes of all) {
      for (const name of Object.keys(attributes)) if (unsupported.has(name)) return { problem: `it sets ${name}` };
      if (textLayout.test(attributes.style ?? '')) return { problem: 'its style attribute sets how text is laid out' };
    }
    for (const span of text.pieces.flatMap((p) => p.spans)) {
      for (const name of ['x', 'y']) if (span.attributes[name] !== undefined) return { problem: `a <tspan> sets ${name}` };
      if (rulesOf(classesOf(span.attributes)).some((r) => Object.keys(r.declarations).some((d) => textLayout.test(d)))) {
        return { problem: "a <tspan>'s class sets how text is laid out" };
      }
    }
    if (rulesOf(text.ancestorClasses).some((r) => Object.keys(r.declarations).some((d) => textLayout.test(d)))) {
      return { problem: "a class of an element around it sets how text is laid out" };
    }
    const x = length(own.x);
    const y = length(own.y ?? '0');
    if (x === undefined && own.x !== undefined) return { problem: `its x ("${own.x}") is not one number` };
    if (y === undefined) return { problem: `its y ("${own.y}") is not one number` };

    // The text's own class rules: without a media condition they override its attributes (CSS beats presentation
    // attributes); with one, they make a second drawing shown under that condition.
    const ownRules = rulesOf(classesOf(own)).filter((r) => Object.keys(r.declarations).some((d) => textLayout.test(d)));
    for (const rule of ownRules) {
      const other = Object.keys(rule.declarations).find((d) => textLayout.test(d) && d !== 'font-size');
      if (other) return { problem: `its class .${rule.className} sets ${other}` };
    }
    const plain = ownRules.filter((r) => !r.media);
    const conditions = [...new Set(ownRules.filter((r) => r.media).map((r) => r.media!))];
    if (conditions.length > 1) return { problem: 'its classes change its size under more than one media condition' };
    const baseSize = plain.length ? plain[plain.length - 1]!.declarations['font-size'] : undefined;
    const base = drawRuns(text, x ?? 0, y, baseSize);
    if ('problem' in base) return base;
    // The words stay readable in the file and to a script (data-text), with the size they are drawn at: the <g>'s
    // computed font-size is the text's, as tests of the words' sizes on a phone read it.
    const keptAttributes: Record<string, string> = { 'data-text': wordsOf(text) };
    if (own['font-size'] !== undefined) keptAttributes['font-size'] = own['font-size'];
    for (const [name, value] of Object.entries(own)) if (!layout.has(name)) keptAttributes[name] = value;
    if (!conditions.length) return `<g${attributesText(keptAttributes)}>${base.join('')}</g>`;
    const media = conditions[0]!;
    const narrowSize = ownRules.filter((r) => r.media === media).pop()!.declarations['font-size'];
    const narrow = drawRuns(text, x ?? 0, y, narrowSize);
    if ('problem' in narrow) return narrow;
    let names = variantCss.get(media);
    if (!names) variantCss.set(media, (names = { base: newClass(), narrow: newClass() }));
    return `<g${attributesText(keptAttributes)}><g class="${names.base}">${base.join('')}</g><g class="${names.narrow}">${narrow.join('')}</g></g>`;
  }

  /** The runs of a text placed at (x, y) in user units, each a <g> of glyphs, or why they cannot be drawn. */
  function drawRuns(text: TextElement, x: number, y: number, sizeOverride: string | undefined): string[] | Problem {
    const runs: Run[] = [];
    const pick = (name: (typeof inherited)[number], spansOf: Element[]) => {
      for (let i = spansOf.length - 1; i >= 0; i--) if (spansOf[i]!.attributes[name] !== undefined) return spansOf[i]!.attributes[name];
      return text.attributes[name] ?? text.context[name];
    };
    // Runs of spaces, tabs and line breaks collapse to one space, and none starts or ends the text (as Chrome does).
    let characters = '';
    const pieces = text.pieces.map((piece) => ({ ...piece, text: piece.text.replace(/[\n\r\t]/g, ' ') }));
    for (const piece of pieces) {
      let words = piece.text.replace(/ +/g, ' ');
      if (characters === '' || characters.endsWith(' ')) words = words.replace(/^ /, '');
      characters += words;
      if (!words) continue;
      const family = pick('font-family', piece.spans);
      if (!isInter(family)) return { problem: family === undefined ? 'it names no font (the browser would draw it in its default serif)' : `its font is ${family.split(',')[0]}, not Inter` };
      const fontStyle = pick('font-style', piece.spans);
      if (fontStyle !== undefined && fontStyle !== 'normal') return { problem: `its font-style is ${fontStyle}` };
      const inSpan = piece.spans.some((s) => s.attributes['font-size'] !== undefined);
      const size = length(inSpan ? pick('font-size', piece.spans) : (sizeOverride ?? pick('font-size', piece.spans) ?? '16'));
      if (size === undefined) return { problem: `its font-size is not a number of pixels` };
      const weight = weightOf(pick('font-weight', piece.spans));
      if (weight === undefined) return { problem: `its font-weight ("${pick('font-weight', piece.spans)}") is not a number` };
      const spacingValue = pick('letter-spacing', piece.spans);
      const spacing = spacingValue === undefined || spacingValue === 'normal' ? 0 : length(spacingValue, size);
      if (spacing === undefined) return { problem: `its letter-spacing ("${spacingValue}") is not a length` };
      runs.push({
        text: words,
        size,
        weight,
        spacing,
        wrappers: piece.spans.map((s) => Object.fromEntries(Object.entries(s.attributes).filter(([name]) => !layout.has(name)))),
      });
    }
    // The last run gives up a trailing space.
    while (runs.length && runs[runs.length - 1]!.text.endsWith(' ')) {
      const last = runs[runs.length - 1]!;
      last.text = last.text.slice(0, -1);
      if (!last.text) runs.pop();
    }
    const shaped = runs.map((run) => {
      const s = shape(run.text, run.weight, run.spacing / run.size);
      const scale = run.size / UNITS_PER_EM;
      // Letter-spacing follows every character, the last one's too (the browser's width for text-anchor counts it).
      return { run, scale, glyphs: s.glyphs, weight: s.weight, width: s.advance * scale + s.glyphs.length * run.spacing };
    });
    const total = shaped.reduce((sum, s) => sum + s.width, 0);
    const anchor = text.attributes['text-anchor'] ?? text.context['text-anchor'] ?? 'start';
    let pen = x - (anchor === 'middle' ? total / 2 : anchor === 'end' ? total : 0);
    const out: string[] = [];
    for (const { run, scale, glyphs, weight, width } of shaped) {
      let uses = '';
      for (const g of glyphs) {
        if (!glyphOutline(weight, g.glyph).body) continue;
        const gx = Math.round(g.x);
        const gy = Math.round(g.y);
        uses += `<use href="#${glyphId(weight, g.glyph)}"${gx ? ` x="${gx}"` : ''}${gy ? ` y="${gy}"` : ''}/>`;
      }
      let drawn = `<g transform="translate(${fixed(pen, 2)} ${fixed(y, 2)})scale(${fixed(scale, 7)})">${uses}</g>`;
      for (const attributes of [...run.wrappers].reverse()) if (Object.keys(attributes).length) drawn = `<g${attributesText(attributes)}>${drawn}</g>`;
      if (uses) out.push(drawn);
      pen += width;
    }
    return out;
  }

  if (!replacements.length) return { svg, kept };
  // In glyph order, so a letter's weights sit side by side: 1% smaller compressed than in order of use.
  const glyphs = [...defs].map(([key, id]) => [...(key.split(':').map(Number) as [number, number]), id] as const);
  for (const [weight, glyph, id] of glyphs.sort((a, b) => a[1] - b[1] || a[0] - b[0])) {
    const { start, body } = glyphOutline(weight, glyph);
    defsText.push(`<path id="${id}" d="M${start[0]}${start[1] < 0 ? '' : ' '}${start[1]}${body}"/>`);
  }
  let out = svg;
  const edits = [...replacements];
  if (variantCss.size) {
    if (styleEnd < 0) return { svg, kept: ['a class changes a text size but the picture has no style sheet'] };
    let css = '';
    for (const [media, { base, narrow }] of variantCss) css += `.${narrow}{display:none}@media ${media}{.${base}{display:none}.${narrow}{display:inline}}`;
    edits.push({ start: styleEnd, end: styleEnd, text: css });
  }
  if (defsText.length) edits.push({ start: rootEnd, end: rootEnd, text: `<defs>${defsText.join('')}</defs>` });
  edits.sort((a, b) => b.start - a.start);
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { svg: out, kept };
}
