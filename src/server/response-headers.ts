/**
 * The one source of the headers a built site is served with: how long browsers may keep each file, and
 * the security headers. `npm start` (static-files.ts) applies them to every answer; the build writes them
 * into dist/_headers (Netlify, Cloudflare Pages) and dist/nginx.conf (src/build/deploy-*.ts), so every
 * host sends the same.
 *
 * The Content-Security-Policy depends on the build (hashes of its inline scripts, the embeds and the
 * form API its pages use), so it is computed by the build (src/build/deploy-csp.ts) and read back from
 * the build's _headers by the server: a server can never send a policy other than the one its pages
 * were checked against.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const YEAR = 31_536_000;
const WEEK = 604_800;

/** Hashed, never-changing files: kept a year without asking again. */
export const immutable = `public, max-age=${YEAR}, immutable`;
/** Pages and anything not listed in `cacheRules`: kept, but revalidated on every use (a 304 when unchanged). */
export const revalidate = 'no-cache';

/**
 * How long browsers may keep the files under each folder of the build, first match wins; anything else
 * gets `revalidate`. Assets carry a hash of their content in their names (Vite) and fonts are the
 * installed package's files copied under their own names, so neither ever changes under its name.
 * Images keep the names editors gave them and may be replaced, so a week, then a revalidation.
 */
export const cacheRules: readonly { folder: string; cacheControl: string }[] = [
  { folder: 'assets/', cacheControl: immutable },
  { folder: 'fonts/', cacheControl: immutable },
  { folder: 'images/', cacheControl: `public, max-age=${WEEK}` },
];

/** The Cache-Control of a file of the build (`file` relative to it, "assets/app-1a2b.js"). */
export function cacheControl(file: string): string {
  return cacheRules.find((rule) => file.startsWith(rule.folder))?.cacheControl ?? revalidate;
}

/**
 * Browser features no page of the site uses, denied to the pages and to every frame in them. Only features
 * browsers recognise: Chromium logs a warning on every page for one it does not ('bluetooth' was one;
 * tests/e2e/checks.ts watchPage fails on any warning of our own pages). Left out
 * on purpose: what the embedded scheduler and video are allowed in their frames' `allow` attribute
 * (src/blocks/embed/EmbedBlock.tsx: accelerometer, autoplay, clipboard-write, encrypted-media, gyroscope,
 * picture-in-picture, fullscreen), since a feature the page denies no frame can have.
 */
export const deniedFeatures = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'browsing-topics',
] as const;

/**
 * The security headers every answer carries, whatever the build: no MIME sniffing (a file is only ever
 * what its type says), the address of a page sent to other sites only as its origin, and no access to
 * the features in `deniedFeatures`. The build adds its Content-Security-Policy (which holds
 * `frame-ancestors 'none'`: no other site may frame a page, against clickjacking).
 */
export const fixedSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
};

/** The security headers of a build whose policy is `contentSecurityPolicy` (undefined: none known). */
export function securityHeaders(contentSecurityPolicy: string | undefined): Record<string, string> {
  return contentSecurityPolicy === undefined
    ? { ...fixedSecurityHeaders }
    : { 'Content-Security-Policy': contentSecurityPolicy, ...fixedSecurityHeaders };
}

/** The file the build writes its headers to, in the format Netlify and Cloudflare Pages read. */
export const headersFile = '_headers';

/**
 * The headers a `_headers` file gives every address (its `/*` rule), e.g.
 * `{ "Content-Security-Policy": "default-src 'self'; …", … }`. Empty when there is no such file or rule.
 */
export function allPathsHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAllPaths && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * The security headers the build in `distDir` was made with, read from its `_headers`. A build made
 * before the build wrote one (or a folder that is not a build) gets the fixed headers, without a policy.
 * Read on each call: a rebuild may change the policy while a server runs (it is a few hundred bytes).
 */
export async function builtSecurityHeaders(distDir: string): Promise<Record<string, string>> {
  const text = await readFile(path.join(distDir, headersFile), 'utf8').catch(() => '');
  const policy = allPathsHeaders(text)['Content-Security-Policy'];
  return securityHeaders(policy);
}

/** Files served compressed (on the fly by `npm start`, precompressed beside themselves by the build): text. */
export const compressible: ReadonlySet<string> = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);
