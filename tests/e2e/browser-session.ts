/**
 * The browser side of an e2e file, in one place: a connection to the run's Chromium for the file, and per test a context and
 * a watched page that are closed after it. Call it once at the top of a test file (it registers the
 * vitest hooks).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { watchPage, type PageWatch } from './checks.ts';
import { connectChromium } from './shared-browser.ts';

export interface BrowserSession {
  /** Makes this test's context (closed after the test) with `make`, given the file's browser. */
  newContext(make: (browser: Browser) => Promise<BrowserContext>): Promise<BrowserContext>;
  /** Starts watching `page` for problems (console errors, failed requests to `origin`…) until the test ends. */
  watch(page: Page, origin: string): PageWatch;
  /** What the watched page reported so far; a test that watched nothing fails here rather than pass on nothing. */
  problems(): string[];
}

export function browserSession(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let watched: PageWatch | undefined;

  beforeAll(async () => {
    browser = await connectChromium();
  });
  afterAll(async () => {
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
