/**
 * Issue 11, item 5: no file is ignored in silence. Files an editor leaves under site-config/ (a page saved
 * as .JSON, .txt, .json.txt or .json5, a backup, a page in a folder that is not read, a picture) go through
 * the real `npm run validate`: each is reported with what to do, as an error when a page would go missing
 * and a warning for leftovers. Notes and the system's own files are left alone, and no stray file is ever
 * read as a page.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { readConfigFiles } from '../../src/engine/config-files.ts';
import { copyProject, pageAt, removeProject, setJson, writeText, validateAsCli } from '../helpers/temp-project.ts';

let root: string;
let problems: Problem[];
let exitCode: number | null;
let pageText: string;

/** Where each stray file is put, and what must be said about it. */
const strays: [file: string, severity: 'error' | 'warning', says: string][] = [
  ['site-config/pages/new-plan-a.JSON', 'error', 'rename it to new-plan-a.json'],
  ['site-config/pages/new-plan-b.txt', 'error', 'rename it to new-plan-b.json'],
  ['site-config/pages/new-plan-c.json.txt', 'error', 'rename it to new-plan-c.json'],
  ['site-config/pages/new-plan-d.json5', 'error', 'rename it to new-plan-d.json'],
  ['site-config/fragments/new-plan-e.jsonc', 'error', 'If it is shared sections, rename it to new-plan-e.json'],
  ['site-config/new-plan-f.json', 'error', 'move it to site-config/pages/new-plan-f.json'],
  ['site-config/Pages/new-plan-g.json', 'error', 'the folder is called "pages", in lower case'],
  ['site-config/plans/new-plan-h.json', 'error', 'move it to site-config/pages/new-plan-h.json'],
  ['site-config/fragments/old/new-plan-i.json', 'error', 'Move it to site-config/fragments/new-plan-i.json'],
  ['site-config/pages/about.json.bak', 'warning', 'it looks like a backup copy. Delete it; or, if it holds the changes you want, copy them into site-config/pages/about.json'],
  ['site-config/pages/about.json~', 'warning', 'backup copy'],
  ['site-config/pages/team-photo.png', 'warning', 'pictures and downloads go in public/'],
];
/** Files that are fine to leave in site-config/: notes, and what the system and editors write. */
const ignored = ['site-config/README.md', 'site-config/pages/notes.md', 'site-config/.DS_Store', 'site-config/pages/.about.json.swp', 'site-config/pages/Thumbs.db'];

/** A valid page at `/${name}`, so a file that was wrongly read as a page would build as one. */
const pageFor = (name: string) => setJson(setJson(setJson(pageText, ['path'], `/${name}`), ['title'], `Stray page ${name} | Owl Admin`), ['description'], `A page saved where the site does not read it (${name}), to see that it is reported and never built as a page.`);

beforeAll(async () => {
  root = await copyProject('content');
  pageText = (await pageAt(root, '/about'))!.text;
  for (const [file] of strays) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeText(root, file, pageFor(path.basename(file).replace(/\..*$/, '')));
  }
  for (const file of ignored) await writeText(root, file, 'notes for people, or bytes the system keeps\n');
  ({ code: exitCode, problems } = await validateAsCli(root));
}, 60_000);

afterAll(async () => {
  if (root) await removeProject(root);
});

describe('a file under site-config/ that is not read is reported with what to do', () => {
  it.each(strays)('%s: %s', (file, severity, says) => {
    const mine = problems.filter((p) => p.file === file);
    expect(mine).toEqual([expect.objectContaining({ code: 'unread-file', severity, line: 1, column: 1 })]);
    expect(mine[0]!.message).toContain(says);
    expectPlain(mine[0]!);
  });

  it('the run fails, because a page that is not read would be missing from the site', () => {
    expect(exitCode).toBe(1);
  });
});

describe('what is left alone, and what is never a page', () => {
  it('notes (.md) and the system\'s and editors\' own files are not reported', () => {
    expect(problems.filter((p) => ignored.includes(p.file)).map(formatProblem)).toEqual([]);
  });

  it('no stray file was read as a page: nothing else is reported, and the engine reads none of them', async () => {
    const others = problems.filter((p) => !strays.some(([file]) => file === p.file));
    expect(others.map(formatProblem)).toEqual([]);
    const read = (await readConfigFiles(root)).map((f) => f.file);
    expect(read.filter((file) => strays.some(([stray]) => stray === file) || ignored.includes(file))).toEqual([]);
    expect(read.filter((file) => file.endsWith('/about.json'))).toEqual(['site-config/pages/about.json']);
  });
});
