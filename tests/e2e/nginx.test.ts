/**
 * Issue 15 item 7: the built site behind Debian's real nginx, configured by the dist/nginx.conf the build
 * wrote (src/build/deploy-nginx.ts), answers as `npm start` does (the e2e server, global-setup.ts): same
 * status on every route, an unknown address, the trailing-slash redirect and the addresses the routing rule
 * refuses (src/engine/routes.ts); the same HTML; the same security and cache headers; and the build's
 * .gz and .br files when the browser accepts them.
 *
 * nginx runs as this user, as a child process of the test: its own prefix in a temporary folder, its own
 * pid file and temporary paths, errors on stderr, on a free port of 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nginxConfFile } from '../../src/build/deploy-nginx.ts';
import { fixedSecurityHeaders } from '../../src/server/response-headers.ts';
import { routesToVisit, unknownPath } from './pages.ts';
import { freePort } from './server-process.ts';

const baseURL = inject('baseURL');
const distDir = inject('distDir');

const install = 'apt-get install -y nginx libnginx-mod-http-brotli-static (as .ci/run does)';
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

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

let nginx: ChildProcess | undefined;
let nginxBase = '';
let prefix = '';
let nginxOutput = '';

beforeAll(async () => {
  if (!nginxBinary) throw new Error(`nginx is not installed, and this test runs the site behind it: ${install}.`);
  if (!existsSync(brotliModule)) throw new Error(`nginx's brotli module is not installed (${brotliModule}), and the site's nginx.conf serves .br files with it: ${install}.`);
  prefix = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  nginxBase = `http://127.0.0.1:${port}`;
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  // The main file a host supplies (deploy/nginx.conf is the Docker image's), with the build's file included as it is.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `load_module ${brotliModule};
daemon off;
master_process off;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    server {
        listen 127.0.0.1:${port};
        root ${distDir};
        include ${path.join(distDir, nginxConfFile)};
    }
}
`,
  );
  nginx = spawn(nginxBinary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout!.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  nginx.stderr!.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped at start (exit ${nginx.exitCode}):\n${nginxOutput}`);
    if (await get(nginxBase, '/').then(() => true, () => false)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s:\n${nginxOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** The headers both servers must agree on. */
const compared = ['content-security-policy', ...Object.keys(fixedSecurityHeaders).map((name) => name.toLowerCase()), 'cache-control'];

const someFile = (folder: string, ext: string) => {
  const name = readdirSync(path.join(distDir, folder)).find((file) => file.endsWith(ext));
  if (!name) throw new Error(`the build has no ${ext} file in ${folder}/`);
  return `/${folder}/${name}`;
};

describe('the build behind nginx, with the nginx.conf it wrote', () => {
  it('answers every route, file and refused address as npm start does: status, body, location, headers', async () => {
    const pages = routesToVisit(distDir).map((route) => route.path);
    const files = [someFile('assets', '.js'), someFile('fonts', '.woff2'), someFile('images', '.svg'), someFile('brochures', '.pdf'), '/sitemap.xml', '/robots.txt', '/favicon.svg'];
    const refused = [unknownPath, '/GAP', '//gap', '/gap//', '/g%61p', '/./gap', '/gap/index.html', '/index.html', '/404.html', '/index', '/404', '/assets/no-such-file.js', '/assets', '/_headers', '/_redirects', '/nginx.conf', '/nginx.conf.gz', '/nginx.conf.br', '/images/./logo.svg', '/images%2flogo.svg'];
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
    expect(nginxOutput, 'nginx logged no error').not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });
});
