/**
 * The production build as one request handler: the local lead inbox (when the site sends its forms to
 * itself) in front of the static files. Used by `npm run serve` / `npm start` and by the e2e harness.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { configLayout } from '../engine/config-files.ts';
import { applyEnvOverrides } from '../engine/env-overrides.ts';
import { createLeadInbox, DEFAULT_INBOX_FILE, type LeadInbox } from './lead-inbox.ts';
import { createStaticHandler } from './static-files.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Where the inbox writes: LEADS_FILE, or .data/leads.jsonl in the project. */
export function inboxFile(root: string, env: Record<string, string | undefined>): string {
  return path.resolve(root, env.LEADS_FILE || DEFAULT_INBOX_FILE);
}

/** A path as people want to read it: relative when inside `from`, absolute otherwise. */
export function shownPath(file: string, from = process.cwd()): string {
  const relative = path.relative(from, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/**
 * The lead API the build was made for: site.json `api`, with SITE_API_BASE / SITE_API_KEY applied as the
 * build applies them. `local` is true when the base is empty, i.e. the forms post to this very site.
 */
export async function leadApi(root: string, env: Record<string, string | undefined>): Promise<{ local: boolean; key: string }> {
  const site = JSON.parse(await readFile(path.join(root, configLayout.site), 'utf8')) as { api?: { base?: string; key?: string } };
  applyEnvOverrides(site, env);
  return { local: !site.api?.base, key: site.api?.key ?? '' };
}

/** The local inbox when the site's API base is empty, otherwise none (the real API receives the forms). */
export async function localInbox(root: string, env: Record<string, string | undefined>, file = inboxFile(root, env)): Promise<LeadInbox | undefined> {
  const api = await leadApi(root, env);
  return api.local ? createLeadInbox({ file, key: api.key }) : undefined;
}

export function createSiteHandler({ distDir, inbox }: { distDir: string; inbox?: LeadInbox | undefined }): Handler {
  const serveFile = createStaticHandler(distDir);
  return (req, res) => (inbox?.matches(req) ? inbox.handle(req, res) : serveFile(req, res));
}
