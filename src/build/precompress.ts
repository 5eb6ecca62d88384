/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a build: done once per build instead of
 * on every request, so a server that serves them as they are (nginx with gzip_static and brotli_static)
 * sends small bytes at no cost per request.
 *
 * How hard to try depends on how long the file lives (measured on this site's build, one core):
 * - files cached a year (assets/, fonts/: response-headers.ts `immutable`), the same in every build and
 *   fetched by every visitor: the strongest settings, brotli 11 (JS 0.5 MB/s, 30.0% of the size) and gzip 9;
 * - pages and the rest, rewritten by every build and up to thousands of them: brotli 5 (HTML 74 MB/s,
 *   16.1%, where brotli 11 gives 14.3% at 0.9 MB/s: 80 times the time for 2 points) and gzip 6 (99 MB/s,
 *   17.7%; gzip 9 gains 0.1 point at half the speed).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cacheControl, compressible, immutable } from '../server/response-headers.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Where compressed files are kept between builds, by a hash of what they were made from (the build's
 * BuildCache fits): a rebuild that changed one page compresses one page.
 */
export interface CompressedFileCache {
  has(name: string): Promise<boolean>;
  put(name: string, data: Uint8Array): Promise<void>;
  /** Puts the entry's file at `target` (a hard link or a copy). */
  placeFile(name: string, target: string): Promise<void>;
}

/** What precompressing a folder did: files read, how many were compressed (not found in the cache), and bytes before and after. */
export interface PrecompressSummary {
  files: number;
  compressedNow: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** How hard to compress a build's file, by its path in the build (see the module comment). */
export interface CompressionLevel {
  brotli: number;
  gzip: number;
}

export function compressionLevel(file: string): CompressionLevel {
  const lasting = cacheControl(file.split(path.sep).join('/')) === immutable;
  return { brotli: lasting ? constants.BROTLI_MAX_QUALITY : 5, gzip: lasting ? constants.Z_BEST_COMPRESSION : 6 };
}

/** The name of a file's compressed copies in the cache (`compressed/<key>.br`, `.gz`): its bytes and the level. */
export const compressedKey = (data: Uint8Array, level: CompressionLevel): string =>
  `compressed/${createHash('sha256').update(data).update(JSON.stringify(level)).digest('hex').slice(0, 32)}`;

/** The .br and .gz of `data`. */
export async function compress(data: Uint8Array, level: CompressionLevel): Promise<{ br: Uint8Array; gz: Uint8Array }> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipped(data, { level: level.gzip }),
  ]);
  return { br, gz };
}

/**
 * The key of `data`'s compressed copies in `cache` (see `compressedKey`), compressing it only when they are not
 * there yet; `compressedNow` says whether it did.
 */
export async function cachedCompression(cache: CompressedFileCache, data: Uint8Array, level: CompressionLevel): Promise<{ key: string; compressedNow: boolean; br?: Uint8Array; gz?: Uint8Array }> {
  const key = compressedKey(data, level);
  if ((await cache.has(`${key}.br`)) && (await cache.has(`${key}.gz`))) return { key, compressedNow: false };
  const { br, gz } = await compress(data, level);
  await Promise.all([cache.put(`${key}.br`, br), cache.put(`${key}.gz`, gz)]);
  return { key, compressedNow: true, br, gz };
}

/**
 * Compresses every text file (response-headers.ts `compressible`) under `dir`, at most `parallel` at
 * once (zlib works on libuv's thread pool, four threads by default), reusing what `cache` holds.
 * (The build itself does the same by cache entry, without reading unchanged files: output-facts.ts.)
 */
export async function precompress(dir: string, { cache, parallel = 4 }: { cache?: CompressedFileCache; parallel?: number } = {}): Promise<PrecompressSummary> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && compressible.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const summary: PrecompressSummary = { files: files.length, compressedNow: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const data = await readFile(file);
      const level = compressionLevel(path.relative(dir, file));
      // Never written in place: a file already there may be a hard link into the build cache.
      await Promise.all([`${file}.br`, `${file}.gz`].map((target) => rm(target, { force: true })));
      let made: { br: Uint8Array; gz: Uint8Array } | undefined;
      if (cache) {
        const cached = await cachedCompression(cache, data, level);
        await Promise.all([cache.placeFile(`${cached.key}.br`, `${file}.br`), cache.placeFile(`${cached.key}.gz`, `${file}.gz`)]);
        if (cached.compressedNow) summary.compressedNow += 1;
      } else {
        made = await compress(data, level);
        await Promise.all([writeFile(`${file}.br`, made.br), writeFile(`${file}.gz`, made.gz)]);
        summary.compressedNow += 1;
      }
      summary.bytes += data.length;
      summary.brotliBytes += made?.br.length ?? (await stat(`${file}.br`)).size;
      summary.gzipBytes += made?.gz.length ?? (await stat(`${file}.gz`)).size;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return summary;
}
