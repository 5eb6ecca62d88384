/**
 * Issue 22, Part A item 2, on every page of the production build in Chromium, at two cards a row (770 px)
 * and three or four (1280 px): in each row of a card grid, the cards' pictures, icons, figures, titles,
 * texts and buttons each start on one line, whatever wraps in a neighbour (a two-line title such as
 * claims' "The shop starts the claim", a figure that wraps, a card without a figure), so the titles
 * reserve the same number of lines and the buttons sit on one baseline. One tab per page, resized.
 */
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { routesToVisit, viewportHeight } from './pages.ts';

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
    const page = await session.page({ width: widths[0], height: viewportHeight });
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
    const page = await session.page({ width: 375, height: viewportHeight });
    await page.goto(`${baseURL}/safe-return-anti-theft-system-automobile`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    // Each numbered card of Safe Return's "How Safe Return works" (the claims and warranty pages draw their steps
    // as a timeline now, the steps block): the figure ("01") ends above where its title starts (they shared a
    // row, three baselines).
    const steps = await page.locator('main li:has(h2, h3)').filter({ hasText: /^\s*0\d/ }).evaluateAll((cards) =>
      cards.map((li) => {
        const figure = li.querySelector('p')!.getBoundingClientRect();
        const title = li.querySelector('h2, h3')!.getBoundingClientRect();
        return { title: li.querySelector('h2, h3')!.textContent, figureBottom: Math.round(figure.bottom), titleTop: Math.round(title.top) };
      }),
    );
    expect(steps.length).toBeGreaterThanOrEqual(3);
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

  it('measures something: Safe Return\'s cards, the roadside figures and the dealer cards are rows of cards', async () => {
    const page = await session.page({ width: 1280, height: viewportHeight });
    let rows = 0;
    for (const path of ['/safe-return-anti-theft-system-automobile', '/essentials-complete', '/']) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
      rows += ((await page.evaluate(measureGrids)) as { rowsMeasured: number }).rowsMeasured;
    }
    expect(rows).toBeGreaterThanOrEqual(6);
  });
});

/** Review round 6 (class C and G): phones stacked short cards one a row; Safe Return's switcher linked each page to itself. */
describe('card grids on a phone, and the card of the page being read', () => {
  it('pairs alike picture tiles at 375 px, their parts in line; leaves no tile alone under the pairs', async () => {
    const page = await session.page({ width: 375, height: viewportHeight });
    // Round 7: the fifth of tire and wheel's vehicles sat alone, centred, under two pairs.
    for (const [path, heading, columns] of [['/essentials-powersports', 'Every kind of ride, covered', 2], ['/tire-wheel-protection-for-powersports', 'Vehicles eligible', 1]] as const) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready');
      const lefts = await page.locator('section', { has: page.getByRole('heading', { name: heading }) }).locator('ul > li').evaluateAll((cards) =>
        cards.map((li) => Math.round(li.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size, `${path}: ${columns} column(s)`).toBe(columns);
      const { out } = (await page.evaluate(measureGrids)) as { out: string[] };
      expect(out, path).toEqual([]);
    }
  });

  it('sets stat cards with text one a row at 375 px: the icon beside the figure and the title under it, the text right under both', async () => {
    // Round 7: two a row, GAP's and the roadside cards ran four words a line, and a title that wrapped in one
    // card left a 30-50 px hole above its neighbour's text.
    const page = await session.page({ width: 375, height: viewportHeight });
    for (const [path, heading] of [['/gap', 'GAP benefits at a glance'], ['/essentials-motorhomes', 'Help on the road'], ['/essentials-complete', 'Roadside assistance included']] as const) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
      await page.evaluate('document.fonts.ready');
      const cards = await page.locator('section', { has: page.getByRole('heading', { name: heading }) }).locator('ul > li').evaluateAll((lis) =>
        lis.map((li) => {
          const r = (el: Element | null) => el!.getBoundingClientRect();
          const title = li.querySelector('h2, h3')!;
          const [figure, text] = [...li.querySelectorAll('p')];
          return { name: title.textContent, left: Math.round(r(li).left), icon: r(li.querySelector('svg')).toJSON(), figure: r(figure!).toJSON(), title: r(title).toJSON(), text: r(text!).toJSON() };
        }),
      );
      expect(cards.length, path).toBeGreaterThanOrEqual(4);
      expect(new Set(cards.map((c) => c.left)).size, `${path}: one column`).toBe(1);
      for (const c of cards) {
        const where = `${path}: ${c.name}`;
        expect(c.figure.left, `${where}: the figure beside the icon`).toBeGreaterThanOrEqual(c.icon.right);
        expect(c.title.left, `${where}: the title beside the icon, not under it`).toBeGreaterThanOrEqual(c.icon.right);
        // Always the line under the figure: beside it where it fit, the cards of one grid read unlike (round 8).
        expect(c.title.top, `${where}: the title on the line under the figure`).toBeGreaterThanOrEqual(c.figure.bottom - 2);
        expect(c.title.top, `${where}: the title right under the figure`).toBeLessThan(c.figure.bottom + 8);
        expect(Math.abs(c.title.left - c.figure.left), `${where}: the title starts where the figure does`).toBeLessThanOrEqual(1);
        expect(c.text.top - Math.max(c.title.bottom, c.icon.bottom), `${where}: no hole above the text`).toBeLessThanOrEqual(16);
      }
    }
  });

  it('marks the current vehicle "You are here", with no link to the page itself', async () => {
    const page = await session.page({ width: 1280, height: viewportHeight });
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
  it.each(['/admin-in-a-box', '/claims', '/gap', '/marine-essentials-appearance-care', '/warranty-claim-form'])('%s: the texts of the steps start on one line at 770 and 1280 px', async (path) => {
    const page = await session.page({ width: 1280, height: viewportHeight });
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    for (const width of [770, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const tops = await page.locator('main ol > li').evaluateAll((steps) =>
        steps.filter((li) => li.querySelector('h2, h3, h4')).map((li) => Math.round(li.querySelector('p')!.getBoundingClientRect().top)),
      );
      expect(tops.length, `${path} has steps`).toBeGreaterThanOrEqual(3);
      expect(Math.max(...tops) - Math.min(...tops), `@${width}: ${tops.join(', ')}`).toBeLessThanOrEqual(1);
      // Each title sits on its text, as close as its neighbours' (round 7: a title that wrapped touched its text,
      // the others had a blank line under them).
      const gaps = await page.locator('main ol > li').evaluateAll((steps) =>
        steps.filter((li) => li.querySelector('h2, h3, h4')).map((li) => Math.round(li.querySelector('p')!.getBoundingClientRect().top - li.querySelector('h2, h3, h4')!.getBoundingClientRect().bottom)),
      );
      expect(Math.max(...gaps) - Math.min(...gaps), `@${width}: title to text ${gaps.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });
});
