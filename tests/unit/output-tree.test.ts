/**
 * Putting a build's output in place (src/build/output-tree.ts): a rebuild changes only the files whose cache entry
 * changed, in a spare copy of the last output that then replaces dist/, and must give exactly the folder a build
 * from nothing gives. Each test is a shortcut that would give a wrong dist/ if it went wrong.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildCache, hashOf } from '../../src/build/build-cache.ts';
import { publishOutput, type OutputList } from '../../src/build/output-tree.ts';
import { folderBeside } from '../../src/build/replace-folder.ts';

let parent: string | undefined;
afterEach(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

/** A project folder with a cache of entries (name → text), and where its dist/ and work folder go. */
async function setUp(entries: Record<string, string>) {
  parent = await mkdtemp(path.join(tmpdir(), 'output-tree-'));
  const cacheDir = path.join(parent, '.cache/build');
  for (const [name, text] of Object.entries(entries)) {
    await mkdir(path.dirname(path.join(cacheDir, name)), { recursive: true });
    await writeFile(path.join(cacheDir, name), text);
  }
  const outDir = path.join(parent, 'dist');
  const workDir = folderBeside(outDir, 'building');
  const publish = (list: Record<string, string>) => publishOutput(new Map(Object.entries(list)) as OutputList, outDir, workDir, new BuildCache(parent!));
  /** Where the cache keeps this dist/'s spare copy. */
  const spare = path.join(cacheDir, 'outputs', hashOf(outDir), 'spare');
  return { cacheDir, outDir, workDir, spare, publish };
}

/** Every file of a folder, by path, with its text. */
async function contents(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const out: Record<string, string> = {};
  for (const f of files) out[path.relative(dir, path.join(f.parentPath, f.name)).split(path.sep).join('/')] = await readFile(path.join(f.parentPath, f.name), 'utf8');
  return Object.fromEntries(Object.entries(out).sort());
}

const entries = { 'pages/a.html': 'A', 'pages/a2.html': 'A, edited', 'pages/b.html': 'B', 'files/x': 'X', 'files/y': 'Y', 'brochures/c.pdf': 'C' };
const first = { 'index.html': 'pages/a.html', 'b.html': 'pages/b.html', 'about.html': 'pages/b.html', 'assets/app.js': 'files/x', 'brochures/c.pdf': 'brochures/c.pdf' };
/** One page edited, one gone, one gone with its folder, one added in a new folder. */
const second = { 'index.html': 'pages/a2.html', 'b.html': 'pages/b.html', 'assets/app.js': 'files/x', 'fonts/inter.woff2': 'files/y' };
const textOf = (list: Record<string, string>) =>
  Object.fromEntries(Object.entries(list).map(([file, entry]) => [file, entries[entry as keyof typeof entries]]).sort(([a], [b]) => a!.localeCompare(b!)));

describe('publishOutput', () => {
  it('gives dist/ exactly the listed files after a first build, a no-op, an edit and a removal, touching only what changed', async () => {
    const { outDir, publish } = await setUp(entries);
    expect((await publish(first)).changed).toBe(5);
    expect(await contents(outDir)).toEqual(textOf(first));

    const noop = await publish(first);
    expect(noop).toEqual({ changed: 0, fromSpare: true });
    expect(await contents(outDir)).toEqual(textOf(first));

    const edit = await publish(second);
    // index.html relinked, about.html and brochures/c.pdf removed, fonts/inter.woff2 added.
    expect(edit).toEqual({ changed: 4, fromSpare: true });
    expect(await contents(outDir)).toEqual(textOf(second));
    expect(existsSync(path.join(outDir, 'brochures')), 'a folder left empty is removed').toBe(false);

    // And back: the spare (the old dist/, brought up to date) must hold `second` too, not `first`.
    await publish(first);
    expect(await contents(outDir)).toEqual(textOf(first));
  });

  it('links the files into the cache, never copies them, and leaves nothing beside dist/', async () => {
    const { outDir, cacheDir, publish } = await setUp(entries);
    await publish(first);
    await publish(second);
    expect((await stat(path.join(outDir, 'index.html'))).ino).toBe((await stat(path.join(cacheDir, 'pages/a2.html'))).ino);
    expect((await readdir(parent!)).sort()).toEqual(['.cache', 'dist']);
  });

  it('does not reuse an old dist/ that is not the folder the last build put there', async () => {
    const { outDir, publish } = await setUp(entries);
    await publish(first);
    // Something else makes dist/ anew: a folder with another file, at the same path.
    await rm(outDir, { recursive: true });
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'stray.html'), 'not from this build');
    await publish(second);
    expect(await contents(outDir)).toEqual(textOf(second));
    // Had the hand-made folder become the spare, the next build would keep stray.html.
    await publish(first);
    expect(await contents(outDir)).toEqual(textOf(first));
  });

  it('a build that fails while the spare is half changed leaves dist/ as it was, and the next build right', async () => {
    const { outDir, workDir, publish } = await setUp(entries);
    await publish(first);
    await publish(first);
    // An entry that is not in the cache fails the link after other files of the spare were already changed.
    await expect(publish({ ...second, 'z.html': 'pages/missing.html' })).rejects.toThrow(/ENOENT/);
    expect(await contents(outDir)).toEqual(textOf(first));
    // The build's exit removes its work folder (scripts/build.ts), and with it the half-changed spare.
    await rm(workDir, { recursive: true, force: true });
    await publish(second);
    expect(await contents(outDir)).toEqual(textOf(second));
    await publish(first);
    expect(await contents(outDir)).toEqual(textOf(first));
  });

  it('a spare whose list is unreadable is not trusted', async () => {
    const { outDir, spare, publish } = await setUp(entries);
    await publish(first);
    await writeFile(path.join(spare, 'list.json'), '{"files": {"index.html": "pages/a');
    await writeFile(path.join(spare, 'site/extra.html'), 'left in the spare');
    expect((await publish(second)).fromSpare).toBe(false);
    expect(await contents(outDir)).toEqual(textOf(second));
  });
});
