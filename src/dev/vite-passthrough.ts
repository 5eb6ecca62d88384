/**
 * What a local tool (`npm run dev`, `npm run studio`) lets Vite answer. Vite in middleware mode serves any file under
 * the project root (and, through /@fs/, beyond it) that its own deny list does not name: the lead inbox
 * (.data/leads.jsonl: visitors' names, emails and phones), .git, .cache. Only what a page needs goes to Vite:
 * its own addresses (/@vite/client, /@react-refresh, /@id/…), source modules under /src/, dependencies under
 * node_modules/ (also through /@fs/, for a copy whose node_modules is a link), its pre-bundled dependencies (its
 * cacheDir), and the files of public/.
 */
import { statSync } from 'node:fs';
import path from 'node:path';

/** Vite's addresses that do something instead of serving a module: opening a file in the editor on a GET. */
const refusedViteAddresses = ['/__open-in-editor'];

/** A path segment that starts with "." (.data, .git, .env, .cache), except node_modules/.vite* (Vite's own bundles). */
const hiddenSegment = (pathname: string) => pathname.split('/').some((segment, i, all) => segment.startsWith('.') && !(all[i - 1] === 'node_modules' && segment.startsWith('.vite')));


/** Whether `file` (absolute) is a file inside `dir`. */
function fileInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** What of Vite's resolved config decides what it may serve (a ViteDevServer's `config` has it). */
export interface ViteFolders {
  root: string;
  /** Absolute, or false for none. */
  publicDir: string | false;
  /** Absolute: where Vite keeps pre-bundled dependencies, served from /<its path under root>/deps/. */
  cacheDir: string;
}

/** True when the request for `pathname` (no query) may be handed to Vite. */
export function mayPassToVite(vite: ViteFolders, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return false;
  const deps = `/${path.relative(vite.root, vite.cacheDir).split(path.sep).join('/')}/deps/`;
  if (!deps.startsWith('/..') && decoded.startsWith(deps) && !hiddenSegment(decoded.slice(deps.length))) return true;
  if (hiddenSegment(decoded) || refusedViteAddresses.some((a) => decoded === a || decoded.startsWith(`${a}/`))) return false;
  if (decoded.startsWith('/@fs/')) return decoded.includes('/node_modules/') || fileInside(path.join(vite.root, 'src'), decoded.slice('/@fs'.length));
  if (decoded.startsWith('/@') || decoded.startsWith('/src/') || decoded.startsWith('/node_modules/')) return true;
  return vite.publicDir !== false && fileInside(vite.publicDir, path.join(vite.publicDir, decoded));
}
