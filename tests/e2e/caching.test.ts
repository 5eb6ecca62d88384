import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * `npm start` caches like a CDN: files whose names never change their content (hashed assets, fonts)
 * are kept for a year, images for a week, pages are revalidated, and a revalidation of an unchanged
 * file is a 304 without a body. Measured in real Chromium: the second page a visitor opens downloads
 * no font and no asset again.
 */
const YEAR = 31_536_000;
const maxAge = (cacheControl: string | null) => Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);

describe('caching', () => {
  const session = browserSession();
  let serve: ServerProcess;
  const first = (dir: string, ext: string) => readdirSync(path.join(inject('distDir'), dir)).find((f) => f.endsWith(ext))!;

  beforeAll(async () => {
    serve = await startServer('serve', { args: ['--dir', inject('distDir')] });
  });
  afterAll(() => serve?.stop());

  it('hashed assets and fonts are immutable for a year, images kept a week, pages and the 404 revalidated', async () => {
    const get = (target: string) => fetch(`${serve.base}${target}`);
    for (const target of [`/assets/${first('assets', '.js')}`, `/fonts/${first('fonts', '.woff2')}`]) {
      const res = await get(target);
      expect(res.status, target).toBe(200);
      expect(res.headers.get('cache-control'), target).toBe(`public, max-age=${YEAR}, immutable`);
    }
    const image = await get(`/images/${first('images', '.svg')}`);
    expect(image.status).toBe(200);
    expect(maxAge(image.headers.get('cache-control'))).toBeGreaterThanOrEqual(7 * 24 * 3600);
    for (const target of ['/', '/gap', '/nothing-here']) {
      const res = await get(target);
      expect(res.headers.get('cache-control'), target).toBe('no-cache');
      expect(res.headers.get('x-content-type-options'), target).toBe('nosniff');
      expect(res.headers.get('content-encoding'), target).toBe('gzip');
    }
  });

  it('a conditional request for an unchanged file is a 304 without a body (ETag and Last-Modified)', async () => {
    for (const target of ['/gap', `/assets/${first('assets', '.js')}`, `/fonts/${first('fonts', '.woff2')}`, `/images/${first('images', '.svg')}`]) {
      const full = await fetch(`${serve.base}${target}`);
      const etag = full.headers.get('etag');
      const lastModified = full.headers.get('last-modified');
      expect(etag, target).toBeTruthy();
      expect(lastModified, target).toBeTruthy();
      const byTag = await fetch(`${serve.base}${target}`, { headers: { 'If-None-Match': etag! } });
      expect(byTag.status, target).toBe(304);
      expect(await byTag.text(), target).toBe('');
      expect(byTag.headers.get('etag')).toBe(etag);
      const byDate = await fetch(`${serve.base}${target}`, { headers: { 'If-Modified-Since': lastModified! } });
      expect(byDate.status, target).toBe(304);
      const other = await fetch(`${serve.base}${target}`, { headers: { 'If-None-Match': 'W/"something-else"' } });
      expect(other.status, target).toBe(200);
    }
    // The not-found page is never "not modified": its status must reach the browser.
    const missing = await fetch(`${serve.base}/nothing-here`, { headers: { 'If-None-Match': '*' } });
    expect(missing.status).toBe(404);
  });

  it('in Chromium, the second page opened downloads no font and no asset again', async () => {
    const context = await session.newContext((browser) => browser.newContext());
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Chromium says "served from cache" in its own event, before the response.
    const fromCache = new Set<string>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    const responses: { url: string; cached: boolean; status: number }[] = [];
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      responses.push({ url: response.url, cached: fromCache.has(requestId) || Boolean(response.fromDiskCache), status: response.status });
    });
    await page.goto(`${serve.base}/gap`, { waitUntil: 'networkidle' });
    const firstFonts = responses.filter((r) => r.url.includes('/fonts/'));
    expect(firstFonts.length, 'the first page loads its fonts').toBeGreaterThan(0);
    responses.length = 0;
    await page.goto(`${serve.base}/about`, { waitUntil: 'networkidle' });
    const downloaded = responses.filter((r) => /\/(fonts|assets)\//.test(r.url) && !r.cached).map((r) => `${r.status} ${r.url}`);
    expect(responses.filter((r) => r.url.includes('/fonts/')).length, 'the second page uses fonts too').toBeGreaterThan(0);
    expect(downloaded).toEqual([]);
  });
});
