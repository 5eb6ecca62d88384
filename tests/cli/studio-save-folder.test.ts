/**
 * A save's temporary files stay out of the folder of the file saved (src/studio/server/file-store.ts, tempFolder):
 * beside it, each step of the lost-write guard (the copy made, the file moved aside and back, both removed) was news
 * for the studio's watcher, which rescanned a folder of 10,000 pages each time, and a save's own steps took 0.3-0.5 s.
 * The folder sees the file replaced, and nothing else; nothing of the save is left anywhere.
 */
import { watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { saveTempDir, versionOf, writeWhole } from '../../src/studio/server/file-store.ts';
import { copyProject, removeProject } from '../helpers/temp-project.ts';

let root: string;
beforeAll(async () => {
  root = await copyProject('content');
});
afterAll(() => removeProject(root));

it('a save replaces the file with no temporary file in its folder, and leaves none behind', async () => {
  const file = 'site-config/pages/gap.json';
  const abs = path.join(root, file);
  const before = await readFile(abs, 'utf8');
  const seen = new Set<string>();
  const watcher = watch(path.dirname(abs), (_event, name) => seen.add(String(name)));
  try {
    await writeWhole(file, abs, before.replace(/"title": "[^"]+"/, '"title": "GAP, saved quietly"'), versionOf(before));
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    watcher.close();
  }
  expect(await readFile(abs, 'utf8')).toContain('"title": "GAP, saved quietly"');
  expect([...seen]).toEqual(['gap.json']);
  expect(await readdir(path.join(root, saveTempDir))).toEqual([]);
  expect((await readdir(path.dirname(abs))).filter((name) => name.startsWith('.'))).toEqual([]);
});
