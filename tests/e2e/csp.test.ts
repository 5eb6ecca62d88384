/**
 * Issue 15 item 6: the build's Content-Security-Policy (src/build/deploy-csp.ts), sent by the e2e server
 * from the build's own _headers (src/server/response-headers.ts), breaks nothing. The route sweep
 * (site.test.ts) loads every route with its islands hydrated under it; here the islands are used under
 * the policy: the phone menu opens, the video's cover plays the video in place (its frame is allowed:
 * the frame's request is then aborted by the suite, which never reaches third parties), and the lead
 * form sends and shows its dialog, listening for `securitypolicyviolation` events (added before any
 * page script runs) and for the console's "Content Security Policy" errors.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { allPathsHeaders, headersFile } from '../../src/server/response-headers.ts';
import { browserSession } from './browser-session.ts';
import { siteContext, ui } from './pages.ts';

const baseURL = inject('baseURL');
const distDir = inject('distDir');
const origin = new URL(baseURL).origin;
const session = browserSession();

const policy = allPathsHeaders(readFileSync(path.join(distDir, headersFile), 'utf8'))['Content-Security-Policy'];

/** Records every CSP violation of the page, from its first script on, in `window.__cspViolations`. */
const recordViolations = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(e.effectiveDirective + ' refused ' + (e.blockedURI || 'inline') + ' (' + (e.sourceFile || 'the document') + ':' + e.lineNumber + ')' + (e.sample ? ': ' + e.sample : ''));
  });
`;

interface Watched {
  page: Page;
  violations: () => Promise<string[]>;
}

/** A tab that records CSP violations (events and console errors); `open` checks the document came with the policy. */
async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  await page.addInitScript(recordViolations);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) consoleErrors.push(`console: ${m.text()}`);
  });
  const violations = async () => [...((await page.evaluate('window.__cspViolations ?? []')) as string[]), ...consoleErrors];
  return { page, violations };
}

async function open(context: BrowserContext, address: string): Promise<Watched> {
  const watched = await watchedPage(context);
  const response = await watched.page.goto(`${baseURL}${address}`);
  expect(response?.headers()['content-security-policy'], `${address} is served with the build's policy`).toBe(policy);
  return watched;
}

describe('the Content-Security-Policy', () => {
  it('lets the phone menu open, the video play in place and the lead form send', { timeout: 120_000 }, async () => {
    const context = await session.newContext((browser) => siteContext(browser, 375));
    const { page, violations } = await open(context, '/');
    session.watch(page, origin);

    await page.locator('[data-island="siteMenu"] button[aria-controls="site-menu-drawer"]').click();
    const drawer = page.getByRole('dialog', { name: ui.siteMenu });
    await drawer.waitFor({ state: 'visible', timeout: 10_000 });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', timeout: 10_000 });

    const video = page.locator('[data-island="embed"]');
    await video.locator('a').first().scrollIntoViewIfNeeded();
    await video.locator('a').first().click();
    await video.locator('iframe').waitFor({ timeout: 15_000 });

    const form = page.locator('[data-island="form"]').first();
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Dealership name').fill('CSP Motors');
    await form.getByLabel('Your name').fill(`CSP check ${process.pid}`);
    await form.getByLabel('Mobile number').fill('5550104477');
    await form.getByLabel('Email address').fill('csp@example.com');
    await form.getByRole('button', { name: 'Send me the free guide' }).click();
    await page.getByRole('dialog', { name: 'Request sent successfully!' }).waitFor({ timeout: 15_000 });

    expect(await violations()).toEqual([]);
    // The video's frame was refused by the suite (it never reaches third parties), not by the policy: the
    // session's watch reports failed requests to the site's own origin only.
    expect(session.problems()).toEqual([]);
  });
});
