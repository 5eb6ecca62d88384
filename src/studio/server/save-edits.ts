/**
 * A save writes only what changed: the file's text is edited where the data differs from what it holds now,
 * and every untouched part (its key order, its one-line objects, its spacing) stays byte for byte. The result
 * reads like a person typed it, so `git diff` shows only the change.
 *
 * Why the edits are made here rather than by jsonc-parser's `modify`: `modify` re-wraps the whole lines an
 * insertion or removal touches, so adding a button after `{ "label": "Call", "href": "@phone" }` would
 * rewrite that neighbour over four lines (measured on site-config/pages/gap.json). The places come from
 * jsonc-parser's syntax tree and the edits are applied with its `applyEdits`; only the text of new values is
 * written here, in the file's own indentation and line endings.
 */
import { isDeepStrictEqual } from 'node:util';
import { applyEdits, parseTree, type Edit, type Node, type ParseError } from 'jsonc-parser';

const BOM = '\ufeff';

/** How a new file is written: the house format, two spaces, a newline at the end. */
export function newFileText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
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
export function editedText(text: string, data: unknown): string {
  const bom = text.startsWith(BOM) ? BOM : '';
  const body = bom ? text.slice(1) : text;
  const errors: ParseError[] = [];
  const root = parseTree(body, errors, { disallowComments: true, allowTrailingComma: false });
  if (!root || errors.length) return newFileText(data);
  const style = detectStyle(body);
  const edits = diffNode(body, root, data, style);
  if (!edits) return newFileText(data);
  const out = applyEdits(body, edits);
  // The edits are checked, never trusted: if the text does not read back as the data, the data wins.
  let readBack: unknown;
  try {
    readBack = JSON.parse(out);
  } catch {
    return newFileText(data);
  }
  return isDeepStrictEqual(readBack, data) ? bom + out : newFileText(data);
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

/** A value written over several lines, its first line at the cursor and the rest indented by `indent`. */
function block(value: unknown, indent: string, style: Style): string {
  return JSON.stringify(value, null, style.unit).split('\n').join(style.eol + indent);
}

/**
 * Whether a new value in `container` is written on one line: in a one-line container, and where its
 * neighbours that are objects or lists are each written on one line (as gap.json writes its buttons and cards).
 */
function prefersInline(text: string, container: Node): boolean {
  if (oneLine(text, container)) return true;
  const values = (container.children ?? []).map((c) => (c.type === 'property' ? c.children![1]! : c));
  const composite = values.filter((v) => (v.type === 'object' || v.type === 'array') && v.children?.length);
  return composite.length > 0 && composite.every((v) => oneLine(text, v));
}

/** A new value inside `container`, written the way its neighbours are. */
function written(value: unknown, text: string, container: Node, childIndent: string, style: Style): string {
  return prefersInline(text, container) ? inline(value) : block(value, childIndent, style);
}

/** The indentation of a container's children: that of its first child's line, or one level deeper than its own. */
function childIndentOf(text: string, container: Node, style: Style): string {
  const first = container.children?.[0];
  if (first && !oneLine(text, container)) return lineIndent(text, first.offset);
  return lineIndent(text, container.offset) + style.unit;
}

/** The whole node replaced by `value`, written as it would be in the node's place. */
function replaced(text: string, node: Node, value: unknown, style: Style): Edit {
  const container = node.parent?.type === 'property' ? node.parent.parent : node.parent;
  const single = container ? prefersInline(text, container) : false;
  const content = single ? inline(value) : block(value, lineIndent(text, node.offset), style);
  return { offset: node.offset, length: node.length, content };
}

/** The edits that turn the text of `node` into `value`; undefined when only rewriting the whole file will do. */
function diffNode(text: string, node: Node, value: unknown, style: Style): Edit[] | undefined {
  const current = valueOf(node);
  if (isDeepStrictEqual(current, value)) return [];
  if (node.type === 'object' && isObject(value)) return diffObject(text, node, value, style);
  if (node.type === 'array' && Array.isArray(value)) return diffArray(text, node, value, style);
  if (!node.parent) return undefined;
  return [replaced(text, node, value, style)];
}

function diffObject(text: string, node: Node, value: Record<string, unknown>, style: Style): Edit[] {
  const properties = node.children ?? [];
  const keyOf = (p: Node) => p.children![0]!.value as string;
  const oldKeys = new Set(properties.map(keyOf));
  const newKeys = Object.keys(value).filter((k) => value[k] !== undefined);
  const kept = properties.filter((p) => newKeys.includes(keyOf(p)));
  // Nothing of the old object is left: write the new one in its place.
  if (!kept.length) return [replaced(text, node, value, style)];

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
  const member = (k: string) => `${JSON.stringify(k)}: ${written(value[k], text, node, childIndent, style)}`;
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
  if (!m || !n) return [replaced(text, node, value, style)];

  // Items were added, removed or moved: the array's inside is written again from its items' own texts.
  const single = oneLine(text, node);
  const childIndent = childIndentOf(text, node, style);
  const open = text.slice(node.offset + 1, items[0]!.offset);
  const last = items[n - 1]!;
  const close = text.slice(last.offset + last.length, node.offset + node.length - 1);
  const separator = n > 1 ? text.slice(items[0]!.offset + items[0]!.length, items[1]!.offset) : single ? ', ' : `,${style.eol}${childIndent}`;
  const parts = value.map((v, k) => {
    const o = source[k]!;
    if (o < 0) return written(v, text, node, childIndent, style);
    const item = items[o]!;
    const own = text.slice(item.offset, item.offset + item.length);
    if (!edited.has(k)) return own;
    const inner = diffNode(text, item, v, style)!.map((e) => ({ ...e, offset: e.offset - item.offset }));
    return applyEdits(own, inner);
  });
  return [{ offset: node.offset + 1, length: node.length - 2, content: open + parts.join(separator) + close }];
}
