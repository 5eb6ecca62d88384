/**
 * Issue 22 review, footer: on a desktop (1280 px) no footer link wraps, and the groups share three columns
 * of one width that end level, beside the brand's column (its tagline, email and profiles together: round 7
 * saw the tagline at one end of an empty row and the profiles at the other); the company's pages are linked.
 * On a phone (375 px) the footer is compact, about 600 px (round 7: 1,320 px, half of each thank-you page):
 * the plan families are folds that open without a script, the claims group is an open panel with its phone line
 * as a button, and "All rights reserved." never splits. Every group's every link is still in the page.
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
  it('at 1280 px: every link on one line, every group shown, in three evenly spaced columns that end level, beside the brand', async () => {
    const context = await session.newContext((browser) => siteContext(browser, 1280));
    const page = await context.newPage();
    await page.goto(`${baseURL}/gap`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    expect(await page.evaluate(wrappedLinks)).toEqual([]);
    // Outside review round 5: four columns of unequal widths, the two short groups (Appearance, Claims) leaving a
    // large empty corner at the lower right. Now three columns, the short groups sharing the last.
    const headings = siteConfig.footer.groups.map((g) => g.heading);
    const columns = await page.locator('footer nav').evaluateAll((navs, headings) =>
      [...new Set(navs.filter((nav) => nav.checkVisibility() && headings.includes(nav.getAttribute('aria-label')!)).map((nav) => nav.parentElement!))].map((column) => {
        const r = column.getBoundingClientRect();
        const last = [...column.querySelectorAll('a')].at(-1)!.getBoundingClientRect();
        return { left: r.left, width: r.width, bottom: last.bottom };
      }),
      headings,
    );
    expect(columns).toHaveLength(3);
    // Each column as wide as its longest link (round 8: beside the brand's column, three of one width wrapped
    // the longest plan names), with even gutters between them.
    const gutters = columns.slice(1).map((c, i) => c.left - (columns[i]!.left + columns[i]!.width));
    for (const g of gutters) expect(Math.abs(g - gutters[0]!), `even gutters: ${gutters.map((x) => x.toFixed(0)).join(', ')}`).toBeLessThan(1);
    expect(gutters[0]!).toBeGreaterThanOrEqual(32);
    // Within about three links of each other (in four columns they differed by four, the claims group's button aside).
    const bottoms = columns.map((c) => c.bottom);
    expect(Math.max(...bottoms) - Math.min(...bottoms), `columns end level: ${bottoms.map((b) => b.toFixed(0)).join(', ')}`).toBeLessThan(100);
    for (const group of siteConfig.footer.groups) {
      const nav = page.locator('footer').getByRole('navigation', { name: group.heading });
      for (const link of group.links) expect(await nav.getByRole('link', { name: link.label.replace('{{phone}}', siteConfig.contact.phone) }).isVisible(), link.label).toBe(true);
    }
    // The brand is a column of its own left of the groups, its profiles under its tagline (round 7: the tagline
    // at the row's left end and the profiles about 700 px away at its right, the row between them empty).
    const footer = page.locator('footer');
    const tagline = (await footer.getByText(siteConfig.footer.tagline, { exact: true }).filter({ visible: true }).boundingBox())!;
    const profiles = (await footer.getByRole('link', { name: /^Facebook/ }).filter({ visible: true }).boundingBox())!;
    expect(Math.abs(profiles.x - tagline.x), 'the profiles start where the tagline does').toBeLessThan(4);
    expect(profiles.y, 'under the tagline').toBeGreaterThan(tagline.y + tagline.height);
    expect(tagline.x + tagline.width, 'the brand column ends before the first group').toBeLessThan(Math.min(...columns.map((c) => c.left)));
    // The company's pages, and a way to write to the company.
    const company = footer.getByRole('navigation', { name: siteConfig.footer.company!.heading });
    for (const link of siteConfig.footer.company!.links) expect(await company.getByRole('link', { name: link.label }).getAttribute('href'), link.label).toBe(link.href);
    expect(await footer.getByRole('link', { name: siteConfig.contact.email }).filter({ visible: true }).getAttribute('href')).toBe(`mailto:${siteConfig.contact.email}`);
  });

  it('at 375 px: about 600 px tall; the plan families are folds that open without a script, the claims group an open panel', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false }));
    const page = await context.newPage();
    // Round 7: 1,320 px on every page, every plan open one under another; half of each thank-you page.
    for (const address of ['/thankyou', '/gap']) {
      await page.goto(`${baseURL}${address}`);
      const height = (await page.locator('footer').boundingBox())!.height;
      expect(height, `${address}: the footer measures ${Math.round(height)} px`).toBeLessThanOrEqual(620);
    }
    const footer = page.locator('footer');
    const claimsLine = footer.getByRole('link', { name: `Claims line ${siteConfig.contact.phone}` });
    expect(await claimsLine.isVisible()).toBe(true);
    expect((await claimsLine.boundingBox())!.height, 'a button, not a line of small print').toBeGreaterThanOrEqual(44);
    const claims = siteConfig.footer.groups.find((g) => g.links.some((l) => l.href === '/claims'))!;
    const claimsNav = footer.getByRole('navigation', { name: claims.heading });
    expect(await claimsNav.evaluate((nav) => getComputedStyle(nav).backgroundColor), 'a panel').not.toBe('rgba(0, 0, 0, 0)');
    for (const link of claims.links) expect(await claimsNav.getByRole('link', { name: link.label.replace('{{phone}}', siteConfig.contact.phone) }).isVisible(), link.label).toBe(true);
    for (const link of siteConfig.footer.company!.links) expect(await footer.getByRole('link', { name: link.label, exact: true }).isVisible(), link.label).toBe(true);
    // Each plan family a fold, shut at first; a tap on its row opens it (a native <details>: no script here).
    for (const group of siteConfig.footer.groups.filter((g) => g !== claims)) {
      const nav = footer.getByRole('navigation', { name: group.heading });
      const fold = nav.locator('details');
      expect(await fold.count(), `${group.heading}: a fold`).toBe(1);
      expect(await nav.getByRole('link', { name: group.links[0]!.label }).isVisible(), `${group.heading}: shut at first`).toBe(false);
      const row = (await fold.locator('summary').boundingBox())!;
      expect(row.height, `${group.heading}: a row a thumb can hit`).toBeGreaterThanOrEqual(44);
      await fold.locator('summary').click();
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
