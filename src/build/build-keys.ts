/**
 * The code keys of the build's cache (build-cache.ts): each part of the build named by the source files it is made
 * of (source-deps.ts), the settings that shape its bundle and the lockfile (every package), so that editing the
 * studio, the hosted studio, a dev tool, a script or a test renders no page and builds no bundle again.
 */
import { createHash } from 'node:crypto';
import { hashFiles, hashOf } from './build-cache.ts';
import { sourceFiles } from './source-deps.ts';

export interface CodeKeys {
  /** The browser bundle: index.html and the island bootstrap it loads, with all it imports. */
  client: string;
  /** The server renderer, Vite's SSR bundle of the page renderer (scripts/lib/renderer.ts). */
  renderer: string;
  /** A page's HTML: the renderer, and the prerender worker that runs it and writes the file. */
  page: string;
  /** A brochure: the worker and the brochure code it runs (tsx, not a bundle). */
  brochure: string;
}

/** Settings every bundle is built with, and every package. */
const settings = ['package-lock.json', 'vite.config.ts', 'tsconfig.json'];

export async function codeKeys(root: string): Promise<CodeKeys> {
  const shared = await hashFiles(root, settings);
  const of = async (extra: string[], entries: string[]) => hashOf(shared, await hashFiles(root, [...extra, ...(await sourceFiles(root, entries))]));
  const renderer = await of(['scripts/lib/renderer.ts'], ['src/render/render-page.tsx']);
  const worker = await of([], ['src/build/prerender-worker.ts']);
  return {
    client: await of(['index.html'], ['src/client/main.ts']),
    renderer,
    page: hashOf(renderer, worker),
    brochure: worker,
  };
}

/**
 * `(...rest) => hashOf(...prefix, ...rest)`, with the prefix hashed once: every brochure's key starts with
 * site.json (8 kB), hashed again for each of 10,000 brochures it took 0.15 s of a no-op rebuild.
 */
export function hashAfter(...prefix: (string | Uint8Array)[]): (...rest: (string | Uint8Array)[]) => string {
  const start = createHash('sha256');
  for (const part of prefix) start.update(part).update('\0');
  return (...rest) => {
    const hash = start.copy();
    for (const part of rest) hash.update(part).update('\0');
    return hash.digest('hex').slice(0, 32);
  };
}
