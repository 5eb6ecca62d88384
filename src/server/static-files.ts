import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

async function fileAt(file: string): Promise<string | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/**
 * Serves a prerendered build: `/gap` → gap/index.html, assets as they are, anything else → 404.html
 * with status 404. Paths are confined to the build folder; hashed assets are cached for a year.
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      pathname = '/\0';
    }
    const safe = !pathname.includes('\0') && !pathname.split('/').includes('..');
    const target = path.join(root, pathname);
    let file: string | undefined;
    if (safe && target.startsWith(root)) {
      file = pathname.endsWith('/') ? await fileAt(path.join(target, 'index.html')) : ((await fileAt(target)) ?? (await fileAt(path.join(target, 'index.html'))));
    }
    const status = file ? 200 : 404;
    file ??= path.join(root, '404.html');
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': pathname.startsWith('/assets/') && status === 200 ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  };
}
