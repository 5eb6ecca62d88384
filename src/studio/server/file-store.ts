/**
 * The studio's only way to the disk: which paths it may touch (the files under site-config/ the engine reads,
 * and nothing that leads outside them), what version a file is at, and writes that are never left half done.
 */
import { createHash, randomBytes } from 'node:crypto';
import { link, lstat, mkdir, open, readFile, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { configKindOf, configLayout, type ConfigKind } from '../../engine/config-files.ts';

/** A request the studio refuses or cannot carry out: `status` is the HTTP status, `message` is for the person. */
export class StudioError extends Error {
  override name = 'StudioError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A file's version: a hash of its text, so any change (by git, an editor, another tab) is a new version. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** A config file the studio may read and write: its path as problems write it, its kind, and where it is on disk. */
export interface ConfigPath {
  file: string;
  kind: ConfigKind;
  abs: string;
}

/** True when `inner` is `outer` or inside it. */
function within(outer: string, inner: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * `file` as a config file of the project at `root`, or a 400 saying why not. Only what the engine reads
 * (site-config/site.json, pages, fragments: see configKindOf) written plainly: no "..", no absolute path,
 * no backslash, and no symbolic link that leads out of site-config/.
 */
export async function configPath(root: string, file: unknown): Promise<ConfigPath> {
  if (typeof file !== 'string' || !file) throw new StudioError(400, 'Say which file: a path such as "site-config/pages/gap.json".');
  const refuse = (why: string) => new StudioError(400, `${JSON.stringify(file)} cannot be opened or saved here: ${why}`);
  if (file.includes('\\') || file.includes('\0') || path.posix.isAbsolute(file) || path.posix.normalize(file) !== file || file.split('/').includes('..')) {
    throw refuse('write it as a path inside the project, such as "site-config/pages/gap.json", with no "..".');
  }
  if (!file.startsWith(`${configLayout.dir}/`) || !file.endsWith('.json')) throw refuse('the studio edits only the .json files under site-config/.');
  const kind = configKindOf(file);
  if (kind !== 'site' && kind !== 'page' && kind !== 'fragment') {
    throw refuse('the site reads only site-config/site.json, pages under site-config/pages/ and shared sections directly in site-config/fragments/.');
  }
  const abs = path.join(root, file);
  // A link (to the file or a folder on its way) must not lead outside site-config/.
  const configDir = await realpath(path.join(root, configLayout.dir));
  let existing = abs;
  for (;;) {
    const stat = await lstat(existing).catch(() => undefined);
    if (stat) break;
    existing = path.dirname(existing);
  }
  if (!within(configDir, await realpath(existing))) throw refuse('it leads outside site-config/.');
  return { file, kind, abs };
}

/** The file's text, or undefined when there is no such file. */
export async function readIfThere(abs: string): Promise<string | undefined> {
  try {
    return await readFile(abs, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Why a save failed, in words, for the failures a person can do something about. */
const writeFailures: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the disk is read-only',
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  ENAMETOOLONG: 'the file name is too long to save it safely',
};

/** The file changed on disk between the version check and the write: nothing was written. */
export class ChangedMeanwhile extends StudioError {
  constructor(file: string) {
    super(409, `${file} changed on disk while it was being saved; nothing was written.`);
  }
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? '';

/**
 * Puts `temp` in the place of `abs` only if `abs` is still at version `expected` ('' for no file), leaving no moment
 * in which an editor's save could land between the check and the swap unseen. The file is moved aside first (one
 * atomic rename: from then on an editor saving by name makes a new file), read and compared; the new text is then
 * linked in, which fails if an editor made the file meanwhile; and the moved file is read again, for an editor that
 * had it open and wrote into it after the first read. Any of these puts the editor's text back and throws
 * ChangedMeanwhile. Where the disk has no hard links, the check just before a plain rename is what remains.
 */
async function swapIfUnchanged(file: string, temp: string, abs: string, expected: string): Promise<void> {
  const changed = () => new ChangedMeanwhile(file);
  try {
    if (expected === '') {
      await link(temp, abs);
      return;
    }
    const held = `${temp}.held`;
    try {
      await rename(abs, held);
    } catch (error) {
      if (codeOf(error) === 'ENOENT') throw changed();
      throw error;
    }
    /** The editor's (or the old) text back in place, unless an editor has made the file anew meanwhile. */
    const putBack = async () => {
      await link(held, abs).catch((error: unknown) => {
        if (codeOf(error) !== 'EEXIST') throw error;
      });
      await rm(held, { force: true });
    };
    const seen = await readIfThere(held);
    if (seen === undefined || versionOf(seen) !== expected) {
      await putBack();
      throw changed();
    }
    try {
      await link(temp, abs);
    } catch (error) {
      if (codeOf(error) === 'EEXIST') {
        await rm(held, { force: true });
        throw changed();
      }
      await putBack();
      throw error;
    }
    if ((await readIfThere(held)) !== seen) {
      await rename(held, abs);
      throw changed();
    }
    await rm(held, { force: true });
  } catch (error) {
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(codeOf(error))) throw error;
    // No hard links on this disk (some network and FAT disks): check once more, then replace.
    const now = await readIfThere(abs);
    if ((now === undefined ? '' : versionOf(now)) !== expected) throw changed();
    await rename(temp, abs);
  }
}

/** Where a save's temporary files go: out of the watched folders, in the project's .cache/, if on the same disk. */
export const saveTempDir = '.cache/studio-saves';

/**
 * The project's `saveTempDir` when it is on the same disk as `abs` (a file is linked and renamed between the two),
 * else the file's own folder. Beside the file, each step of a save (the copy made, the file moved aside and back,
 * both removed) was news for Vite's watcher, which then watched site-config/ and rescanned a folder of 10,000 pages
 * each time: the save's own steps took 0.3-0.5 s there, 3 ms outside it. The watcher of names that has site-config/
 * now (folder-watcher.ts) costs little for them; out of the folder, a temporary file a crash leaves is still not in
 * the person's way.
 */
async function tempFolder(file: string, abs: string): Promise<string> {
  const own = path.dirname(abs);
  const relative = file.split('/').join(path.sep);
  if (!abs.endsWith(`${path.sep}${relative}`)) return own;
  const folder = path.join(abs.slice(0, -relative.length), saveTempDir);
  try {
    await mkdir(folder, { recursive: true });
    const [a, b] = await Promise.all([stat(folder), stat(own)]);
    return a.dev === b.dev ? folder : own;
  } catch {
    return own;
  }
}

/**
 * Writes `text` to `abs` all at once: to a temporary file (its name starts with ".", so the site never reads it,
 * in the project's .cache/ where it can be: tempFolder), flushed to disk, then put in place of the file. If anything fails (a full disk), the old file
 * is as it was and the error says so.
 *
 * With `unchangedFrom` (the version the save was checked against; '' for no file), the file replaced must still be
 * at that version when it is replaced (swapIfUnchanged), not only when the save began: an editor saving in a loop
 * lost 13 of 683 writes to studio saves checked only at the start. A ChangedMeanwhile is thrown instead.
 */
export async function writeWhole(file: string, abs: string, text: string | Uint8Array, unchangedFrom?: string): Promise<void> {
  const temp = path.join(await tempFolder(file, abs), `.${path.basename(abs)}.${randomBytes(4).toString('hex')}.studio-save`);
  try {
    await mkdir(path.dirname(abs), { recursive: true });
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (unchangedFrom === undefined) await rename(temp, abs);
    else {
      await swapIfUnchanged(file, temp, abs, unchangedFrom);
      await rm(temp, { force: true });
    }
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    if (error instanceof ChangedMeanwhile) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = writeFailures[code] ?? (error as Error).message;
    throw new StudioError(500, `${file} could not be saved (${reason}). The file on disk is unchanged; your edits are still here.`);
  }
}
