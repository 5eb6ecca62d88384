/**
 * A save writes only what changed: the file's text is edited where the data differs from what it holds now,
 * and every untouched part (its key order, its one-line objects, its spacing) stays byte for byte. The result
 * reads like a person typed it, so `git diff` shows only the change.
 *
 * Why the edits are made here rather than by jsonc-parser's `modify`: `modify` re-wraps the whole lines an
 * insertion or removal touches, so adding a button after `{ "label": "Call", "href": "@phone" }` would
 * rewrite that neighbour over four lines (measured on site-config/pages/gap.json). The places come from
 * jsonc-parser's syntax tree and the edits are applied with its `applyEdits`. The text of a new value (a new
 * file, a section added, a key added) is laid out by prettier, in the house style below, where it stands.
 */
import { isDeepStrictEqual } from 'node:util';
import { applyEdits, parseTree, type Edit, type Node, type ParseError } from 'jsonc-parser';
import { format, type Options } from 'prettier';

const BOM = '\ufeff';

/**
 * The house style of the hand-written pages: prettier's JSON layout (an object or a list on one line when it
 * fits, one item a line when not) at 240 characters a line. Measured on the 24 hand-written files in
 * site-config/pages/ and fragments/ (2,434 lines), reformatting them whole from their data: at 240, 4 come
 * out byte for byte the same and 532 lines change; at prettier's usual 80, none and 2,626; at 140, 3 and
 * 1,455; at 200, 2 and 590; at 280, 4 and 579. The pages are not all alike (gap.json and home.json wrap near
 * 140, most plan pages keep a card or a picture on one line up to 300): 240 is where they agree most.
 */
export const houseStyle = { parser: 'json', printWidth: 240 } as const satisfies Options;

/** The usual order of a picture's keys, as every hand-written page writes them. */
const imageKeys = ['src', 'alt', 'width', 'height'];

/** `value` with each picture's keys in the usual order (src, alt, width, height), whatever order a form gave them. */
export function inHouseOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inHouseOrder);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  const image = 'src' in value && keys.every((k) => imageKeys.includes(k));
  const ordered = image ? imageKeys.filter((k) => k in value) : keys;
  return Object.fromEntries(ordered.map((k) => [k, inHouseOrder(value[k])]));
}

/** How a new file is written: its data in the house style, with a newline at the end. */
export function newFileText(data: unknown): Promise<string> {
  return format(JSON.stringify(inHouseOrder(data)) ?? 'null', houseStyle);
}

/** The file's own habits, so new values look like their neighbours. */
interface Style {
  /** One level of indentation: two spaces, four, or a tab. */
  unit: string;
  eol: string;
}

function detectStyle(text: string): Style {
  const indented = /\n([ \t]+)\S/.exec(text)?.[1];
  const unit = indented?.startsWith('\t') ? '\t' : indented ? ' '.repeat(Math.min(indented.length, 8)) : '  ';
  return { unit, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/**
 * `text` with its JSON changed to `data`, edited only where they differ. A text that is not JSON, or whose
 * top level is a different kind of value, is written anew (there is nothing to keep).
 */
export async function editedText(text: string, data: unknown): Promise<string> {
  const wanted = inHouseOrder(data);
  const bom = text.startsWith(BOM) ? BOM : '';
  const body = bom ? text.slice(1) : text;
  const errors: ParseError[] = [];
  const root = parseTree(body, errors, { disallowComments: true, allowTrailingComma: false });
  if (!root || errors.length) return newFileText(wanted);
  const style = detectStyle(body);
  const edits = diffNode(body, root, wanted, style);
  if (!edits) return newFileText(wanted);
  // The edits are checked, never trusted: if the text does not read back as the data, the data wins.
  let out: string;
  let readBack: unknown;
  try {
    out = await laidOut(applyEdits(body, edits), style);
    readBack = JSON.parse(out);
  } catch {
    return newFileText(wanted);
  }
  return isDeepStrictEqual(readBack, wanted) ? bom + out : newFileText(wanted);
}

/**
 * Where a new value starts and ends in the edited text, before prettier lays it out. Control characters never
 * stand bare in JSON (inside a string they are escaped), so these marks cannot clash with the file's text.
 */
const markStart = '\u0000';
const markEnd = '\u0001';
const marked = new RegExp(`${markStart}([^${markEnd}]*)${markEnd}`, 'g');

/** A new list or object, written compactly between marks, for prettier to lay out where it lands. */
const fresh = (json: string) => `${markStart}${json}${markEnd}`;

/**
 * The edited text with each new value laid out by prettier in the house style, in place (its range only, so
 * nothing around it moves), the last one first so the places of the others stay put.
 */
async function laidOut(text: string, style: Style): Promise<string> {
  const ranges: [number, number][] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(marked)) {
    plain += text.slice(last, match.index);
    ranges.push([plain.length, plain.length + match[1]!.length]);
    plain += match[1];
    last = match.index + match[0].length;
  }
  plain += text.slice(last);
  const options = {
    ...houseStyle,
    useTabs: style.unit === '\t',
    tabWidth: style.unit === '\t' ? 2 : style.unit.length,
    endOfLine: style.eol === '\r\n' ? 'crlf' : 'lf',
  } as const satisfies Options;
  for (const [start, end] of ranges.reverse()) {
    const out = await format(plain, { ...options, rangeStart: start, rangeEnd: end });
    const value = out.slice(start, end + out.length - plain.length);
    // Prettier measures a value from its line's indentation; the key before it on the line (`"image": `) and
    // the comma after it count too. A value it kept on one line that does not fit with them is broken after
    // all: an object by starting it on a new line, which prettier keeps so (its members measured exactly as
    // in a whole file), a list by a width short of what the key and comma take.
    const lineStart = plain.lastIndexOf('\n', start - 1) + 1;
    const lead = start - lineStart + (plain[end] === ',' ? 1 : 0);
    if (/[\r\n]/.test(value) || lead + value.length <= houseStyle.printWidth) {
      plain = out;
    } else if (plain[start] === '{') {
      plain = await format(`${plain.slice(0, start)}{\n${plain.slice(start + 1)}`, { ...options, rangeStart: start, rangeEnd: end + 1 });
    } else {
      const indent = /^[ \t]*/.exec(plain.slice(lineStart))![0].length;
      plain = await format(plain, { ...options, printWidth: houseStyle.printWidth - (lead - indent), rangeStart: start, rangeEnd: end });
    }
  }
  return plain;
}

/** The value a syntax-tree node holds. */
function valueOf(node: Node): unknown {
  switch (node.type) {
    case 'object':
      return Object.fromEntries((node.children ?? []).map((p) => [p.children![0]!.value as string, valueOf(p.children![1]!)]));
    case 'array':
      return (node.children ?? []).map(valueOf);
    default:
      return node.value;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether the node is written on one line (`{ "label": "Call", "href": "@phone" }`). */
function oneLine(text: string, node: Node): boolean {
  return !/[\r\n]/.test(text.slice(node.offset, node.offset + node.length));
}

/** The whitespace a line starts with, for the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const start = Math.max(text.lastIndexOf('\n', offset - 1) + 1, 0);
  return /^[ \t]*/.exec(text.slice(start))![0];
}

/** A value as a person writes it on one line: `{ "a": 1, "b": ["x", "y"] }`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/**
 * A new value inside `container`: on one line in a one-line container (as `{ "label": "Call", "href": "@phone" }`
 * stays one line), otherwise laid out by prettier where it lands.
 */
function written(value: unknown, text: string, container: Node | undefined): string {
  const composite = (Array.isArray(value) && value.length > 0) || (isObject(value) && Object.values(value).some((v) => v !== undefined));
  return !composite || (container && oneLine(text, container)) ? inline(value) : fresh(JSON.stringify(value));
}

/** The indentation of a container's children: that of its first child's line, or one level deeper than its own. */
function childIndentOf(text: string, container: Node, style: Style): string {
  const first = container.children?.[0];
  if (first && !oneLine(text, container)) return lineIndent(text, first.offset);
  return lineIndent(text, container.offset) + style.unit;
}

/** The whole node replaced by `value`, written as it would be in the node's place. */
function replaced(text: string, node: Node, value: unknown): Edit {
  const container = node.parent?.type === 'property' ? node.parent.parent : node.parent;
  return { offset: node.offset, length: node.length, content: written(value, text, container) };
}

/** The edits that turn the text of `node` into `value`; undefined when only rewriting the whole file will do. */
function diffNode(text: string, node: Node, value: unknown, style: Style): Edit[] | undefined {
  const current = valueOf(node);
  if (isDeepStrictEqual(current, value)) return [];
  if (node.type === 'object' && isObject(value)) return diffObject(text, node, value, style);
  if (node.type === 'array' && Array.isArray(value)) return diffArray(text, node, value, style);
  if (!node.parent) return undefined;
  return [replaced(text, node, value)];
}

function diffObject(text: string, node: Node, value: Record<string, unknown>, style: Style): Edit[] {
  const properties = node.children ?? [];
  const keyOf = (p: Node) => p.children![0]!.value as string;
  const oldKeys = new Set(properties.map(keyOf));
  const newKeys = Object.keys(value).filter((k) => value[k] !== undefined);
  const kept = properties.filter((p) => newKeys.includes(keyOf(p)));
  // Nothing of the old object is left: write the new one in its place.
  if (!kept.length) return [replaced(text, node, value)];

  const edits: Edit[] = [];
  const firstKept = properties.indexOf(kept[0]!);
  properties.forEach((p, i) => {
    if (newKeys.includes(keyOf(p))) {
      edits.push(...diffNode(text, p.children![1]!, value[keyOf(p)], style)!);
      return;
    }
    // Removed with the comma and space that joined it to its neighbour, so no blank line or stray comma stays.
    if (i < firstKept) {
      const next = properties[i + 1]!;
      edits.push({ offset: p.offset, length: next.offset - p.offset, content: '' });
    } else {
      const prev = properties[i - 1]!;
      edits.push({ offset: prev.offset + prev.length, length: p.offset + p.length - (prev.offset + prev.length), content: '' });
    }
  });

  // A new key goes after the key it follows in the new data, as a person adding it there would type it.
  const childIndent = childIndentOf(text, node, style);
  const separator = oneLine(text, node) ? ' ' : style.eol + childIndent;
  const member = (k: string) => `${JSON.stringify(k)}: ${written(value[k], text, node)}`;
  const after = new Map<Node | undefined, string[]>();
  let anchor: Node | undefined;
  for (const k of newKeys) {
    if (oldKeys.has(k)) {
      anchor = properties.find((p) => keyOf(p) === k);
      continue;
    }
    after.set(anchor, [...(after.get(anchor) ?? []), k]);
  }
  for (const [at, keys] of after) {
    if (at) {
      edits.push({ offset: at.offset + at.length, length: 0, content: keys.map((k) => `,${separator}${member(k)}`).join('') });
    } else {
      edits.push({ offset: kept[0]!.offset, length: 0, content: keys.map((k) => `${member(k)},${separator}`).join('') });
    }
  }
  return edits;
}

/** Whether an edited item can be the old one: a section is paired only with a section of the same type. */
function sameKind(a: unknown, b: unknown): boolean {
  if (isObject(a) && isObject(b)) return a.type === b.type;
  return Array.isArray(a) === Array.isArray(b) && isObject(a) === isObject(b);
}

/** Equal values get equal keys, whatever their key order, so array items can be matched quickly. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * Items that stayed the same are matched (longest common subsequence), so inserting, deleting or moving a
 * section leaves every other section's text as it was; a moved item keeps its own text too. Items left over
 * between matches are paired in order and edited field by field.
 */
function diffArray(text: string, node: Node, value: unknown[], style: Style): Edit[] {
  const items = node.children ?? [];
  const oldKeys = items.map((n) => canonical(valueOf(n)));
  const newKeys = value.map(canonical);
  const n = items.length;
  const m = value.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = oldKeys[i] === newKeys[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  /** For each new item, the old item it comes from (the same, moved, or edited), or -1 for a new one. */
  const source = Array<number>(m).fill(-1);
  const used = new Set<number>();
  const gaps: { old: number[]; new: number[] }[] = [{ old: [], new: [] }];
  for (let i = 0, j = 0; i < n || j < m; ) {
    if (i < n && j < m && oldKeys[i] === newKeys[j]) {
      source[j++] = i;
      used.add(i++);
      gaps.push({ old: [], new: [] });
    } else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) gaps.at(-1)!.new.push(j++);
    else gaps.at(-1)!.old.push(i++);
  }
  // A new item equal to an old one that is no longer where it was has moved: it keeps its own text.
  for (const gap of gaps) {
    for (const j of gap.new) {
      const moved = oldKeys.findIndex((key, o) => key === newKeys[j] && !used.has(o));
      if (moved < 0) continue;
      source[j] = moved;
      used.add(moved);
    }
  }
  // What is left between two unchanged items was edited: paired in order (sections only with their own type).
  const edited = new Set<number>();
  for (const gap of gaps) {
    const olds = gap.old.filter((o) => !used.has(o));
    for (const j of gap.new.filter((j) => source[j] === -1)) {
      const o = olds.findIndex((o) => sameKind(valueOf(items[o]!), value[j]));
      if (o < 0) continue;
      source[j] = olds[o]!;
      used.add(olds[o]!);
      edited.add(j);
      olds.splice(0, o + 1);
    }
  }

  const sameShape = n === m && source.every((o, k) => o === k);
  if (sameShape) return value.flatMap((v, k) => (edited.has(k) ? diffNode(text, items[k]!, v, style)! : []));
  if (!m || !n) return [replaced(text, node, value)];

  // Items were added, removed or moved: the array's inside is written again from its items' own texts.
  const single = oneLine(text, node);
  const childIndent = childIndentOf(text, node, style);
  const open = text.slice(node.offset + 1, items[0]!.offset);
  const last = items[n - 1]!;
  const close = text.slice(last.offset + last.length, node.offset + node.length - 1);
  const separator = n > 1 ? text.slice(items[0]!.offset + items[0]!.length, items[1]!.offset) : single ? ', ' : `,${style.eol}${childIndent}`;
  const parts = value.map((v, k) => {
    const o = source[k]!;
    if (o < 0) return written(v, text, node);
    const item = items[o]!;
    const own = text.slice(item.offset, item.offset + item.length);
    if (!edited.has(k)) return own;
    const inner = diffNode(text, item, v, style)!.map((e) => ({ ...e, offset: e.offset - item.offset }));
    return applyEdits(own, inner);
  });
  return [{ offset: node.offset + 1, length: node.length - 2, content: open + parts.join(separator) + close }];
}
