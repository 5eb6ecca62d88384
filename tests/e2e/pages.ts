/**
 * What the browser suite visits and how: the routes (from the build's sitemap, checked against the
 * spec's route table), the widths, a browser context that stays on the site, scrolling a page through
 * so its islands hydrate, and a small pool to run a few tabs at once on this 2-core machine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { SiteConfig } from '../../src/generated/site-config.ts';
import { axeViolations, describeOverflow, horizontalOverflow, watchPage } from './checks.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every path of the route table of docs/requirements.md §2, the one family written out, and the warranty claim form page. */
export const specRoutes = [
  '/',
  '/about',
  '/contact',
  '/admin-in-a-box',
  '/watercraft-appearance-protection',
  '/titania-total-surface-protection',
  '/safe-return-anti-theft-system-automobile',
  '/safe-return-anti-theft-system-powersports',
  '/safe-return-anti-theft-system-rv',
  '/safe-return-anti-theft-system-watercrafts',
  '/theft-protection-for-commercial-trailers',
  '/powersports-theft-lw',
  '/tire-wheel-protection-for-powersports',
  '/gap',
  '/essentials-complete',
  '/essentials-powersports',
  '/essentials-motorhomes',
  '/essentials-rv',
  '/marine-essentials-appearance-care',
  '/marineessentials-ultimate-protection',
  '/book-a-call-calendly',
  '/thankyou',
  '/claims',
  '/claim',
  '/privacy-policy',
  '/warranty-claim-form',
] as const;

/** An address no page has: the spec's "any other path". */
export const unknownPath = '/no-such-page-e2e';

/**
 * The widths of issue 5 (two phones, both sides of the 769/770 px navigation breakpoint, two desktops),
 * as the sweep visits them: each route is loaded at a phone and a desktop width, where every island is
 * hydrated, and the same tab is then resized to the others.
 */
export const sweepWidths = [
  { width: 375, resizeTo: [320, 769] },
  { width: 1280, resizeTo: [770, 1920] },
] as const;
export const viewportHeight = 800;

export interface Route {
  /** The address, with a query string where the route needs one. */
  path: string;
  /** The status the page's document must have. */
  status: number;
  /** The screenshot's file name, when the path would make a poor one. */
  name?: string;
}

/** The meeting confirmation as the scheduling service links to it, with a booked meeting (docs/requirements.md §2, Thankyou page). */
export const thankyouWithMeeting: Route = {
  path: '/thankyou?event_type_name=Discovery%20Call&event_start_time=2026-03-10T15:00:00-07:00&event_end_time=2026-03-10T15:30:00-07:00',
  status: 200,
  name: 'thankyou-with-meeting',
};

/** The paths the build's sitemap.xml lists (its <loc>s, without the site's public address). */
export function sitemapPaths(distDir: string): string[] {
  const xml = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * What the suite visits: the sitemap's pages, /claim (an alias, rightly not in the sitemap), the
 * meeting confirmation with a booked meeting in its address, and an unknown path.
 */
export function routesToVisit(distDir: string): Route[] {
  const paths = [...new Set([...sitemapPaths(distDir), '/claim'])].sort();
  return [...paths.map((p) => ({ path: p, status: 200 })), thankyouWithMeeting, { path: unknownPath, status: 404, name: 'not-found' }];
}

/** The site's configuration, as the build read it. */
export const siteConfig = JSON.parse(readFileSync(path.join(root, 'site-config/site.json'), 'utf8')) as SiteConfig;

/** The words of the site's own controls, which the suite finds them by. */
export const ui = siteConfig.ui;
/** The logo link's name. */
export const homeLinkName = siteConfig.brand.logo.alt;

/** Where Sign Up goes: site.json's links.signUp, or SITE_LINK_SIGN_UP, which replaces it at build time (README). */
export const signUpUrl = process.env.SITE_LINK_SIGN_UP || siteConfig.links.signUp!;

/**
 * A context of the run's Chromium at `width`, which reaches no third party: the browser resolves no name but
 * this computer's (global-setup.ts), so the suite never depends on one, nor waits for one on this closed
 * network. `hasTouch` for swipes.
 */
export async function siteContext(browser: Browser, width: number, options: { hasTouch?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: viewportHeight }, hasTouch: options.hasTouch ?? false });
}

/**
 * Scrolls the page to the bottom one screen at a time, as a reader would, so every island that
 * hydrates when visible gets its turn (a jump to the bottom would skip those in the middle), then
 * back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    // A painted frame at each position (intersection observers only look at painted frames), but never
    // more than 250 ms: a tab that is not being painted at the moment must not stall the loop.
    const frame = () => Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))),
      new Promise((resolve) => setTimeout(resolve, 250)),
    ]);
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.9)) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  })()`);
}

/**
 * Hydrates every island that is on screen at this width: scrolls through the page (for 'visible'
 * islands), signals intent to the 'interaction' ones (a pointer over them, as the bootstrap listens
 * for), and waits until each has `data-hydrated`. Islands without a box at this width (the phone
 * menu on a desktop) are left alone. Returns how many islands hydrated.
 */
export async function hydrateIslands(page: Page): Promise<number> {
  await scrollThrough(page);
  await page.evaluate(`(() => {
    for (const root of document.querySelectorAll('[data-island][data-hydrate="interaction"]')) {
      root.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  })()`);
  // The islands not hydrated yet that have a box at this width; each is scrolled into view again, in
  // case the reader's scroll went past it between two painted frames.
  const pending = `[...document.querySelectorAll('[data-island]')].filter((root) => {
    const first = root.firstElementChild;
    return first && first.getClientRects().length > 0 && !root.hasAttribute('data-hydrated');
  }).map((root) => (root.firstElementChild.scrollIntoView({ block: 'center' }), root.getAttribute('data-island')))`;
  const deadline = Date.now() + 15_000;
  for (let left = (await page.evaluate(pending)) as string[]; left.length; left = (await page.evaluate(pending)) as string[]) {
    if (Date.now() > deadline) throw new Error(`islands not hydrated after 15 s: ${JSON.stringify(left)}`);
    await page.waitForTimeout(100);
  }
  await page.evaluate('scrollTo(0, 0)');
  // React reports a recoverable hydration error just after its commit; give it that moment.
  await page.waitForTimeout(100);
  return (await page.evaluate(`document.querySelectorAll('[data-island][data-hydrated]').length`)) as number;
}

/**
 * Hydrates one island whatever its strategy: brings it into view ('visible'), then moves the pointer
 * over it ('interaction'; harmless for the others), and waits from Node (so a paused page clock cannot
 * stall the wait) until it has `data-hydrated`.
 */
export async function hydrateIsland(island: Locator, why: () => string = () => ''): Promise<void> {
  const first = island.locator(':scope > *').first();
  await first.scrollIntoViewIfNeeded();
  if ((await island.getAttribute('data-hydrate')) === 'interaction') await first.hover({ position: { x: 2, y: 2 } });
  const deadline = Date.now() + 15_000;
  while ((await island.getAttribute('data-hydrated')) === null) {
    if (Date.now() > deadline) throw new Error(`island ${await island.getAttribute('data-island')} not hydrated after 15 s ${why()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `work` over `items`, at most `size` at a time; results in the items' order. */
export async function pool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/** How many tabs the suite runs at once (2 cores: more would only slow each page down). */
export const concurrency = 3;

/** What a route sweep checks besides status, console, failed requests and overflow (see checkRoute). */
export interface SweepOptions {
  /** Hydrate every island first, so hydration warnings surface and overflow is measured on the hydrated page. */
  deep?: boolean;
  /** Widths to resize the same tab to, after the checks at the loaded width: overflow is measured at each. */
  resizeTo?: readonly number[];
  /** The Content-Security-Policy every document must come with; its violations are reported. */
  csp?: string;
  /** Run axe-core (after hydration and transitions) and report serious and critical violations. */
  axe?: boolean;
}

/** Records every CSP violation of the page, from its first script on, in `window.__cspViolations`. */
const recordCspViolations = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(e.effectiveDirective + ' refused ' + (e.blockedURI || 'inline') + ' (' + (e.sourceFile || 'the document') + ':' + e.lineNumber + ')' + (e.sample ? ': ' + e.sample : ''));
  });
`;

/** Lets CSS transitions started by hydration finish (MUI settles colours over 250 ms): contrast measured mid-way is neither state. */
const settleTransitions = `Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined)))`;

/**
 * One load of one route, as the route sweep does it, in a fresh tab: its problems, one line each,
 * prefixed with the route and width (none means it passed). The page is loaded once at `width` and then
 * resized to each of `resizeTo` (a page is not reloaded per width: layout is the stylesheet's, and a
 * load costs more than every check together). See SweepOptions for what else it checks.
 */
export async function checkRoute(context: BrowserContext, baseURL: string, route: Route, width: number, { deep = false, resizeTo = [], csp, axe = false }: SweepOptions = {}): Promise<string[]> {
  const page = await context.newPage();
  const watch = watchPage(page, { origin: new URL(baseURL).origin, documentStatus: route.status });
  if (csp !== undefined) await page.addInitScript(recordCspViolations);
  let step = 'loading';
  let at = width;
  const work = async () => {
    const problems: string[] = [];
    const response = await page.goto(`${baseURL}${route.path}`, { waitUntil: 'load' });
    if (csp !== undefined && response?.headers()['content-security-policy'] !== csp) problems.push('served without the build\'s Content-Security-Policy');
    step = 'hydrating';
    if (deep) await hydrateIslands(page);
    if (axe) {
      step = 'running axe';
      await page.evaluate(settleTransitions);
      problems.push(...(await axeViolations(page)).map((v) => `axe: ${v}`));
    }
    if (csp !== undefined) problems.push(...((await page.evaluate('window.__cspViolations ?? []')) as string[]).map((v) => `CSP: ${v}`));
    if (watch.documentStatus() !== route.status) problems.push(`status ${watch.documentStatus()}, expected ${route.status}`);
    const atWidth = (p: string) => `@${at}px: ${p}`;
    const found = problems.map(atWidth);
    for (const next of [width, ...resizeTo]) {
      at = next;
      step = `measuring at ${next} px`;
      if (next !== width) await page.setViewportSize({ width: next, height: viewportHeight });
      const overflow = await horizontalOverflow(page);
      if (overflow) found.push(atWidth(describeOverflow(overflow)));
    }
    at = width;
    found.push(...watch.problems().map(atWidth));
    return found;
  };
  try {
    const problems = await withTimeout(work(), routeTimeoutMs, () => `${step}, and the page reported ${JSON.stringify(watch.problems())}`);
    return problems.map((p) => `${route.path} ${p}`);
  } catch (error) {
    return [`${route.path} @${at}px: ${String(error).split('\n')[0]}`];
  } finally {
    watch.stop();
    void page.close().catch(() => {});
  }
}

/** Longest one route's checks may take: a page that hangs is reported, and the sweep goes on. */
const routeTimeoutMs = 60_000;

/** `promise`, or an error saying what was going on (`doing()`) when `ms` ran out. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, doing: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s while ${doing()}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

