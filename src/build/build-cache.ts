/**
 * The build's content-addressed cache (`.cache/build/` in the project, git-ignored, safe to delete at any
 * time). Every entry is named by a hash of everything that made it, so an entry is either exactly right or
 * not found; nothing is ever "invalidated", a changed input simply asks for another name:
 *  - the code keys (build-keys.ts): each part of the build by the source files it is made of (source-deps.ts) and the
 *    settings and lockfile, so that an edit elsewhere (the studio, a dev tool, a test) changes none of them;
 *  - the browser bundle: the client's code key plus public/ (Vite copies public/ into it);
 *  - the server renderer (Vite's SSR bundle of src/render/render-page.tsx): the renderer's code key;
 *  - each page's HTML: the pages' code key (the renderer's and the prerender worker's), the HTML template, the
 *    year, site.json as loaded, and the page as resolved (its shared sections included, its values filled), which
 *    is all a page's HTML is made of;
 *  - each brochure: the brochures' code key, site.json and the page it is made from.
 */
import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the cache lives, relative to the project root. */
const cacheDir = '.cache/build';
/** How often `prune` walks the cache. */
const pruneEvery = 3600_000;

/** Where the code keys' files are, relative to the project root: what a copy of the project needs for the same keys. */
export const codeInputs = ['src', 'scripts/lib', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

export const hashOf = (...parts: (string | Uint8Array)[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
};

/** Every file under `dir` (a file itself, or a folder walked in name order), relative to `root`. */
async function filesIn(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const info = await stat(full).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [entry];
  const names = (await readdir(full)).sort();
  return (await Promise.all(names.map((name) => filesIn(root, `${entry}/${name}`)))).flat();
}

/** A hash of the names and contents of every file under `entries`. */
export async function hashFiles(root: string, entries: readonly string[]): Promise<string> {
  const files = (await Promise.all(entries.map((e) => filesIn(root, e)))).flat();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(await readFile(path.join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** The cache of one project. */
export class BuildCache {
  readonly dir: string;
  /** Entries this build used; `prune` keeps these. */
  private readonly used = new Set<string>();
  /** Each folder's entries, read once: one directory read instead of a file check per page. */
  private readonly listings = new Map<string, Promise<Set<string>>>();
  /** Folders of the output already made. */
  private readonly made = new Set<string>();

  constructor(root: string) {
    this.dir = path.join(root, cacheDir);
  }

  /** The path of an entry ("pages/<key>.html", "client/<key>"), noted as used by this build. */
  entry(name: string): string {
    this.used.add(name.split('/').slice(0, 2).join('/'));
    return path.join(this.dir, name);
  }

  /** Whether the entry exists (entries are never removed while a build runs, see `prune`). */
  async has(name: string): Promise<boolean> {
    const folder = path.posix.dirname(name);
    let listing = this.listings.get(folder);
    if (!listing) {
      listing = readdir(path.join(this.dir, folder)).then((names) => new Set(names), () => new Set<string>());
      this.listings.set(folder, listing);
    }
    this.entry(name);
    return (await listing).has(path.posix.basename(name));
  }

  /** Writes an entry whole or not at all (a build stopped halfway leaves no half-written entry). */
  async put(name: string, data: string | Uint8Array): Promise<void> {
    const file = this.entry(name);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
    (await this.listings.get(path.posix.dirname(name)))?.add(path.posix.basename(name));
  }

  /**
   * Puts a cached file at `target`: a hard link where the disk allows (no copy, so a no-op rebuild of
   * thousands of pages is quick), else a copy. Output files are never written to in place (the build
   * makes a new folder each time), so a link cannot change the cache.
   */
  async placeFile(name: string, target: string): Promise<void> {
    const folder = path.dirname(target);
    if (!this.made.has(folder)) {
      await mkdir(folder, { recursive: true });
      this.made.add(folder);
    }
    const source = this.entry(name);
    await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') {
        // The browser bundle's index.html (the template) gives way to the home page.
        await rm(target);
        return this.placeFile(name, target);
      }
      if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
      await copyFile(source, target);
    });
  }

  /** Puts a cached folder's files under `target`, file by file. */
  async placeFolder(name: string, target: string): Promise<void> {
    const root = this.entry(name);
    for (const file of await filesIn(root, '.')) await this.placeFile(path.join(name, file), path.join(target, file));
  }

  /** Copies a folder made outside the cache into it, as one entry (written under a temporary name, then renamed). */
  async putFolder(name: string, source: string): Promise<void> {
    const target = this.entry(name);
    const temp = `${target}.${process.pid}.tmp`;
    await rm(temp, { recursive: true, force: true });
    for (const file of await filesIn(source, '.')) {
      await mkdir(path.dirname(path.join(temp, file)), { recursive: true });
      await copyFile(path.join(source, file), path.join(temp, file));
    }
    await rm(target, { recursive: true, force: true });
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temp, target);
  }

  /**
   * Removes the entries this build did not use that were made more than a day ago, so the cache holds about
   * a day of builds. The grace is for another build of the same project running at the same time.
   * The walk runs at most once an hour (`.pruned` records when): it reads the date of every entry not used, and after
   * a code change that is every page and brochure of the builds before it, 2.9 s of a no-op build at +10,000 pages
   * (2026-11-29). An entry is then removed within an hour of its day.
   */
  async prune(now = Date.now()): Promise<void> {
    const marker = path.join(this.dir, '.pruned');
    const last = await stat(marker).then((info) => info.mtimeMs, () => 0);
    if (now - last < pruneEvery && last <= now) return;
    // A marker that cannot be written (a read-only cache) only means the next build walks again.
    await mkdir(this.dir, { recursive: true })
      .then(() => writeFile(marker, `${new Date(now).toISOString()}\n`))
      .then(() => utimes(marker, now / 1000, now / 1000))
      .catch(() => undefined);
    const dayAgo = now - 24 * 3600_000;
    for (const kind of await readdir(this.dir).catch(() => [])) {
      if (kind === '.pruned') continue;
      for (const name of await readdir(path.join(this.dir, kind)).catch(() => [])) {
        const entry = `${kind}/${name}`;
        const full = path.join(this.dir, entry);
        if (this.used.has(entry)) continue;
        const info = await stat(full).catch(() => undefined);
        if (info && info.mtimeMs < dayAgo) await rm(full, { recursive: true, force: true });
      }
    }
  }
}
