/**
 * Issue 5, the interactive blocks in real Chromium over the production build (docs/requirements.md §2 landing
 * FAQ and plan pages, §4 states, §9 carousel constants): collapsible lists keep one item open and close the
 * open one on a second click, everywhere they appear; the marine toggles start on their first tab and switch
 * by click and arrow keys; the testimonial carousel advances every 5000 ms (on a fake clock), pauses on
 * hover, wraps at both ends, and moves with the arrow keys and with swipes over 40 px (mouse and touch). The
 * video plays in place on one click. The forms' own behaviour is tested in forms.test.ts; their keyboard walk
 * is in a11y.test.ts.
 */
import { outputFileFor } from '../../src/engine/routes.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { carousel } from '../../src/theme/timings.ts';
import { browserSession } from './browser-session.ts';
import { concurrency, hydrateIsland, pool, routesToVisit, siteContext, ui } from './pages.ts';

const baseURL = inject('baseURL');
const distDir = inject('distDir');
const origin = new URL(baseURL).origin;

const session = browserSession();

async function open(address: string, width = 1280, options: { hasTouch?: boolean; fakeClock?: boolean } = {}): Promise<Page> {
  const context = await session.newContext((browser) => siteContext(browser, width, options));
  const page = await context.newPage();
  if (options.fakeClock) await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  session.watch(page, origin);
  await page.goto(`${baseURL}${address}`);
  return page;
}

/** Hydrates an island (see hydrateIsland); a failure says what the page reported. */
const hydrated = (island: Locator) => hydrateIsland(island, () => `; the page reported: ${JSON.stringify(session.problems())}`);

describe('collapsible lists (FAQ, covered components): one item open at a time', () => {
  /** Which items of a <details> group are open, as their 0-based indexes. */
  const openItems = (items: Locator) => items.evaluateAll((all) => all.flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i] : [])));

  /** Opens the first item, then the second (the first closes), then clicks the second again (none open). */
  async function checkSingleOpen(items: Locator, where: string): Promise<string[]> {
    const problems: string[] = [];
    const summary = (i: number) => items.nth(i).locator(':scope > summary');
    const expectOpen = async (expected: number[], after: string) => {
      const actual = await openItems(items);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${where}: after ${after}, open items ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    };
    await expectOpen([], 'loading');
    await summary(0).click();
    await expectOpen([0], 'clicking item 1');
    await summary(1).click();
    await expectOpen([1], 'clicking item 2');
    await summary(1).click();
    await expectOpen([], 'clicking the open item 2 again');
    return problems;
  }

  it('the landing FAQ has 10 questions; opening one closes the other; clicking the open one closes it', async () => {
    const page = await open('/');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const items = faq.locator('details');
    expect(await items.count()).toBe(10);
    expect(await checkSingleOpen(items, 'FAQ')).toEqual([]);
    expect(session.problems()).toEqual([]);
  });

  it('every group of collapsibles on every page (plan pages, tab panels) behaves the same', async () => {
    const context = await session.newContext((browser) => siteContext(browser, 1280));
    // Only the pages whose content has a collapsible (the others would be loaded for nothing). The footer's folding
    // link groups are <details> too, on every page at every width; footer.test.ts checks them.
    const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const withDetails = routesToVisit(distDir).filter((r) => r.status === 200 && !r.path.includes('?') && mainOf(readFileSync(path.join(distDir, outputFileFor(r.path)), 'utf8')).includes('<details'));
    expect(withDetails.length).toBeGreaterThan(10);
    const report = (
      await pool(withDetails, concurrency, async ({ path }) => {
        const page = await context.newPage();
        try {
          await page.goto(`${baseURL}${path}`);
          const groups = await page.locator('main details[name]').evaluateAll((all) => [...new Set(all.filter((d) => (d as HTMLElement).checkVisibility()).map((d) => d.getAttribute('name')!))]);
          const problems = groups.length ? [] : [`${path}: its HTML has collapsibles, but none is shown`];
          for (const name of groups) {
            const items = page.locator(`details[name="${name}"]`);
            if ((await items.count()) >= 2) problems.push(...(await checkSingleOpen(items, `${path} group ${name}`)));
          }
          return problems;
        } finally {
          await page.close();
        }
      })
    ).flat();
    expect(report, `\n${report.join('\n')}\n`).toEqual([]);
  }, 120_000);
});

describe('toggle tabs (the marine pages)', () => {
  it.each([
    ['/watercraft-appearance-protection', ['Exterior', 'Interior']],
    ['/marineessentials-ultimate-protection', ['Inboard', 'Outboard']],
  ])('%s: the first tab is selected by default; clicks and arrow keys switch', async (address, labels) => {
    const page = await open(address);
    const tabs = page.getByRole('tab');
    const panels = page.locator('[role="tabpanel"]');
    const state = async () => ({
      selected: await tabs.evaluateAll((all) => all.map((t) => t.getAttribute('aria-selected'))),
      shown: await panels.evaluateAll((all) => all.map((p) => !(p as HTMLElement).hidden)),
    });
    const first = { selected: ['true', 'false'], shown: [true, false] };
    const second = { selected: ['false', 'true'], shown: [false, true] };

    expect(await tabs.allTextContents()).toEqual(labels);
    expect(await state(), 'in the prerendered HTML').toEqual(first);
    await hydrated(page.locator('[data-island="tabs"]'));
    expect(await state(), 'once hydrated').toEqual(first);

    await tabs.nth(1).click();
    expect(await state(), 'after clicking the second tab').toEqual(second);
    expect(await panels.nth(1).isVisible()).toBe(true);

    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await state(), 'ArrowLeft').toEqual(first);
    expect(await tabs.nth(0).evaluate((t) => t === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await state(), 'ArrowRight').toEqual(second);
    expect(session.problems()).toEqual([]);
  });
});

describe('the testimonial carousel (home page)', () => {
  const slideCount = 4;

  /** The home page with a fake clock, paused once the carousel has hydrated; returns its parts. */
  async function openCarousel(width = 1280, hasTouch = false) {
    const page = await open('/', width, { fakeClock: true, hasTouch });
    const island = page.locator('[data-island="carousel"]');
    await hydrated(island);
    await page.clock.pauseAt(new Date('2026-03-02T10:00:00Z'));
    const group = page.locator('[aria-roledescription="carousel"]');
    const slides = group.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(slideCount);
    /** The shown quote, 0-based: the dot marked current, checked against the one visible slide. */
    const current = async () => {
      const dot = await group.getByRole('button', { name: /^Show quote/ }).evaluateAll((all) => all.findIndex((b) => b.getAttribute('aria-current') === 'true'));
      const visible = await slides.evaluateAll((all) => all.flatMap((s, i) => (getComputedStyle(s).visibility === 'visible' && s.getAttribute('aria-hidden') !== 'true' ? [i] : [])));
      expect(visible, 'exactly the current slide is visible').toEqual([dot]);
      return dot;
    };
    /** Lets React commit what the last event changed (its effects run on a real, unfaked channel). */
    const settle = () => page.waitForTimeout(150);
    /** Moves the mouse off the carousel and takes focus out of it, so it rotates again (a fresh 5000 ms). */
    const leave = async () => {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.mouse.move(5, 5);
      await settle();
    };
    // Pausing jumped the clock, which may have moved it once: start every test from the first quote.
    await group.getByRole('button', { name: 'Show quote 1:' }).click();
    await leave();
    expect(await current()).toBe(0);
    return { page, group, slides, current, settle, leave };
  }

  it(`advances every ${carousel.intervalMs} ms, pauses while hovered, and wraps from the last quote to the first`, async () => {
    const { page, group, current, settle, leave } = await openCarousel();
    await group.hover();
    await settle();
    const start = await current();
    await page.clock.runFor(3 * carousel.intervalMs);
    expect(await current(), 'no move while the pointer is over it').toBe(start);

    await leave();
    await page.clock.runFor(carousel.intervalMs - 1);
    await settle();
    expect(await current(), `not yet at ${carousel.intervalMs - 1} ms`).toBe(start);
    await page.clock.runFor(1);
    await settle();
    expect(await current(), `moved at ${carousel.intervalMs} ms`).toBe((start + 1) % slideCount);

    await group.getByRole('button', { name: `Show quote ${slideCount}:` }).click();
    await leave();
    expect(await current()).toBe(slideCount - 1);
    await page.clock.runFor(carousel.intervalMs);
    await settle();
    expect(await current(), 'wrapped to the first quote').toBe(0);
    expect(session.problems()).toEqual([]);
  });

  it('ArrowLeft and ArrowRight move it, wrapping at both ends', async () => {
    const { page, group, current, settle } = await openCarousel();
    await group.getByRole('button', { name: ui.carousel.next }).focus(); // keyboard focus inside also pauses the rotation
    await page.keyboard.press('ArrowLeft');
    await settle();
    expect(await current(), 'ArrowLeft on the first wraps to the last').toBe(slideCount - 1);
    await page.keyboard.press('ArrowRight');
    await settle();
    expect(await current(), 'ArrowRight on the last wraps to the first').toBe(0);
    await page.keyboard.press('ArrowRight');
    await settle();
    expect(await current()).toBe(1);
    expect(session.problems()).toEqual([]);
  });

  /** Swipes over the quotes by `dx`, `dy` px with `drag` and reports where the carousel went from `from`. */
  async function swipeTests(width: number, hasTouch: boolean, drag: (page: Page, x: number, y: number, dx: number, dy: number) => Promise<void>) {
    const { page, slides, current, settle } = await openCarousel(width, hasTouch);
    const area = slides.first().locator('..');
    await area.scrollIntoViewIfNeeded();
    const box = (await area.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(box.height / 2, 100);
    const swipe = async (dx: number, dy = 0) => {
      await drag(page, x, y, dx, dy);
      await settle();
      return current();
    };
    expect(await swipe(-(carousel.swipeThresholdPx - 10)), `${carousel.swipeThresholdPx - 10} px left is not a swipe`).toBe(0);
    expect(await swipe(-(carousel.swipeThresholdPx + 20)), `${carousel.swipeThresholdPx + 20} px left: next quote`).toBe(1);
    expect(await swipe(carousel.swipeThresholdPx + 20), `${carousel.swipeThresholdPx + 20} px right: previous quote`).toBe(0);
    expect(await swipe(carousel.swipeThresholdPx + 20), 'right on the first wraps to the last').toBe(slideCount - 1);
    expect(await swipe(-(carousel.swipeThresholdPx + 20)), 'left on the last wraps to the first').toBe(0);
    expect(await swipe(-(carousel.swipeThresholdPx + 10), carousel.swipeThresholdPx + 40), 'a mostly vertical move is not a swipe').toBe(0);
    expect(session.problems()).toEqual([]);
  }

  it('a mouse drag over 40 px moves it; shorter or mostly vertical drags do not', async () => {
    await swipeTests(1280, false, async (page, x, y, dx, dy) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y + dy, { steps: 5 });
      await page.mouse.up();
    });
  });

  it('a touch swipe over 40 px moves it on a phone; shorter swipes do not', async () => {
    await swipeTests(375, true, async (page, x, y, dx, dy) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 5; step++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 5, y: y + (dy * step) / 5 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    });
  });
});

describe('the video (home page)', () => {
  it('one click on its cover plays it in place: the player takes the cover\'s box, gets focus, and no tab opens', async () => {
    const page = await open('/');
    const island = page.locator('[data-island="embed"]');
    const cover = island.locator('a').first();
    await cover.scrollIntoViewIfNeeded();
    // Before its code has run, the cover is a real link to the video (it works without JavaScript).
    expect(await cover.getAttribute('target')).toBe('_blank');
    const box = await cover.boundingBox();
    const title = (await cover.textContent())!.trim();
    // The bootstrap holds a click that arrives before the island is ready and replays it after.
    await cover.click();
    const player = island.locator('iframe');
    await player.waitFor({ timeout: 15_000 });
    expect(new URL((await player.getAttribute('src'))!).searchParams.get('autoplay')).toBe('1');
    expect(await player.getAttribute('title'), 'the player is named by the title its cover showed').toBe(title);
    const played = await player.boundingBox();
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(played![key] - box![key]), `the player's ${key}`).toBeLessThan(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(page.context().pages(), 'no new tab').toHaveLength(1);
    expect(session.problems()).toEqual([]);
  });
});
