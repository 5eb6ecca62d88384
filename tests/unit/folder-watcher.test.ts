/**
 * The watcher of site-config/ (src/dev/folder-watcher.ts): every name changed under the folder is said, however the
 * change is made (written in place, renamed into place as a save does, removed), in folders made after it started
 * too, and nothing is said once it is closed.
 */
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleMs, watchFolder, type FolderWatcher } from '../../src/dev/folder-watcher.ts';

describe('the folder watcher', () => {
  let dir: string;
  let root: string;
  let watcher: FolderWatcher | undefined;
  let said: string[];
  const saidOf = (file: string) => said.filter((f) => f === path.join(root, file));

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'owl-folder-watch-'));
    root = path.join(dir, 'site-config');
    await mkdir(path.join(root, 'pages/plans'), { recursive: true });
    said = [];
    watcher = watchFolder(root, (file) => said.push(file));
  });
  afterEach(async () => {
    watcher?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('says a file written, a file renamed into place (a save) and a file removed, in nested folders too', async () => {
    await writeFile(path.join(root, 'site.json'), '{}\n');
    await vi.waitFor(() => expect(saidOf('site.json').length).toBeGreaterThan(0));
    // A save writes beside the folder and renames its file into place.
    await writeFile(path.join(dir, 'gap.json.tmp'), '{}\n');
    await rename(path.join(dir, 'gap.json.tmp'), path.join(root, 'pages/plans/gap.json'));
    await vi.waitFor(() => expect(saidOf('pages/plans/gap.json').length).toBeGreaterThan(0));
    // The rename's own events all in (a move is two events for the system), what follows is the removal's.
    await new Promise((r) => setTimeout(r, 100));
    said = [];
    await rm(path.join(root, 'pages/plans/gap.json'));
    await vi.waitFor(() => expect(saidOf('pages/plans/gap.json').length).toBeGreaterThan(0));
  });

  it('watches a folder made after it started, and one removed and made again under the same name', async () => {
    await mkdir(path.join(root, 'pages/new'));
    await vi.waitFor(() => expect(saidOf('pages/new').length).toBeGreaterThan(0));
    await writeFile(path.join(root, 'pages/new/a.json'), '{}\n');
    await vi.waitFor(() => expect(saidOf('pages/new/a.json').length).toBeGreaterThan(0));
    await rm(path.join(root, 'pages/new'), { recursive: true });
    await mkdir(path.join(root, 'pages/new'));
    await vi.waitFor(() => expect(saidOf('pages/new').length).toBeGreaterThan(1));
    await writeFile(path.join(root, 'pages/new/b.json'), '{}\n');
    await vi.waitFor(() => expect(saidOf('pages/new/b.json').length).toBeGreaterThan(0));
  });

  it('says a burst of changes to one name once, when it is over: a file emptied, then written, is not said empty', async () => {
    const file = path.join(root, 'pages/gap.json');
    writeFileSync(file, '');
    writeFileSync(file, '{"a": 1}\n');
    writeFileSync(file, '{"a": 2}\n');
    await vi.waitFor(() => expect(saidOf('pages/gap.json').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 3 * settleMs));
    expect(saidOf('pages/gap.json')).toHaveLength(1);
  });

  it('says nothing once closed', async () => {
    watcher!.close();
    await writeFile(path.join(root, 'pages/late.json'), '{}\n');
    // A change is said within milliseconds (the tests above); a quarter of a second of silence is none.
    await new Promise((r) => setTimeout(r, 250));
    expect(said).toEqual([]);
  });
});
