/**
 * One studio server for a test file: the real server (src/studio/server/) on a real socket of this computer,
 * over a temporary copy of the project, and plain HTTP calls to it. `call` sends what the studio's own page
 * sends (its Origin, the launch secret read from its HTML, the body's content type); `raw` sends exactly the
 * headers it is given, for the tests of what the studio refuses.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStudio, type Studio } from '../../src/studio/server/studio-server.ts';
import { listen } from '../../src/server/listen.ts';
import { studioSecret } from '../../src/studio/protocol.ts';
import { copyProject, removeProject } from '../helpers/temp-project.ts';

export interface Answer {
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shapes are protocol.ts's; each test reads the fields it checks
  json: any;
  type: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface RunningStudio {
  root: string;
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** The per-launch secret, as the studio's page reads it from its HTML. */
  secret: string;
  studio: Studio;
  /** A request as the studio's own page makes it; the answer's status, its body as text and, when it is JSON, parsed. */
  call(method: string, address: string, body?: unknown): Promise<Answer>;
  /** A request with exactly these headers (Host included: it may name another server) and body. */
  raw(method: string, address: string, headers: Record<string, string>, body?: string | Uint8Array): Promise<Answer>;
  stop(): Promise<void>;
}

/** The content type a browser gives a file it uploads: by the name's extension (?name=… of an upload), not its bytes. */
function typeOf(address: string): string {
  const name = new URLSearchParams(address.split('?')[1] ?? '').get('name') ?? '';
  const types: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml', txt: 'text/plain' };
  return types[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

export async function startStudio(): Promise<RunningStudio> {
  const root = await copyProject('build');
  const studio: Studio = await createStudio({ root, env: process.env, cacheDir: path.join(root, '.vite') });
  await listen(studio.server, { env: { PORT: '0' }, defaultPort: 0, running: 'a test studio', command: 'the test' });
  const { port } = studio.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const raw: RunningStudio['raw'] = (method, address, headers, body) =>
    new Promise((resolve, reject) => {
      // A body always says its length: Node sends a DELETE's body with neither length nor chunks otherwise.
      const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
      const req = request({ host: '127.0.0.1', port, method, path: address, headers: { ...length, ...headers }, setHost: !('Host' in headers) }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const type = String(res.headers['content-type'] ?? '');
          resolve({ status: res.statusCode!, text, type, headers: res.headers, json: type.includes('json') ? JSON.parse(text) : undefined });
        });
      });
      req.on('error', reject);
      req.end(body);
    });

  const page = await raw('GET', '/studio/', {});
  const secret = new RegExp(`<meta name="${studioSecret.meta}" content="([^"]+)"`).exec(page.text)?.[1];
  if (!secret) throw new Error(`the studio's page carries no secret:\n${page.text.slice(0, 500)}`);

  return {
    root,
    origin,
    port,
    secret,
    studio,
    raw,
    call(method, address, body) {
      const bytes = body instanceof Uint8Array;
      const headers: Record<string, string> = { Origin: origin, [studioSecret.header]: secret };
      if (body !== undefined) headers['Content-Type'] = bytes ? typeOf(address) : 'application/json';
      return raw(method, address, headers, body === undefined ? undefined : bytes ? body : JSON.stringify(body));
    },
    async stop() {
      await studio.close();
      await removeProject(root);
    },
  };
}
