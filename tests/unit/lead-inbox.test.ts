import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, QUERY_PATH } from '../../src/blocks/form/query.ts';
import { formatInboxTable } from '../../src/server/inbox-table.ts';
import { nodeFileSystem, type InboxFileHandle, type InboxFileSystem } from '../../src/server/inbox-file.ts';
import { checkQuery, createLeadInbox, LEAD_RATE_LIMIT, readInbox, type LeadInbox } from '../../src/server/lead-inbox.ts';

const KEY = 'test-key';
const lead = { company_name: 'Desert Motors', name: 'Ana Ruiz', mobile: '5550104477', email: 'ana@desertmotors.example', contact_type: 1 };
const contact = { name: 'Bo Chen', email: 'bo@example.com', message: 'Please call me about GAP.', contact_type: 0 };

let dir: string;
let file: string;
let server: Server | undefined;
let base: string;

async function start(inbox: LeadInbox): Promise<void> {
  server = createServer((req, res) => void (inbox.matches(req) ? inbox.handle(req, res) : res.writeHead(404).end()));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = undefined;
}

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${QUERY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Api-Key ${KEY}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const stored = async () => (await readInbox(file)).records;

/**
 * The real file system, with some calls on open files replaced: `override` gets the real handle and
 * returns the methods to use instead (to hold a flush, fill the disk mid-line, or pause between two halves).
 */
function fileSystemWith(override: (real: InboxFileHandle) => Partial<InboxFileHandle>): InboxFileSystem {
  return {
    mkdir: (dir, options) => nodeFileSystem.mkdir(dir, options),
    open: async (name, flags) => {
      const real = await nodeFileSystem.open(name, flags);
      const own: InboxFileHandle = {
        stat: () => real.stat(),
        read: (...args) => real.read(...args),
        write: (...args) => real.write(...args),
        datasync: () => real.datasync(),
        sync: () => real.sync(),
        truncate: (length) => real.truncate(length),
        close: () => real.close(),
      };
      return { ...own, ...override(real) };
    },
  };
}

const mkdirFor = (name: string) => mkdir(path.dirname(name), { recursive: true });

/** Waits until `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !check(); await sleep(10)) if (Date.now() > end) throw new Error('timed out waiting');
}

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inbox-test-'));
  file = path.join(dir, 'nested', 'leads.jsonl');
  await start(createLeadInbox({ file, key: KEY, now: () => new Date('2026-12-01T15:00:00.000Z') }));
});

afterEach(async () => {
  await stop();
  await rm(dir, { recursive: true, force: true });
});

describe('lead inbox', () => {
  it('stores a lead and a contact message with a timestamp and answers 201', async () => {
    const a = await post(lead);
    const b = await post(contact);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await stored()).toEqual([
      { receivedAt: '2026-12-01T15:00:00.000Z', body: lead },
      { receivedAt: '2026-12-01T15:00:00.000Z', body: contact },
    ]);
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it.each([
    ['no key', {}],
    ['a wrong key', { Authorization: 'Api-Key nope' }],
    ['another scheme', { Authorization: `Bearer ${KEY}` }],
  ])('refuses %s with 401 and stores nothing', async (_name, headers) => {
    const response = await fetch(`${base}${QUERY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: '', ...headers },
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty('error');
    expect(await stored()).toEqual([]);
  });

  it('refuses a body that is not JSON by type (415) and other methods (405)', async () => {
    expect((await post('company_name=x', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    const get = await fetch(`${base}${QUERY_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['broken JSON', '{"name": '],
    ['an array', [lead]],
    ['no contact_type', { ...lead, contact_type: undefined }],
    ['contact_type 2', { ...lead, contact_type: 2 }],
    ['contact_type as text', { ...lead, contact_type: '1' }],
    ['an extra field', { ...lead, message: 'hi' }],
    ['a lead without a company', { name: 'A', mobile: '1', email: 'a@b.co', contact_type: 1 }],
    ['a contact without a message', { name: 'A', email: 'a@b.co', contact_type: 0 }],
    ['a mobile with letters', { ...lead, mobile: '555-CALL' }],
    ['a mobile as a number', { ...lead, mobile: 5550104477 }],
    ['a bad email', { ...contact, email: 'not an email' }],
    ['a blank name', { ...contact, name: '   ' }],
    ['a name too long', { ...contact, name: 'x'.repeat(201) }],
    ['a message too long', { ...contact, message: 'x'.repeat(5001) }],
  ])('refuses %s with 400 and a JSON error', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string };
    expect(answer.error).toMatch(/JSON|lead or a contact/);
    expect(await stored()).toEqual([]);
  });

  it('refuses an oversized body with 413, declared or streamed', async () => {
    const big = JSON.stringify({ ...contact, message: 'x'.repeat(40_000) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    // Chunked, with no Content-Length to go by: the size is counted as it arrives.
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}${QUERY_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Api-Key ${KEY}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(8 * 1024));
      req.end();
    });
    expect(streamed).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('stores 50 concurrent submissions exactly once each, never interleaved', async () => {
    // More than one address may post at once by the rate limit (LEAD_RATE_LIMIT): this test is about the file.
    await stop();
    await start(createLeadInbox({ file, key: KEY, rateLimit: { burst: 50, perMinute: 10 } }));
    const bodies = Array.from({ length: 50 }, (_, i) =>
      i % 2 ? { ...lead, name: `Lead ${i}`, company_name: `Company ${i} ${'y'.repeat(150)}` } : { ...contact, name: `Contact ${i}`, message: `${i} ${'z'.repeat(4000)}` },
    );
    const answers = await Promise.all(bodies.map((b) => post(b)));
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 201));
    const text = await readFile(file, 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(50);
    const names = lines.map((l) => (JSON.parse(l) as { body: { name: string } }).body.name).sort();
    expect(names).toEqual(bodies.map((b) => b.name).sort());
    expect((await readInbox(file)).damagedLines).toEqual([]);
  });

  it('keeps what it stored across restarts, and appends after it', async () => {
    await post(lead);
    await stop();
    await start(createLeadInbox({ file, key: KEY }));
    await post(contact);
    expect((await stored()).map((r) => r.body)).toEqual([lead, contact]);
  });

  it('answers 500 (so the form keeps the visitor\'s entries) when it cannot write', async () => {
    await stop();
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, '');
    const inbox = createLeadInbox({ file: path.join(blocker, 'leads.jsonl'), key: KEY });
    await start(inbox);
    const original = console.error;
    console.error = () => {};
    try {
      expect((await post(lead)).status).toBe(500);
    } finally {
      console.error = original;
    }
  });

  it('does not take a target that is no valid URL for its address, and does not throw on it', () => {
    const inbox = createLeadInbox({ file, key: KEY });
    for (const url of ['//x:99999', '//[', 'http://[']) expect(inbox.matches({ url } as never)).toBe(false);
    expect(inbox.matches({ url: `${QUERY_PATH}?utm=1` } as never)).toBe(true);
  });

  it('asks for the key on every request when given a function', async () => {
    await stop();
    let key = 'first';
    await start(createLeadInbox({ file, key: () => key }));
    expect((await post(lead, { Authorization: 'Api-Key first' })).status).toBe(201);
    key = 'second';
    expect((await post(lead, { Authorization: 'Api-Key first' })).status).toBe(401);
  });
});

describe('storing: every accepted lead is on disk, whole, on a line of its own', () => {
  const restart = async (fs: InboxFileSystem, logError: (message: string, error: unknown) => void = () => {}) => {
    await stop();
    await start(createLeadInbox({ file, key: KEY, fs, logError }));
  };

  it('flushes the submission to the disk (fdatasync) before answering 201', async () => {
    const events: string[] = [];
    let release!: () => void;
    const flushed = new Promise<void>((resolve) => (release = resolve));
    await restart(fileSystemWith((real) => ({
      write: async (...args) => {
        events.push('write');
        return real.write(...args);
      },
      datasync: async () => {
        events.push('datasync');
        await flushed;
        await real.datasync();
      },
    })));
    const answer = post(lead).then((response) => {
      events.push(`answered ${response.status}`);
      return response;
    });
    await until(() => events.includes('datasync'));
    // The disk has not confirmed yet: the visitor must not be told "received".
    await sleep(150);
    expect(events).toEqual(['write', 'datasync']);
    release();
    expect((await answer).status).toBe(201);
    expect(events).toEqual(['write', 'datasync', 'answered 201']);
    expect((await stored()).map((r) => r.body)).toEqual([lead]);
  });

  it('answers 500 and leaves no half line when the disk fills up in the middle of a line, and goes on after', async () => {
    let writes = 0;
    const logged: unknown[] = [];
    await restart(
      fileSystemWith((real) => ({
        write: async (buffer, offset, length) => {
          if (++writes !== 2) return real.write(buffer, offset, length);
          // Half the line reaches the file, then the disk is full.
          await real.write(buffer, offset, Math.floor(length / 2));
          throw diskFull();
        },
      })),
      (_message, error) => logged.push(error),
    );
    const first = await post(lead);
    const before = await readFile(file, 'utf8');
    const failed = await post({ ...contact, name: 'Lost to a full disk' });
    expect((await readFile(file, 'utf8'))).toBe(before);
    const third = await post(contact);
    expect([first.status, failed.status, third.status]).toEqual([201, 500, 201]);
    expect(await failed.json()).toHaveProperty('error');
    expect(logged).toMatchObject([{ code: 'ENOSPC' }]);
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).map((l) => (JSON.parse(l) as { body: unknown }).body)).toEqual([lead, contact]);
    expect(await readInbox(file)).toMatchObject({ damagedLines: [] });
  });

  it('starts a new line after a torn last line (a crash mid-write), so the next lead is never hidden in it', async () => {
    const whole = JSON.stringify({ receivedAt: '2026-11-30T09:00:00.000Z', body: contact });
    await mkdirFor(file);
    await writeFile(file, `${whole}\n{"receivedAt":"2026-11-30T10:00:00.000Z","body":{"company_name":"Torn Mo`);
    expect((await post(lead)).status).toBe(201);
    const { records, damagedLines } = await readInbox(file);
    expect(records.map((r) => r.body)).toEqual([contact, lead]);
    expect(damagedLines).toEqual([2]);
  });

  it('never interleaves concurrent submissions, even when each line takes two writes', async () => {
    // Each line is written in two halves with a pause between them, as a slow or busy disk may do:
    // without the inbox's queue, the halves of 20 submissions arriving at once would interleave.
    await restart(fileSystemWith((real) => ({
      write: async (buffer, offset, length) => {
        const half = Math.ceil(length / 2);
        const a = await real.write(buffer, offset, half);
        await sleep(20);
        const b = await real.write(buffer, offset + a.bytesWritten, length - a.bytesWritten);
        return { bytesWritten: a.bytesWritten + b.bytesWritten };
      },
    })));
    const bodies = Array.from({ length: 20 }, (_, i) => ({ ...contact, name: `Visitor ${i}`, message: `Message ${i} ${'m'.repeat(300)}` }));
    const answers = await Promise.all(bodies.map((b) => post(b)));
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 201));
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines.pop()).toBe('');
    const parsed = lines.map((line) => {
      try {
        return (JSON.parse(line) as { body: { name: string } }).body.name;
      } catch {
        return `unreadable line: ${line.slice(0, 60)}`;
      }
    });
    expect(parsed.sort()).toEqual(bodies.map((b) => b.name).sort());
  });
});

describe('one client cannot flood the inbox (issue 22 B3)', () => {
  interface Answer {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }

  /** Posts `body` from the client address `from` (Linux routes all of 127/8 to this machine), over `agent`'s connections. */
  function postFrom(from: string, body: unknown, agent: Agent): Promise<Answer> {
    const { port } = new URL(base);
    const text = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: QUERY_PATH, method: 'POST', localAddress: from, agent, headers: { 'Content-Type': 'application/json', Authorization: `Api-Key ${KEY}`, 'Content-Length': Buffer.byteLength(text) } },
        (res) => {
          let answer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (answer += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: answer }));
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  }

  let clock: number;
  const agents: Agent[] = [];
  /** 50 keep-alive connections from one address: a client that sends as fast as the server answers. */
  const client = () => agents[agents.push(new Agent({ keepAlive: true, maxSockets: 50 })) - 1]!;

  beforeEach(async () => {
    clock = Date.parse('2026-12-01T15:00:00.000Z');
    await stop();
    await start(createLeadInbox({ file, key: KEY, now: () => new Date(clock) }));
  });
  afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

  it('3,000 posts from one address: the bucket is stored, the rest answered 429 with Retry-After; another address still gets 201', async () => {
    const spammer = client();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 3000 }, (_, i) => postFrom('127.0.0.2', { ...lead, name: `Spam ${i}` }, spammer)));
    const took = Date.now() - started;
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect([accepted.length, refused.length]).toEqual([LEAD_RATE_LIMIT.burst, 3000 - LEAD_RATE_LIMIT.burst]);
    expect(await stored()).toHaveLength(LEAD_RATE_LIMIT.burst);
    // When to come back: the next token, in whole seconds (one every 60 / perMinute s), and a JSON error as the inbox's others.
    expect(new Set(refused.map((a) => a.headers['retry-after']))).toEqual(new Set([String(60 / LEAD_RATE_LIMIT.perMinute)]));
    expect(refused[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((JSON.parse(refused[0]!.body) as { error: string }).error).toBe(`Too many submissions from your address. Please try again in ${60 / LEAD_RATE_LIMIT.perMinute} seconds.`);

    const visitor = await postFrom('127.0.0.1', { ...lead, name: 'A real visitor' }, client());
    expect(visitor.status).toBe(201);
    expect((await stored()).map((r) => r.body.name)).toContain('A real visitor');
    console.log(`3,000 posts from one address answered in ${took} ms: ${accepted.length} stored, ${refused.length} refused`);
  });

  it('a token comes back every 60 / perMinute seconds; a post the inbox refuses takes one too', async () => {
    const spammer = client();
    const refused = (await Promise.all(Array.from({ length: LEAD_RATE_LIMIT.burst }, () => postFrom('127.0.0.2', 'not a lead', spammer)))).map((a) => a.status);
    expect(new Set(refused)).toEqual(new Set([400]));
    expect((await postFrom('127.0.0.2', lead, spammer)).status).toBe(429);
    clock += (60 / LEAD_RATE_LIMIT.perMinute) * 1000 - 1000;
    const early = await postFrom('127.0.0.2', lead, spammer);
    expect([early.status, early.headers['retry-after']]).toEqual([429, '1']);
    clock += 1000;
    expect((await postFrom('127.0.0.2', lead, spammer)).status).toBe(201);
    expect((await postFrom('127.0.0.2', lead, spammer)).status).toBe(429);
    expect(await stored()).toHaveLength(1);
  });
});

describe('the honeypot (issue 22 B3): a post that carries it is answered as accepted and not stored', () => {
  it.each([
    ['filled', 'http://cheap-pills.example'],
    ['empty', ''],
    ['not text', { link: 'x' }],
  ])('%s: 201 as for a lead, nothing stored, one line on the console', async (_name, value) => {
    await stop();
    const dropped: string[] = [];
    await start(createLeadInbox({ file, key: KEY, logDropped: (line) => dropped.push(line) }));
    for (const body of [{ ...lead, [HONEYPOT_FIELD]: value }, { ...contact, [HONEYPOT_FIELD]: value }]) {
      const answer = await post(body);
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ status: 'received' });
    }
    expect(await stored()).toEqual([]);
    expect(dropped).toHaveLength(2);
    expect(dropped[0]).toMatch(new RegExp(`^Lead inbox: dropped a post from 127\\.0\\.0\\.1 that filled the forms' hidden "${HONEYPOT_FIELD}" field`));
    // A real lead after it is stored as ever.
    expect((await post(lead)).status).toBe(201);
    expect((await stored()).map((r) => r.body)).toEqual([lead]);
  });
});

describe('checkQuery', () => {
  it('accepts exactly the two shapes of the spec', () => {
    expect(checkQuery(lead)).toEqual({ ok: true, query: lead });
    expect(checkQuery(contact)).toEqual({ ok: true, query: contact });
    // What the browser's type=email check accepts is accepted here too.
    expect(checkQuery({ ...contact, email: 'a@localhost' }).ok).toBe(true);
  });

  it('lists every problem at once', () => {
    const result = checkQuery({ company_name: '', mobile: 'abc', email: 'x', contact_type: 1, extra: true });
    expect(result).toEqual({
      ok: false,
      errors: ['unexpected field "extra"', '"company_name" must not be empty', '"name" is required and must be text', '"mobile" must contain digits only', '"email" is not an email address'],
    });
  });
});

describe('readInbox and the table', () => {
  it('skips damaged lines and names them', async () => {
    await post(lead);
    await writeFile(file, `${await readFile(file, 'utf8')}{"receivedAt": "2026-12-0\nnot json\n\n{"receivedAt": "x", "body": {"name": "no kind"}}\n`);
    expect(await readInbox(file)).toMatchObject({ damagedLines: [2, 3, 5], records: [{ body: lead }] });
  });

  it('reads a missing file as empty', async () => {
    expect(await readInbox(path.join(dir, 'none.jsonl'))).toEqual({ records: [], damagedLines: [] });
  });

  it('shows one readable row per submission', () => {
    const table = formatInboxTable([
      { receivedAt: '2026-12-01T15:00:00.000Z', body: lead as never },
      { receivedAt: '2026-12-01T15:05:00.000Z', body: { ...contact, message: 'A very long message\nover two lines that goes on and on and on' } as never },
    ]);
    expect(table).toMatchInlineSnapshot(`
      "Received             Form     Name                    Email                         Company / mobile                Message
      -------------------  -------  ----------------------  ----------------------------  ------------------------------  ----------------------------------------
      2026-12-01 15:00:00  lead     Ana Ruiz                ana@desertmotors.example      Desert Motors / 5550104477
      2026-12-01 15:05:00  contact  Bo Chen                 bo@example.com                                                A very long message over two lines that…"
    `);
  });
});
