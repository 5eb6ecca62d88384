/**
 * The production build as one request handler: the local lead inbox (when the site sends its forms to
 * itself) in front of the static files. Used by `npm run serve` / `npm start` and by the e2e harness.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { DEFAULT_INBOX_FILE, type LeadInbox } from './lead-inbox.ts';
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

// The inbox checks the key the build wrote into the forms (src/server/lead-api.ts), not site.json as it is now.
export { leadApi, localInbox } from './lead-api.ts';

/**
 * The inbox's address, then the static files. The target is read as a path (routes.ts parseTarget),
 * never as a URL: a target such as `//x:99999` is just a path no page has.
 */
export function createSiteHandler({ distDir, inbox }: { distDir: string; inbox?: LeadInbox | undefined }): Handler {
  const serveFile = createStaticHandler(distDir);
  return (req, res) => (inbox?.matches(req) ? inbox.handle(req, res) : serveFile(req, res));
}
