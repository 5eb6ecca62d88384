/**
 * dist/_headers and dist/_redirects, the two files Netlify and Cloudflare Pages read (same format on
 * both), generated from the one source of the headers (src/server/response-headers.ts) and from the
 * site's routing rule (src/engine/routes.ts).
 */
import { addressesOf, outputFileFor } from '../engine/routes.ts';
import type { SiteModel } from '../engine/types.ts';
import { cacheRules, securityHeaders } from '../server/response-headers.ts';

const generated = '# Written by npm run build (src/build/deploy-headers.ts) from site-config/: edit those, not this file.';

/**
 * `_headers`: the security headers on every address (`/*`), and the long cache of the folders whose
 * files never change under their names. Cache-Control is set only on those folders: both hosts add up
 * the values of every rule that matches an address, so a `/*` Cache-Control would be joined to theirs.
 * Pages get the hosts' own default, `public, max-age=0, must-revalidate`: revalidated on every visit,
 * as `npm start` does with `no-cache`.
 */
export function headersFileText(contentSecurityPolicy: string): string {
  const lines = [generated, '/*'];
  for (const [name, value] of Object.entries(securityHeaders(contentSecurityPolicy))) lines.push(`  ${name}: ${value}`);
  for (const rule of cacheRules) lines.push(`/${rule.folder}*`, `  Cache-Control: ${rule.cacheControl}`);
  return `${lines.join('\n')}\n`;
}

/**
 * `_redirects`. Last line: any address that is no page or file gets the not-found page with status 404
 * (Netlify; Cloudflare Pages does that with 404.html by itself and ignores the line).
 *
 * Before it, when pages are written as files (`gap.html`), one line per page address sends it written
 * with a slash at the end to the address without it, permanently (308, as routes.ts answers; both hosts
 * keep the query). When pages are written as folders (`gap/index.html`; the build writes files today), both
 * hosts already answer `/gap` with a redirect to `/gap/` themselves, and on Cloudflare Pages, whose
 * redirects win over files, a line sending `/gap/` back to `/gap` would loop: no such lines then
 * (docs/deploy.md, "Trailing slashes").
 *
 * An alias (/claim) needs no line: the build writes the page at that address too, and every host
 * serves it as `npm start` does (its canonical link names the main address).
 */
export function redirectsFileText(model: SiteModel, { pagesAsFolders = pagesAreFolders() }: { pagesAsFolders?: boolean } = {}): string {
  const lines = [generated];
  if (!pagesAsFolders) {
    const addresses = model.pages.flatMap(addressesOf).filter((address) => address !== '/');
    lines.push(...[...new Set(addresses)].sort().map((address) => `${address}/ ${address} 308`));
  }
  lines.push('/* /404.html 404');
  return `${lines.join('\n')}\n`;
}

/** True when the build writes each page as a folder's index.html (routes.ts outputFileFor). */
const pagesAreFolders = (): boolean => outputFileFor('/a').endsWith('/index.html');
