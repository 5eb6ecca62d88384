/**
 * Which lead API a built site's forms really use, read from the build itself: the address and key the
 * build wrote into each form's island props. `npm start` may run with another shell than the build did
 * (a changed SITE_API_KEY, an edited site.json), so re-reading the configuration could check a key the
 * forms never send; the built pages cannot disagree with themselves.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { QUERY_PATH, type FormEndpoint } from '../blocks/form/query.ts';
import { islandAttributes } from '../islands/markers.ts';
import { createLeadInbox, type LeadInbox } from './lead-inbox.ts';

/** The lead API the built forms post to. */
export interface BuiltLeadApi {
  /** True when the forms post to this very site (site.json `api.base` was empty): the local inbox must answer. */
  local: boolean;
  /** Where the forms post. */
  url: string;
  /** The key they send as `Authorization: Api-Key <key>`. */
  key: string;
}

/** What reading a build found: its lead API, with the pages that hold forms, or why it cannot tell. */
export type LeadApiReading = { ok: true; api: BuiltLeadApi; pages: string[] } | { ok: false; problem: string };

/** The build's lead API could not be told; `message` says why and what to do, in one line. */
class UnknownLeadApiError extends Error {
  override name = 'UnknownLeadApiError';
}

const PROPS_SCRIPT = new RegExp(`<script\\b[^>]*\\b${islandAttributes.props}="[^"]*"[^>]*>([^<]*)</script>`, 'g');

const isEndpoint = (value: unknown): value is FormEndpoint =>
  !!value && typeof value === 'object' && typeof (value as FormEndpoint).url === 'string' && typeof (value as FormEndpoint).key === 'string';

/** The form endpoints an HTML page carries in its island props (scriptSafeJson: no "<" inside, so the pattern holds). */
function endpointsIn(html: string): FormEndpoint[] {
  const found: FormEndpoint[] = [];
  for (const [, json] of html.matchAll(PROPS_SCRIPT)) {
    try {
      const endpoint = (JSON.parse(json!) as { endpoint?: unknown }).endpoint;
      if (isEndpoint(endpoint)) found.push(endpoint);
    } catch {
      // Not a form's props, or not JSON: nothing to read here.
    }
  }
  return found;
}

async function htmlFiles(distDir: string): Promise<string[] | undefined> {
  const names = await readdir(distDir, { recursive: true }).catch(() => undefined);
  return names?.filter((name) => name.endsWith('.html')).map((name) => name.split(path.sep).join('/')).sort();
}

/** Reads the lead API from the built pages in `distDir`; never throws for a missing or odd build, it says so. */
export async function readBuiltLeadApi(distDir: string): Promise<LeadApiReading> {
  const shown = path.relative(process.cwd(), distDir) || '.';
  const pages = await htmlFiles(distDir);
  if (!pages?.length) return { ok: false, problem: `${shown} holds no built pages, so there is no form key to check: run \`npm run build\` first.` };
  // One entry per distinct address and key, with the pages that send to it.
  const byEndpoint = new Map<string, { endpoint: FormEndpoint; pages: string[] }>();
  for (const page of pages) {
    const html = await readFile(path.join(distDir, page), 'utf8');
    const endpoints = endpointsIn(html);
    if (!endpoints.length && /<form\b/i.test(html)) {
      return { ok: false, problem: `${shown}/${page} has a form, but no address and key for it could be read, so the key the forms send is unknown. Rebuild with \`npm run build\`.` };
    }
    for (const endpoint of endpoints) {
      const id = JSON.stringify([endpoint.url, endpoint.key]);
      const entry = byEndpoint.get(id) ?? byEndpoint.set(id, { endpoint, pages: [] }).get(id)!;
      if (!entry.pages.includes(page)) entry.pages.push(page);
    }
  }
  const [first, ...others] = [...byEndpoint.values()];
  if (!first) return { ok: false, problem: `No page in ${shown} has a form, so nothing will be sent to a lead inbox.` };
  if (others.length) {
    const ways = [first, ...others].map(({ endpoint, pages: on }) => `${on[0]} sends to ${endpoint.url} with key "${endpoint.key}"`);
    return { ok: false, problem: `The forms in ${shown} disagree (${ways.join('; ')}): it mixes two builds. Rebuild with \`npm run build\`.` };
  }
  const { url, key } = first.endpoint;
  return { ok: true, api: { local: url === QUERY_PATH, url, key }, pages: first.pages };
}

/** The lead API the build in `distDir` was made for; throws UnknownLeadApiError, with one clear line, when it cannot tell. */
export async function leadApi(distDir: string): Promise<BuiltLeadApi> {
  const reading = await readBuiltLeadApi(distDir);
  if (!reading.ok) throw new UnknownLeadApiError(reading.problem);
  return reading.api;
}

/**
 * The local inbox for the build in `distDir`, checking the key its forms send, when they post to this site;
 * none when they post to a real API, or when the build cannot tell (then `warn` gets one line saying why).
 */
export async function localInbox(distDir: string, file: string, warn: (line: string) => void = console.warn): Promise<LeadInbox | undefined> {
  const reading = await readBuiltLeadApi(distDir);
  if (!reading.ok) {
    warn(`The local lead inbox is off: ${reading.problem}`);
    return undefined;
  }
  return reading.api.local ? createLeadInbox({ file, key: reading.api.key }) : undefined;
}
