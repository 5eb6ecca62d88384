/**
 * Issue 5, every route at every width, over the production build served locally (global-setup.ts):
 * the expected status (404 for an unknown path), no console error, no uncaught exception, no failed
 * request to the site, no hydration warning, no horizontal overflow. Each route is loaded twice, at 375
 * and 1280 px, with every island hydrated, then resized to the other widths (pages.ts, sweepWidths).
 * In the same loads: the build's Content-Security-Policy comes with every page and nothing violates it
 * (issue 15 item 6), and at 1280 px axe-core finds no serious or critical violation (issue 5). Full-page
 * pictures of every route for a person to look at: `npm run shots` (tests/e2e/shots.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectChromium } from './shared-browser.ts';
import { allPathsHeaders, headersFile } from '../../src/server/response-headers.ts';
import { checkRoute, concurrency, pool, routesToVisit, siteContext, sitemapPaths, specRoutes, sweepWidths, unknownPath } from './pages.ts';

const baseURL = inject('baseURL');
const distDir = inject('distDir');
const policy = allPathsHeaders(readFileSync(path.join(distDir, headersFile), 'utf8'))['Content-Security-Policy']!;

describe('the routes', () => {
  it('the build serves every route of the spec table; the sitemap lists all but the /claim alias', () => {
    const visited = routesToVisit(distDir).map((r) => r.path);
    const missing = specRoutes.filter((p) => !visited.includes(p));
    expect(missing, 'spec routes the build does not have').toEqual([]);
    expect(sitemapPaths(distDir)).not.toContain('/claim');
    expect(visited).toContain(unknownPath);
  });

  it('the Content-Security-Policy is in the build, strict about scripts', () => {
    expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
  });
});

describe('every route at every width', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const routes = routesToVisit(distDir);

  it.each(sweepWidths)(
    '$width px, then $resizeTo px: status, console, failed requests, hydration, overflow, the CSP (and at 1280 px, axe)',
    async ({ width, resizeTo }) => {
      const context = await siteContext(browser, width);
      try {
        const options = { deep: true, resizeTo, csp: policy, axe: width === 1280 };
        const report = (await pool(routes, concurrency, (route) => checkRoute(context, baseURL, route, width, options))).flat();
        expect(report, `\n${report.join('\n')}\n`).toEqual([]);
      } finally {
        await context.close();
      }
    },
    300_000,
  );
});
