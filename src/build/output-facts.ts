/**
 * What the build must know of each built text file besides where it goes: the name of its compressed copies
 * (precompress.ts), the hashes of a page's inline scripts and whether it draws images from data: addresses (both
 * for the policy, deploy-csp.ts). All three follow from the file's bytes, and a cache entry's name stands for the
 * same bytes every time (build-cache.ts), so they are kept by entry name, in one file of the cache
 * (`facts/files.json`): a rebuild reads, hashes and compresses only the files it has not seen. Before, a no-op
 * rebuild of 10,000 pages read and hashed every page again (issue 24, goal 2).
 *
 * A lost or unreadable facts file only costs time: every file is then read once again.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressible } from '../server/response-headers.ts';
import type { BuildCache } from './build-cache.ts';
import { inlineScriptHashes, usesDataImages, type BuiltNeeds } from './deploy-csp.ts';
import { cachedCompression, compressionLevel } from './precompress.ts';

/** One file's facts. */
interface Facts {
  /** Its compressed copies: `<compressed>.br` and `<compressed>.gz` in the cache. */
  compressed: string;
  /** The policy hashes of its inline scripts (pages only). */
  scripts?: string[];
  /** It draws an image from a data: address (pages, stylesheets, scripts). */
  dataImages?: true;
}

/** Bump when Facts changes shape or meaning: an older file is then ignored. */
const version = 1;
const factsEntry = 'facts/files.json';
/** Files read at once when facts are missing (a cold build reads every page once). */
const parallel = 8;

/** A file's facts are kept by its entry, and by its extension too: the same bytes have script hashes as a page, none as a script. */
const keyOf = (out: string, entry: string) => {
  const level = compressionLevel(out);
  return `${entry} ${path.extname(out)} ${level.brotli}/${level.gzip}`;
};

/** What `outputFacts` found: the policy's needs and the compressed copies to place beside each file. */
export interface OutputFacts {
  needs: BuiltNeeds;
  /** Each compressible file's path in the output, with its compressed copies' cache name (without .br/.gz). */
  compressed: Map<string, string>;
  /** How many files were read (their facts were not known), and how many of those compressed now. */
  read: number;
  compressedNow: number;
}

/**
 * The facts file of one build: read once, asked for each part of the output (`of`), written once (`save`) with
 * only the facts this build used, so it stays the size of one site.
 */
export class OutputFactsStore {
  private readonly used = new Map<string, Facts>();

  private constructor(
    private readonly cache: BuildCache,
    private readonly file: string,
    private readonly known: Map<string, Facts>,
  ) {}

  static async load(cache: BuildCache): Promise<OutputFactsStore> {
    const file = cache.entry(factsEntry);
    let known = new Map<string, Facts>();
    try {
      const data = JSON.parse(await readFile(file, 'utf8')) as { version: number; facts: Record<string, Facts> };
      if (data.version === version && data.facts && typeof data.facts === 'object') known = new Map(Object.entries(data.facts));
    } catch {
      // No facts yet, or a file cut short: every file is read again.
    }
    return new OutputFactsStore(cache, file, known);
  }

  /**
   * The facts of every compressible file of `output` (each path in the build, with the cache entry it is): as
   * kept where known, else by reading the entry. Makes sure every compressed copy is in the cache.
   */
  async of(output: ReadonlyMap<string, string>): Promise<OutputFacts> {
    const { cache, used, known } = this;
    const files = [...output].filter(([out]) => compressible.has(path.extname(out)));
    const missing: [string, string, string][] = [];
    for (const [out, entry] of files) {
      const key = keyOf(out, entry);
      const facts = used.get(key) ?? known.get(key);
      // The compressed copies may have been pruned since (unused for a day): then they are made again.
      if (facts && (await cache.has(`${facts.compressed}.br`)) && (await cache.has(`${facts.compressed}.gz`))) used.set(key, facts);
      else missing.push([out, entry, key]);
    }
    let next = 0;
    let compressedNow = 0;
    const readOne = async () => {
      while (next < missing.length) {
        const [out, entry, key] = missing[next++]!;
        if (used.has(key)) continue;
        const data = await readFile(cache.entry(entry));
        const made = await cachedCompression(cache, data, compressionLevel(out));
        if (made.compressedNow) compressedNow++;
        const facts: Facts = { compressed: made.key };
        if (/\.(html|css|js)$/.test(out)) {
          const text = data.toString('utf8');
          if (out.endsWith('.html')) facts.scripts = inlineScriptHashes(text);
          if (usesDataImages(text)) facts.dataImages = true;
        }
        used.set(key, facts);
      }
    };
    await Promise.all(Array.from({ length: parallel }, readOne));
    const compressed = new Map<string, string>();
    const scriptHashes = new Set<string>();
    let dataImages = false;
    for (const [out, entry] of files) {
      const facts = used.get(keyOf(out, entry))!;
      compressed.set(out, facts.compressed);
      for (const hash of facts.scripts ?? []) scriptHashes.add(hash);
      dataImages ||= facts.dataImages === true;
    }
    return { needs: { scriptHashes, dataImages }, compressed, read: missing.length, compressedNow };
  }

  /**
   * What a shard hands on of its part of the output (shards.ts), after `of` was asked for it: the facts of its
   * compressible files by key, and the cache entries of their compressed copies.
   */
  handOn(output: ReadonlyMap<string, string>): { facts: Record<string, Facts>; entries: string[] } {
    const facts: Record<string, Facts> = {};
    for (const [out, entry] of output) {
      const key = keyOf(out, entry);
      const found = this.used.get(key);
      if (found) facts[key] = found;
    }
    const entries = Object.values(facts).flatMap((f) => [`${f.compressed}.br`, `${f.compressed}.gz`]);
    return { facts, entries };
  }

  /** Facts brought by shards (shards.ts), known from now on as if read from this cache's facts file. */
  adopt(facts: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(facts)) {
      const compressed = (value as Partial<Facts> | null)?.compressed;
      if (typeof compressed === 'string' && compressed.startsWith('compressed/')) this.known.set(key, value as Facts);
    }
  }

  /** Keeps this build's facts (written whole or not at all); nothing to write when they are the ones read. */
  async save(): Promise<void> {
    const { used, known, file } = this;
    if (used.size === known.size && [...used.keys()].every((key) => known.has(key))) return;
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify({ version, facts: Object.fromEntries(used) }));
    await rename(temp, file);
  }
}
