import { parseTree, type Node } from 'jsonc-parser';
import { lineColumn, offsetOf, parseJsonSource, type JsonSource } from './json-source.ts';
import type { Problem } from './problems.ts';

/** A page or fragment file's data before validation: migrations cannot trust its shape. */
export type ContentData = Record<string, unknown>;

/** The files that have a content format version and migrations: pages and shared sections. */
export type ContentKind = 'page' | 'fragment';

/**
 * One step in the content format's history. Page and fragment files state the `version` they were
 * written for; the loader upgrades older files in memory, step by step, before validating them, and
 * `npm run migrate` writes the upgraded files back. A migration must leave data it does not recognise
 * alone: validation, which runs after it, is the place to report mistakes.
 */
export interface Migration {
  from: number;
  to: number;
  /** What changes in the files, for the person who runs `npm run migrate`. */
  describe: string;
  /** Returns the data in the new shape (the argument is a copy, free to change). `kind` says which file it is. */
  migrate(data: ContentData, kind: ContentKind): ContentData;
}

/** Every shape change so far, oldest first. Append one when a block's shape changes; never edit a published one. */
export const migrations: readonly Migration[] = [
  {
    from: 1,
    to: 2,
    describe:
      'Shared sections (site-config/fragments/): "description", a note for editors that the site never shows, is now "note", so it is not mistaken for a page\'s search "description". Page files only get the new version number.',
    migrate: (data, kind) => (kind === 'fragment' ? renameProperty(data, 'description', 'note') : data),
  },
];

/** The version new files are written for: the last migration's `to`, or 1. */
export function latestVersion(list: readonly Migration[] = migrations): number {
  return list.length ? list[list.length - 1]!.to : 1;
}

export const currentVersion = latestVersion();

/** Throws unless the list is ordered 1→2, 2→3, … with no gap: a developer's mistake, caught by the tests. */
export function assertOrdered(list: readonly Migration[]): void {
  list.forEach((m, i) => {
    if (m.from !== i + 1 || m.to !== i + 2) throw new Error(`migration ${i} goes from ${m.from} to ${m.to}; expected ${i + 1} to ${i + 2}`);
  });
}

const isObject = (v: unknown): v is ContentData => v !== null && typeof v === 'object' && !Array.isArray(v);

/** For migrations: applies `change` to every block of one type in a page or fragment's `sections`. */
export function mapBlocks(data: ContentData, type: string, change: (block: ContentData) => ContentData): ContentData {
  if (!Array.isArray(data.sections)) return data;
  return { ...data, sections: data.sections.map((s: unknown) => (isObject(s) && s.type === type ? change(s) : s)) };
}

/** For migrations: renames a property where it stands, keeping the order of the others. */
export function renameProperty(data: ContentData, from: string, to: string): ContentData {
  if (!(from in data) || to in data) return data;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k === from ? to : k, v]));
}

export type MigrateResult =
  | { status: 'current' | 'unversioned'; data: unknown }
  | { status: 'newer'; version: number; data: unknown }
  | { status: 'upgraded'; from: number; data: ContentData; applied: Migration[] };

/** Upgrades a page or fragment's data to the latest version. Files without a usable `version` are left to validation. */
export function migrateData(data: unknown, kind: ContentKind, list: readonly Migration[] = migrations): MigrateResult {
  const latest = latestVersion(list);
  if (!isObject(data) || typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1) {
    return { status: 'unversioned', data };
  }
  const from = data.version;
  if (from > latest) return { status: 'newer', version: from, data };
  if (from === latest) return { status: 'current', data };
  let out: ContentData = structuredClone(data);
  const applied: Migration[] = [];
  for (const step of list.filter((m) => m.from >= from)) {
    // Overwriting `version` keeps it where the author wrote it.
    out = { ...step.migrate(out, kind), version: step.to };
    applied.push(step);
  }
  return { status: 'upgraded', from, data: out, applied };
}

/** A replacement in a text: `length` characters at `offset` become `content`. */
interface TextEdit {
  offset: number;
  length: number;
  content: string;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && deepEqual(a[k], b[k]));
}

/** The spaces and tabs that start the line `offset` is on (any line ending, as `lineColumn` counts them). */
function indentAt(text: string, offset: number): string {
  const lineStart = offset - lineColumn(text, offset).column + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** JSON of `value` in the file's 2-space style, continuing at the indentation of the line it starts on. */
function serialize(value: unknown, text: string, offset: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indentAt(text, offset)}`);
}

/**
 * The smallest text edits that turn `before` (written as `node` in `text`) into `after`: a renamed
 * property changes only its name, a changed value only that value. Everything else in the file, its
 * formatting and its line numbers, stays as the author left it.
 */
function diffEdits(text: string, node: Node, before: unknown, after: unknown, out: TextEdit[]): void {
  if (deepEqual(before, after)) return;
  if (node.type === 'object' && isObject(before) && isObject(after) && objectEdits(text, node, before, after, out)) return;
  if (node.type === 'array' && Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    (node.children ?? []).forEach((child, i) => diffEdits(text, child, before[i], after[i], out));
    return;
  }
  out.push({ offset: node.offset, length: node.length, content: serialize(after, text, node.offset) });
}

/** Renames, removals and additions of properties as edits; false when the object is better rewritten whole. */
function objectEdits(text: string, node: Node, before: ContentData, after: ContentData, out: TextEdit[]): boolean {
  const properties = (node.children ?? []).map((p) => ({ key: p.children?.[0], value: p.children?.[1], node: p }));
  if (properties.some((p) => !p.key || !p.value) || new Set(properties.map((p) => p.key!.value)).size !== properties.length) return false;
  const removed = Object.keys(before).filter((k) => !(k in after));
  const added = Object.keys(after).filter((k) => !(k in before));
  const renames = new Map<string, string>();
  for (const name of removed) {
    const to = added.find((a) => ![...renames.values()].includes(a) && deepEqual(before[name], after[a]));
    if (to) renames.set(name, to);
  }
  const dropped = new Set(removed.filter((k) => !renames.has(k)));
  const kept = properties.filter((p) => !dropped.has(String(p.key!.value)));
  const extra = added.filter((k) => ![...renames.values()].includes(k));
  if (!kept.length && (extra.length || properties.length)) return false;

  for (const p of kept) {
    const key = String(p.key!.value);
    const renamed = renames.get(key);
    if (renamed !== undefined) out.push({ offset: p.key!.offset, length: p.key!.length, content: JSON.stringify(renamed) });
    diffEdits(text, p.value!, before[key], after[renamed ?? key], out);
  }
  // A run of removed properties goes with the separator after it, or, at the end, with the one before it.
  const end = (n: Node) => n.offset + n.length;
  properties.forEach((p, i) => {
    if (!dropped.has(String(p.key!.value)) || (i > 0 && dropped.has(String(properties[i - 1]!.key!.value)))) return;
    let j = i;
    while (j + 1 < properties.length && dropped.has(String(properties[j + 1]!.key!.value))) j++;
    const next = properties[j + 1];
    if (next) out.push({ offset: p.node.offset, length: next.node.offset - p.node.offset, content: '' });
    else {
      const previous = properties[i - 1]!; // kept: a run at the start is followed by a kept one
      out.push({ offset: end(previous.node), length: end(properties[j]!.node) - end(previous.node), content: '' });
    }
  });
  if (extra.length) {
    const last = kept[kept.length - 1]!.node;
    const multiline = text.slice(node.offset, last.offset).includes('\n');
    const indent = multiline ? indentAt(text, last.offset) : '';
    const content = extra
      .map((k) => `,${multiline ? `\n${indent}` : ' '}${JSON.stringify(k)}: ${JSON.stringify(after[k], null, multiline ? 2 : undefined).replace(/\n/g, `\n${indent}`)}`)
      .join('');
    out.push({ offset: end(last), length: 0, content });
  }
  return true;
}

function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.offset) + e.content;
    at = e.offset + e.length;
  }
  return out + text.slice(at);
}

export type UpgradeTextResult =
  | { status: 'current' | 'unversioned'; text: string }
  | { status: 'newer'; version: number; text: string }
  | {
      status: 'upgraded';
      from: number;
      to: number;
      applied: Migration[];
      text: string;
      /** Where an offset in the upgraded text was in the original. */
      originalOffset(offset: number): number;
    };

/**
 * Upgrades a page or fragment file's text, editing only what the migrations changed.
 * Used by the loader (in memory, so old files build) and by `npm run migrate` (on disk).
 */
export function upgradeText(text: string, kind: ContentKind, list: readonly Migration[] = migrations): UpgradeTextResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { status: 'unversioned', text };
  }
  const result = migrateData(data, kind, list);
  if (result.status !== 'upgraded') return { ...result, text };
  const root = parseTree(text);
  let edits: TextEdit[] = [];
  if (root) diffEdits(text, root, data, result.data, edits);
  edits.sort((a, b) => a.offset - b.offset || a.length - b.length);
  let upgraded = applyEdits(text, edits);
  if (!root || !deepEqual(JSON.parse(upgraded), result.data)) {
    // Cannot happen for well-formed JSON; rewrite the whole file rather than risk a wrong one.
    upgraded = `${JSON.stringify(result.data, null, 2)}\n`;
    edits = [{ offset: 0, length: text.length, content: upgraded }];
  }
  const originalOffset = (offset: number) => {
    let shift = 0;
    for (const e of edits) {
      const start = e.offset + shift;
      if (offset < start) break;
      if (offset < start + e.content.length) return e.offset;
      shift += e.content.length - e.length;
    }
    return offset - shift;
  };
  return { status: 'upgraded', from: result.from, to: latestVersion(list), applied: result.applied, text: upgraded, originalOffset };
}

export interface UpgradedSource {
  /** The source to validate: upgraded when the file was older. */
  source: JsonSource;
  problems: Problem[];
  /** Moves a problem found in the upgraded text back to the line and column in the file on disk. */
  locate(problem: Problem): Problem;
}

/**
 * The loader's hook: a page or fragment written for an older version is upgraded in memory, so it
 * still builds; its problems still point at the file as written.
 */
export function upgradeSource(source: JsonSource, kind: ContentKind, list: readonly Migration[] = migrations): UpgradedSource {
  const same: UpgradedSource = { source, problems: [], locate: (p) => p };
  // Most files are current: the data already parsed says so without parsing the text again.
  const status = migrateData(source.data, kind, list).status;
  if (status === 'current' || status === 'unversioned') return same;
  const result = upgradeText(source.text, kind, list);
  if (result.status === 'newer') {
    const versionNode = source.root.children?.find((p) => p.children?.[0]?.value === 'version')?.children?.[1];
    const at = lineColumn(source.text, versionNode?.offset ?? 0);
    const latest = latestVersion(list);
    return {
      ...same,
      problems: [
        {
          code: 'bad-value',
          file: source.file,
          ...at,
          where: 'version',
          message: `this file is written for format version ${result.version}, but this copy of the site knows versions up to ${latest}. Get the latest code (git pull), or set "version": ${latest}.`,
        },
      ],
    };
  }
  if (result.status !== 'upgraded') return same;
  const parsed = parseJsonSource(source.file, result.text);
  if (!parsed.ok) return same;
  return {
    source: parsed.source,
    problems: [],
    locate: (p) => {
      if (p.file !== source.file) return p;
      return { ...p, ...lineColumn(source.text, result.originalOffset(offsetOf(result.text, p.line, p.column))) };
    },
  };
}
