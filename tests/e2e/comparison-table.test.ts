/**
 * Issue 14, item 7: the comparisonTable block on /essentials-complete, in the production build in real
 * Chromium. It is a real table to assistive technology (caption, column and row headers, each tick named),
 * and on a phone it scrolls sideways inside a keyboard-reachable region with the row names kept in view,
 * while the page itself never gets wider than the phone.
 */
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, horizontalOverflow } from './checks.ts';
import { browserSession } from './browser-session.ts';

const baseURL = inject('baseURL');
const session = browserSession();

async function open(width: number) {
  const context = await session.newContext((browser) => browser.newContext({ viewport: { width, height: 800 } }));
  const page = await context.newPage();
  session.watch(page, baseURL);
  await page.goto(`${baseURL}/essentials-complete`);
  return page;
}

describe('comparison table on /essentials-complete', () => {
  it('is a table with a caption, the four tiers as column headers and the systems as row headers', async () => {
    const page = await open(1280);
    const table = page.getByRole('table', { name: 'What each tier covers' });
    await expect(table.count()).resolves.toBe(1);
    const columns = await table.getByRole('columnheader').allTextContents();
    expect(columns.slice(1).map((c) => c.replace(/(Powertrain|Plus.*|All but.*)$/, ''))).toEqual([
      'Essentials Coverage',
      'Essentials +',
      'Essentials Enhanced',
      'Essentials Exclusionary (Factory Type)',
    ]);
    // Each cell is read with its row and its words: Brakes are not in the first tier, and are in the second.
    const brakes = table.getByRole('row', { name: /^Brakes/ });
    const cells = await brakes.getByRole('cell').allTextContents();
    expect(cells).toEqual(['Not included', 'Included', 'Included', 'Included']);
    await expect(brakes.getByRole('rowheader').textContent()).resolves.toBe('Brakes');
    // The tier cards it replaced are gone: the tiers are compared in one place.
    await expect(page.locator('#tiers li').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(session.problems()).toEqual([]);
  });

  it('scrolls sideways inside its own region on a phone, row names pinned, the page no wider than the phone', async () => {
    const page = await open(320);
    expect(await horizontalOverflow(page)).toBeNull();
    const region = page.getByRole('region', { name: 'What each tier covers' });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // Reached by the keyboard, and scrolled by it.
    await region.focus();
    await expect(region.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The row header is still where it was, over the scrolled cells.
    const header = page.getByRole('rowheader', { name: 'Brakes' });
    const regionBox = (await region.boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.x - regionBox.x).toBeLessThan(4);
    expect(session.problems()).toEqual([]);
  });
});
