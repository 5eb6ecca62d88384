/**
 * Issue 14, item 7: the comparisonTable block on the Essentials pages, in the production build in real
 * Chromium. It is a real table to assistive technology (caption, column and row headers, each tick named),
 * and on a phone it scrolls sideways inside a keyboard-reachable region with the row names kept in view,
 * while the page itself never gets wider than the phone; a table of two options fits a phone whole, and
 * one wider than the phone shows a shade at its right edge until it is scrolled to its end.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, describeOverflow, horizontalOverflow } from './checks.ts';
import { browserSession } from './browser-session.ts';

const baseURL = inject('baseURL');
const session = browserSession();

async function open(width: number, address = '/essentials-complete') {
  const context = await session.newContext((browser) => browser.newContext({ viewport: { width, height: 800 } }));
  const page = await context.newPage();
  session.watch(page, baseURL);
  await page.goto(`${baseURL}${address}`);
  return page;
}

interface TableSection {
  type: string;
  caption?: string;
  heading: string;
  columns: { title: string }[];
  rows: { label: string }[];
}

/** The four Essentials pages, and the comparison tables each one's file asks for. */
const essentials = ['/essentials-complete', '/essentials-motorhomes', '/essentials-rv', '/essentials-powersports'].map((address) => {
  const file = new URL(`../../site-config/pages${address}.json`, import.meta.url);
  const sections = (JSON.parse(readFileSync(file, 'utf8')) as { sections: TableSection[] }).sections;
  return { address, tables: sections.filter((s) => s.type === 'comparisonTable') };
});
const withTables = essentials.filter((p) => p.tables.length > 0);

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

describe('comparison tables on the Essentials pages', () => {
  // Tiers are the spec's for automobiles only; motorhomes compare chassis and coach (the spec's split).
  // Towables and powersports have neither, so their pages keep no table.
  it('are on the pages that compare options: Essentials Complete (tiers) and Motorhomes (chassis and coach)', () => {
    expect(withTables.map((p) => p.address)).toEqual(['/essentials-complete', '/essentials-motorhomes']);
  });

  it.each(withTables)('$address: each is a real <table> with its caption, scoped column headers and a scoped header per row', async ({ address, tables }) => {
    const page = await open(1280, address);
    for (const section of tables) {
      const name = section.caption ?? section.heading;
      const table = page.getByRole('table', { name });
      await expect(table.evaluate((el) => el.tagName)).resolves.toBe('TABLE');
      const columnHeads = await table.locator('thead th').evaluateAll((ths) => ths.map((th) => [th.getAttribute('scope'), th.firstChild?.textContent ?? '']));
      expect(columnHeads.slice(1)).toEqual(section.columns.map((c) => ['col', c.title]));
      expect(columnHeads[0]![0]).toBe('col');
      const rowHeads = await table.locator('tbody tr > th').evaluateAll((ths) => ths.map((th) => [th.getAttribute('scope'), th.firstChild?.textContent ?? '']));
      expect(rowHeads).toEqual(section.rows.map((r) => ['row', r.label]));
      await expect(table.locator('tbody tr').count()).resolves.toBe(section.rows.length);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(session.problems()).toEqual([]);
  });

  for (const width of [320, 375]) {
    it.each(withTables)(`$address at ${width} px: no sideways page scroll; a table of two options fits whole`, async ({ address, tables }) => {
      const page = await open(width, address);
      const overflow = await horizontalOverflow(page);
      expect(overflow && describeOverflow(overflow)).toBeNull();
      for (const section of tables) {
        const region = page.getByRole('region', { name: section.caption ?? section.heading });
        const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
        if (section.columns.length <= 2) {
          // Every column in view, none cut off at the region's edge: nothing to scroll for.
          expect(scrollWidth, `${section.caption}: ${scrollWidth} px of table in ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
        } else {
          expect(scrollWidth).toBeGreaterThan(clientWidth);
        }
      }
      expect(session.problems()).toEqual([]);
    });
  }

  it('a table wider than the phone shows a shade at its right edge, gone once scrolled to its end', async () => {
    const page = await open(375);
    const region = page.getByRole('region', { name: 'What each tier covers' });
    await region.scrollIntoViewIfNeeded();
    // Inside the Electrical row (dashes, centred in their cells), the last few pixels before the border.
    const row = (await page.getByRole('row', { name: /^Electrical/ }).boundingBox())!;
    const box = (await region.boundingBox())!;
    const strip = { x: box.width - 10, y: row.y - box.y + row.height / 2 - 4, width: 8, height: 8 };
    const before = await darkest(region, strip);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)).toBe(true);
    const after = await darkest(region, strip);
    // White cell at the end; a visible shade before it (at least 12 levels darker, of 255).
    expect(after).toBeGreaterThan(245);
    expect(after - before).toBeGreaterThanOrEqual(12);
    expect(session.problems()).toEqual([]);
  });
});

/** The darkest grey level (0-255, mean of R, G and B) in `rect` of an element (its own coordinates) as Chromium paints it. */
async function darkest(element: Locator, rect: { x: number; y: number; width: number; height: number }): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  // Decoded in the page: a blob is not subject to the site's img-src policy, as a data: URL would be.
  return element.page().evaluate(async ([base64, r]) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(Math.round(r.x), Math.round(r.y), r.width, r.height);
    let min = 255;
    for (let i = 0; i < data.length; i += 4) min = Math.min(min, (data[i]! + data[i + 1]! + data[i + 2]!) / 3);
    return min;
  }, [png, rect] as const);
}
