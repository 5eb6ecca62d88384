/**
 * The local lead inbox: the lead endpoint (spec §7) served by this site itself when site.json `api.base`
 * is empty, so the forms work end to end on a fresh machine (`npm run dev`, `npm start`, the e2e suite).
 * It checks what a real API would (key, content type, size, the two body shapes exactly), answers 201,
 * and appends each accepted submission with its time as one JSON line to a file that survives restarts.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { QUERY_PATH, maxLengths, type CustomerQuery } from '../blocks/form/query.ts';

/** One stored submission: a line of the inbox file. */
export interface InboxRecord {
  /** When it was accepted, ISO 8601 in UTC. */
  receivedAt: string;
  body: CustomerQuery;
}

export interface LeadInboxOptions {
  /** The JSON Lines file submissions are appended to; its folder is created when needed. */
  file: string;
  /** The key requests must send as `Authorization: Api-Key <key>`; a function is asked on every request. */
  key: string | (() => string);
  /** Largest accepted body in bytes (default 32 KiB, well above the longest valid body). */
  maxBytes?: number;
  now?: () => Date;
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

// The WHATWG "valid email address" rule: exactly what the browser's type=email check accepts, so a
// submission the form lets through is never refused here.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

type Checked = { ok: true; query: CustomerQuery } | { ok: false; errors: string[] };

const shapes = {
  1: ['company_name', 'name', 'mobile', 'email', 'contact_type'],
  0: ['name', 'email', 'message', 'contact_type'],
} as const;

/** Checks a parsed body against the two shapes of spec §3, exactly: the right fields, no others, sane values. */
export function checkQuery(body: unknown): Checked {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: ['the body must be a JSON object'] };
  const record = body as Record<string, unknown>;
  const type = record.contact_type;
  if (type !== 0 && type !== 1) return { ok: false, errors: ['contact_type must be 1 (lead) or 0 (contact message)'] };
  const expected: readonly string[] = shapes[type];
  const errors: string[] = [];
  for (const key of Object.keys(record)) if (!expected.includes(key)) errors.push(`unexpected field "${key}"`);
  for (const key of expected) {
    if (key === 'contact_type') continue;
    const value = record[key];
    const limit = maxLengths[key as keyof typeof maxLengths];
    if (typeof value !== 'string') errors.push(`"${key}" is required and must be text`);
    else if (!value.trim()) errors.push(`"${key}" must not be empty`);
    else if (value.length > limit) errors.push(`"${key}" is longer than ${limit} characters`);
    else if (key === 'mobile' && !/^[0-9]+$/.test(value)) errors.push('"mobile" must contain digits only');
    else if (key === 'email' && !EMAIL.test(value)) errors.push('"email" is not an email address');
  }
  return errors.length ? { ok: false, errors } : { ok: true, query: record as unknown as CustomerQuery };
}

function reply(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(JSON.stringify(body));
}

class TooLarge extends Error {}

/** Reads a request body up to `limit` bytes; beyond it, stops collecting and drains the rest (up to a hard cap). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      // Far beyond any honest request: stop reading at once rather than drain it.
      else if (size > limit * 32) req.destroy();
    });
    req.on('end', () => (size > limit ? reject(new TooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
    req.on('close', () => size > limit && reject(new TooLarge()));
  });
}

export function createLeadInbox(options: LeadInboxOptions): LeadInbox {
  const file = path.resolve(options.file);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? (() => new Date());
  const key = typeof options.key === 'function' ? options.key : () => options.key as string;

  // Appends run one after another through this chain, each line in a single appendFile call, so
  // concurrent submissions are never interleaved, and a failed write does not block the next ones.
  let queue: Promise<unknown> = Promise.resolve();
  const append = (line: string): Promise<void> => {
    const write = queue.then(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, line, 'utf8');
    });
    queue = write.catch(() => undefined);
    return write;
  };

  const matches = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://localhost').pathname === QUERY_PATH;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return reply(res, 405, { error: 'Only POST is accepted here.' }, { Allow: 'POST' });
    const expected = `Api-Key ${key()}`;
    if (req.headers.authorization !== expected) {
      return reply(res, 401, { error: 'Missing or wrong API key: send "Authorization: Api-Key <key>".' }, { 'WWW-Authenticate': 'Api-Key' });
    }
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      return reply(res, 415, { error: 'The body must be JSON, sent with "Content-Type: application/json".' });
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      return reply(res, 413, { error: `The body is larger than ${maxBytes} bytes.` }, { Connection: 'close' });
    }
    let raw: Buffer;
    try {
      raw = await readBody(req, maxBytes);
    } catch (error) {
      if (error instanceof TooLarge) return reply(res, 413, { error: `The body is larger than ${maxBytes} bytes.` }, { Connection: 'close' });
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply(res, 400, { error: 'The body is not valid JSON.' });
    }
    const checked = checkQuery(parsed);
    if (!checked.ok) return reply(res, 400, { error: 'The body does not match a lead or a contact message.', details: checked.errors });
    const record: InboxRecord = { receivedAt: now().toISOString(), body: checked.query };
    try {
      await append(`${JSON.stringify(record)}\n`);
    } catch (error) {
      console.error(`Lead inbox: could not write ${file}:`, error);
      return reply(res, 500, { error: 'The submission could not be stored.' });
    }
    reply(res, 201, { status: 'received' });
  }

  return { matches, handle, flush: () => queue.then(() => undefined) };
}

/** The stored submissions, oldest first; a damaged line (say, from a full disk) is counted, not fatal. */
export async function readInbox(file: string): Promise<{ records: InboxRecord[]; damaged: number }> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const records: InboxRecord[] = [];
  let damaged = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const record = JSON.parse(line) as InboxRecord;
      if (typeof record.receivedAt === 'string' && checkQuery(record.body).ok) records.push(record);
      else damaged++;
    } catch {
      damaged++;
    }
  }
  return { records, damaged };
}
