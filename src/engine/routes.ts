/**
 * The site's one routing rule, a CDN's rule, used by the dev server (scripts/dev.ts), the production
 * server (src/server/static-files.ts), the build (where each address is written) and validation (which
 * links lead somewhere). Plain string rules, no router: an address is matched exactly as written.
 *
 * - Addresses are case-sensitive: `/gap` is a page, `/GAP` is not found.
 * - An address with one slash at the end redirects permanently (308, query kept) to the address
 *   without it: `/gap/?a=1` → `/gap?a=1`. Only to a page that exists, so the redirect never leaves the site.
 * - Anything else that is not exactly a page's address or a file is not found: `//gap`, `/gap//x`,
 *   `/g%61p`, HTML files by their file names (`/404.html`, `/index.html`, `/gap.html`) or their names without
 *   `.html` (`/index`, `/404`: reservedAddresses), and the build's files for the server (`/nginx.conf`).
 * - Request targets are read as paths, never as URLs: one that does not start with "/" is a bad request.
 */
import type { ResolvedPage } from './types.ts';

/** The address rule in words, for messages to the person editing the JSON. */
export const addressRule =
  'an address starts with "/" and is made of lower-case words (letters a-z and digits 0-9, joined by single hyphens) separated by single slashes, with no slash at the end, like "/gap" or "/essentials-rv"';

/** A well-formed page address: "/", "/gap", "/essentials-rv". schemas/page.schema.json's `path` pattern is the same rule. */
export const addressPattern = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/**
 * Addresses that would name a file the build writes for another page: `/index` is the home page's file and `/404`
 * the not-found page's. No page may have one (validation says so) and no server answers one as a page: `npm start`
 * once answered both with 200, duplicates of the home and not-found pages.
 */
export const reservedAddresses: ReadonlySet<string> = new Set(['/index', '/404']);

/**
 * Files the build writes for the server or the host, not for visitors (and their precompressed copies): never
 * served. deploy-nginx.ts refuses them in nginx.conf by the same list.
 */
export const serverOnlyFiles: readonly string[] = ['/nginx.conf', '/nginx-http.conf', '/_headers', '/_redirects'];

/** True when `value` is a well-formed page address (whether or not a page has it). */
export function isAddress(value: string): boolean {
  return addressPattern.test(value);
}

/**
 * The address a near miss most likely meant: lower case, repeated slashes made one, no slash at the end,
 * without query or fragment (`/GAP/` and `//gap` → `/gap`). For "did you mean"; never for serving.
 */
export function canonicalAddress(value: string): string {
  const path = value.split(/[?#]/)[0]!.toLowerCase().replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/$/, '') : path || '/';
}

/** Every address a page answers at: its path, then its aliases. */
export function addressesOf(page: ResolvedPage): string[] {
  return page.path === null ? [] : [page.path, ...page.aliases];
}

/**
 * The page at exactly `address`, or the not-found page. A family page is one ResolvedPage per variant,
 * so its addresses match like any other.
 */
export function resolveRoute(pages: readonly ResolvedPage[], address: string): { page: ResolvedPage; status: 200 | 404 } {
  const page = pages.find((p) => addressesOf(p).includes(address));
  if (page) return { page, status: 200 };
  const notFound = pages.find((p) => p.path === null);
  if (!notFound) throw new Error('The site has no not-found page; validation guarantees one.');
  return { page: notFound, status: 404 };
}

/**
 * The file a prerendered address is written to: `/` → `index.html`, `/gap` → `gap.html`. A file, not a
 * folder's index.html, because static hosts (Netlify, Cloudflare Pages, S3 with a rewrite) serve `gap.html`
 * at `/gap` as it is, while for a folder they first redirect `/gap` to `/gap/`, away from the address the
 * page's canonical link names.
 */
export function outputFileFor(address: string | null): string {
  if (address === null) return '404.html';
  return address === '/' ? 'index.html' : `${address.slice(1)}.html`;
}

/** A request target split into its path and its query (with its "?", or ""), both as sent. */
export interface RequestTarget {
  path: string;
  query: string;
}

/**
 * Reads a request target (`req.url`) as a path. Undefined for anything else (`*`, `http://host/x`, ""),
 * which no page or file answers. Never builds a URL, so no target can make it throw.
 */
export function parseTarget(target: string | undefined): RequestTarget | undefined {
  if (!target?.startsWith('/')) return undefined;
  const q = target.indexOf('?');
  return q < 0 ? { path: target, query: '' } : { path: target.slice(0, q), query: target.slice(q) };
}

/**
 * A request path as a file of the built site, decoded ("/images/a%20b.png" → "/images/a b.png"), or
 * undefined when it cannot be one: no extension, an HTML file (pages are served only at their
 * addresses), an empty, "." or ".." segment, an encoded slash or backslash, a NUL, broken %-encoding.
 * What it returns is safe to join to the site's folder.
 */
export function filePath(path: string): string | undefined {
  const segments = path.split('/').slice(1);
  const decoded: string[] = [];
  for (const segment of segments) {
    let plain: string;
    try {
      plain = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (!plain || plain === '.' || plain === '..' || /[/\\\0]/.test(plain)) return undefined;
    decoded.push(plain);
  }
  const name = decoded.at(-1) ?? '';
  if (!/\.[A-Za-z0-9]+$/.test(name) || /\.html?$/i.test(name)) return undefined;
  const file = `/${decoded.join('/')}`;
  return serverOnlyFiles.includes(file.replace(/\.(br|gz)$/, '')) ? undefined : file;
}

/** What the routing rule says about one request. */
export type Route =
  | { kind: 'page'; address: string }
  | { kind: 'redirect'; status: 308; location: string }
  | { kind: 'file'; file: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

/**
 * The routing rule for one request target. `isPage` says whether a well-formed address is a page of
 * the site (the dev server asks its model, the production server its build folder); it is only ever
 * asked about addresses that match `addressPattern`, so it may safely turn them into file names.
 * A `file` route may still name a file that does not exist: the server looks.
 */
export async function routeRequest(target: string | undefined, isPage: (address: string) => boolean | Promise<boolean>): Promise<Route> {
  const parsed = parseTarget(target);
  if (!parsed) return { kind: 'bad-request' };
  const { path, query } = parsed;
  const aPage = async (address: string) => !reservedAddresses.has(address) && (await isPage(address));
  if (isAddress(path)) return (await aPage(path)) ? { kind: 'page', address: path } : { kind: 'not-found' };
  const bare = path.slice(0, -1);
  if (path.endsWith('/') && bare !== '/' && isAddress(bare) && (await aPage(bare))) return { kind: 'redirect', status: 308, location: bare + query };
  const file = filePath(path);
  return file ? { kind: 'file', file } : { kind: 'not-found' };
}
