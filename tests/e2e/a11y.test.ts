/**
 * Issue 5, accessibility, in Chromium over the production build: axe-core finds no violation of serious
 * or critical impact on the home page at 375 px with the menu closed and open (every route at 1280 px,
 * islands hydrated, is checked by the route sweep, site.test.ts); and the keyboard alone walks the navigation, the phone drawer and both forms
 * in a sensible order, every stop visible, every form field with an accessible name.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { axeViolations } from './checks.ts';
import { homeLinkName, hydrateIslands, siteConfig, siteContext, ui } from './pages.ts';

const baseURL = inject('baseURL');
const origin = new URL(baseURL).origin;
const navLabels = siteConfig.navigation.links.map((l) => l.label);
const signUpLabel = siteConfig.navigation.signUp.label;

const session = browserSession();

async function open(address: string, width: number): Promise<Page> {
  const context = await session.newContext((browser) => siteContext(browser, width));
  const page = await context.newPage();
  session.watch(page, origin);
  await page.goto(`${baseURL}${address}`);
  return page;
}

describe('axe-core: no serious or critical violation', () => {
  it('on the home page at 375 px, with the menu closed and open', async () => {
    const page = await open('/', 375);
    await hydrateIslands(page);
    expect(await axeViolations(page), 'menu closed').toEqual([]);
    await page.locator('button[aria-controls="site-menu-drawer"]').click();
    await page.getByRole('dialog', { name: ui.siteMenu }).waitFor({ state: 'visible' });
    await page.waitForTimeout(400); // the 300 ms slide-in, so axe sees the drawer as people do
    expect(await axeViolations(page), 'menu open').toEqual([]);
  });
});

/** What has keyboard focus: a short description (role-ish and name), and whether a person can see it. */
interface Stop {
  tag: string;
  name: string;
  /** The `name` attribute of a form field. */
  field: string | null;
  inDialog: boolean;
  inForm: boolean;
  visible: boolean;
  /** Whether it shows it has focus: an outline or ring on it, or (an outlined text field) a thicker border. */
  marked: boolean;
}

async function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', name: '', field: null, inDialog: false, inForm: false, visible: false, marked: false };
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // A cheap reading of the name (aria-label, label, text, an image's alt); the form fields' names are
    // then confirmed with Playwright's full accessible-name computation.
    const text = el.textContent?.trim() || el.querySelector('img')?.alt || '';
    const labelled = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? text;
    return {
      tag: el.tagName.toLowerCase(),
      name: labelled.replace(/\s+/g, ' ').replace(/\s*\*$/, '').trim(),
      field: el.getAttribute('name'),
      inDialog: Boolean(el.closest('[role="dialog"]')),
      inForm: Boolean(el.closest('form')),
      visible: r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
      marked:
        // 'auto' is the browser's own focus ring.
        style.outlineStyle === 'auto' ||
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none' ||
        parseFloat(getComputedStyle(el.closest('.MuiOutlinedInput-root')?.querySelector('fieldset') ?? el).borderTopWidth) >= 2,
    };
  });
}

/** Presses Tab `times` times (or until `until` says stop), returning every stop; a stop that cannot be seen is a problem. */
async function tabWalk(page: Page, { times, until }: { times: number; until?: (stop: Stop) => boolean }): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    stops.push(stop);
    if (until?.(stop)) break;
  }
  return stops;
}

const invisible = (stops: Stop[]) => stops.filter((s) => !s.visible).map((s) => `${s.tag} "${s.name}"`);
const unmarked = (stops: Stop[]) => stops.filter((s) => s.tag !== 'body' && !s.marked).map((s) => `${s.tag} "${s.name}"`);

describe('keyboard only', () => {
  it('at 1280 px: skip link, logo, the four links, Sign Up; the skip link moves focus to the content', async () => {
    const page = await open('/about', 1280);
    const stops = await tabWalk(page, { times: 7 });
    expect(stops.map((s) => s.name)).toEqual([ui.skipToContent, homeLinkName, ...navLabels, `${signUpLabel} ${ui.opensInNewTab}`]);
    expect(invisible(stops), 'focused but not visible').toEqual([]);
    expect(unmarked(stops), 'focused but not showing it').toEqual([]);

    for (let i = 0; i < stops.length - 1; i++) await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe(ui.skipToContent);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id), 'focus is on <main>').toBe('main');
    expect(session.problems()).toEqual([]);
  });

  it.each(['/', '/gap'])('at 1280 px, %s: every Tab stop through the whole page can be seen and shows that it has focus', async (address) => {
    const page = await open(address, 1280);
    const stops = await tabWalk(page, { times: 200, until: (s) => s.tag === 'body' || s.tag === 'iframe' });
    expect(stops.length, 'the walk reached the end of the page').toBeLessThan(200);
    const onPage = stops.filter((s) => s.tag !== 'body' && s.tag !== 'iframe');
    expect(onPage.length).toBeGreaterThan(10);
    expect(invisible(onPage), 'focused but not visible').toEqual([]);
    expect(unmarked(onPage), 'focused but not showing it').toEqual([]);
    expect(session.problems()).toEqual([]);
  }, 90_000);

  it('at 375 px: Tab reaches the menu button, Enter opens the drawer, focus stays inside it, Escape closes it and returns focus', async () => {
    const page = await open('/', 375);
    const stops = await tabWalk(page, { times: 3 });
    expect(stops.map((s) => s.name)).toEqual([ui.skipToContent, homeLinkName, ui.openMenu]);
    await page.keyboard.press('Enter'); // the menu has not hydrated yet: the bootstrap holds the click and replays it
    const drawer = page.getByRole('dialog', { name: ui.siteMenu });
    await drawer.waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForTimeout(400);

    const inside = [homeLinkName, ui.closeMenu, ...navLabels, `${signUpLabel} ${ui.opensInNewTab}`];
    const walk = await tabWalk(page, { times: inside.length + 2 });
    expect(walk.every((s) => s.inDialog), `focus left the drawer: ${JSON.stringify(walk.filter((s) => !s.inDialog))}`).toBe(true);
    const names = walk.map((s) => s.name);
    const start = names.indexOf(inside[0]!);
    expect(start, `the drawer's stops: ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
    expect([...names, ...names].slice(start, start + inside.length), 'in order, and Tab wraps around inside the drawer').toEqual(inside);
    expect(invisible(walk)).toEqual([]);
    expect(unmarked(walk), 'focused but not showing it').toEqual([]);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', timeout: 10_000 });
    expect((await focused(page)).name, 'focus is back on the menu button').toBe(ui.openMenu);
    expect(session.problems()).toEqual([]);
  });

  it.each([
    ['/contact', 'contact', ['name', 'email', 'message']],
    ['/', 'lead', ['company_name', 'name', 'mobile', 'email']],
  ])('%s (%s form): Tab from the top reaches every field in order, then the send button; each field has an accessible name', async (address, _kind, fields) => {
    const page = await open(address, 1280);
    const island = page.locator('[data-island="form"]');
    // Not hydrated first: the walk is what a keyboard visitor meets from the first paint (the send button is live then too).
    await page.evaluate(() => window.scrollTo(0, 0));

    const submit = island.locator('button[type="submit"]');
    const submitName = (await submit.textContent())!.trim();
    const stops = await tabWalk(page, { times: 250, until: (s) => s.inForm && s.tag === 'button' });
    const inForm = stops.filter((s) => s.inForm);
    expect(inForm.map((s) => s.field ?? s.name), 'the stops inside the form').toEqual([...fields, submitName]);
    expect(stops.filter((s) => s.tag === 'body'), 'focus never falls back to the page').toEqual([]);
    expect(invisible(stops), 'focused but not visible').toEqual([]);
    expect(unmarked(stops), 'focused but not showing it').toEqual([]);

    const form = island.locator('form');
    for (const stop of inForm.slice(0, -1)) {
      expect(stop.name, `${stop.field} has a visible label`).not.toBe('');
      // Playwright computes the accessible name as assistive technology does: the label must be it.
      const byName = form.getByRole('textbox', { name: stop.name, exact: true });
      expect(await byName.getAttribute('name'), `the field named "${stop.name}"`).toBe(stop.field);
    }
    expect(await form.getByRole('button', { name: submitName, exact: true }).count()).toBe(1);
    expect(session.problems()).toEqual([]);
  }, 90_000);
});
