/**
 * Issue 11 item 2, in real Chromium over the production build: an island whose code cannot load never
 * traps the visitor. A chunk that fails once is fetched again and the island hydrates. A chunk that never
 * loads leaves the island as static HTML that still works (every kind the site has: the phone menu,
 * tabs, carousel, video, scheduler, form), a click held for it does what its HTML does, and the console
 * says so once per island, naming it. An island that throws while rendering gets its server HTML back,
 * and the others still hydrate.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { QUERY_PATH } from '../../src/blocks/form/query.ts';
import { loadTimeoutMs } from '../../src/blocks/embed/watch-frame.ts';
import { browserSession } from './browser-session.ts';
import { axeViolations } from './checks.ts';
import { hydrateIsland, siteConfig, siteContext, ui } from './pages.ts';

const baseURL = inject('baseURL');
const session = browserSession();

/** A chunk of the build, by the source file it comes from (Vite names it <file>-<hash>.js). */
const chunk = (file: string) => new RegExp(`/assets/${file}-[\\w-]+\\.js$`);

/** The lines the bootstrap writes when an island gives up (see client/static-fallback.ts). */
const islandReport = /^Island "(\w+)" /;

interface Opened {
  page: Page;
  context: BrowserContext;
  /** Every console error so far. */
  errors: string[];
  /** How many times each island was reported, by name. */
  reports: () => Record<string, number>;
}

/**
 * Opens `address` with every request for `blocked` failing (from the first, or only the first `times`),
 * and listens to the console and to uncaught errors from the start.
 */
async function open(address: string, { blocked, times = Infinity, width = 1280, clock = false }: { blocked?: RegExp; times?: number; width?: number; clock?: boolean } = {}): Promise<Opened & { requests: () => number }> {
  const context = await session.newContext((browser) => siteContext(browser, width));
  // Playwright's clock, for timeouts the test jumps over instead of waiting out.
  if (clock) await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  let requests = 0;
  if (blocked) {
    await page.route(blocked, (route: Route) => (++requests <= times ? route.abort('connectionreset') : route.continue()));
  }
  await page.goto(`${baseURL}${address}`);
  const reports = () => {
    const count: Record<string, number> = {};
    for (const line of errors) {
      const name = islandReport.exec(line)?.[1];
      if (name) count[name] = (count[name] ?? 0) + 1;
    }
    return count;
  };
  return { page, context, errors, reports, requests: () => requests };
}

/** Console errors other than the island reports and Chromium's own line for each failed request (which no page can silence). */
const otherErrors = (errors: string[]) => errors.filter((e) => !islandReport.test(e) && !/^Failed to load resource: net::ERR_/.test(e));

/** Resolves once a new tab has gone to `url` (the player's own site, which this suite aborts, as every third party), this one staying put. */
async function playerOpenedInNewTab(context: BrowserContext, page: Page, url: string) {
  const here = page.url();
  const [tab] = await Promise.all([
    context.waitForEvent('page', { timeout: 15_000 }),
    context.waitForEvent('request', { predicate: (r) => r.url() === url && r.isNavigationRequest(), timeout: 15_000 }),
  ]);
  expect(tab).not.toBe(page);
  expect(page.url(), 'this tab stays').toBe(here);
}

/** Waits until the island named `name` has given up (the bootstrap marks it). */
async function givenUp(page: Page, name: string) {
  await page.locator(`[data-island="${name}"][data-island-failed]`).first().waitFor({ state: 'attached', timeout: 15_000 });
}

describe('a chunk that fails once is fetched again', () => {
  it.each([
    ['the tabs\' own code', 'TabsBlock'],
    ['the React runtime every island shares', 'hydrate-island'],
  ])('%s: the tabs still hydrate and switch', async (_what, file) => {
    const { page, errors, requests } = await open('/watercraft-appearance-protection', { blocked: chunk(file), times: 1 });
    const island = page.locator('[data-island="tabs"]');
    await hydrateIsland(island, () => JSON.stringify(errors));
    expect(requests(), 'fetched twice: the failure, then the retry').toBe(2);
    const second = island.getByRole('tab').nth(1);
    await second.click();
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await island.getByRole('tabpanel').count(), 'one panel shown').toBe(1);
    expect(otherErrors(errors)).toEqual([]);
    expect(errors.filter((e) => islandReport.test(e)), 'nothing to report').toEqual([]);
  });
});

describe('a chunk that never loads: the page stays usable as static HTML, and says so once', () => {
  it('the phone menu: the held click opens the static menu, which reaches every link', async () => {
    const { page, errors, reports } = await open('/gap', { blocked: chunk('SiteMenu'), width: 375 });
    await page.getByRole('button', { name: ui.openMenu }).click();
    await givenUp(page, 'siteMenu');
    const menu = page.getByRole('dialog', { name: ui.siteMenu });
    await menu.waitFor({ state: 'visible', timeout: 5000 });
    for (const { label, href } of siteConfig.navigation.links) expect(await menu.getByRole('link', { name: label, exact: true }).getAttribute('href'), label).toBe(href);
    expect(await menu.getByRole('link', { name: new RegExp(`^${siteConfig.navigation.signUp.label}`) }).getAttribute('target')).toBe('_blank');
    expect(await axeViolations(page), 'the static menu, open, is accessible').toEqual([]);
    // It closes with its close button, and opens again without any script.
    await menu.getByRole('button', { name: ui.closeMenu }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: ui.openMenu }).click();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(`${baseURL}/about`);
    expect(reports()).toEqual({ siteMenu: 1 });
    expect(otherErrors(errors)).toEqual([]);
  });

  it('the tabs: every panel is shown under its name, instead of tabs that cannot switch', async () => {
    const { page, errors, reports } = await open('/marineessentials-ultimate-protection', { blocked: chunk('TabsBlock') });
    const island = page.locator('[data-island="tabs"]');
    const tabs = await island.getByRole('tab').allTextContents();
    expect(tabs.length).toBeGreaterThan(1);
    await island.getByRole('tab').nth(1).click();
    await givenUp(page, 'tabs');
    expect(await island.getByRole('tablist').isVisible(), 'the tab buttons are gone').toBe(false);
    const panels = island.locator('[role="tabpanel"]');
    expect(await panels.count()).toBe(tabs.length);
    for (let i = 0; i < tabs.length; i++) expect(await panels.nth(i).isVisible(), `panel ${i + 1}`).toBe(true);
    expect(reports()).toEqual({ tabs: 1 });
    expect(otherErrors(errors)).toEqual([]);
  });

  it('the carousel: every quote is shown, instead of controls that cannot move', async () => {
    const { page, errors, reports } = await open('/', { blocked: chunk('CarouselBlock') });
    const island = page.locator('[data-island="carousel"]');
    await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
    await givenUp(page, 'carousel');
    const slides = island.locator('[data-carousel-slide]');
    expect(await slides.count()).toBeGreaterThan(1);
    for (let i = 0; i < (await slides.count()); i++) expect(await slides.nth(i).isVisible(), `quote ${i + 1}`).toBe(true);
    expect(await island.locator('[data-carousel-controls]').isVisible()).toBe(false);
    expect(reports()).toEqual({ carousel: 1 });
    expect(otherErrors(errors)).toEqual([]);
  });

  it('the video: the held click on its cover opens the player in a new tab, as the link it is', async () => {
    const { page, context, errors, reports } = await open('/', { blocked: chunk('EmbedBlock') });
    const cover = page.locator('[data-island="embed"] a').first();
    await cover.scrollIntoViewIfNeeded();
    const player = await cover.getAttribute('href');
    const opened = playerOpenedInNewTab(context, page, player!);
    await cover.click();
    await opened;
    expect(await page.locator('[data-island="embed"]').getAttribute('data-island-failed')).toBe('');
    expect(reports()).toEqual({ embed: 1 });
    expect(otherErrors(errors)).toEqual([]);
  });

  it('the form: the browser still checks it, nothing is sent, and its note says how else to reach us', async () => {
    const { page, errors, reports } = await open('/contact', { blocked: chunk('FormBlock') });
    let sent = 0;
    page.on('request', (r) => r.url().endsWith(QUERY_PATH) && sent++);
    const form = page.locator('[data-island="form"] form');
    await form.getByLabel('Your name').fill('Bo');
    await form.getByLabel('Email address').fill('bo@example.com');
    await form.getByLabel('How can we help?').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await givenUp(page, 'form');
    // The note written for visitors without JavaScript is now part of the page.
    const note = form.locator('p', { hasText: 'To send this form, please turn on JavaScript, or email us at' });
    await note.waitFor({ state: 'visible' });
    expect(await note.textContent()).toContain(siteConfig.contact.email);
    await form.getByLabel('Your name').fill('');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await form.getByLabel('Your name').evaluate((e) => e === document.activeElement), 'the browser\'s own check').toBe(true);
    expect(sent).toBe(0);
    expect(page.url()).toBe(`${baseURL}/contact`);
    expect(reports()).toEqual({ form: 1 });
    expect(otherErrors(errors)).toEqual([]);
  });

  it('the scheduler: its frame and the link to open it in a new tab stay', async () => {
    const { page, errors, reports } = await open('/book-a-call-calendly', { blocked: chunk('EmbedBlock') });
    const island = page.locator('[data-island="embed"]');
    // The pointer over the island (its loading panel covers the frame until the frame loads).
    await island.locator(':scope > *').first().hover({ position: { x: 2, y: 2 } });
    await givenUp(page, 'embed');
    // One frame shows, the watched one, which the watcher gave its address (the <noscript> copy, unwrapped, makes way).
    const shown = island.locator('iframe').filter({ visible: true });
    expect(await shown.count()).toBe(1);
    expect(await shown.getAttribute('data-src')).not.toBeNull();
    await expect.poll(() => shown.getAttribute('src')).toMatch(/^https:\/\/calendly\.com\//);
    const link = island.locator('a', { hasText: ui.video.openLabel });
    expect(await link.getAttribute('href')).toBe(siteConfig.links.scheduling);
    expect(reports()).toEqual({ embed: 1 });
    expect(otherErrors(errors)).toEqual([]);
  });

  it('the scheduler, its island code failed: the watcher still gives way to the fallback in time, in the same box', async () => {
    // The watcher is plain DOM code of its own: a visitor whose island chunk failed is not left staring at "Loading…".
    const { page, errors, reports } = await open('/book-a-call-calendly', { blocked: chunk('EmbedBlock'), clock: true });
    const island = page.locator('[data-island="embed"]');
    await page.locator('#schedule').scrollIntoViewIfNeeded();
    // The pointer over the island asks for its code, which fails (the bootstrap's own timers run on the clock moved below).
    await island.locator(':scope > *').first().hover({ position: { x: 2, y: 2 } });
    let advanced = 0;
    while (!(await island.getAttribute('data-frame-state'))) {
      if (advanced > 2 * loadTimeoutMs) throw new Error(`no state after moving the clock ${advanced} ms`);
      await page.clock.fastForward(500);
      advanced += 500;
      await page.waitForTimeout(20);
    }
    expect(await island.getAttribute('data-frame-state')).toBe('failed');
    await givenUp(page, 'embed');
    const fallback = island.getByRole('status').getByRole('link');
    expect(await fallback.count()).toBeGreaterThanOrEqual(2);
    expect(await fallback.first().isVisible()).toBe(true);
    // The box keeps the widget's 750 px: the fallback is a card over the calendar's outline, and nothing under it moves (outside review round 7).
    const box = (await island.locator('iframe').first().evaluate((f) => f.parentElement!.getBoundingClientRect().height));
    expect(box).toBe(750);
    expect(reports()).toEqual({ embed: 1 });
    expect(otherErrors(errors)).toEqual([]);
  });

  it('the scheduler\'s watcher: the frame is given its address all the same, as without JavaScript', async () => {
    // The watcher gives the frame its address as it nears the screen; without it, the <noscript> copy stands in.
    const { page, errors, reports } = await open('/book-a-call-calendly', { blocked: chunk('watch-frame') });
    const island = page.locator('[data-island="embed"]');
    await page.locator('#schedule').scrollIntoViewIfNeeded();
    await givenUp(page, 'embed');
    const shown = island.locator('iframe').filter({ visible: true });
    expect(await shown.count()).toBe(1);
    expect(await shown.getAttribute('src')).toMatch(/^https:\/\/calendly\.com\//);
    expect(reports()).toEqual({ embed: 1 });
    expect(otherErrors(errors)).toEqual([]);
  });

  it('the React runtime every island shares: each island on the page is reported once, and each still works', async () => {
    const { page, context, errors, reports } = await open('/', { blocked: chunk('hydrate-island'), width: 375 });
    // Touch every island: the menu (held click), the carousel (scrolled to), the video and the form.
    await page.getByRole('button', { name: ui.openMenu }).click();
    const menu = page.getByRole('dialog', { name: ui.siteMenu });
    await menu.waitFor({ state: 'visible', timeout: 15_000 });
    await menu.getByRole('button', { name: ui.closeMenu }).click();
    for (const name of ['carousel', 'embed', 'form']) {
      const first = page.locator(`[data-island="${name}"] > *`).first();
      await first.scrollIntoViewIfNeeded();
      await first.hover({ position: { x: 2, y: 2 } });
    }
    for (const name of ['siteMenu', 'carousel', 'embed', 'form']) await givenUp(page, name);
    const opened = playerOpenedInNewTab(context, page, siteConfig.links.videoEmbed!);
    await page.locator('[data-island="embed"] a').first().click();
    await opened;
    await page.waitForTimeout(500);
    expect(reports()).toEqual({ siteMenu: 1, carousel: 1, embed: 1, form: 1 });
    expect(otherErrors(errors)).toEqual([]);
  });
});

describe('an island that throws while rendering', () => {
  it('gets its server HTML back, is reported once, and the others still hydrate', async () => {
    const context = await session.newContext((browser) => siteContext(browser, 375));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    // A broken block: the carousel's props lose their quotes, so rendering it throws.
    await page.route(`${baseURL}/`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const id = /data-island="carousel" data-island-id="(\d+)"/.exec(html)?.[1];
      if (!id) throw new Error('no carousel island on the home page');
      const broken = html.replace(new RegExp(`(<script type="application/json" data-island-props="${id}">)[^<]*`), '$1{"type":"carousel"}');
      expect(broken).not.toBe(html);
      await route.fulfill({ response, body: broken });
    });
    await page.goto(`${baseURL}/`);
    const island = page.locator('[data-island="carousel"]');
    const quote = island.locator('[data-carousel-slide]').first();
    const text = await quote.textContent();
    await quote.scrollIntoViewIfNeeded();
    await givenUp(page, 'carousel');
    expect(await island.locator('[data-carousel-slide]').first().textContent(), 'the server HTML is back').toBe(text);
    expect(await island.locator('[data-carousel-slide]').first().isVisible()).toBe(true);
    // The other islands are untouched by it.
    await page.getByRole('button', { name: ui.openMenu }).hover();
    await page.locator('[data-island="siteMenu"][data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    await hydrateIsland(page.locator('[data-island="form"]'), () => JSON.stringify(errors));
    await page.waitForTimeout(300);
    const reported = errors.filter((e) => islandReport.test(e));
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/^Island "carousel" broke while rendering/);
    expect(otherErrors(errors), 'no stack traces, no second report from React').toEqual([]);
  });
});
