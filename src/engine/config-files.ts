import { readFileSync, statSync } from 'node:fs';
import { lstat, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from './problems.ts';

/** Where each kind of config file lives, relative to the project root. */
export const configLayout = {
  dir: 'site-config',
  site: 'site-config/site.json',
  pagesDir: 'site-config/pages',
  fragmentsDir: 'site-config/fragments',
  /** Who may sign in to the hosted studio, and as what (studio-roles-file.ts): read by the validator, never by the studio's editor. */
  studioRoles: 'site-config/studio-roles.json',
  schemasDir: 'schemas',
  publicDir: 'public',
} as const;

export type ConfigKind = 'site' | 'page' | 'fragment';

export interface ConfigFile {
  kind: ConfigKind;
  /** Relative to the project root, with forward slashes (as shown in problems). */
  file: string;
  text: string;
  /** When the file was last saved (ms since 1970), so a duplicate is blamed on the copy being edited. */
  modified?: number;
}

/**
 * The one rule for what under site-config/ is read, and as what:
 *   site-config/site.json           the site's settings
 *   site-config/pages/…/*.json      one page each, in subfolders too (pages/plans/gap.json)
 *   site-config/fragments/*.json    shared sections, named by the file (directly in the folder: an include names no folder)
 *   site-config/studio-roles.json   the hosted studio's roles: a kind of its own, checked on its own (studio-roles-file.ts)
 * Files people and computers leave around are ignored on purpose: notes (*.md, such as a README), and the
 * operating system's and editors' own files (names starting with "." such as .DS_Store or an editor's
 * .gap.json.swp, Thumbs.db, desktop.ini). Anything else is "unread": it is reported (see unread-files.ts),
 * never skipped in silence and never read as a page it was not meant to be.
 */
export function configKindOf(file: string): ConfigKind | 'studio-roles' | 'ignored' | 'unread' {
  const name = path.posix.basename(file);
  if (name.startsWith('.') || /^(thumbs\.db|desktop\.ini)$/i.test(name) || /\.md$/i.test(name)) return 'ignored';
  if (file === configLayout.site) return 'site';
  if (file === configLayout.studioRoles) return 'studio-roles';
  if (!name.endsWith('.json')) return 'unread';
  if (file.startsWith(`${configLayout.pagesDir}/`)) return 'page';
  if (path.posix.dirname(file) === configLayout.fragmentsDir) return 'fragment';
  return 'unread';
}

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(root, rel);
      return [rel];
    }),
  );
  return nested.flat().sort();
}

/** Why a file the site reads cannot be read (a link to nothing, no permission), as the one problem to report. */
async function unreadableProblem(root: string, file: string, error: unknown): Promise<Problem> {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const link = await lstat(path.join(root, file)).then((s) => (s.isSymbolicLink() ? readlink(path.join(root, file)) : undefined), () => undefined);
  const why =
    link !== undefined && (code === 'ENOENT' || code === 'ELOOP')
      ? `it is a link to ${JSON.stringify(link)}, which does not exist. Delete the link, or point it at the page file`
      : code === 'EACCES' || code === 'EPERM'
        ? 'this user may not read it. Change its permissions, or delete it'
        : code === 'EISDIR'
          ? 'it is a folder whose name ends in .json. Rename the folder'
          : `${(error as Error).message}. Fix or delete it`;
  return { code: 'file-unreadable', severity: 'error', file, line: 1, column: 1, where: '', message: `This file cannot be read: ${why}.` };
}

/**
 * Everything under site-config/: the files that are read, the paths of those that are not (to report), and a
 * problem for each file that should be read but cannot be (a dangling link, no permission), never a crash.
 */
/**
 * The texts of a folder read before, by file, with the size and date they had on disk: a file whose size and date
 * are unchanged is not read again. The studio keeps one per project: at 10,000 pages it read every file again for
 * every check, preview and save (0.3 s of each); now it reads only what changed (a file written since has a new date).
 */
export type ReadTexts = Map<string, { size: number; modified: number; text: string }>;

export async function readConfigFolder(root: string, known?: ReadTexts): Promise<{ files: ConfigFile[]; unread: string[]; unreadable: Problem[] }> {
  const all = await filesUnder(root, configLayout.dir);
  const read = all.flatMap((file) => {
    const kind = configKindOf(file);
    return kind === 'site' || kind === 'page' || kind === 'fragment' ? [{ file, kind }] : [];
  });
  const unreadable: Problem[] = [];
  const files = (
    await Promise.all(
      read.map(async ({ file, kind }): Promise<ConfigFile | undefined> => {
        try {
          // Read synchronously: measured on 10,000 pages, 10,000 reads at once through the thread pool took 0.6 s, one by one 0.2 s.
          // The date and size are taken before the text: a file written meanwhile has a newer date next time, and is read again.
          const full = path.join(root, file);
          const { size, mtimeMs: modified } = statSync(full);
          const kept = known?.get(file);
          if (kept && kept.size === size && kept.modified === modified) return { kind, file, text: kept.text, modified };
          const text = readFileSync(full, 'utf8');
          known?.set(file, { size, modified, text });
          return { kind, file, text, modified };
        } catch (error) {
          unreadable.push(await unreadableProblem(root, file, error));
          return undefined;
        }
      }),
    )
  ).filter((f) => f !== undefined);
  return { files, unread: all.filter((file) => configKindOf(file) === 'unread'), unreadable: unreadable.sort((a, b) => a.file.localeCompare(b.file)) };
}

/** The files under site-config/ that are read (see configKindOf), with their text. */
export async function readConfigFiles(root: string): Promise<ConfigFile[]> {
  return (await readConfigFolder(root)).files;
}

/** Every file under public/, as site paths ("/images/logo.svg"). */
export async function listPublicFiles(root: string): Promise<Set<string>> {
  const out = new Set<string>();
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
    await Promise.all(
      entries.map((entry) => {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return walk(rel);
        out.add(rel.slice(configLayout.publicDir.length));
        return undefined;
      }),
    );
  };
  await walk(configLayout.publicDir);
  return out;
}
