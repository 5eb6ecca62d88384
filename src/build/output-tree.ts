/**
 * Puts a build's output in place whole, touching only the files that changed. The output is a list, path by
 * path, of the cache entry each file is a link to (build-cache.ts). For each output folder the cache keeps, in
 * `outputs/<hash of the folder's path>/`, a spare copy of the last output (`spare/site/`, its files links into the
 * cache: inodes, not bytes, with `spare/list.json`, what site/ holds) and `live.json`: what dist/ holds, and
 * which folder it is. A build
 *  1. takes the spare for itself by renaming it to its work folder beside dist/ (a build running at the same
 *     time finds none and starts from an empty folder), and changes in it only the files whose entry differs,
 *     adds the new and removes the gone;
 *  2. puts it in dist/'s place by renaming (replace-folder.ts: a server sees the old build or the new one);
 *  3. brings the old dist/ up to date the same way and keeps it as the next spare, when it is the very folder
 *     the last build put there (same device, inode and birth time as `live.json` says); any other old folder
 *     is deleted, and the spare is made anew, file by file.
 * So a no-op rebuild of 10,000 pages links and deletes no file, where it linked 40,000 into a new folder and
 * deleted the old 40,000 (issue 24, goal 2). Stopped or failed before step 2, dist/ is as it was and the
 * half-changed spare is deleted with the work folder (the next build starts from an empty folder); after
 * step 2, dist/ is whole, and the old folder is a leftover the next build deletes. Deleting .cache/build
 * costs the next build the full pass, nothing more. A cache on another disk than dist/ keeps no spare.
 *
 * A file of dist/ must not be changed by hand, as before: it is a link into the cache (build-cache.ts).
 */
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashOf, type BuildCache } from './build-cache.ts';
import { folderBeside, replaceFolder } from './replace-folder.ts';

/** A build's output: each file's path in it (with `/`), and the cache entry the file is ("pages/<key>.html"). */
export type OutputList = ReadonlyMap<string, string>;

/** What publishing did: files linked or removed in the folder that became dist/, and whether it started from the spare. */
export interface Published {
  changed: number;
  fromSpare: boolean;
}


/** Which folder this is: renaming keeps it, a folder made anew (even at the same path) has another. */
async function identity(dir: string): Promise<string | undefined> {
  const info = await stat(dir).catch(() => undefined);
  return info && `${info.dev}:${info.ino}:${info.birthtimeMs}`;
}

async function readList(file: string): Promise<{ folder?: string; files: Map<string, string> } | undefined> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as { folder?: string; files: Record<string, string> };
    return { ...(data.folder ? { folder: data.folder } : {}), files: new Map(Object.entries(data.files)) };
  } catch {
    return undefined;
  }
}

/** Written under a temporary name, then renamed: whole or not at all. */
async function writeList(file: string, files: OutputList, folder?: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify({ ...(folder ? { folder } : {}), files: Object.fromEntries(files) }));
  await rename(temp, file);
}

/**
 * Runs `each` over `items`, `parallel` at once. On a failure it starts no more and waits for those under way
 * before throwing, so nothing still writes into the folder when the caller cleans up.
 */
async function inPool<T>(items: readonly T[], each: (item: T) => Promise<void>, parallel = 16): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const run = async () => {
    while (next < items.length && !failures.length) await each(items[next++]!).catch((error: unknown) => void failures.push(error));
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, run));
  if (failures.length) throw failures[0];
}

/** A hard link where the disk allows, else a copy; a file already there (none should be) gives way. */
async function placeLink(source: string, target: string): Promise<void> {
  await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') {
      await rm(target, { recursive: true, force: true });
      return placeLink(source, target);
    }
    if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
    await copyFile(source, target);
  });
}

/**
 * Makes `tree`, which holds `from`, hold `to`: links the files whose entry differs or that are new (never
 * writing into a file: it is a link into the cache), and removes the gone ones and the folders left empty.
 * Returns how many files it touched.
 */
export async function updateTree(tree: string, from: OutputList, to: OutputList, cacheDir: string): Promise<number> {
  const gone = [...from.keys()].filter((file) => !to.has(file));
  const placed = [...to].filter(([file, entry]) => from.get(file) !== entry);
  const kept = new Set<string>();
  for (const file of to.keys()) for (let dir = path.posix.dirname(file); dir !== '.' && !kept.has(dir); dir = path.posix.dirname(dir)) kept.add(dir);
  const emptied = new Set<string>();
  for (const file of gone) {
    let top: string | undefined;
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) if (!kept.has(dir)) top = dir;
    if (top) emptied.add(top);
  }
  await inPool(gone, (file) => rm(path.join(tree, file), { force: true }));
  for (const dir of emptied) await rm(path.join(tree, dir), { recursive: true, force: true });
  const made = new Map<string, Promise<unknown>>();
  await inPool(placed, async ([file, entry]) => {
    const target = path.join(tree, file);
    const dir = path.dirname(target);
    if (!made.has(dir)) made.set(dir, mkdir(dir, { recursive: true }));
    await made.get(dir);
    if (from.has(file)) await rm(target, { force: true });
    const source = path.join(cacheDir, entry);
    await placeLink(source, target);
  });
  return gone.length + placed.length;
}

/** Puts `output` in `outDir`'s place (see the module comment); `workDir` is this build's work folder (folderBeside). */
export async function publishOutput(output: OutputList, outDir: string, workDir: string, cache: BuildCache): Promise<Published> {
  const kept = cache.entry(`outputs/${hashOf(path.resolve(outDir))}`);
  const spare = path.join(kept, 'spare');
  const liveRecord = path.join(kept, 'live.json');
  const live = await readList(liveRecord);
  const site = path.join(workDir, 'site');
  const listFile = path.join(workDir, 'list.json');

  // 1. The spare, taken, brought up to date; or an empty folder.
  let base: Map<string, string> | undefined;
  const taken = await rename(spare, workDir).then(() => true, () => false);
  if (taken) {
    base = (await readList(listFile))?.files;
    await rm(listFile, { force: true });
  }
  if (!base) await rm(workDir, { recursive: true, force: true });
  await mkdir(site, { recursive: true });
  const changed = await updateTree(site, base ?? new Map(), output, cache.dir);

  // 2. The swap. The record names the new folder once it is dist/.
  const folder = await identity(site);
  const old = folderBeside(outDir, 'old');
  await replaceFolder(site, outDir, { keepOld: true });
  await mkdir(kept, { recursive: true });
  await writeList(liveRecord, output, folder);

  // 3. The next spare: the old dist/ if it is what the record said, else made anew.
  const oldIsLive = live?.folder !== undefined && live.folder === (await identity(old));
  if (oldIsLive) {
    await updateTree(old, live.files, output, cache.dir);
    await rename(old, site);
  } else {
    await rm(old, { recursive: true, force: true });
    await mkdir(site, { recursive: true });
    await updateTree(site, new Map(), output, cache.dir);
  }
  await writeList(listFile, output);
  // Another build may have left a spare meanwhile (then this one is not needed), or the cache is on another disk.
  await rename(workDir, spare).catch(() => rm(workDir, { recursive: true, force: true }));
  return { changed, fromSpare: Boolean(base) };
}
