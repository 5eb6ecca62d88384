/**
 * The suite's checks can fail. Real pages of the production build are served with a deliberate fault
 * (rewritten on their way to the browser), and the very functions the route sweep and the axe sweep
 * run (checkRoute, from pages.ts; it uses checks.ts) must report each fault: a fixed 900 px box at
 * 375 px, the same box on a page that hides its overflow, a box too wide only at a width the tab is
 * resized to, an image without alt text, a hydration mismatch, console errors, an uncaught exception, a
 * missing file, a wrong status, an inline script the Content-Security-Policy refuses, a page without it. Each
 * faulty page is also checked unbroken first, so a report is the fault's and nothing else's. The page watch under
 * them tells a request cancelled because its page was left (no fault) from one the page cancels itself.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrationPattern } from './checks.ts';
import { browserSession } from './browser-session.ts';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { allPathsHeaders, headersFile } from '../../src/server/response-headers.ts';
import { checkRoute, siteContext, unknownPath } from './pages.ts';

const baseURL = inject('baseURL');
const origin = new URL(baseURL).origin;
const policy = allPathsHeaders(readFileSync(path.join(inject('distDir'), headersFile), 'utf8'))['Content-Security-Policy']!;

/** How each `?broken=…` variant rewrites a page's HTML. */
const faults: Record<string, (html: string) => string> = {
  // A fixed 900 px wide box at the top of the content.
  wide: (html) => html.replace('<main id="main" tabindex="-1">', '$&<div id="e2e-wide-box" style="width:900px;height:40px;background:red"></div>'),
  // The same, on a page that hides its horizontal overflow (so the document never scrolls sideways: the box is just cut off).
  'wide-hidden': (html) => faults.wide!(html).replace('</head>', '<style>html,body{overflow-x:hidden}</style></head>'),
  // A 340 px box: it fits at 375 px and sticks out at 320 px, a width the sweep only reaches by resizing.
  'wide-at-320': (html) => html.replace('<main id="main" tabindex="-1">', '$&<div id="e2e-phone-box" style="width:340px;height:40px;background:red"></div>'),
  // An inline script the site's policy does not list (this fault keeps the policy; see faultyContext).
  'inline-script': (html) => html.replace('</main>', `<script>document.title += '';</script></main>`),
  // Every image in the content loses its alt attribute.
  'no-alt': (html) => html.replace(/<main[\s\S]*<\/main>/, (main) => main.replace(/(<img\b[^>]*?)\salt="[^"]*"/g, '$1')),
  // The tabs island's props no longer match its server HTML: the first tab's label differs.
  hydration: (html) => html.replace(/(<script type="application\/json" data-island-props="\d+">\{"type":"tabs"[^<]*?"label":")Exterior"/, '$1Outside"'),
  // A console error, an uncaught exception, a missing file of the site's own, and a third party's image (which must NOT count).
  noisy: (html) =>
    html.replace(
      '</main>',
      `<img src="/images/e2e-missing.png" alt="missing"><img src="https://third-party.example/pixel.png" alt="">` +
        `<script>console.error('deliberate console error'); setTimeout(() => { throw new Error('deliberate uncaught exception'); });</script></main>`,
    ),
};

const session = browserSession();

/** A context like the sweeps' (siteContext), in which a page asked for with `?broken=<fault>` arrives with that fault. */
async function faultyContext(width: number): Promise<BrowserContext> {
  const context = await session.newContext((browser) => siteContext(browser, width));
  await context.route(
    (url) => url.origin === origin && url.searchParams.has('broken'),
    async (route) => {
      const fault = faults[new URL(route.request().url()).searchParams.get('broken')!]!;
      const response = await route.fetch();
      const html = await response.text();
      const broken = fault(html);
      if (broken === html) throw new Error(`the fault ${route.request().url()} changed nothing: the test is stale`);
      // The faults are scripts and images injected into the page, which the site's Content-Security-Policy
      // rightly refuses: the broken page is served without it, so they happen; but for the fault that
      // tests the policy itself.
      const keepsPolicy = fault === faults['inline-script'];
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => keepsPolicy || name !== 'content-security-policy'));
      await route.fulfill({ response, headers, body: broken });
    },
  );
  return context;
}

describe('the route sweep (checkRoute) reports a broken page', () => {
  it('a fixed 900 px wide box at 375 px', async () => {
    const context = await faultyContext(375);
    expect(await checkRoute(context, baseURL, { path: '/gap', status: 200 }, 375)).toEqual([]);
    const report = await checkRoute(context, baseURL, { path: '/gap?broken=wide', status: 200 }, 375);
    expect(report).toHaveLength(1);
    expect(report[0]).toMatch(/horizontal overflow: document 9\d\d px wide in a 375 px viewport/);
    expect(report[0]).toContain('div#e2e-wide-box');
  });

  it('the same box on a page that hides its overflow (the document does not scroll, the box is cut off)', async () => {
    const context = await faultyContext(375);
    const report = await checkRoute(context, baseURL, { path: '/gap?broken=wide-hidden', status: 200 }, 375);
    expect(report).toHaveLength(1);
    expect(report[0]).toContain('div#e2e-wide-box');
  });

  it('a box too wide only at a width the same tab is resized to, reported at that width', async () => {
    const context = await faultyContext(375);
    expect(await checkRoute(context, baseURL, { path: '/gap?broken=wide-at-320', status: 200 }, 375)).toEqual([]);
    const report = await checkRoute(context, baseURL, { path: '/gap?broken=wide-at-320', status: 200 }, 375, { resizeTo: [320] });
    expect(report).toHaveLength(1);
    expect(report[0]).toMatch(/^\/gap\?broken=wide-at-320 @320px: horizontal overflow/);
    expect(report[0]).toContain('div#e2e-phone-box');
  });

  it('an inline script the Content-Security-Policy refuses, and a page served without the policy', async () => {
    const context = await faultyContext(375);
    expect(await checkRoute(context, baseURL, { path: '/gap', status: 200 }, 375, { csp: policy })).toEqual([]);
    const refused = await checkRoute(context, baseURL, { path: '/gap?broken=inline-script', status: 200 }, 375, { csp: policy });
    expect(refused.some((line) => /@375px: CSP: script-src-elem refused inline/.test(line)), refused.join('\n')).toBe(true);
    const without = await checkRoute(context, baseURL, { path: '/gap?broken=wide-at-320', status: 200 }, 375, { csp: policy });
    expect(without).toEqual(["/gap?broken=wide-at-320 @375px: served without the build's Content-Security-Policy"]);
  });

  it('a hydration mismatch, once the islands are hydrated as at 375 and 1280 px', async () => {
    const context = await faultyContext(1280);
    const address = '/watercraft-appearance-protection';
    expect(await checkRoute(context, baseURL, { path: address, status: 200 }, 1280, { deep: true })).toEqual([]);
    const report = await checkRoute(context, baseURL, { path: `${address}?broken=hydration`, status: 200 }, 1280, { deep: true });
    expect(report.length).toBeGreaterThan(0);
    expect(report.some((line) => hydrationPattern.test(line)), report.join('\n')).toBe(true);
  });

  it("console errors, an uncaught exception and a missing file of the site's own; not a third party's failure", async () => {
    const context = await faultyContext(1280);
    const report = await checkRoute(context, baseURL, { path: '/about?broken=noisy', status: 200 }, 1280);
    const has = (pattern: RegExp) => expect(report.some((line) => pattern.test(line)), `${pattern} in\n${report.join('\n')}`).toBe(true);
    has(/console error: deliberate console error/);
    has(/uncaught exception: deliberate uncaught exception/);
    has(/status 404 for .*\/images\/e2e-missing\.png/);
    expect(report.filter((line) => line.includes('third-party.example')), 'third-party failures are ignored').toEqual([]);
  });

  it('a status other than the expected one', async () => {
    const context = await faultyContext(1280);
    expect(await checkRoute(context, baseURL, { path: '/about', status: 404 }, 1280)).toContainEqual(expect.stringMatching(/status 200, expected 404/));
    expect(await checkRoute(context, baseURL, { path: unknownPath, status: 200 }, 1280)).toContainEqual(expect.stringMatching(/status 404, expected 200/));
  });
});

describe('the route sweep with axe (checkRoute, axe: true) reports a broken page', () => {
  it('images without alt text', async () => {
    const context = await faultyContext(1280);
    expect(await checkRoute(context, baseURL, { path: '/gap', status: 200 }, 1280, { deep: true, axe: true })).toEqual([]);
    const report = await checkRoute(context, baseURL, { path: '/gap?broken=no-alt', status: 200 }, 1280, { deep: true, axe: true });
    expect(report).toContainEqual(expect.stringMatching(/^\/gap\?broken=no-alt @1280px: axe: image-alt \(critical\)/));
  });
});

describe('the page watch (watchPage) tells a cancelled request of a page left from a failure', () => {
  /**
   * A small server of its own: `/ticking` sends a request every few milliseconds that is never answered, `/self-abort`
   * cancels its own request, `/slow-page` takes 300 ms to arrive (so the page being left keeps sending meanwhile).
   */
  async function cancelServer(): Promise<{ origin: string; close(): void }> {
    const server = createServer((req, res) => {
      if (req.url!.startsWith('/never')) return;
      const page = (body: string) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><title>t</title>${body}`);
      if (req.url === '/ticking') page(`<script>setInterval(() => fetch('/never?tick').catch(() => {}), 2)</script>`);
      else if (req.url === '/self-abort') page(`<script>const c = new AbortController(); fetch('/never?own', { signal: c.signal }).catch(() => {}); setTimeout(() => c.abort(), 50)</script>`);
      else setTimeout(() => page('next'), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
  }

  it("excuses a left page's requests, even those sent while the next page loads; counts a request the page itself cancels", async () => {
    const server = await cancelServer();
    try {
      const page = await (await session.newContext((browser) => browser.newContext())).newPage();
      const watch = session.watch(page, server.origin);
      await page.goto(`${server.origin}/ticking`);
      await page.waitForTimeout(100);
      // The old page keeps sending for the 300 ms the next one takes: Chromium cancels those too as it commits.
      await page.goto(`${server.origin}/slow-page`);
      expect(watch.problems()).toEqual([]);
      await page.goto(`${server.origin}/self-abort`);
      await expect.poll(() => watch.problems()).toEqual([`request failed: ${server.origin}/never?own (net::ERR_ABORTED)`]);
    } finally {
      server.close();
    }
  });

  it("excuses a frame's requests when the frame gets a new document (as the studio swaps its previews) or is removed; counts one a frame cancels itself", async () => {
    const server = await cancelServer();
    try {
      const page = await (await session.newContext((browser) => browser.newContext())).newPage();
      const watch = session.watch(page, server.origin);
      await page.goto(`${server.origin}/slow-page`);
      // A frame whose document (srcdoc, with no request of its own) waits on a request that is never answered.
      const waiting = (tag: string) => `<script>fetch('${server.origin}/never?${tag}').catch(() => {})</script>`;
      const frameWith = (html: string) => page.evaluate((srcdoc) => {
        const frame = document.createElement('iframe');
        frame.srcdoc = srcdoc;
        document.body.append(frame);
      }, html);
      const pending = (tag: string) => page.waitForRequest((r) => r.url().endsWith(`/never?${tag}`));
      await Promise.all([pending('replaced'), frameWith(waiting('replaced'))]);
      await page.evaluate(() => (document.querySelector('iframe')!.srcdoc = 'the next version'));
      await Promise.all([pending('removed'), frameWith(waiting('removed'))]);
      await page.evaluate(() => document.querySelectorAll('iframe')[1]!.remove());
      await page.waitForTimeout(200);
      expect(watch.problems()).toEqual([]);
      await frameWith(`<script>const c = new AbortController(); fetch('${server.origin}/never?own-frame', { signal: c.signal }).catch(() => {}); setTimeout(() => c.abort(), 50)</script>`);
      await expect.poll(() => watch.problems()).toEqual([`request failed: ${server.origin}/never?own-frame (net::ERR_ABORTED)`]);
    } finally {
      server.close();
    }
  });
});
