/**
 * Issue 15 item 8, instant navigation: every page of the production build carries Speculation Rules
 * (src/render/speculation-rules.ts), and in Chromium resting the pointer on a link to another page of
 * the site loads that page ahead, while links to other sites, to /thankyou, to brochures and other
 * files, to new tabs and nofollow links are never loaded ahead. What the browser fetches ahead is seen
 * where it lands: at a real server, by the `Sec-Purpose: prefetch` header Chromium sends with it, and
 * in Chromium's own record of the speculative loads it attempted (the DevTools Preload domain).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { guarded } from '../../src/server/request-guard.ts';
import { createSiteHandler } from '../../src/server/site-server.ts';
import { browserSession } from './browser-session.ts';
import { routesToVisit } from './pages.ts';

const baseURL = inject('baseURL');
const distDir = inject('distDir');

const rulesScript = /<script type="speculationrules">([\s\S]*?)<\/script>/g;

describe('Speculation Rules on every page', () => {
  it('every route carries exactly one rules script, valid JSON with prefetch or prerender document rules for this origin', async () => {
    const problems: string[] = [];
    for (const route of routesToVisit(distDir)) {
      const response = await fetch(`${baseURL}${route.path}`);
      const html = await response.text();
      const scripts = [...html.matchAll(rulesScript)].map((m) => m[1]!);
      if (scripts.length !== 1) {
        problems.push(`${route.path}: ${scripts.length} speculationrules scripts`);
        continue;
      }
      let rules: Record<string, { source?: string; where?: unknown; eagerness?: string }[]>;
      try {
        rules = JSON.parse(scripts[0]!) as typeof rules;
      } catch (error) {
        problems.push(`${route.path}: not JSON: ${String(error)}`);
        continue;
      }
      const all = [...(rules.prefetch ?? []), ...(rules.prerender ?? [])];
      if (!all.length) problems.push(`${route.path}: no prefetch or prerender rule`);
      for (const rule of all) {
        if (rule.source !== 'document') problems.push(`${route.path}: a rule with source ${rule.source}`);
        // Same origin only, whatever else the condition says.
        if (!JSON.stringify(rule.where).includes('{"href_matches":"/*"}')) problems.push(`${route.path}: a rule not limited to this origin`);
        if (!['eager', 'moderate', 'conservative'].includes(rule.eagerness ?? '')) problems.push(`${route.path}: a rule with eagerness ${rule.eagerness}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('Speculation Rules in Chromium', () => {
  const session = browserSession();
  /** Every request the test server got that Chromium made ahead of a click: its path and Sec-Purpose. */
  const ahead: { path: string; purpose: string }[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const handle = createSiteHandler({ distDir });
    server = createServer(
      guarded((req, res) => {
        const purpose = req.headers['sec-purpose'];
        if (purpose) ahead.push({ path: req.url ?? '', purpose: String(purpose) });
        return handle(req, res);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A desktop tab on `address` (the header's links in view), with Chromium's record of speculative loads. */
  async function open(address: string): Promise<{ page: Page; attempted: string[] }> {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const attempted: string[] = [];
    cdp.on('Preload.prefetchStatusUpdated', (event) => attempted.push(event.key.url));
    cdp.on('Preload.prerenderStatusUpdated', (event) => attempted.push(event.key.url));
    await cdp.send('Preload.enable');
    await page.goto(`${base}${address}`, { waitUntil: 'load' });
    return { page, attempted };
  }

  /** Rests the pointer on `link` for longer than any of the rules waits. */
  async function hover(page: Page, selector: string) {
    const link = page.locator(selector).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForTimeout(400);
  }

  async function loadedAhead(path: string, within = 5000): Promise<boolean> {
    for (const deadline = Date.now() + within; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      if (ahead.some((request) => request.path === path && request.purpose.startsWith('prefetch'))) return true;
    }
    return false;
  }

  it('resting the pointer on a link to another page of the site loads that page ahead', async () => {
    const { page } = await open('/');
    await hover(page, 'header a[href="/about"]');
    expect(await loadedAhead('/about'), JSON.stringify(ahead)).toBe(true);
  });

  it('never loads ahead a link to another site, /thankyou, a brochure or other file, a new tab or a nofollow link', async () => {
    const { page, attempted } = await open('/admin-in-a-box');
    // The site has no link to /thankyou today (the scheduling service sends readers there), and its
    // brochure links carry `download`: links an author could add are placed on the page to be sure.
    await page.evaluate(() => {
      const links: [string, Record<string, string>][] = [
        ['/thankyou', {}],
        ['/thankyou?event_type_name=Discovery%20Call', {}],
        ['/brochures/gap.pdf', {}],
        ['/sitemap.xml', {}],
        ['/bench-reference', {}],
        // Addresses no page links to (the footer now links every plan page): a load ahead would show as a request.
        ['/no-page-opened-in-a-new-tab', { target: '_blank' }],
        ['/no-page-behind-a-nofollow-link', { rel: 'nofollow' }],
        ['https://discover.owladmin.example/the-owl-advantage', {}],
        // (None of these pages is linked from this page otherwise, so no stray hover can load them.)
        // The control: a plain link to a page, hovered last, must be loaded ahead.
        ['/privacy-policy', { id: 'control' }],
      ];
      const list = document.createElement('div');
      list.id = 'speculation-test-links';
      for (const [href, attributes] of links) {
        const a = Object.assign(document.createElement('a'), { href, textContent: `link to ${href}` });
        for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
        a.style.cssText = 'display:block;font-size:24px;padding:8px';
        list.append(a);
      }
      document.querySelector('main')!.prepend(list);
    });
    const excluded = [
      // The site's own: a brochure download and external links (Sign In, which opens in a new tab).
      'a[href^="/brochures/"][download]',
      'header a[href^="https://"]:visible',
      ...['/thankyou', '/thankyou?event_type_name=Discovery%20Call', '/brochures/gap.pdf', '/sitemap.xml', '/bench-reference', '/no-page-opened-in-a-new-tab', '/no-page-behind-a-nofollow-link', 'https://discover.owladmin.example/the-owl-advantage'].map(
        (href) => `#speculation-test-links a[href="${href}"]`,
      ),
    ];
    for (const selector of excluded) await hover(page, selector);
    await hover(page, '#control');
    // Chromium was loading ahead all along: the control proves the hovers above were seen, and nothing came of them.
    expect(await loadedAhead('/privacy-policy'), JSON.stringify(ahead)).toBe(true);
    const loadedPaths = ahead.map((request) => request.path);
    for (const path of ['/thankyou', '/brochures/', '/sitemap.xml', '/bench-', '/no-page-opened-in-a-new-tab', '/no-page-behind-a-nofollow-link']) {
      expect(loadedPaths.filter((p) => p.startsWith(path)), `loaded ahead: ${path}`).toEqual([]);
    }
    // What Chromium attempted, wherever it would have gone: nothing on another origin, nothing excluded.
    expect(attempted.filter((url) => new URL(url).origin !== base)).toEqual([]);
    expect(attempted.filter((url) => /\/(thankyou|brochures\/|sitemap\.xml|bench-|no-page-)/.test(new URL(url).pathname + new URL(url).search))).toEqual([]);
  });
});
