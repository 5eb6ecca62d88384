/**
 * What the hosted studio may write in a draft, and what its drafts are called. It writes pages, shared sections,
 * the site's settings and pictures (site-config/ and public/images/) and nothing else: not the code, not the
 * workflows CI runs, and not site-config/studio-roles.json, which says who may publish (an editor must not be able
 * to make themselves a publisher by saving a file).
 */
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Person } from './git.ts';

/** Where the studio may write, as folders of the repository. */
export const writableFolders = ['site-config/', 'public/images/'] as const;

/** The roles file (emails and domains → editor or publisher): in site-config/, but never written by the studio. */
export const rolesFile = 'site-config/studio-roles.json';

/** A request the store refuses or cannot carry out, in words for the person; `status` is the HTTP status it maps to. */
export class StoreError extends Error {
  override name = 'StoreError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `file` as a path the studio may write, or a 400 saying why not: written plainly (no "..", no absolute path, no
 * backslash, no ".git" folder), under site-config/ or public/images/, and not the roles file (unless `reading`: its
 * history may be shown). Checks the text only; `checkOnDisk` checks where it leads in a folder.
 */
export function writablePath(file: unknown, reading = false): string {
  if (typeof file !== 'string' || !file) throw new StoreError(400, 'Say which file: a path such as "site-config/pages/gap.json".');
  const refuse = (why: string) => new StoreError(400, `${JSON.stringify(file)} cannot be saved: ${why}`);
  const parts = file.split('/');
  if (file.includes('\\') || file.includes('\0') || path.posix.isAbsolute(file) || path.posix.normalize(file) !== file || parts.includes('..') || parts.includes('.')) {
    throw refuse('write it as a path inside the project, such as "site-config/pages/gap.json", with no "..".');
  }
  if (parts.some((part) => part.toLowerCase() === '.git')) throw refuse('that is git\'s own folder.');
  if (!writableFolders.some((folder) => file.startsWith(folder) && file.length > folder.length)) {
    throw refuse('the studio saves only pages and settings under site-config/ and pictures under public/images/.');
  }
  if (!reading && file.toLowerCase() === rolesFile) throw refuse('who may edit and publish is changed in the repository by its owners, not from the studio.');
  return file;
}

const within = (outer: string, inner: string) => {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Refuses a path that, in the draft's folder `root`, is a symbolic link or passes through one that leads out of
 * its folder (site-config/ or public/images/): git would store the link, and a write would land outside.
 */
export async function checkOnDisk(root: string, file: string): Promise<void> {
  const folder = writableFolders.find((f) => file.startsWith(f));
  if (!folder) throw new StoreError(400, `${JSON.stringify(file)} cannot be saved: it is outside site-config/ and public/images/.`);
  const abs = path.join(root, file);
  const own = await lstat(abs).catch(() => undefined);
  if (own?.isSymbolicLink()) throw new StoreError(400, `${JSON.stringify(file)} cannot be saved: it is a link to another file.`);
  // site-config/ and public/images/ must be real folders of the draft (not links elsewhere), and the nearest part of
  // the path that exists must resolve inside them: a linked folder on the way must not lead out.
  const rootReal = await realpath(root);
  const top = path.join(root, folder);
  const topReal = await realpath(top).catch(() => undefined);
  if (topReal !== undefined && topReal !== path.join(rootReal, folder.slice(0, -1))) throw new StoreError(400, `${JSON.stringify(file)} cannot be saved: ${folder} is a link to another folder.`);
  let existing = abs;
  while (!(await lstat(existing).catch(() => undefined))) existing = path.dirname(existing);
  const real = await realpath(existing).catch(() => undefined);
  if (real === undefined || !within(topReal ?? rootReal, real)) throw new StoreError(400, `${JSON.stringify(file)} cannot be saved: it leads outside ${folder}.`);
}

/** Lower-case letters, digits and single hyphens: a part of a branch name that git and a URL take as it is. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The prefix of every draft branch. */
export const draftPrefix = 'draft/';

/** A person's draft `name` as its branch: draft/<slug of email>/<slug of name>. */
export function draftBranch(person: Person, name: string): string {
  const who = slug(person.email);
  const what = slug(name);
  if (!who) throw new StoreError(400, `${JSON.stringify(person.email)} is not an email address a draft can be named after.`);
  if (!what) throw new StoreError(400, 'Give the draft a name with letters or digits, such as "tire care".');
  return `${draftPrefix}${who}/${what}`;
}

/** True when `branch` is a draft's branch name as draftBranch makes them (so it can be passed to git as it is). */
export const isDraftBranch = (branch: unknown): branch is string => typeof branch === 'string' && /^draft\/[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/.test(branch);

/** A person as git may record them: a name and an email with no line breaks or angle brackets. */
export function checkPerson(person: Person): Person {
  const bad = /[<>\n\r\0]/;
  if (!person.name.trim() || bad.test(person.name)) throw new StoreError(400, `${JSON.stringify(person.name)} cannot be recorded as an author's name.`);
  if (!/^[^@\s<>]+@[^@\s<>]+$/.test(person.email)) throw new StoreError(400, `${JSON.stringify(person.email)} is not an email address.`);
  return { name: person.name.trim(), email: person.email };
}
