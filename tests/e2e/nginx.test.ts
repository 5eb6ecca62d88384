/**
 * Issue 15 item 7: the built site behind Debian's real nginx, configured by the dist/nginx.conf the build
 * wrote (src/build/deploy-nginx.ts), answers as `npm start` does (the e2e server, global-setup.ts): same
 * status on every route, an unknown address, the trailing-slash redirect and the addresses the routing rule
 * refuses (src/engine/routes.ts); the same HTML; the same security and cache headers; and the build's
 * .gz and .br files when the browser accepts them.
 *
 * nginx runs the shipped main file, deploy/nginx.conf, with this run's paths and port (nginx-process.ts).
 */
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixedSecurityHeaders } from '../../src/server/response-headers.ts';
import { nginxSkip, startNginx, type NginxProcess } from './nginx-process.ts';
import { routesToVisit, unknownPath } from './pages.ts';

const baseURL = inject('baseURL');
const distDir = inject('distDir');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET with the path exactly as written (no URL parsing: `//gap` and `/./gap` are sent as they are). */
function get(base: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let nginx: NginxProcess | undefined;
let nginxBase = '';

if (nginxSkip) console.warn(`tests/e2e/nginx.test.ts ${nginxSkip}`);

beforeAll(async () => {
  if (nginxSkip) return;
  nginx = await startNginx(distDir);
  nginxBase = nginx.base;
});

afterAll(async () => {
  await nginx?.stop();
});

/** The headers both servers must agree on. */
const compared = ['content-security-policy', ...Object.keys(fixedSecurityHeaders).map((name) => name.toLowerCase()), 'cache-control'];

const someFile = (folder: string, ext: string) => {
  const name = readdirSync(path.join(distDir, folder)).find((file) => file.endsWith(ext));
  if (!name) throw new Error(`the build has no ${ext} file in ${folder}/`);
  return `/${folder}/${name}`;
};

describe.skipIf(nginxSkip)('the build behind nginx, with the nginx.conf it wrote', () => {
  it('answers every route, file and refused address as npm start does: status, body, location, headers', async () => {
    const pages = routesToVisit(distDir).map((route) => route.path);
    const files = [someFile('assets', '.js'), someFile('fonts', '.woff2'), someFile('images', '.svg'), someFile('brochures', '.pdf'), '/sitemap.xml', '/robots.txt', '/favicon.svg'];
    const refused = [unknownPath, '/GAP', '//gap', '/gap//', '/g%61p', '/./gap', '/gap/index.html', '/index.html', '/404.html', '/index', '/404', '/assets/no-such-file.js', '/assets', '/_headers', '/_redirects', '/nginx.conf', '/nginx.conf.gz', '/nginx.conf.br', '/nginx-http.conf', '/images/./logo.svg', '/images%2flogo.svg'];
    const redirects = ['/gap/', '/claim/', '/gap/?utm_source=x&b=1', '/no-such-page/', '/index/', '/404/'];
    const differences: string[] = [];
    for (const target of [...pages, ...files, ...refused, ...redirects]) {
      const [ours, theirs] = await Promise.all([get(baseURL, target), get(nginxBase, target)]);
      const say = (what: string, a: unknown, b: unknown) => differences.push(`${target}: ${what}: npm start ${JSON.stringify(a)}, nginx ${JSON.stringify(b)}`);
      if (ours.status !== theirs.status) say('status', ours.status, theirs.status);
      if (ours.status === 308 && ours.headers.location !== theirs.headers.location) say('Location', ours.headers.location, theirs.headers.location);
      if (ours.status !== 308 && !ours.body.equals(theirs.body)) say('body', `${ours.body.length} bytes`, `${theirs.body.length} bytes`);
      for (const name of compared) if (ours.headers[name] !== theirs.headers[name]) say(name, ours.headers[name], theirs.headers[name]);
    }
    expect(differences).toEqual([]);
    // Not a comparison of two empty answers: the set holds pages, a not-found page and redirects.
    const statuses = await Promise.all(['/', unknownPath, '/gap/', '/index', '/404', '/nginx.conf'].map(async (target) => (await get(nginxBase, target)).status));
    expect(statuses).toEqual([200, 404, 308, 404, 404, 404]);
    expect((await get(nginxBase, '/gap/?a=1')).headers.location).toBe('/gap?a=1');
  });

  it("sends the build's .gz and .br files when the browser accepts them, the same bytes once decompressed", async () => {
    for (const target of ['/', '/gap', unknownPath, someFile('assets', '.js'), someFile('images', '.svg'), '/sitemap.xml']) {
      const plain = await get(nginxBase, target);
      const gz = await get(nginxBase, target, { 'accept-encoding': 'gzip' });
      const br = await get(nginxBase, target, { 'accept-encoding': 'gzip, deflate, br' });
      expect([gz.status, gz.headers['content-encoding'], br.headers['content-encoding']], target).toEqual([plain.status, 'gzip', 'br']);
      expect(gunzipSync(gz.body).equals(plain.body), `${target}: .gz`).toBe(true);
      expect(brotliDecompressSync(br.body).equals(plain.body), `${target}: .br`).toBe(true);
      expect(br.body.length, `${target}: brotli is smaller than plain`).toBeLessThan(plain.body.length);
      expect(gz.headers.vary).toBe('Accept-Encoding');
      // npm start compresses with gzip too, on the fly.
      expect((await get(baseURL, target, { 'accept-encoding': 'gzip' })).headers['content-encoding'], `${target}: npm start`).toBe('gzip');
    }
    expect(nginx!.output(), 'nginx logged no error').not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });
});
