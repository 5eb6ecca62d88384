/**
 * The studio app's bundle (app-bundle.ts), kept between starts: named by a hash of the files it is made of (its page,
 * every source file its entry reaches, the lockfile), so a studio started again on unchanged code serves the kept
 * bundle instead of building it (about 1.8 CPU-seconds and a second of every start, measured on this machine). It
 * lives in node_modules/.cache, beside Vite's own dependency cache, so that copies of the project that link
 * node_modules (the tests' copies, the hosted studio's draft folders) share it. A kept bundle that cannot be read is
 * built again; one that cannot be written (a read-only node_modules) is only not kept.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashFiles, hashOf } from '../../build/build-cache.ts';
import { sourceFiles } from '../../build/source-deps.ts';
import type { AppBundle } from './app-bundle.ts';

/** Bumped when the stored shape changes. */
const FORMAT = 1;

/** Where kept bundles live, relative to the project root. */
export const appCacheDir = 'node_modules/.cache/owl-studio-app';

interface Stored {
  format: number;
  html: string;
  assets: { name: string; type: string; text?: string; base64?: string }[];
}

/** The key of the bundle built from `entry` (an HTML page) in `root`: the page, what its script reaches, the lockfile. */
export async function appKey(root: string, entry: string, script: string): Promise<string> {
  return hashOf(String(FORMAT), await hashFiles(root, ['package-lock.json', entry, ...(await sourceFiles(root, [script]))]));
}

export async function keptApp(root: string, key: string): Promise<AppBundle | undefined> {
  try {
    const stored = JSON.parse(await readFile(path.join(root, appCacheDir, `${key}.json`), 'utf8')) as Stored;
    if (stored.format !== FORMAT || typeof stored.html !== 'string' || !Array.isArray(stored.assets)) return undefined;
    const assets: AppBundle['assets'] = new Map();
    for (const a of stored.assets) assets.set(a.name, { type: a.type, body: a.text ?? Buffer.from(a.base64 ?? '', 'base64') });
    return { html: stored.html, assets };
  } catch {
    return undefined;
  }
}

export async function keepApp(root: string, key: string, app: AppBundle): Promise<void> {
  const stored: Stored = {
    format: FORMAT,
    html: app.html,
    assets: [...app.assets].map(([name, { type, body }]) => (typeof body === 'string' ? { name, type, text: body } : { name, type, base64: Buffer.from(body).toString('base64') })),
  };
  const dir = path.join(root, appCacheDir);
  // Written under a name of its own and renamed: two studios starting at once never read half a file.
  const temp = path.join(dir, `${key}.${process.pid}.${Date.now()}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(temp, JSON.stringify(stored));
    await rename(temp, path.join(dir, `${key}.json`));
  } catch {
    await rm(temp, { force: true }).catch(() => undefined);
  }
}
