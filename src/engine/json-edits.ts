/**
 * The one minimal-edit JSON writer: the edits that turn a JSON file's text into new data, touching only what
 * differs, so every untouched part (its key order, its one-line objects, its spacing, its line numbers) stays
 * byte for byte and `git diff` shows only the change. The studio's saves (src/studio/server/save-edits.ts, which
 * then lays new values out in the house style with prettier) and the content migrations (migrations.ts, in the
 * loader and `npm run migrate`) both write through it.
 *
 * Why the edits are made here rather than by jsonc-parser's `modify`: `modify` re-wraps the whole lines an
 * insertion or removal touches, so adding a button after `{ "label": "Call", "href": "@phone" }` would
 * rewrite that neighbour over four lines (measured on site-config/pages/gap.json). The places come from
 * jsonc-parser's syntax tree; the edits are applied with its `applyEdits`.
 */
import { isDeepStrictEqual } from 'node:util';
import { parseTree, applyEdits, type Edit, type Node, type ParseError } from 'jsonc-parser';
import { BOM } from './json-source.ts';

export type { Edit } from 'jsonc-parser';

/** The file's own habits, so new values look like their neighbours. */
export interface Style {
  /** One level of indentation: two spaces, four, or a tab. */
  unit: string;
  eol: string;
}

export function detectStyle(text: string): Style {
  const indented = /\n([ \t]+)\S/.exec(text)?.[1];
  const unit = indented?.startsWith('\t') ? '\t' : indented ? ' '.repeat(Math.min(indented.length, 8)) : '  ';
  return { unit, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/**
 * Writes a new list or object that does not go on one line, starting on a line indented by `indent`. The studio
 * marks it for prettier; the default, for code that runs in the build, writes one item a line in the file's style.
 */
export type LayOut = (value: unknown, indent: string, style: Style) => string;

/** One item a line, at the file's indentation and line endings (JSON.stringify's layout). */
export const expanded: LayOut = (value, indent, style) => JSON.stringify(value, null, style.unit).replace(/\n/g, `${style.eol}${indent}`);

/** What every step of the diff reads: the text, its style, and how a new value is laid out. */
interface Context {
  text: string;
  style: Style;
  layOut: LayOut;
}

/**
 * The edits that turn `text` (JSON, a byte-order mark first is fine and kept) into `data`, at offsets in `text`;
 * undefined when the text is not JSON or its top level is a different kind of value (there is nothing to keep:
 * write the file anew). Apply them with `applyEdits`; a caller that must be sure reads the result back.
 */
export function jsonEdits(text: string, data: unknown, layOut: LayOut = expanded): Edit[] | undefined {
  const shift = text.startsWith(BOM) ? BOM.length : 0;
  const body = text.slice(shift);
  const errors: ParseError[] = [];
  const root = parseTree(body, errors, { disallowComments: true, allowTrailingComma: false });
  if (!root || errors.length) return undefined;
  const edits = diffNode({ text: body, style: detectStyle(body), layOut }, root, data);
  return edits?.map((e) => ({ ...e, offset: e.offset + shift }));
}

export { applyEdits };

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
 * A new value inside `container`, on a line indented by `indent`: on one line in a one-line container (as
 * `{ "label": "Call", "href": "@phone" }` stays one line), otherwise laid out by the caller's `layOut`.
 */
function written(c: Context, value: unknown, container: Node | undefined, indent: string): string {
  const composite = (Array.isArray(value) && value.length > 0) || (isObject(value) && Object.values(value).some((v) => v !== undefined));
  return !composite || (container && oneLine(c.text, container)) ? inline(value) : c.layOut(value, indent, c.style);
}

/** The indentation of a container's children: that of its first child's line, or one level deeper than its own. */
function childIndentOf(text: string, container: Node, style: Style): string {
  const first = container.children?.[0];
  if (first && !oneLine(text, container)) return lineIndent(text, first.offset);
  return lineIndent(text, container.offset) + style.unit;
}

/** The whole node replaced by `value`, written as it would be in the node's place. */
function replaced(c: Context, node: Node, value: unknown): Edit {
  const container = node.parent?.type === 'property' ? node.parent.parent : node.parent;
  return { offset: node.offset, length: node.length, content: written(c, value, container, lineIndent(c.text, node.offset)) };
}

/** The edits that turn the text of `node` into `value`; undefined when only rewriting the whole file will do. */
function diffNode(c: Context, node: Node, value: unknown): Edit[] | undefined {
  const current = valueOf(node);
  if (isDeepStrictEqual(current, value)) return [];
  if (node.type === 'object' && isObject(value)) return diffObject(c, node, value);
  if (node.type === 'array' && Array.isArray(value)) return diffArray(c, node, value);
  if (!node.parent) return undefined;
  return [replaced(c, node, value)];
}

/**
 * Keys renamed where they stand (a migration's renameProperty): a removed key whose value comes back, equal, under
 * a new name in the same place among the kept keys. Only the name is edited, so the value keeps its own text.
 */
function renames(properties: readonly Node[], value: Record<string, unknown>, newKeys: readonly string[]): Map<Node, string> {
  const keyOf = (p: Node) => p.children![0]!.value as string;
  const oldKeys = new Set(properties.map(keyOf));
  /** Each added key, with the kept key it follows in the new data. */
  const added: [string, string | undefined][] = [];
  let last: string | undefined;
  for (const k of newKeys) {
    if (oldKeys.has(k)) last = k;
    else added.push([k, last]);
  }
  const renamed = new Map<Node, string>();
  let lastKept: string | undefined;
  for (const p of properties) {
    if (newKeys.includes(keyOf(p))) {
      lastKept = keyOf(p);
      continue;
    }
    const taken = new Set(renamed.values());
    const to = added.find(([k, after]) => after === lastKept && !taken.has(k) && isDeepStrictEqual(valueOf(p.children![1]!), value[k]))?.[0];
    if (to !== undefined) renamed.set(p, to);
  }
  return renamed;
}

function diffObject(c: Context, node: Node, value: Record<string, unknown>): Edit[] {
  const { text, style } = c;
  const properties = node.children ?? [];
  const newKeys = Object.keys(value).filter((k) => value[k] !== undefined);
  const renamed = renames(properties, value, newKeys);
  /** The key a property has in the new data: its own, or the one it is renamed to. */
  const keyOf = (p: Node) => renamed.get(p) ?? (p.children![0]!.value as string);
  const oldKeys = new Set(properties.map(keyOf));
  const kept = properties.filter((p) => newKeys.includes(keyOf(p)));
  // Nothing of the old object is left: write the new one in its place.
  if (!kept.length) return [replaced(c, node, value)];

  const edits: Edit[] = [];
  const firstKept = properties.indexOf(kept[0]!);
  properties.forEach((p, i) => {
    if (newKeys.includes(keyOf(p))) {
      const name = p.children![0]!;
      if (renamed.has(p)) edits.push({ offset: name.offset, length: name.length, content: JSON.stringify(keyOf(p)) });
      edits.push(...diffNode(c, p.children![1]!, value[keyOf(p)])!);
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
  const member = (k: string) => `${JSON.stringify(k)}: ${written(c, value[k], node, childIndent)}`;
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
function diffArray(c: Context, node: Node, value: unknown[]): Edit[] {
  const { text, style } = c;
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
  if (sameShape) return value.flatMap((v, k) => (edited.has(k) ? diffNode(c, items[k]!, v)! : []));
  if (!m || !n) return [replaced(c, node, value)];

  // Items were added, removed or moved: the array's inside is written again from its items' own texts.
  const single = oneLine(text, node);
  const childIndent = childIndentOf(text, node, style);
  const open = text.slice(node.offset + 1, items[0]!.offset);
  const last = items[n - 1]!;
  const close = text.slice(last.offset + last.length, node.offset + node.length - 1);
  const separator = n > 1 ? text.slice(items[0]!.offset + items[0]!.length, items[1]!.offset) : single ? ', ' : `,${style.eol}${childIndent}`;
  const parts = value.map((v, k) => {
    const o = source[k]!;
    if (o < 0) return written(c, v, node, childIndent);
    const item = items[o]!;
    const own = text.slice(item.offset, item.offset + item.length);
    if (!edited.has(k)) return own;
    const inner = diffNode(c, item, v)!.map((e) => ({ ...e, offset: e.offset - item.offset }));
    return applyEdits(own, inner);
  });
  return [{ offset: node.offset + 1, length: node.length - 2, content: open + parts.join(separator) + close }];
}
