import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildCache } from '../../src/build/build-cache.ts';
import { entriesOf, importShards, parseShard, writeShard, type ShardPart } from '../../src/build/shards.ts';

/*
 * A build in parts (src/build/shards.ts): how the entries are dealt out, and what a merge takes or refuses.
 * tests/cli/build-scale.test.ts builds the real site in three parts and compares the merge with a whole build.
 */

const pages = Array.from({ length: 10 }, (_, i) => `pages/${(i * 7919).toString(16).padStart(8, '0')}.html`);
const brochures = Array.from({ length: 5 }, (_, i) => `brochures/${(i * 104729).toString(16).padStart(8, '0')}.pdf`);

describe('parts of a build', () => {
  it('reads k/n, and says what is wrong with anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard(' 1/1 ')).toEqual({ index: 1, count: 1 });
    for (const bad of ['0/3', '4/3', '1/0', '2', 'a/b', '1/2/3', '-1/2']) {
      expect(parseShard(bad), bad).toBe(`--shard takes the part to build as k/n, from 1/n to n/n (for example 2/4); got "${bad}".`);
    }
  });

  it('deals every entry to exactly one part, a like number of each kind to each', () => {
    const all = [...brochures, ...pages, pages[0]!];
    const parts = [1, 2, 3].map((index) => entriesOf(all, { index, count: 3 }));
    const dealt = parts.flatMap((part) => [...part]);
    expect(dealt.sort()).toEqual([...new Set(all)].sort());
    for (const kind of ['pages/', 'brochures/']) {
      const counts = parts.map((part) => [...part].filter((e) => e.startsWith(kind)).length);
      expect(Math.max(...counts) - Math.min(...counts), kind).toBeLessThanOrEqual(1);
    }
    // The same entries in any order give the same parts.
    expect(entriesOf([...all].reverse(), { index: 2, count: 3 })).toEqual(parts[1]);
  });
});

describe('merging parts', () => {
  let dir: string;
  /** A machine's cache, holding every entry, as the shards' machines each had it. */
  let made: BuildCache;
  const source = 'the-source';

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'owl-shards-'));
    made = new BuildCache(path.join(dir, 'made'));
    for (const entry of [...pages, ...brochures]) await made.put(entry, `bytes of ${entry}`);
    await made.put('compressed/p0.br', 'br of p0');
    await made.put('compressed/p0.gz', 'gz of p0');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const shard = (part: ShardPart, options: { source?: string } = {}) => {
    const entries = entriesOf([...pages, ...brochures], part);
    const extras = part.index === 1 ? ['compressed/p0.br', 'compressed/p0.gz'] : [];
    const facts = part.index === 1 ? { [`${pages[0]} .html 5/6`]: { compressed: 'compressed/p0', scripts: ['sha256-x'] } } : {};
    const out = path.join(dir, 'shards', `${part.index}-of-${part.count}`);
    return writeShard(out, made, { part, source: options.source ?? source, entries, extras, facts }).then(() => out);
  };
  const fresh = () => new BuildCache(path.join(dir, `merge-${Math.random()}`));
  const entriesIn = async (cache: BuildCache) => {
    const found = [];
    for (const entry of [...pages, ...brochures, 'compressed/p0.br']) if (await cache.has(entry)) found.push(entry);
    return found;
  };

  it('puts every part\'s entries, byte for byte, and their facts in the merging machine\'s cache', async () => {
    for (const index of [1, 2, 3]) await shard({ index, count: 3 });
    const cache = fresh();
    const facts = await importShards([path.join(dir, 'shards')], source, cache);
    expect(facts).toEqual({ [`${pages[0]} .html 5/6`]: { compressed: 'compressed/p0', scripts: ['sha256-x'] } });
    expect(await entriesIn(cache)).toHaveLength(pages.length + brochures.length + 1);
    expect(await readFile(cache.entry(brochures[3]!), 'utf8')).toBe(`bytes of ${brochures[3]}`);
    expect(await readFile(cache.entry('compressed/p0.gz'), 'utf8')).toBe('gz of p0');
  });

  it('refuses parts that do not make one build, saying which, and takes nothing from them', async () => {
    const [one, two] = [await shard({ index: 1, count: 3 }), await shard({ index: 2, count: 3 })];
    const refused = async (dirs: string[], message: string) => {
      const cache = fresh();
      await expect(importShards(dirs, source, cache)).rejects.toThrow(message);
      expect(await entriesIn(cache)).toEqual([]);
    };
    await refused([one, two], 'Part 3/3 of the build is missing: merge every shard.');
    await refused([one, one, two], `Part 1/3 is given twice: ${one} and ${one}.`);
    const otherCount = await shard({ index: 3, count: 4 });
    await refused([one, two, otherCount], `${otherCount} is part 3/4, another shard is part of 3: merge the shards of one build (all k/3).`);
    const otherSource = await shard({ index: 3, count: 3 }, { source: 'another' });
    await refused([one, two, otherSource], `${otherSource} (part 3/3) was built from other sources than this merge`);
    await writeFile(path.join(otherSource, 'shard.json'), '{"format": 1, "shard": "3/3"');
    await refused([one, two, otherSource], `${path.join(otherSource, 'shard.json')} cannot be read`);
    await writeFile(path.join(otherSource, 'shard.json'), '{"format": 0}');
    await refused([one, two, otherSource], 'is not a shard record this build reads (made by another version?): build that shard again.');
    await refused([path.join(dir, 'none')], `--merge ${path.join(dir, 'none')}: no such folder.`);
    await refused([dir], `--merge ${dir}: no shard here`);
  });

  it('names a part whose entry is missing from its folder', async () => {
    const parts = [await shard({ index: 1, count: 2 }), await shard({ index: 2, count: 2 })];
    const lost = [...entriesOf([...pages, ...brochures], { index: 2, count: 2 })][0]!;
    await rm(path.join(parts[1]!, 'entries', lost));
    await expect(importShards(parts, source, fresh())).rejects.toThrow(`${path.join(parts[1]!, 'entries', lost)} is missing from part 2/2: build that shard again.`);
  });
});
