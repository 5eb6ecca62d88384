import path from 'node:path';
import { configLayout } from './config-files.ts';
import type { Problem, Severity } from './problems.ts';

const BACKUP = /(\.(bak|backup|old|orig|tmp|temp|swp|swo)|~)$/i;
/** Names that say "I am JSON" (or were meant to be): a page saved with the wrong ending. */
const JSON_LIKE = /\.json|\.(txt|json5|jsonc|js|yaml|yml)$|^[^.]+$/i;
const PUBLIC_FILE = /\.(svg|png|jpe?g|webp|avif|gif|pdf|ico)$/i;

/** `gap.json.bak`, `gap.JSON`, `gap.json.txt`, `gap` → `gap.json`: the name the file was meant to have. */
function meantName(name: string): string {
  const base = name.replace(BACKUP, '').replace(/(\.json)?(\.(txt|json5|jsonc|js|yaml|yml))?$/i, '').replace(/\.json$/i, '');
  return `${base || 'page'}.json`;
}

/**
 * What to do about a file under site-config/ that is not read (see configKindOf), in plain words.
 * An error when the file was plainly meant to be read (a page saved as .JSON or .txt, a page in a
 * folder that is not read): building without it would drop that page in silence. A warning for a
 * leftover (a backup copy) or a file that belongs elsewhere (a picture): the site is whole without it.
 */
export function unreadFileProblem(file: string): Problem {
  const name = path.posix.basename(file);
  const dir = path.posix.dirname(file);
  const meant = meantName(name);
  const said = (severity: Severity, message: string): Problem => ({ code: 'unread-file', severity, file, line: 1, column: 1, where: '', message });
  const inPages = dir === configLayout.pagesDir || dir.startsWith(`${configLayout.pagesDir}/`);
  const readHere = inPages || dir === configLayout.fragmentsDir;
  const what = dir === configLayout.fragmentsDir ? 'shared sections' : 'a page';

  if (BACKUP.test(name)) {
    return said('warning', `This file is not read: it looks like a backup copy. Delete it; or, if it holds the changes you want, copy them into ${dir}/${meant}.`);
  }
  if (readHere && JSON_LIKE.test(name)) {
    const why = /\.json$/i.test(name) ? 'only names ending in ".json", in lower case, are read' : 'only files whose names end in ".json" are read';
    return said('error', `This file is not read: ${why}. If it is ${what}, rename it to ${meant}; if not, move it out of site-config/.`);
  }
  if (PUBLIC_FILE.test(name)) {
    return said('warning', `This file is not read or published: pictures and downloads go in public/ (for example public/images/${name}), and pages link to them as "/images/${name}".`);
  }
  if (dir === configLayout.dir && name.toLowerCase() === 'site.json') {
    return said('error', 'This file is not read: the site settings file is called site.json, in lower case. Rename it to site.json.');
  }
  if (name.endsWith('.json') && dir.startsWith(`${configLayout.fragmentsDir}/`)) {
    return said('error', `This file is not read: shared sections are read only directly in ${configLayout.fragmentsDir}/ (an include names a file, not a folder). Move it to ${configLayout.fragmentsDir}/${name}.`);
  }
  if (JSON_LIKE.test(name)) {
    const folder = dir.slice(configLayout.dir.length + 1).split('/')[0] ?? '';
    const nearly = /^pages?$/i.test(folder) ? ` (the folder is called "pages", in lower case)` : /^fragments?$/i.test(folder) ? ` (the folder is called "fragments", in lower case)` : '';
    const toFragments = /^fragments?$/i.test(folder);
    const target = toFragments ? `${configLayout.fragmentsDir}/${meant}` : `${configLayout.pagesDir}/${meant}`;
    return said('error', `This file is not read: pages go in ${configLayout.pagesDir}/ and shared sections in ${configLayout.fragmentsDir}/${nearly}. If it is ${toFragments ? 'shared sections' : 'a page'}, move it to ${target}.`);
  }
  return said('warning', `This file is not read: site-config/ holds only site.json, the pages (${configLayout.pagesDir}/*.json) and shared sections (${configLayout.fragmentsDir}/*.json), and notes in .md files. Move it out of site-config/.`);
}
