/**
 * The site's Content-Security-Policy, computed from what it needs and nothing more: the origins from the
 * model (the frames its embed blocks show, the API its forms post to), the inline scripts from the built
 * pages themselves (each allowed by its sha256, so nothing inline runs that the build did not write).
 *
 * Inline styles are allowed with 'unsafe-inline', not hashes, deliberately:
 * - every page carries its own critical CSS (Emotion's `<style data-emotion>` blocks, different per page),
 *   and a CDN's `_headers` holds one policy for all pages, so it would have to list every block of every
 *   page (thousands of hashes at 10,000 pages, far over the 2,000 characters Cloudflare Pages allows a
 *   header value);
 * - Emotion writes more `<style>` elements in the browser when an island hydrates, with content no build
 *   can know; and the prerendered HTML uses `style="…"` attributes, which hashes cannot allow at all
 *   without 'unsafe-hashes'.
 * An injected style can change how a page looks but runs nothing; scripts, where the harm is, stay strict.
 */
import { createHash } from 'node:crypto';
import type { SiteModel } from '../engine/types.ts';
import { plainOriginOf } from '../engine/origins.ts';

/** Script types a browser never runs: data for the page's own code and for search engines. */
const dataScriptTypes = new Set(['application/json', 'application/ld+json']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;

/**
 * The body of every inline script in `html` that a browser would run or act on (no type, a JavaScript
 * or module type, speculationrules, importmap, or any type not known to be plain data), in order.
 */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const match = TYPE.exec(attributes);
    const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
    if (!dataScriptTypes.has(type)) found.push(body);
  }
  return found;
}

/** The CSP source that allows exactly this inline script: `'sha256-<base64>'` of its text as written. */
function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Every `embed` block in a page's sections, however deep (a block may hold others). */
function embedSources(value: unknown, found: string[]): string[] {
  if (Array.isArray(value)) for (const item of value) embedSources(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.type === 'embed' && typeof record.src === 'string') found.push(record.src);
    for (const child of Object.values(record)) if (child && typeof child === 'object') embedSources(child, found);
  }
  return found;
}

/** The origins the site's embed blocks frame (the scheduler, the video), sorted. */
function frameOrigins(model: SiteModel): string[] {
  const sources = model.pages.flatMap((page) => embedSources(page.sections, []));
  return [...new Set(sources.map((source) => plainOriginOf(source)).filter((origin) => origin !== undefined))].sort();
}

/** The origin the forms post to, when it is not the site itself (site.json `api.base`, SITE_API_BASE). */
function apiOrigin(model: SiteModel): string | undefined {
  // Validation refuses an api.base without a plain origin before a build gets here.
  return model.site.api.base ? plainOriginOf(model.site.api.base, ['https:', 'http:']) : undefined;
}

const DATA_IMAGE = /url\(\s*["']?data:image\//i;

/** True when built text (a page's critical CSS, a stylesheet, a script that writes styles) draws an image from a data: address. */
export const usesDataImages = (text: string): boolean => DATA_IMAGE.test(text);

/** The hashes of the inline scripts of one built page (see `inlineScripts`). */
export const inlineScriptHashes = (html: string): string[] => inlineScripts(html).map(scriptHash);

/** What the built files need that the model does not say (see `inlineScriptHashes`, `usesDataImages`). */
export interface BuiltNeeds {
  scriptHashes: Iterable<string>;
  /** Styles draw small images from data: addresses (MUI's and the lists' check marks are inline SVG). */
  dataImages?: boolean;
}

/**
 * The policy for a site whose built files need `built`. Every directive is said, so nothing falls back
 * to a default the site did not choose.
 */
export function contentSecurityPolicy(model: SiteModel, built: BuiltNeeds): string {
  const hashes = new Set(built.scriptHashes);
  const frames = frameOrigins(model);
  const api = apiOrigin(model);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...hashes].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", ...(built.dataImages ? ['data:'] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(api ? [api] : [])],
    ['frame-src', ...(frames.length ? frames : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((words) => words.join(' ')).join('; ');
}
