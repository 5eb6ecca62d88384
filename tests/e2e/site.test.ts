/**
 * Issue 5, every route at every width, over the production build served locally (global-setup.ts):
 * the expected status (404 for an unknown path), no console error, no uncaught exception, no failed
 * request to the site, no hydration warning, no horizontal overflow. At 375 and 1280 px every island is
 * also hydrated (so hydration warnings surface) and the page is screenshotted, full length, into
 * test-results/screenshots/ for a person to look at.
 */
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { checkRoute, concurrency, deepWidths, pool, routesToVisit, screenshotDir, siteContext, sitemapPaths, specRoutes, unknownPath, widths } from './pages.ts';

const baseURL = inject('baseURL');
const distDir = inject('distDir');
const origin = new URL(baseURL).origin;

describe('the routes', () => {
  it('the build serves every route of the spec table; the sitemap lists all but the /claim alias', () => {
    const visited = routesToVisit(distDir).map((r) => r.path);
    const missing = specRoutes.filter((p) => !visited.includes(p));
    expect(missing, 'spec routes the build does not have').toEqual([]);
    expect(sitemapPaths(distDir)).not.toContain('/claim');
    expect(visited).toContain(unknownPath);
  });
});

describe('every route at every width', () => {
  let browser: Browser;
  beforeAll(async () => {
    rmSync(screenshotDir, { recursive: true, force: true }); // this run's screenshots only
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const routes = routesToVisit(distDir);

  it.each(widths)('%i px: status, console, failed requests, overflow (and at 375/1280: hydration, screenshots)', async (width) => {
    const context = await siteContext(browser, origin, width);
    try {
      const report = (await pool(routes, concurrency, (route) => checkRoute(context, baseURL, route, width, { deep: deepWidths.includes(width), screenshot: deepWidths.includes(width) }))).flat();
      expect(report, `\n${report.join('\n')}\n`).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
