/**
 * Issue 22 review, footer: on a desktop (1280 px) no footer link wraps (in columns about 170 px wide beside
 * a mostly empty brand column, nearly all did), and the groups share three columns of one width that end
 * level; on a phone (375 px) the footer is compact: every plan is shown without a tap (round 6: the folds hid
 * them), the claims group is a panel with its phone line as a button, and "All
 * rights reserved." never splits. Every group's every link is still in the page.
 */
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { siteConfig, siteContext } from './pages.ts';

const baseURL = inject('baseURL');
const session = browserSession();

/** In the page: the visible footer links whose text takes more than one line. */
const wrappedLinks = `[...document.querySelectorAll('footer a')]
  .filter((a) => a.checkVisibility() && a.textContent.trim())
  .filter((a) => {
    // Its text's lines only: the claims line's phone sign, beside its words, sits higher than they do.
    const tops = new Set();
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const r = document.createRange();
      r.selectNodeContents(node);
      for (const b of r.getClientRects()) if (b.width > 0) tops.add(Math.round(b.top));
    }
    return tops.size > 1;
  })
  .map((a) => a.textContent.trim())`;

describe('the footer', () => {
  it('at 1280 px: every link on one line, every group shown, in three columns of one width that end level', async () => {
    const context = await session.newContext((browser) => siteContext(browser, 1280));
    const page = await context.newPage();
    await page.goto(`${baseURL}/gap`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    expect(await page.evaluate(wrappedLinks)).toEqual([]);
    // Outside review round 5: four columns of unequal widths, the two short groups (Appearance, Claims) leaving a
    // large empty corner at the lower right. Now three columns of one width, the short groups sharing the last.
    const columns = await page.locator('footer nav').evaluateAll((navs) =>
      [...new Set(navs.filter((nav) => nav.checkVisibility()).map((nav) => nav.parentElement!))].map((column) => {
        const r = column.getBoundingClientRect();
        const last = [...column.querySelectorAll('a')].at(-1)!.getBoundingClientRect();
        return { left: r.left, width: r.width, bottom: last.bottom };
      }),
    );
    expect(columns).toHaveLength(3);
    for (const c of columns) expect(Math.abs(c.width - columns[0]!.width), 'one width').toBeLessThan(1);
    // Within about three links of each other (in four columns they differed by four, the claims group's button aside).
    const bottoms = columns.map((c) => c.bottom);
    expect(Math.max(...bottoms) - Math.min(...bottoms), `columns end level: ${bottoms.map((b) => b.toFixed(0)).join(', ')}`).toBeLessThan(100);
    for (const group of siteConfig.footer.groups) {
      const nav = page.locator('footer').getByRole('navigation', { name: group.heading });
      for (const link of group.links) expect(await nav.getByRole('link', { name: link.label.replace('{{phone}}', siteConfig.contact.phone) }).isVisible(), link.label).toBe(true);
    }
  });

  it('at 375 px: every plan shows without a tap (no folds), the claims group is a panel, and the footer stays compact', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false }));
    const page = await context.newPage();
    await page.goto(`${baseURL}/gap`);
    const footer = page.locator('footer');
    // Sixteen plans in one column of one-line links; the folds (round 5) hid them all (outside review, round 6).
    expect((await footer.boundingBox())!.height).toBeLessThan(1700);
    expect(await footer.locator('details').count(), 'no folds').toBe(0);
    const claimsLine = footer.getByRole('link', { name: `Claims line ${siteConfig.contact.phone}` });
    expect(await claimsLine.isVisible()).toBe(true);
    expect((await claimsLine.boundingBox())!.height, 'a button, not a line of small print').toBeGreaterThanOrEqual(44);
    const claims = siteConfig.footer.groups.find((g) => g.links.some((l) => l.href === '/claims'))!;
    expect(await footer.getByRole('navigation', { name: claims.heading }).evaluate((nav) => getComputedStyle(nav).backgroundColor), 'a panel').not.toBe('rgba(0, 0, 0, 0)');
    for (const group of siteConfig.footer.groups.filter((g) => g !== claims)) {
      const nav = footer.getByRole('navigation', { name: group.heading });
      for (const link of group.links) expect(await nav.getByRole('link', { name: link.label }).isVisible(), `${group.heading}: ${link.label}`).toBe(true);
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
