/**
 * The build cache keeps about a day of builds (src/build/build-cache.ts, prune): an entry no build used for a day
 * goes, one used or younger stays; and the walk over the entries runs at most once an hour, so a build does not read
 * the date of every old entry each time.
 */
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildCache } from '../../src/build/build-cache.ts';

const hour = 3600_000;
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'owl-prune-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Puts an entry in the cache, made `age` ago. */
async function put(name: string, age: number, now: number) {
  const cache = new BuildCache(root);
  await cache.put(name, name);
  const when = (now - age) / 1000;
  await utimes(cache.entry(name), when, when);
}
const entries = async () => (await readdir(path.join(root, '.cache/build'), { recursive: true })).filter((f) => /\//.test(f)).sort();

describe('pruning the build cache', () => {
  it('removes what no build used for a day, keeps what this build used and what is younger', async () => {
    const now = Date.now();
    await put('pages/old.html', 25 * hour, now);
    await put('pages/used.html', 25 * hour, now);
    await put('pages/young.html', 23 * hour, now);
    const cache = new BuildCache(root);
    await cache.has('pages/used.html');
    await cache.prune(now);
    expect(await entries()).toEqual(['pages/used.html', 'pages/young.html']);
  });

  it('walks the entries at most once an hour', async () => {
    const now = Date.now();
    await new BuildCache(root).prune(now);
    await put('pages/old.html', 25 * hour, now);
    await new BuildCache(root).prune(now + 59 * 60_000);
    expect(await entries(), 'within the hour: not walked').toEqual(['pages/old.html']);
    await new BuildCache(root).prune(now + 61 * 60_000);
    expect(await entries(), 'an hour later: walked').toEqual([]);
  });

  it('prunes all the same when it cannot note when (a marker it cannot write)', async () => {
    const now = Date.now();
    await put('pages/old.html', 25 * hour, now);
    // A folder, two hours old, where the marker file would go: writing it fails, as on a read-only cache.
    const marker = path.join(root, '.cache/build/.pruned');
    await mkdir(path.join(marker, 'in-the-way'), { recursive: true });
    await utimes(marker, (now - 2 * hour) / 1000, (now - 2 * hour) / 1000);
    await new BuildCache(root).prune(now);
    expect(await entries()).not.toContain('pages/old.html');
  });
});
