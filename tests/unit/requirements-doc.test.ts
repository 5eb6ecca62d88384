import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/temp-project.ts';

/**
 * Every section number the code cites must be a heading of docs/requirements.md, the repository's own
 * statement of the specification, so a reader can always follow "§N" to the text it means.
 *
 * Any "§" followed by a number in the folders below is taken for a reference, whatever words come before
 * it ("spec", "requirements.md", or a list that goes on to the next line), unless it cites an RFC: a
 * reference cannot escape the check by its phrasing. "§3–§5" cites §3, §4 and §5.
 */
const searched = ['src', 'scripts', 'tests', 'schemas'];
const doc = 'docs/requirements.md';
/** This file, whose own examples are not references. */
const self = path.relative(repoRoot, import.meta.filename);

interface Reference {
  at: string;
  section: number;
}

/** The section numbers cited in one text, with the line of each. */
function references(file: string, text: string): Reference[] {
  const found: Reference[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const m of line.matchAll(/§(\d+)(?:\s*[–-]\s*§?(\d+))?/g)) {
      if (/\bRFC\s*\d+\s*$/.test(line.slice(0, m.index))) continue;
      const from = Number(m[1]);
      const to = m[2] ? Number(m[2]) : from;
      for (let section = from; section <= Math.max(from, to); section++) found.push({ at, section });
    }
  });
  return found;
}

/** The section numbers docs/requirements.md has a heading for (`## §4 States`). */
function headings(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^#{2,3} §(\d+)\b/gm)].map((m) => Number(m[1])));
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs|json|md|css|html)$/.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== self);
}

describe('docs/requirements.md', () => {
  const sections = headings(readFileSync(path.join(repoRoot, doc), 'utf8'));
  const cited = searched.flatMap(filesUnder).flatMap((file) => references(file, readFileSync(path.join(repoRoot, file), 'utf8')));

  it('has a heading for every section the code, schemas and tests cite', () => {
    // Guards the check itself: if this finds nothing, the search, not the code, is broken.
    expect(cited.length).toBeGreaterThan(20);
    const unresolved = cited.filter((r) => !sections.has(r.section)).map((r) => `${r.at}: §${r.section} is not a heading of ${doc}`);
    expect(unresolved).toEqual([]);
  });

  it('reads references as a reader would', () => {
    expect(references('a.ts', '// requirements §3–§5, §7 and\n// §9 (RFC 9110 §13.1)').map((r) => `${r.at} §${r.section}`)).toEqual([
      'a.ts:1 §3', 'a.ts:1 §4', 'a.ts:1 §5', 'a.ts:1 §7', 'a.ts:2 §9',
    ]);
    expect([...headings('# Title\n## §1 One\ntext §8\n## §12 Twelve\n## Other')]).toEqual([1, 12]);
  });
});
