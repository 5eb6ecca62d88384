/**
 * Issue 14, item 7: claims are reachable from every page. Every page the build wrote (the 404 page too)
 * has the footer's claims link; on a plan page, on a phone, the footer shows the claims phone line as a
 * tap-to-call link with the number written out, and the claims link lands on the claims page.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { siteConfig } from './pages.ts';

const baseURL = inject('baseURL');
const distDir = inject('distDir');
const session = browserSession();

describe('claims from every page', () => {
  it('every built page has the claims link in its footer', async () => {
    const files = (await readdir(distDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(files.length).toBeGreaterThan(20);
    const without = [];
    for (const file of files) {
      const html = await readFile(path.join(distDir, file), 'utf8');
      const footer = html.slice(html.lastIndexOf('<footer'));
      if (!/<a [^>]*href="\/claims"[^>]*>File a claim<\/a>/.test(footer)) without.push(file);
    }
    expect(without).toEqual([]);
  });

  it('a plan page on a phone shows the claims phone line, and the claims link opens the claims page', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 375, height: 800 } }));
    const page = await context.newPage();
    session.watch(page, baseURL);
    await page.goto(`${baseURL}/essentials-complete`);
    const footer = page.locator('footer');
    const call = footer.getByRole('link', { name: `Claims line ${siteConfig.contact.phone}` });
    await call.scrollIntoViewIfNeeded();
    await expect(call.isVisible()).resolves.toBe(true);
    await expect(call.getAttribute('href')).resolves.toBe(siteConfig.contact.phoneLink);
    await footer.getByRole('link', { name: 'File a claim' }).click();
    await page.waitForURL(`${baseURL}/claims`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/claim|help/i);
    expect(session.problems()).toEqual([]);
  });
});
