/**
 * Serves a prerendered build by the site's routing rule (src/engine/routes.ts): `/gap` → gap.html,
 * files as they are, anything else → 404.html with status 404.
 *
 * Hand-written rather than sirv (3.0.2), which was weighed for this: its send() pipes a read stream with
 * no error handler and never destroys it when the client hangs up (the crash and the handle leak this
 * module exists to prevent), its production mode lists the files once at start (stale after a rebuild
 * swaps dist/), it only serves precompressed files, and it serves /404.html and /gap.html as pages.
 */
import type { Stats } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { outputFileFor, routeRequest } from '../engine/routes.ts';
import { sendBadTarget, sendMoved, sendNotFound, sendOnlyReads } from './plain-answers.ts';
import { builtSecurityHeaders, cacheControl, compressible } from './response-headers.ts';

/** The Content-Type of a built file, by its extension (the studio's built app is served by the same table). */
export const contentTypes: Record<string, string> = {
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
interface Opened {
  handle: FileHandle;
  stats: Stats;
  /** Relative to the build folder. */
  file: string;
}

/** Opens a regular file, or answers undefined when there is none (a folder, nothing, a broken path). */
async function openFile(root: string, file: string): Promise<Opened | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(path.join(root, file), 'r');
  } catch (error) {
    if (['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
  // The size and date come from the open file itself: if a rebuild replaces it meanwhile, the answer
  // is still one whole, consistent file (the old one, which stays readable while it is open).
  const stats = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  if (stats.isFile()) return { handle, stats, file };
  await handle.close();
  return undefined;
}

/** A weak validator: the file's size and modification time, which a rebuild changes. */
const etagOf = (stats: Stats) => `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/** RFC 9110 §13.1: If-None-Match (weak comparison) wins over If-Modified-Since. */
function notModified(req: IncomingMessage, etag: string, stats: Stats): boolean {
  const tags = req.headers['if-none-match'];
  if (tags !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since;
}

const isFolder = (dir: string) =>
  stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );

/** Which folder is at `dir` now (a rebuild puts another one there), or undefined while none is. */
const folderAt = (dir: string) =>
  stat(dir).then(
    (s) => (s.isDirectory() ? `${s.dev}:${s.ino}` : undefined),
    () => undefined,
  );

/**
 * `npm run build` swaps the new build in with two renames (scripts/build.ts); between them the folder
 * is briefly absent. A request that falls in that moment waits for it instead of answering 404.
 */
async function folderBack(root: string): Promise<boolean> {
  for (let waited = 0; waited < 2000; waited += 20) {
    await sleep(20);
    if (await isFolder(root)) return true;
  }
  return false;
}

/** The bytes to send, the status, and, when there is not even a 404.html, none. */
async function lookUp(root: string, target: string | undefined): Promise<{ status: 200 | 400 | 404 | 308; opened?: Opened; location?: string }> {
  const route = await routeRequest(target, async (address) => {
    const page = await openFile(root, outputFileFor(address));
    await page?.handle.close();
    return Boolean(page);
  });
  if (route.kind === 'bad-request') return { status: 400 };
  if (route.kind === 'redirect') return { status: route.status, location: route.location };
  const wanted = route.kind === 'page' ? outputFileFor(route.address) : route.kind === 'file' ? route.file.slice(1) : undefined;
  const found = wanted === undefined ? undefined : await openFile(root, wanted);
  if (found) return { status: 200, opened: found };
  const notFound = await openFile(root, outputFileFor(null));
  return notFound ? { status: 404, opened: notFound } : { status: 404 };
}

/** True once the client is gone: nothing more can be sent, and whatever is open must be let go. */
const hungUp = (req: IncomingMessage, res: ServerResponse) => res.destroyed || req.destroyed || Boolean(req.socket?.destroyed);

/**
 * The request handler for a build folder. Every file it opens is closed, whatever happens: a read error
 * ends the response, and a client that hangs up (even with requests still queued on its connection)
 * stops the read at once. Page answers (and 404s) are revalidated on each visit; see `cacheControl`.
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Every answer, even an error, carries the build's security headers (response-headers.ts), read
    // once the folder is known to be there (a rebuild's swap may be under way).
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendOnlyReads(res, await builtSecurityHeaders(root));
      return;
    }
    // A 404 found while a rebuild swapped the folder (absent, or another one by the time it is looked at again) is
    // asked again of the folder now there: looked at only once, the folder could come back between the look-up and
    // the check, and the 404 go out (1 request of 2,365 during a rebuild on a loaded machine).
    const before = await folderAt(root);
    let answer = await lookUp(root, req.url);
    if (answer.status === 404) {
      const now = await folderAt(root);
      const swapped = before === undefined || now !== before;
      if (swapped && (now !== undefined || (await folderBack(root)))) {
        await answer.opened?.handle.close();
        answer = await lookUp(root, req.url);
      }
    }
    const security = await builtSecurityHeaders(root);
    const { status, opened } = answer;
    if (!opened || hungUp(req, res)) {
      await opened?.handle.close();
      if (hungUp(req, res)) return;
      if (status === 308) sendMoved(res, 308, answer.location!, security);
      else if (status === 400) sendBadTarget(res, security);
      else sendNotFound(res, security);
      return;
    }

    const { handle, stats, file } = opened;
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      ...security,
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 ? cacheControl(file) : 'no-cache',
    };
    if (compressible.has(ext)) headers.Vary = 'Accept-Encoding';
    if (status === 200) {
      headers.ETag = etagOf(stats);
      headers['Last-Modified'] = stats.mtime.toUTCString();
      if (notModified(req, headers.ETag, stats)) {
        await handle.close();
        res.writeHead(304, headers).end();
        return;
      }
    }
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = String(stats.size);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      await handle.close();
      res.end();
      return;
    }
    const source = handle.createReadStream();
    // A response queued behind others on a connection that closes never sees its socket, so it never
    // emits "close": the request does. Either way the read stops and the file is closed.
    const requestClosed = () => {
      if (!res.writableFinished) source.destroy();
    };
    req.once('close', requestClosed);
    const done = () => req.off('close', requestClosed);
    if (gzip) pipeline(source, createGzip(), res, done);
    else pipeline(source, res, done);
  };
}
