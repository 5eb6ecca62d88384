/**
 * A build in parts, for a site too large for one machine (issue 24, goal 5; docs/deploy.md says how on CI).
 *
 * `npm run build -- --shard k/n` renders the k-th of n parts of the pages and brochures, compresses them, and
 * writes them with what the merge needs to know of them (a shard's folder: `shard.json` and `entries/`, each file
 * named as in the build cache). It writes no site: no browser bundle, sitemap, policy or deploy files.
 * `npm run build -- --merge DIR` takes the n shards' folders, puts their entries in this machine's build cache and
 * builds as usual: every page and brochure is then found made, and the site-wide files are written from all of
 * them. The output is byte for byte a single build's (tests/cli/build-scale.test.ts), because every entry's name
 * is a hash of everything that made it (build-cache.ts) and rendering depends on nothing else.
 *
 * The parts: the build's entries, pages first then brochures, each kind in name order (names are hashes, so the
 * order is a shuffle of the addresses), dealt out in turn, so every shard gets a like number of each kind.
 * A merge refuses shards that do not fit together: one missing or given twice, counted out of another n, or made
 * from other sources than the merge's (another commit, other content, another year): it says which, and writes
 * nothing.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildCache } from './build-cache.ts';
import { folderBeside, replaceFolder } from './replace-folder.ts';

/** The k-th of n parts, k from 1. */
export interface ShardPart {
  index: number;
  count: number;
}

/** What a shard's folder says of itself (`shard.json`). Bump `format` when it changes shape or meaning. */
interface ShardRecord {
  format: 1;
  shard: string;
  /** A hash of every entry the whole build is made of: equal only for shards of the same sources. */
  source: string;
  /** The pages and brochures of this part, by cache entry name. */
  entries: string[];
  /** Other cache entries the merge needs (the compressed copies of this part's files). */
  extras: string[];
  /** The output facts of this part's files, by fact key (output-facts.ts). */
  facts: Record<string, unknown>;
}

const format = 1;
const recordFile = 'shard.json';
const entriesDir = 'entries';

/** "2/4" as a part, or a sentence saying what is wrong with it. */
export function parseShard(text: string): ShardPart | string {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    return `--shard takes the part to build as k/n, from 1/n to n/n (for example 2/4); got "${text}".`;
  }
  return { index, count };
}

export const shardName = ({ index, count }: ShardPart) => `${index}/${count}`;

/** The entries of `part`, out of every page's and brochure's entry (see the module comment). */
export function entriesOf(all: Iterable<string>, part: ShardPart): Set<string> {
  const sorted = [...new Set(all)].sort((a, b) => (a.startsWith('pages/') === b.startsWith('pages/') ? (a < b ? -1 : 1) : a.startsWith('pages/') ? -1 : 1));
  return new Set(sorted.filter((_, i) => i % part.count === part.index - 1));
}

/**
 * Writes the shard's folder `outDir` whole (made beside it, then put in its place): its record, and its entries and
 * extras placed from the cache (hard links where the disk allows, as dist/'s files are).
 */
export async function writeShard(
  outDir: string,
  cache: BuildCache,
  shard: { part: ShardPart; source: string; entries: Iterable<string>; extras: Iterable<string>; facts: Record<string, unknown> },
): Promise<void> {
  const temp = folderBeside(outDir, 'shard');
  await rm(temp, { recursive: true, force: true });
  const record: ShardRecord = {
    format,
    shard: shardName(shard.part),
    source: shard.source,
    entries: [...shard.entries].sort(),
    extras: [...new Set(shard.extras)].sort(),
    facts: shard.facts,
  };
  try {
    await mkdir(temp, { recursive: true });
    for (const name of [...record.entries, ...record.extras]) await cache.placeFile(name, path.join(temp, entriesDir, name));
    await writeFile(path.join(temp, recordFile), JSON.stringify(record));
    await replaceFolder(temp, outDir);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

const holdsRecord = (dir: string) => stat(path.join(dir, recordFile)).then((info) => info.isFile(), () => false);

/** The shards to merge: each folder given that holds a shard.json, and the shard folders directly inside each other one. */
async function shardFolders(dirs: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const dir of dirs) {
    if (await holdsRecord(dir)) {
      found.push(dir);
      continue;
    }
    const names = await readdir(dir).catch(() => undefined);
    if (!names) throw new Error(`--merge ${dir}: no such folder.`);
    const inside = [];
    for (const name of names.sort()) {
      if (await holdsRecord(path.join(dir, name))) inside.push(path.join(dir, name));
    }
    if (!inside.length) throw new Error(`--merge ${dir}: no shard here (a shard's folder holds ${recordFile}; make one with npm run build -- --shard k/n).`);
    found.push(...inside);
  }
  return found;
}

async function readRecord(dir: string): Promise<ShardRecord> {
  const file = path.join(dir, recordFile);
  let data: Partial<ShardRecord>;
  try {
    data = JSON.parse(await readFile(file, 'utf8')) as Partial<ShardRecord>;
  } catch (error) {
    throw new Error(`${file} cannot be read (${(error as Error).message}): build that shard again.`);
  }
  if (data.format !== format || typeof data.shard !== 'string' || typeof data.source !== 'string' || !Array.isArray(data.entries) || !Array.isArray(data.extras) || typeof data.facts !== 'object' || !data.facts) {
    throw new Error(`${file} is not a shard record this build reads (made by another version?): build that shard again.`);
  }
  return data as ShardRecord;
}

/**
 * Checks that the shards in `dirs` are the n parts of this very build (`source`), then puts their entries in the
 * cache. Returns the facts they bring (output-facts.ts adopts them). Throws a sentence naming the misfit.
 */
export async function importShards(dirs: readonly string[], source: string, cache: BuildCache): Promise<Record<string, unknown>> {
  const shards = await Promise.all((await shardFolders(dirs)).map(async (dir) => ({ dir, record: await readRecord(dir) })));
  const parts = new Map<number, string>();
  let count: number | undefined;
  for (const { dir, record } of shards) {
    const part = parseShard(record.shard);
    if (typeof part === 'string') throw new Error(`${dir}: its record names no part ("${record.shard}"): build that shard again.`);
    count ??= part.count;
    if (part.count !== count) throw new Error(`${dir} is part ${record.shard}, another shard is part of ${count}: merge the shards of one build (all k/${count}).`);
    const twice = parts.get(part.index);
    if (twice) throw new Error(`Part ${record.shard} is given twice: ${twice} and ${dir}.`);
    parts.set(part.index, dir);
    if (record.source !== source) {
      throw new Error(
        `${dir} (part ${record.shard}) was built from other sources than this merge (another commit, other content or another year): ` +
          'build every shard and the merge from the same commit.',
      );
    }
  }
  const missing = Array.from({ length: count ?? 0 }, (_, i) => i + 1).filter((index) => !parts.has(index));
  if (missing.length) throw new Error(`Part${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} of the build ${missing.length > 1 ? 'are' : 'is'} missing: merge every shard.`);

  const facts: Record<string, unknown> = {};
  for (const { dir, record } of shards) {
    for (const name of [...record.entries, ...record.extras]) {
      if (await cache.has(name)) continue;
      const data = await readFile(path.join(dir, entriesDir, name)).catch(() => {
        throw new Error(`${path.join(dir, entriesDir, name)} is missing from part ${record.shard}: build that shard again.`);
      });
      await cache.put(name, data);
    }
    Object.assign(facts, record.facts);
  }
  return facts;
}
