/**
 * The one request-body reader (src/server/request-body.ts), which the lead inbox and the studio's API share: a real
 * server on a loopback port, clients that send too much, send it slowly, or leave in the middle.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLarge, drainBytes, readBody } from '../../src/server/request-body.ts';

const limit = 1000;
let server: Server | undefined;
/** What readBody gave for each request: the body's text, or the error's name and code. */
let outcomes: Promise<string>[] = [];
let port = 0;

async function start(): Promise<void> {
  outcomes = [];
  server = createServer((req, res) => {
    const outcome = readBody(req, limit).then(
      (body) => `body:${body.toString('utf8')}`,
      (error: unknown) => (error instanceof BodyTooLarge ? 'too-large' : `error:${(error as NodeJS.ErrnoException).code}`),
    );
    outcomes.push(outcome);
    void outcome.then((said) => res.writeHead(said === 'too-large' ? 413 : 200, { Connection: 'close' }).end(said));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Posts `chunks` (chunked unless `length` is given), one write each; resolves with the status, or the error code if the connection was cut. */
function post(chunks: string[], length?: number, leave = false): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({ port, host: '127.0.0.1', method: 'POST', headers: length === undefined ? {} : { 'Content-Length': String(length) } }, (res: IncomingMessage) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.flushHeaders();
    for (const chunk of chunks) req.write(chunk);
    if (leave) setTimeout(() => req.destroy(), 200);
    else req.end();
  });
}

describe('readBody', () => {
  it('reads a body whole, sent in pieces with no length declared', async () => {
    await start();
    expect(await post(['{"a":', ' 1}'])).toBe(200);
    expect(await outcomes[0]).toBe('body:{"a": 1}');
  });

  it('reads a body of exactly the limit, and refuses one byte more', async () => {
    await start();
    expect(await post(['x'.repeat(limit)])).toBe(200);
    expect(await post(['x'.repeat(limit), 'x'])).toBe(413);
    expect(await Promise.all(outcomes)).toEqual([`body:${'x'.repeat(limit)}`, 'too-large']);
  });

  it('refuses a declared length over the limit before a byte of the body arrives', async () => {
    await start();
    // The client declares 5,000 bytes and sends none: the answer comes anyway, it does not wait for them.
    const status = post([], 5000, true);
    expect(await status).toBe(413);
    expect(await outcomes[0]).toBe('too-large');
  });

  it('drains a little past the limit so the 413 reaches a client still sending, then cuts the connection', async () => {
    await start();
    expect(await post(['x'.repeat(limit + 10), 'x'.repeat(drainBytes / 2)])).toBe(413);
    // Far past the limit and the drain: the server stops reading rather than read without end.
    const flood = Array.from({ length: 64 }, () => 'x'.repeat(64 * 1024));
    const cut = await post(flood);
    expect([413, 'ECONNRESET', 'EPIPE']).toContain(cut);
    expect(await Promise.all(outcomes)).toEqual(['too-large', 'too-large']);
  });

  it('settles when the client leaves in the middle of the body, as a hang-up, not a wait without end', async () => {
    await start();
    void post(['{"half":'], 500, true);
    await expect.poll(() => outcomes.length).toBe(1);
    expect(await outcomes[0]).toBe('error:ECONNRESET');
  });
});
