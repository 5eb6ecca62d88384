/**
 * The browser side of an e2e file, in one place: a connection to the run's Chromium for the file, and per test a context and
 * a watched page that are closed after it, or one page kept for the whole file. Call it once at the top of a test file
 * (it registers the vitest hooks).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { watchPage, type PageWatch } from './checks.ts';
import { connectChromium } from './shared-browser.ts';

export interface BrowserSession {
  /** Makes this test's context (closed after the test) with `make`, given the file's browser. */
  newContext(make: (browser: Browser) => Promise<BrowserContext>): Promise<BrowserContext>;
  /**
   * A page of `viewport`'s size, kept for the whole file: each call gives the same page, resized if asked for another
   * size, where a context and a page made anew cost Chromium about 290 ms of CPU and a navigation of a kept page about
   * 120 (one load of /about, median of 20, 2026-11-29). For tests that load a document and measure it: the page keeps
   * the file's cache, storage and cookies from test to test, and whatever listener or script a test adds to it.
   */
  page(viewport: { width: number; height: number }): Promise<Page>;
  /** Starts watching `page` for problems (console errors, failed requests to `origin`…) until the test ends. */
  watch(page: Page, origin: string): PageWatch;
  /** What the watched page reported so far; a test that watched nothing fails here rather than pass on nothing. */
  problems(): string[];
}

export function browserSession(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let watched: PageWatch | undefined;
  let kept: { context: BrowserContext; page: Page } | undefined;

  beforeAll(async () => {
    browser = await connectChromium();
  });
  afterAll(async () => {
    await kept?.context.close();
    await browser?.close();
  });
  afterEach(async () => {
    watched?.stop();
    watched = undefined;
    await context?.close();
    context = undefined;
  });

  return {
    async newContext(make) {
      if (!browser) throw new Error('browserSession: the browser is not launched yet (call newContext inside a test).');
      await context?.close();
      context = await make(browser);
      return context;
    },
    async page(viewport) {
      if (!browser) throw new Error('browserSession: the browser is not launched yet (call page inside a test or a hook).');
      if (!kept || kept.page.isClosed()) {
        const context = await browser.newContext({ viewport });
        kept = { context, page: await context.newPage() };
        return kept.page;
      }
      const size = kept.page.viewportSize();
      if (size?.width !== viewport.width || size.height !== viewport.height) await kept.page.setViewportSize(viewport);
      return kept.page;
    },
    watch(page, origin) {
      watched?.stop();
      watched = watchPage(page, { origin });
      return watched;
    },
    problems() {
      if (!watched) throw new Error('browserSession: this test watches no page, so it has no problems to report.');
      return watched.problems();
    },
  };
}
