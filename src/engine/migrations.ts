import { isDeepStrictEqual } from 'node:util';
import { applyEdits, jsonEdits, type Edit } from './json-edits.ts';
import { lineColumn, offsetOf, parseJsonSource, parseJsonText, type JsonSource } from './json-source.ts';
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
    data = parseJsonText(text);
  } catch {
    return { status: 'unversioned', text };
  }
  const result = migrateData(data, kind, list);
  if (result.status !== 'upgraded') return { ...result, text };
  // What the data is once written: a migration may leave a key `undefined`, which JSON drops.
  const wanted: unknown = JSON.parse(JSON.stringify(result.data));
  // Written by the studio's minimal-edit writer (json-edits.ts), new values one item a line in the file's style.
  let edits: Edit[] = [...(jsonEdits(text, wanted) ?? [])].sort((a, b) => a.offset - b.offset);
  let upgraded = applyEdits(text, edits);
  if (!edits.length || !isDeepStrictEqual(parseJsonText(upgraded), wanted)) {
    // Cannot happen for well-formed JSON; rewrite the whole file rather than risk a wrong one.
    upgraded = `${JSON.stringify(wanted, null, 2)}\n`;
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
