/**
 * Issue 22 B2: one client cannot take the site offline. A client at 127.0.0.2 (Linux routes all of 127/8 to
 * this machine) holds thousands of slow connections, or floods the site with requests, against nginx with
 * the shipped configuration (deploy/nginx.conf and the build's nginx.conf and nginx-http.conf, nginx-process.ts)
 * and against `npm start`'s server (a real process); meanwhile every visitor at 127.0.0.1 is answered, quickly.
 *
 * Before: 3,000 slow connections filled nginx's 2 x 1024 worker connections ("1024 worker_connections are not
 * enough") and visitors' requests failed until the slow ones gave up (60 s); `npm start` ran out of open files
 * (it took about 20,000 at this machine's limit of 20,000; the test gives it 2,048 so that 3,000 stand for them).
 */
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nginxClientLimits } from '../../src/build/deploy-nginx.ts';
import { MAX_CONNECTIONS_PER_CLIENT, serverTimeouts } from '../../src/server/connection-limits.ts';
import { nginxSkip, startNginx, type NginxProcess } from './nginx-process.ts';
import { openHandles, startServer, type ServerProcess } from './server-process.ts';

const distDir = inject('distDir');
/** The client that misbehaves (an address of its own for each test: limits count per address), and the visitors' address. */
const ATTACKER = '127.0.0.2';
const FLOODER = '127.0.0.3';
const UPLOADER = '127.0.0.4';
const VISITOR = '127.0.0.1';
const SLOW_CONNECTIONS = 3000;
/** A visitor's request must be answered within this, however many slow connections are held. */
const QUICK_MS = 2000;

interface Held {
  /** Connections still open: neither refused nor closed by the server. */
  open(): number;
  /** What the server sent on them, by first line (e.g. "HTTP/1.1 408 Request Timeout"). */
  answers(): Map<string, number>;
  release(): void;
}

/**
 * Opens `count` connections to `port` from `from`, `batch` at a time, each sending the start of a request's
 * head and nothing more (slowloris); resolves once each has connected or been refused.
 */
async function holdSlowConnections(port: number, from: string, count: number, batch = 250): Promise<Held> {
  const sockets: Socket[] = [];
  let closed = 0;
  const answers = new Map<string, number>();
  for (let start = 0; start < count; start += batch) {
    await Promise.all(
      Array.from(
        { length: Math.min(batch, count - start) },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect({ port, host: '127.0.0.1', localAddress: from });
            sockets.push(socket);
            socket.on('error', () => resolve());
            socket.once('close', () => {
              closed++;
              resolve();
            });
            socket.once('data', (data: Buffer) => {
              const line = data.toString('latin1').split('\r\n')[0]!;
              answers.set(line, (answers.get(line) ?? 0) + 1);
            });
            socket.once('connect', () => {
              socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
              resolve();
            });
          }),
      ),
    );
  }
  return { open: () => sockets.length - closed, answers: () => answers, release: () => sockets.forEach((s) => s.destroy()) };
}

interface Visits {
  /** Each request's status, or its error's code. */
  outcomes: (number | string)[];
  slowestMs: number;
}

/** `count` visitors at once, each on a connection of its own from `from`: GET `target`. */
async function visit(port: number, count = 50, target = '/robots.txt', from = VISITOR): Promise<Visits> {
  let slowestMs = 0;
  const outcomes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number | string>((resolve) => {
          const started = Date.now();
          const req = request({ host: '127.0.0.1', port, path: target, localAddress: from, agent: false, timeout: 10_000 }, (res) => {
            res.resume();
            res.on('end', () => {
              slowestMs = Math.max(slowestMs, Date.now() - started);
              resolve(res.statusCode!);
            });
          });
          req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
          req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
          req.end();
        }),
    ),
  );
  return { outcomes, slowestMs };
}

const count = (values: (number | string)[]) => values.reduce<Record<string, number>>((all, v) => ({ ...all, [v]: (all[v] ?? 0) + 1 }), {});

if (nginxSkip) console.warn(`tests/e2e/client-limits.test.ts, nginx's limits: ${nginxSkip}`);

describe.skipIf(nginxSkip)('nginx with the shipped configuration', () => {
  let nginx: NginxProcess;
  beforeAll(async () => {
    nginx = await startNginx(distDir);
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  it(`${SLOW_CONNECTIONS.toLocaleString('en-US')} slow connections from one address: every visitor is answered at once, and the slow ones are cut off after ${nginxClientLimits.headerTimeout} s`, async () => {
    const started = Date.now();
    const held = await holdSlowConnections(nginx.port, ATTACKER, SLOW_CONNECTIONS);
    try {
      const visits = await visit(nginx.port);
      console.log(`nginx, ${held.open()} slow connections held: 50 visitors ${JSON.stringify(count(visits.outcomes))}, the slowest in ${visits.slowestMs} ms`);
      expect(count(visits.outcomes)).toEqual({ 200: 50 });
      expect(visits.slowestMs).toBeLessThan(QUICK_MS);
      // nginx holds them: a connection that has not sent its request is counted by no limit_conn, so there must be room.
      expect(held.open()).toBe(SLOW_CONNECTIONS);
      // client_header_timeout: the slow ones are closed (nginx checks its timers every few hundred ms).
      await expect.poll(() => held.open(), { timeout: nginxClientLimits.headerTimeout * 1000 + 5000, interval: 250 }).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(nginxClientLimits.headerTimeout * 1000 - 500);
      expect(nginx.output()).not.toMatch(/worker_connections are not enough|\[(crit|alert|emerg)\]/);
    } finally {
      held.release();
    }
  });

  it(`a flood of requests from one address is answered 429 past a burst of ${nginxClientLimits.burst} and ${nginxClientLimits.requestsPerSecond} a second; visitors are served`, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: nginx.port, path: '/robots.txt', localAddress: FLOODER, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.end();
      });
    const started = Date.now();
    const statuses = await Promise.all(Array.from({ length: 3000 }, get));
    const seconds = (Date.now() - started) / 1000;
    agent.destroy();
    const { 200: served = 0, 429: refused = 0, ...other } = count(statuses);
    console.log(`nginx, 3,000 requests from one address in ${seconds.toFixed(1)} s: ${served} served, ${refused} refused`);
    expect(other).toEqual({});
    expect(served).toBeGreaterThanOrEqual(nginxClientLimits.burst);
    expect(served).toBeLessThanOrEqual(nginxClientLimits.burst + Math.ceil(nginxClientLimits.requestsPerSecond * seconds) + 1);
    expect(refused).toBe(3000 - served);
    const visits = await visit(nginx.port);
    expect(count(visits.outcomes)).toEqual({ 200: 50 });
  });

  it('behind a proxy (X-Forwarded-For from a private address), each visitor is counted by its own address, not the proxy\'s', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    // The proxy is at 127.0.0.5; the visitors it forwards are on the Internet (documentation addresses).
    const get = (visitor: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: nginx.port, path: '/robots.txt', localAddress: '127.0.0.5', agent, headers: { 'X-Forwarded-For': visitor } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.end();
      });
    const flood = count(await Promise.all(Array.from({ length: 1000 }, () => get('203.0.113.7'))));
    const floodEnded = performance.now();
    const others = count(await Promise.all(Array.from({ length: 50 }, (_, i) => get(`198.51.100.${i + 1}`))));
    // A forged address before the proxy's own entry changes nothing: the last untrusted one counts.
    const forged = count(await Promise.all(Array.from({ length: 10 }, () => get('198.51.100.200, 203.0.113.7'))));
    // Counted as the forged address, all ten would pass (its burst is 100); counted as the flooded visitor, only
    // those it earned back since the flood (one every 1/20 s) do. How many it earned is known only roughly here: nginx
    // drains its bucket from when it answered the flood's last request, which on a busy machine is well before this
    // process has read that answer (a whole run saw four forged 200s where this side counted one). So the test asks
    // what tells the two apart: the forged requests followed the flood closely enough that some were refused.
    const earned = Math.floor(((performance.now() - floodEnded) / 1000) * nginxClientLimits.requestsPerSecond) + 1;
    agent.destroy();
    expect(flood[429]).toBeGreaterThan(500);
    expect(others).toEqual({ 200: 50 });
    expect(earned, 'the forged requests must follow the flood closely enough to tell the two apart').toBeLessThan(10);
    expect((forged[200] ?? 0) + (forged[429] ?? 0)).toBe(10);
    expect(forged[429] ?? 0, `refused of the ten forged requests (${earned} earned back since the flood, as this side saw it)`).toBeGreaterThan(0);
  });

  it(`past ${nginxClientLimits.connections} requests in progress from one address (slow uploads), the next are answered 429 at once; visitors are served`, async () => {
    const sockets: Socket[] = [];
    const firstLines = await Promise.all(
      Array.from(
        { length: nginxClientLimits.connections * 2 },
        () =>
          new Promise<string>((resolve) => {
            const socket = connect({ port: nginx.port, host: '127.0.0.1', localAddress: UPLOADER });
            sockets.push(socket);
            socket.on('error', () => resolve('error'));
            socket.once('data', (data: Buffer) => resolve(data.toString('latin1').split('\r\n')[0]!));
            // A body announced, a few bytes of it sent: the request stays in progress until client_body_timeout.
            socket.write('POST /gap HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":');
          }),
      ),
    );
    try {
      // The static site takes no POST (405), but it reads the announced body first; past the limit, 429 at once.
      expect(count(firstLines)).toEqual({ 'HTTP/1.1 405 Not Allowed': nginxClientLimits.connections, 'HTTP/1.1 429 Too Many Requests': nginxClientLimits.connections });
      const visits = await visit(nginx.port);
      expect(count(visits.outcomes)).toEqual({ 200: 50 });
    } finally {
      sockets.forEach((s) => s.destroy());
    }
  });
});

describe("npm start's server", () => {
  let serve: ServerProcess;
  beforeAll(async () => {
    serve = await startServer('serve', { args: ['--dir', distDir], openFiles: 2048 });
  });
  afterAll(async () => {
    await serve?.stop();
  });

  it(`${SLOW_CONNECTIONS.toLocaleString('en-US')} slow connections from one address: it keeps ${MAX_CONNECTIONS_PER_CLIENT} and closes the rest at once, every visitor is answered at once, and the slow ones get 408 after ${serverTimeouts.headersTimeout / 1000} s`, async () => {
    const before = openHandles(serve.pid);
    const started = Date.now();
    const held = await holdSlowConnections(serve.port, ATTACKER, SLOW_CONNECTIONS);
    try {
      const visits = await visit(serve.port);
      console.log(`npm start, ${held.open()} slow connections held: 50 visitors ${JSON.stringify(count(visits.outcomes))}, the slowest in ${visits.slowestMs} ms`);
      expect(count(visits.outcomes)).toEqual({ 200: 50 });
      expect(visits.slowestMs).toBeLessThan(QUICK_MS);
      await expect.poll(() => held.open(), { timeout: 5000, interval: 100 }).toBe(MAX_CONNECTIONS_PER_CLIENT);
      // (The visitors' connections close as they are answered.)
      await expect.poll(() => openHandles(serve.pid) - before, { message: 'files the attacker holds open in the server', timeout: 5000, interval: 100 }).toBeLessThanOrEqual(MAX_CONNECTIONS_PER_CLIENT + 5);
      // headersTimeout: the ones it kept are answered 408 and closed.
      await expect.poll(() => held.open(), { timeout: serverTimeouts.headersTimeout + serverTimeouts.connectionsCheckingInterval + 5000, interval: 250 }).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(serverTimeouts.headersTimeout - 500);
      expect(held.answers()).toEqual(new Map([['HTTP/1.1 408 Request Timeout', MAX_CONNECTIONS_PER_CLIENT]]));
      expect(serve.alive()).toBe(true);
      expect(serve.output()).not.toMatch(/EMFILE|Error/);
    } finally {
      held.release();
    }
  });
});
