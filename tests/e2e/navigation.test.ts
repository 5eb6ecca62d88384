/**
 * Issue 5, navigation (docs/requirements.md §2 "Navigation", §4 drawer state, §9 the 769 px breakpoint), in
 * Chromium over the production build: above 769 px a horizontal bar; at 769 px and below a sticky bar whose
 * menu button opens a full-screen drawer with the links and Sign Up on the first click (even before the menu
 * has hydrated), which closes on Escape and on following a link; Sign Up opens the external address in a new
 * tab; and every path change lands at the top of the new page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { homeLinkName, signUpUrl, siteConfig, siteContext, ui, viewportHeight } from './pages.ts';

const baseURL = inject('baseURL');
const origin = new URL(baseURL).origin;
const links = siteConfig.navigation.links;
const signUpName = new RegExp(`^${siteConfig.navigation.signUp.label}`);

const session = browserSession();

/** A tab at `width` on `address`; the external sign-in site answers with a stub page, so a new tab has somewhere to land. */
async function open(address: string, width: number): Promise<Page> {
  const context = await session.newContext((browser) => siteContext(browser, width));
  await context.route((url) => url.href === signUpUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sign in (stub)</title>' }));
  const page = await context.newPage();
  session.watch(page, origin);
  await page.goto(`${baseURL}${address}`);
  return page;
}

const header = (page: Page) => page.locator('body > header');
// The first: the phone menu's static copy (a closed popover, until the menu hydrates) is a "Main" nav too.
const desktopNav = (page: Page) => header(page).locator('nav[aria-label="Main"]').first();
// While the drawer is open the rest of the page is aria-hidden, so the button is found by what it controls.
const menuButton = (page: Page) => page.locator('[data-island="siteMenu"] button[aria-controls="site-menu-drawer"]');
const drawer = (page: Page) => page.getByRole('dialog', { name: ui.siteMenu });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollDown(page: Page, by = 1500) {
  await page.evaluate((y) => window.scrollTo(0, y), by);
  await page.waitForFunction(() => window.scrollY > 0);
}

/** A click that opens a new tab: returns that tab, once it has its address. */
async function clickForNewTab(page: Page, click: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

async function expectNewTabAtSignUp(page: Page, click: () => Promise<void>) {
  const before = page.url();
  const popup = await clickForNewTab(page, click);
  expect(popup.url()).toBe(signUpUrl);
  expect(await popup.evaluate(() => window.opener), 'rel=noopener: the new tab cannot reach back').toBeNull();
  expect(page.url(), 'the site stays open in its own tab').toBe(before);
}

describe.each([375, 769])('at %i px (phone navigation)', (width) => {
  it('a sticky top bar with a menu button instead of the horizontal links', async () => {
    const page = await open('/gap', width);
    expect(await menuButton(page).isVisible()).toBe(true);
    expect(await desktopNav(page).isVisible()).toBe(false);
    await scrollDown(page);
    const box = await header(page).boundingBox();
    expect(box?.y, 'the bar stays at the top while the page scrolls').toBe(0);
    expect(await menuButton(page).isVisible()).toBe(true);
  });

  it('one click opens a full-screen drawer (before the menu has hydrated) with the links and Sign Up; Escape closes it', async () => {
    const page = await open('/', width);
    expect(await page.locator('[data-island="siteMenu"]').getAttribute('data-hydrated'), 'nothing has hydrated the menu yet').toBeNull();
    await menuButton(page).click();
    await drawer(page).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');

    await page.waitForTimeout(400); // the 300 ms slide-in
    const box = (await drawer(page).boundingBox())!;
    expect([box.x, box.y, box.width, box.height].map(Math.round), 'the drawer covers the whole screen').toEqual([0, 0, width, viewportHeight]);

    for (const { label, href } of links) {
      const link = drawer(page).getByRole('link', { name: label, exact: true });
      expect(await link.count(), label).toBe(1);
      expect(await link.getAttribute('href'), label).toBe(href);
    }
    const signUp = drawer(page).getByRole('link', { name: signUpName });
    expect(await signUp.getAttribute('href')).toBe(signUpUrl);
    expect(await signUp.getAttribute('target')).toBe('_blank');

    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(session.problems()).toEqual([]);
  });

  it('following a link in the drawer closes it and lands at the top of the new page', async () => {
    const page = await open('/gap', width);
    await scrollDown(page);
    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(`${baseURL}/about`);
    await page.waitForLoadState('load');
    expect(await drawer(page).isVisible()).toBe(false);
    // (A fresh page: until the menu hydrates, its button opens a native popover, whose state the browser states itself.)
    expect(await menuButton(page).getAttribute('aria-expanded')).not.toBe('true');
    expect(await scrollY(page)).toBe(0);

    // Back again: the drawer is closed. (This headless Chromium reloads the page; a browser with a
    // back/forward cache restores it as it was left, which is why following a link closes the drawer.)
    await page.goBack();
    await page.waitForURL(`${baseURL}/gap`);
    expect(await drawer(page).isVisible()).toBe(false);
    expect(await menuButton(page).getAttribute('aria-expanded')).not.toBe('true');
    expect(session.problems()).toEqual([]);
  });

  it('Sign Up in the drawer opens the sign-in site in a new tab and closes the drawer', async () => {
    const page = await open('/', width);
    await menuButton(page).click();
    const signUp = drawer(page).getByRole('link', { name: signUpName });
    await expectNewTabAtSignUp(page, () => signUp.click());
    await drawer(page).waitFor({ state: 'hidden', timeout: 10_000 });
  });
});

describe.each([770, 1280])('at %i px (desktop navigation)', (width) => {
  it('a horizontal bar with the logo, the links and Sign Up in one row; no menu button', async () => {
    const page = await open('/gap', width);
    expect(await menuButton(page).isVisible()).toBe(false);
    const nav = desktopNav(page);
    expect(await nav.isVisible()).toBe(true);
    expect(await header(page).getByRole('link', { name: homeLinkName }).isVisible()).toBe(true);
    const items = [...links.map(({ label }) => nav.getByRole('link', { name: label, exact: true })), nav.getByRole('link', { name: signUpName })];
    const boxes = await Promise.all(items.map((l) => l.boundingBox()));
    for (const [i, box] of boxes.entries()) expect(box, `item ${i} is shown`).not.toBeNull();
    const middles = boxes.map((b) => Math.round(b!.y + b!.height / 2));
    expect(new Set(middles).size, `vertical middles ${middles.join(', ')}: one row`).toBe(1);
    const lefts = boxes.map((b) => b!.x);
    expect(lefts, 'left to right in the configured order').toEqual([...lefts].sort((a, b) => a - b));
    for (const { label, href } of links) expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
  });

  it('Sign Up opens the sign-in site in a new tab', async () => {
    const page = await open('/', width);
    const signUp = desktopNav(page).getByRole('link', { name: signUpName });
    expect(await signUp.getAttribute('target')).toBe('_blank');
    await expectNewTabAtSignUp(page, () => signUp.click());
  });

  it('following a bar link, and a footer link from far down a page, lands at the top of the new page', async () => {
    const page = await open('/gap', width);
    await desktopNav(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(`${baseURL}/contact`);
    expect(await scrollY(page)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await page.locator('footer').getByRole('link', { name: 'Guaranteed Asset Protection' }).click();
    await page.waitForURL(`${baseURL}/gap`);
    await page.waitForLoadState('load');
    expect(await scrollY(page)).toBe(0);
    expect(session.problems()).toEqual([]);
  });
});
