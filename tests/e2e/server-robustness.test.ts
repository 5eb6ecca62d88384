import { connect, createServer } from 'node:net';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QUERY_PATH } from '../../src/blocks/form/query.ts';
import { tempProject, type TempProject } from '../helpers/temp-project.ts';
import { freePort, openHandles, rawExchange, spawnScript, startServer, type ServerProcess } from './server-process.ts';

/**
 * No request can stop a server: `npm start`'s server and `npm run dev`, each a real process, are sent
 * hostile request lines, methods and half requests over raw sockets; after each one, the process must
 * still run and answer a normal GET. Clients that hang up leave no file open, an aborted upload is not
 * a stack trace, and a busy port is one plain line.
 */
const stackTrace = /^\s+at .+\(?.+:\d+:\d+\)?$/m;

/** Request targets that have crashed or confused servers: URL-like, traversal, broken encodings, huge. */
const hostileTargets = [
  '//x:99999',
  '//[',
  '//',
  '///',
  '//gap',
  '//evil.example/%2e%2e',
  '//@evil.example',
  '/\\x:99999',
  '/\\\\evil.example',
  '/%',
  '/%zz',
  '/%00',
  '/%c0%ae%c0%ae/',
  '/..',
  '/../../../../etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/assets/..%2f..%2fpackage.json',
  '/fonts/..%2f..%2f..%2fpackage.json',
  '/fonts/..',
  '/images/%2e%2e/%2e%2e/package.json',
  '/.env',
  '/@fs/etc/passwd',
  '/@fs//x:99999',
  '/@[',
  '/@id/%',
  '/_gallery/%',
  '/_gallery//x:99999',
  `${QUERY_PATH}?x=//[`,
  `/${QUERY_PATH}`,
  '*',
  'http://x:99999/',
  'http://[::1',
  'https://evil.example/',
  'x',
  `/?${'a'.repeat(6000)}`,
  `/${'a/'.repeat(2000)}`,
  '/é',
  '/%E2%80%AE',
  '/gap?%',
  '/gap#x',
  '/gap/?//evil.example',
  '/gap/?x=\\\\evil.example',
  '/index.html',
  '/404.html',
  '/gap/index.html',
  '/src/%',
  '/node_modules/.vite/deps/%zz.js',
  '/robots.txt/..',
  '/favicon.svg%00.html',
];

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'M-SEARCH', 'BREW', 'get', 'CONNECT', 'PRI'];

const request11 = (method: string, target: string, headers = '') => `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;
const upgrade = (target: string, protocol: string) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: ${protocol}\r\n\r\n`;
/** The key the forms of the e2e build send, which both servers' inboxes expect. */
const key = () => inject('apiKey');
const lead = (body: string, length = Buffer.byteLength(body)) =>
  `POST ${QUERY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Api-Key ${key()}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;

/** Whole raw requests, each sent on its own connection. */
function hostileRequests(): string[] {
  const list: string[] = [];
  for (const target of hostileTargets) list.push(request11('GET', target));
  for (const method of methods) for (const target of ['/', '/gap', '//x:99999', '//[', QUERY_PATH]) list.push(request11(method, target));
  for (const target of ['//x:99999', '//[', '*', 'http://a:99999', '/?x=//[', '/']) for (const protocol of ['vite-hmr', 'vite-ping', 'x']) list.push(upgrade(target, protocol));
  list.push(
    'GET //x:99999 HTTP/1.1\r\nHost: x:99999\r\nConnection: close\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n',
    'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
    'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n',
    'GET /\r\n\r\n',
    '\x00\x01\x02\x03\r\n\r\n',
    '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03', // a TLS hello, on the plain port
    'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(100_000)}\r\n\r\n`,
    request11('GET', '/', 'Expect: 100-continue\r\n'),
    request11('GET', '/gap', 'Accept-Encoding: gzip;q=abc, *;q=-1\r\nIf-None-Match: ,,,\r\nIf-Modified-Since: yesterday\r\nRange: bytes=9-1\r\n'),
    request11('GET', '/assets/', 'If-None-Match: *\r\nRange: bytes=-5\r\n'),
    'GET //[ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET //x:99999 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    lead('{"contact_type": 1, "name": '),
    lead('\u0000\u001b[2J'),
    lead('{}', 1_000_000),
    lead('[]'.repeat(20_000)),
    `POST ${QUERY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Api-Key ${key()}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n`,
    `POST ${QUERY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Api-Key ${key()}\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"a":`,
  );
  return list;
}

/** A normal visitor's request: GET `target`, answered 200. */
function answersNormally(port: number, target: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: target, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

describe('no request can stop a server', () => {
  let copy: TempProject;
  let serve: ServerProcess;
  let dev: ServerProcess;
  const servers = () =>
    [
      { name: 'npm start', server: serve, normal: '/robots.txt' },
      { name: 'npm run dev', server: dev, normal: '/favicon.svg' },
    ] as const;

  beforeAll(async () => {
    copy = tempProject('robustness-');
    [serve, dev] = await Promise.all([
      startServer('serve', { args: ['--dir', inject('distDir')] }),
      startServer('dev', { args: ['--root', copy.root] }),
    ]);
    // The dev server's first page warms Vite up (dependency pre-bundling).
    await answersNormally(dev.port, '/');
  });

  afterAll(async () => {
    await Promise.all([serve?.stop(), dev?.stop()]);
    copy?.remove();
  });

  it('hundreds of hostile requests: after each, both processes run and answer a normal GET', async () => {
    const requests = hostileRequests();
    expect(requests.length).toBeGreaterThan(150);
    for (const { name, server, normal } of servers()) {
      for (const raw of requests) {
        const answer = await rawExchange(server.port, raw, 500);
        const shown = JSON.stringify(raw.slice(0, 80));
        expect(server.alive(), `${name} died after ${shown}:\n${server.output().slice(-2000)}`).toBe(true);
        expect(await answersNormally(server.port, normal), `${name} stopped answering after ${shown}`).toBe(true);
        expect(answer, `${name} answered ${shown} with a server error`).not.toMatch(/^HTTP\/1\.1 5\d\d/);
      }
      expect(server.output(), `${name} printed a stack trace`).not.toMatch(stackTrace);
    }
  });

  it('a client that aborts an upload mid-body is not logged as an error', async () => {
    for (const { name, server } of servers()) {
      const before = server.output().length;
      for (let i = 0; i < 5; i++) {
        const socket = connect(server.port, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.write(lead('{"contact_type": 1, "company_name": "Half sent', 2000).replace(/Connection: close\r\n/, ''));
        await new Promise((r) => setTimeout(r, 100));
        socket.destroy();
      }
      await new Promise((r) => setTimeout(r, 500));
      expect(server.alive()).toBe(true);
      expect(server.output().slice(before), `${name}'s output`).toBe('');
    }
  });

  it('a client that hangs up with requests still queued leaves no file open', async () => {
    const assets = path.join(inject('distDir'), 'assets');
    const largest = readdirSync(assets).sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0]!;
    const queued = Array.from({ length: 8 }, () => `GET /assets/${largest} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).join('');
    expect(await answersNormally(serve.port, `/assets/${largest}`)).toBe(true);
    const before = openHandles(serve.pid);
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        Array.from(
          { length: 10 },
          () =>
            new Promise<void>((resolve) => {
              const socket = connect(serve.port, '127.0.0.1');
              socket.on('error', () => resolve());
              socket.on('close', () => resolve());
              // Hang up as soon as the first answer starts to arrive; seven are still waiting their turn.
              socket.once('data', () => socket.destroy());
              socket.write(queued);
            }),
        ),
      );
    }
    // Closing is asynchronous: give the server a moment, then nothing may be left open.
    await expect.poll(() => openHandles(serve.pid), { timeout: 5000, interval: 100 }).toBeLessThanOrEqual(before + 2);
    expect(await answersNormally(serve.port, '/robots.txt')).toBe(true);
  });

  it('a build without a 404.html: unknown addresses are still a 404, and the server keeps running', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'no-404-'));
    cpSync(inject('distDir'), dir, { recursive: true });
    rmSync(path.join(dir, '404.html'));
    const server = await startServer('serve', { args: ['--dir', dir] });
    try {
      for (const target of ['/nothing-here', '/404.html', '//gap']) {
        const res = await fetch(`${server.base}${target}`);
        expect(res.status, target).toBe(404);
        await res.text();
      }
      expect(server.alive()).toBe(true);
      expect(await answersNormally(server.port, '/gap')).toBe(true);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a busy port is one plain line and a non-zero exit, for both servers', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const cases = [
        { args: ['--dir', inject('distDir')], script: 'serve' as const, running: 'a preview' },
        { args: ['--root', copy.root], script: 'dev' as const, running: 'a dev server' },
      ];
      for (const { script, args, running } of cases) {
        const child = spawnScript(script, args, { PORT: String(port), HOST: '127.0.0.1' });
        let output = '';
        child.stdout!.on('data', (d: Buffer) => (output += d));
        child.stderr!.on('data', (d: Buffer) => (output += d));
        const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
        expect(code, output).not.toBe(0);
        const lines = output.trim().split('\n');
        expect(lines, output).toHaveLength(1);
        expect(lines[0]).toMatch(new RegExp(`^port ${port} is in use — is ${running} already running\\? .*PORT=…`));
      }
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
