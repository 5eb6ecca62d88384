/**
 * Issue 22, Part A item 2, on every page of the production build in Chromium, at two cards a row (770 px)
 * and three or four (1280 px): in each row of a card grid, the cards' pictures, icons, figures, titles,
 * texts and buttons each start on one line, whatever wraps in a neighbour (a two-line title such as
 * claims' "The shop starts the claim", a figure that wraps, a card without a figure), so the titles
 * reserve the same number of lines and the buttons sit on one baseline. One tab per page, resized.
 */
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { routesToVisit, siteContext } from './pages.ts';

const baseURL = inject('baseURL');
const session = browserSession();
const routes = routesToVisit(inject('distDir')).filter((r) => !r.path.startsWith('/thankyou?'));
const widths = [770, 1280] as const;

/**
 * In the page: each card grid (a list whose items each hold a heading) by its heading, and for each row
 * of cards side by side, the parts whose tops differ between the cards. The parts are found by what they
 * are: the picture (img), the icon (svg before the title), the title (the heading), the first text after
 * it, the button (the last link). Written as a string: the bundler's helpers must not leak into the page.
 */
const measureGrids = `(() => {
  const grids = [...document.querySelectorAll('main ul')].filter((ul) => {
    const items = [...ul.children].filter((li) => li.tagName === 'LI');
    return items.length > 1 && items.every((li) => li.querySelector('h2, h3, h4'));
  });
  const top = (el) => (el ? Math.round(el.getBoundingClientRect().top) : null);
  const out = [];
  let rowsMeasured = 0;
  for (const ul of grids) {
    const section = ul.closest('section');
    const name = section?.querySelector('h2')?.textContent ?? section?.getAttribute('aria-label') ?? '(grid)';
    const cards = [...ul.children].map((li) => {
      const title = li.querySelector('h2, h3, h4');
      const before = (el) => title.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING;
      const after = (el) => title.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING;
      const links = [...li.querySelectorAll('a')];
      return {
        li,
        parts: {
          picture: li.querySelector('img'),
          icon: [...li.querySelectorAll('svg')].find(before) ?? null,
          figure: [...li.querySelectorAll('p')].find(before) ?? null,
          title,
          text: [...li.querySelectorAll('p, ul')].find((el) => after(el) && !el.contains(links.at(-1) ?? null)) ?? null,
          button: links.at(-1) ?? null,
        },
      };
    });
    const rows = new Map();
    for (const card of cards) {
      const key = top(card.li);
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push(card);
    }
    for (const row of rows.values()) {
      if (row.length < 2) continue;
      rowsMeasured++;
      for (const part of ['picture', 'icon', 'figure', 'title', 'text', 'button']) {
        const tops = row.map((card) => top(card.parts[part])).filter((t) => t !== null);
        if (tops.length < 2) continue;
        if (Math.max(...tops) - Math.min(...tops) > 1) out.push(name + ': ' + part + 's start at ' + tops.join(', ') + ' px (' + row.map((c) => c.parts.title.textContent).join(' | ') + ')');
      }
      // A card missing a part the others have is what the validator warns about; in the page it still lines up.
    }
  }
  return { grids: grids.length, rowsMeasured, out };
})()`;

describe('card grids line up (issue 22 item 2)', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s: in each row of cards, every part starts on one line at 770 and 1280 px', async (_path, route) => {
    const context = await session.newContext((browser) => siteContext(browser, widths[0]));
    const page = await context.newPage();
    await page.goto(`${baseURL}${route.path}`, { waitUntil: 'load' });
    // Pictures have their size in the HTML, so nothing waits on them; the web fonts change line breaks.
    await page.evaluate('document.fonts.ready');
    const misaligned: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const { out } = (await page.evaluate(measureGrids)) as { grids: number; rowsMeasured: number; out: string[] };
      misaligned.push(...out.map((o) => `@${width}px: ${o}`));
    }
    expect(misaligned).toEqual([]);
  });

  it('on a phone, a step number sits above its title, and picture cards are compact rows', async () => {
    const context = await session.newContext((browser) => siteContext(browser, 375));
    const page = await context.newPage();
    await page.goto(`${baseURL}/warranty-claim-form`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    // Each step card of the warranty claim page (the claims page draws its steps as a timeline now, the steps
    // block): the figure ("01") ends above where its title starts (they shared a row, three baselines).
    const steps = await page.locator('main li:has(h2, h3)').evaluateAll((cards) =>
      cards.map((li) => {
        const figure = li.querySelector('p')!.getBoundingClientRect();
        const title = li.querySelector('h2, h3')!.getBoundingClientRect();
        return { title: li.querySelector('h2, h3')!.textContent, figureBottom: Math.round(figure.bottom), titleTop: Math.round(title.top) };
      }),
    );
    expect(steps.length).toBeGreaterThanOrEqual(4);
    for (const step of steps) expect(step.figureBottom, step.title ?? '').toBeLessThanOrEqual(step.titleTop);
    // Safe Return's four vehicle cards: a small picture beside each title, about 150 px a card (they ran about 2,300 px).
    await page.goto(`${baseURL}/safe-return-anti-theft-system-automobile`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    const grid = page.locator('main ul').filter({ has: page.locator('li img') }).first();
    const box = (await grid.boundingBox())!;
    expect(box.height).toBeLessThan(900);
    const beside = await grid.locator('li').first().evaluate((li) => {
      const img = li.querySelector('img')!.getBoundingClientRect();
      const title = li.querySelector('h2, h3')!.getBoundingClientRect();
      return { imgWidth: img.width, titleRightOfPicture: title.left >= img.right };
    });
    expect(beside.imgWidth).toBeLessThan(160);
    expect(beside.titleRightOfPicture).toBe(true);
  });

  it('measures something: the warranty claim steps, the roadside figures and the dealer cards are rows of cards', async () => {
    const context = await session.newContext((browser) => siteContext(browser, 1280));
    const page = await context.newPage();
    let rows = 0;
    for (const path of ['/warranty-claim-form', '/essentials-complete', '/']) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
      rows += ((await page.evaluate(measureGrids)) as { rowsMeasured: number }).rowsMeasured;
    }
    expect(rows).toBeGreaterThanOrEqual(6);
  });
});

/** Review round 6 (class C and G): phones stacked short cards one a row; Safe Return's switcher linked each page to itself. */
describe('card grids on a phone, and the card of the page being read', () => {
  it('shows the roadside figures and the category tiles two per row at 375 px, their parts in line', async () => {
    const context = await session.newContext((browser) => siteContext(browser, 375));
    const page = await context.newPage();
    for (const [path, heading] of [['/essentials-motorhomes', 'Help on the road'], ['/essentials-powersports', 'Every kind of ride, covered']] as const) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready');
      const lefts = await page.locator('section', { has: page.getByRole('heading', { name: heading }) }).locator('ul > li').evaluateAll((cards) =>
        cards.map((li) => Math.round(li.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size, `${path}: two columns`).toBeGreaterThanOrEqual(2);
      const { out } = (await page.evaluate(measureGrids)) as { out: string[] };
      expect(out, path).toEqual([]);
    }
  });

  it('marks the current vehicle "You are here", with no link to the page itself', async () => {
    const context = await session.newContext((browser) => siteContext(browser, 1280));
    const page = await context.newPage();
    const path = '/safe-return-anti-theft-system-automobile';
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    const card = page.locator('main li', { has: page.getByRole('heading', { name: 'Automobiles' }) });
    await expect(card.getByText('You are here').count()).resolves.toBe(1);
    await expect(card.locator(`a[href="${path}"]`).count()).resolves.toBe(0);
    const others = await page.locator(`main li a[href^="/safe-return-anti-theft-system-"]`).count();
    expect(others).toBe(3);
  });
});

/** Review round 6 (review A, F9): on admin-in-a-box step 4's title wrapped to two lines and its text started ~24 px lower. */
describe('steps side by side', () => {
  it.each(['/admin-in-a-box', '/claims', '/gap', '/marine-essentials-appearance-care'])('%s: the texts of the steps start on one line at 770 and 1280 px', async (path) => {
    const context = await session.newContext((browser) => siteContext(browser, 1280));
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    for (const width of [770, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const tops = await page.locator('main ol > li').evaluateAll((steps) =>
        steps.filter((li) => li.querySelector('h2, h3, h4')).map((li) => Math.round(li.querySelector('p')!.getBoundingClientRect().top)),
      );
      expect(tops.length, `${path} has steps`).toBeGreaterThanOrEqual(3);
      expect(Math.max(...tops) - Math.min(...tops), `@${width}: ${tops.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });
});
