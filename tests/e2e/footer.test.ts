/**
 * Issue 22 review, footer: on a desktop (1280 px) no footer link wraps (in columns about 170 px wide beside
 * a mostly empty brand column, nearly all did), and the groups share one row with equal gutters; on a
 * phone (375 px) the footer is compact: the product groups fold into native <details> that open without
 * JavaScript, the claims group stays open with its phone line, and "All rights reserved." never splits. Every group's every link is still in the page.
 */
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { siteConfig, siteContext } from './pages.ts';

const baseURL = inject('baseURL');
const session = browserSession();

/** In the page: the visible footer links whose text takes more than one line. */
const wrappedLinks = `[...document.querySelectorAll('footer a')]
  .filter((a) => a.checkVisibility() && a.textContent.trim())
  .filter((a) => { const r = document.createRange(); r.selectNodeContents(a); const tops = new Set([...r.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top))); return tops.size > 1; })
  .map((a) => a.textContent.trim())`;

describe('the footer', () => {
  it('at 1280 px: every link on one line, every group shown, the groups in one row with equal gutters', async () => {
    const context = await session.newContext((browser) => siteContext(browser, 1280));
    const page = await context.newPage();
    await page.goto(`${baseURL}/gap`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    expect(await page.evaluate(wrappedLinks)).toEqual([]);
    // One row of groups with equal gutters: wrapped, "Claims" sat alone under three, gutters 400 and 460 px.
    const columns = await page.locator('footer nav').evaluateAll((navs) =>
      navs.filter((nav) => nav.checkVisibility()).map((nav) => {
        const widest = Math.max(...[...nav.querySelectorAll('a, h2')].map((el) => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect().right; }));
        return { top: Math.round(nav.getBoundingClientRect().top), left: nav.getBoundingClientRect().left, right: widest };
      }),
    );
    expect(columns).toHaveLength(siteConfig.footer.groups.length);
    expect(new Set(columns.map((c) => c.top)).size, 'every group in one row').toBe(1);
    const gutters = columns.slice(1).map((c, i) => c.left - columns[i]!.right);
    expect(Math.max(...gutters) - Math.min(...gutters), `equal gutters: ${gutters.map((g) => g.toFixed(0)).join(', ')}`).toBeLessThan(12);
    for (const group of siteConfig.footer.groups) {
      const nav = page.locator('footer').getByRole('navigation', { name: group.heading });
      for (const link of group.links) expect(await nav.getByRole('link', { name: link.label.replace('{{phone}}', siteConfig.contact.phone) }).isVisible(), link.label).toBe(true);
    }
  });

  it('at 375 px: product groups fold and open without JavaScript, claims stay open, and the footer is under 1,000 px', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseURL}/gap`);
    const footer = page.locator('footer');
    expect((await footer.boundingBox())!.height).toBeLessThan(1000);
    expect(await footer.getByRole('link', { name: `Claims line ${siteConfig.contact.phone}` }).isVisible()).toBe(true);
    const folded = siteConfig.footer.groups.filter((g) => !g.links.some((l) => l.href === '/claims'));
    expect(folded.length).toBeGreaterThan(0);
    for (const group of folded) {
      const nav = footer.getByRole('navigation', { name: group.heading });
      const first = nav.getByRole('link', { name: group.links[0]!.label });
      expect(await first.isVisible(), `${group.heading} starts folded`).toBe(false);
      await nav.getByRole('heading', { name: group.heading }).click();
      expect(await first.isVisible(), `${group.heading} opens`).toBe(true);
    }
    // Opened, the links still take one line each at this width.
    expect(await page.evaluate(wrappedLinks)).toEqual([]);
    const copyright = await footer.getByText('All rights reserved.').evaluate((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      const text = r.toString();
      const at = text.indexOf('All rights reserved.');
      r.setStart(el.firstChild!, at);
      r.setEnd(el.firstChild!, at + 'All rights reserved.'.length);
      return new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size;
    });
    expect(copyright, '"All rights reserved." on one line').toBe(1);
  });
});
