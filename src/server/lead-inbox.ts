/**
 * The local lead inbox: the lead endpoint (docs/requirements.md §7) served by this site itself when site.json
 * `api.base` is empty, so the forms work end to end on a fresh machine (`npm run dev`, `npm start`, the e2e
 * suite). It checks what a real API would (key, content type, size, the two body shapes of
 * schemas/api/customer-query.schema.json), appends each accepted submission with its time as one JSON line
 * (inbox-file.ts: on disk, whole, before the answer), and only then answers 201; a write that fails answers
 * 500 and leaves the file as it was.
 *
 * One client cannot flood it: each remote address may post `rateLimit.burst` times at once, then
 * `rateLimit.perMinute` times a minute (a token bucket, rate-limit.ts); past that it answers 429 with
 * Retry-After. A post carrying the forms' honeypot field (query.ts HONEYPOT_FIELD), which only a bot fills,
 * is answered as if accepted and not stored, so the bot learns nothing; the console says so.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { HONEYPOT_FIELD, QUERY_PATH } from '../blocks/form/query.ts';
import { parseTarget } from '../engine/routes.ts';
import { checkQuery } from './check-query.ts';
import { appendRecord, nodeFileSystem, type InboxFileSystem, type InboxRecord } from './inbox-file.ts';
import { createRateLimiter, type RateLimit } from './rate-limit.ts';
import { BodyTooLarge, readBody } from './request-body.ts';

export { checkQuery } from './check-query.ts';
export { readInbox, type InboxRecord } from './inbox-file.ts';

export interface LeadInboxOptions {
  /** The JSON Lines file submissions are appended to; its folder is created when needed. */
  file: string;
  /** The key requests must send as `Authorization: Api-Key <key>`; a function is asked on every request. */
  key: string | (() => string);
  /** Largest accepted body in bytes (default 32 KiB, well above the longest valid body). */
  maxBytes?: number;
  now?: () => Date;
  /** The file-system calls used to store submissions (default: node:fs/promises); tests pass a failing or slow one. */
  fs?: InboxFileSystem;
  /** Where a failed write is reported (default: console.error). */
  logError?: (message: string, error: unknown) => void;
  /** Posts per remote address (default LEAD_RATE_LIMIT); its clock is `now`. */
  rateLimit?: RateLimit;
  /** Where a dropped post (its honeypot filled) is reported, in one line (default: console.warn). */
  logDropped?: (line: string) => void;
}

export interface LeadInbox {
  /** True for requests addressed to the inbox (its path, any method); others are not its business. */
  matches(req: IncomingMessage): boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Resolves once every accepted submission so far is on disk. */
  flush(): Promise<void>;
}

export const DEFAULT_INBOX_FILE = path.join('.data', 'leads.jsonl');
const DEFAULT_MAX_BYTES = 32 * 1024;

/**
 * Posts one address may make: 20 at once, then 10 a minute. A person sends a form once or twice; an office
 * behind one address, a few an hour. 3,000 posts in a few seconds store 20.
 */
export const LEAD_RATE_LIMIT: RateLimit = { burst: 20, perMinute: 10 };

function reply(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(JSON.stringify(body));
}

export function createLeadInbox(options: LeadInboxOptions): LeadInbox {
  const file = path.resolve(options.file);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? (() => new Date());
  const key = typeof options.key === 'function' ? options.key : () => options.key as string;
  const fs = options.fs ?? nodeFileSystem;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const logDropped = options.logDropped ?? ((line) => console.warn(line));
  const limiter = createRateLimiter(options.rateLimit ?? LEAD_RATE_LIMIT, () => now().getTime());

  // Appends run one after another through this chain: a write can take several calls (and a failed one is
  // cut back off), so two running at once would interleave their lines. A failed write does not block the next.
  let queue: Promise<unknown> = Promise.resolve();
  const append = (record: InboxRecord): Promise<void> => {
    const write = queue.then(() => appendRecord(file, record, fs));
    queue = write.catch(() => undefined);
    return write;
  };

  // Read as a path by the routing module, never as a URL: a hostile target such as "//x:99999" cannot throw.
  const matches = (req: IncomingMessage) => parseTarget(req.url)?.path === QUERY_PATH;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return reply(res, 405, { error: 'Only POST is accepted here.' }, { Allow: 'POST' });
    // Every post counts, whatever it holds: a wrong key or a broken body is no cheaper a way to flood.
    const client = req.socket.remoteAddress ?? '';
    const taken = limiter.take(client);
    if (!taken.ok) {
      const wait = taken.retryAfterSeconds;
      return reply(res, 429, { error: `Too many submissions from your address. Please try again in ${wait} second${wait === 1 ? '' : 's'}.` }, { 'Retry-After': String(wait) });
    }
    const expected = `Api-Key ${key()}`;
    if (req.headers.authorization !== expected) {
      return reply(res, 401, { error: 'Missing or wrong API key: send "Authorization: Api-Key <key>".' }, { 'WWW-Authenticate': 'Api-Key' });
    }
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      return reply(res, 415, { error: 'The body must be JSON, sent with "Content-Type: application/json".' });
    }
    let raw: Buffer;
    try {
      raw = await readBody(req, maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) return reply(res, 413, { error: `The body is larger than ${maxBytes} bytes.` }, { Connection: 'close' });
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply(res, 400, { error: 'The body is not valid JSON.' });
    }
    if (parsed && typeof parsed === 'object' && Object.hasOwn(parsed, HONEYPOT_FIELD)) {
      logDropped(`Lead inbox: dropped a post from ${client} that filled the forms' hidden "${HONEYPOT_FIELD}" field, which only bots fill (answered 201, nothing stored).`);
      return reply(res, 201, { status: 'received' });
    }
    const checked = checkQuery(parsed);
    if (!checked.ok) return reply(res, 400, { error: 'The body does not match a lead or a contact message.', details: checked.errors });
    const record: InboxRecord = { receivedAt: now().toISOString(), body: checked.query };
    try {
      await append(record);
    } catch (error) {
      logError(`Lead inbox: could not store a submission in ${file} (nothing of it was kept):`, error);
      return reply(res, 500, { error: 'The submission could not be stored. Please try again later.' });
    }
    reply(res, 201, { status: 'received' });
  }

  return { matches, handle, flush: () => queue.then(() => undefined) };
}
