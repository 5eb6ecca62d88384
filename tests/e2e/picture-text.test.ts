/**
 * Issue 22 item 5: the product screens carry labels and values, drawn as SVG text, which an <img> shows in the
 * system's fonts (it cannot load the site's). In Debian's Chromium, as the site serves them, every word of every
 * product screen must sit inside the card, pill or window it is written in, inside the picture, and clear of
 * the other words: a font wider than the one the picture was drawn with would push a value out of its box.
 * The SAMPLE DATA tag is drawn on each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../helpers/temp-project.ts';
import { browserSession } from './browser-session.ts';

const baseURL = inject('baseURL');
const session = browserSession();

// The product screens are the pictures with words: site.json's contentRules.productScreens, the list the
// validator's picture rule (src/engine/picture-rules.ts) holds every picture to; it refuses words in any other.
const imagesDir = path.join(repoRoot, 'public/images');
const site = JSON.parse(readFileSync(path.join(repoRoot, 'site-config/site.json'), 'utf8')) as { contentRules: { productScreens: string[] } };
const screens = site.contentRules.productScreens.map((address) => path.basename(address));

describe('the words of the product screens, as Chromium draws them with system fonts', () => {
  it('there are product screens to check', () => {
    expect(screens.length).toBeGreaterThan(10);
  });

  it.each(screens)('%s: every word inside its box and the picture, none over another, SAMPLE DATA shown', async (screen) => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 800, height: 600 } }));
    const page = await context.newPage();
    const response = await page.goto(`${baseURL}/images/${screen}`);
    expect(response?.status()).toBe(200);
    expect(readFileSync(path.join(imagesDir, screen), 'utf8')).toContain('SAMPLE DATA');
    const problems = await page.evaluate(() => {
      type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };
      // A plain copy: a DOMRect's sides are getters, which spreading would lose.
      const boxOf = (el: Element): Box => {
        const r = el.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
      };
      const svg = document.documentElement as unknown as SVGSVGElement;
      const picture = boxOf(svg);
      const texts = [...svg.querySelectorAll('text')].map((el) => ({ words: el.textContent ?? '', box: boxOf(el) }));
      // Boxes a word can be written in: rectangles with a fill (not the shadows under cards), in picture coordinates.
      const boxes = [...svg.querySelectorAll('rect')].filter((r) => !r.getAttribute('fill-opacity')).map(boxOf);
      const inside = (a: Box, b: Box, slack = 0.5) => a.left >= b.left - slack && a.right <= b.right + slack && a.top >= b.top - slack && a.bottom <= b.bottom + slack;
      const found: string[] = [];
      if (!texts.some((t) => t.words === 'SAMPLE DATA')) found.push('no SAMPLE DATA tag');
      for (const { words, box } of texts) {
        if (!inside(box, picture)) found.push(`"${words}" runs off the picture`);
        // Its box: the smallest rectangle that holds the start of the word.
        const start = { x: box.left + 1, y: box.top + box.height / 2 };
        const holder = boxes.filter((b) => start.x >= b.left && start.x <= b.right && start.y >= b.top && start.y <= b.bottom).sort((a, b) => a.width * a.height - b.width * b.height)[0];
        if (holder && !inside({ ...box, top: box.top + box.height * 0.25, bottom: box.bottom - box.height * 0.25 }, holder)) found.push(`"${words}" spills out of its box (${Math.round(box.right - holder.right)} px past its right edge)`);
      }
      texts.forEach((a, i) =>
        texts.slice(i + 1).forEach((b) => {
          const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (w > 1 && h > 3) found.push(`"${a.words}" and "${b.words}" overlap`);
        }),
      );
      return found;
    });
    expect(problems).toEqual([]);
  });
});
