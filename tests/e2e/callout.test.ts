/**
 * The callout (the warranty claim form's "do not tear down" rule), in real Chromium over the production build:
 * as wide as the page's content at every width, so it reads as a rule of the page and leaves no hole beside it
 * (at 880 px it left 240 px empty at its right: outside review round 6), and on a phone its words get the
 * panel's whole width (the sign sits above them, not in a column of its own beside a narrow text).
 */
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { siteContext } from './pages.ts';

const baseURL = inject('baseURL');
const session = browserSession();

describe('the callout', () => {
  it.each([1280, 375])('at %i px: spans the content width, its words the panel\'s width', async (width) => {
    const context = await session.newContext((browser) => siteContext(browser, width));
    const page = await context.newPage();
    await page.goto(`${baseURL}/warranty-claim-form`);
    const sizes = await page.locator('section#before-teardown').evaluate((section) => {
      const container = section.firstElementChild!;
      const panel = container.firstElementChild!;
      const inner = (el: Element) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return { left: r.left + parseFloat(s.paddingLeft) + parseFloat(s.borderLeftWidth), right: r.right - parseFloat(s.paddingRight) - parseFloat(s.borderRightWidth) };
      };
      const words = section.querySelector('h2, h3')!.getBoundingClientRect();
      return { content: inner(container), panel: panel.getBoundingClientRect().toJSON() as DOMRect, panelInner: inner(panel), words: words.toJSON() as DOMRect };
    });
    expect(Math.abs(sizes.panel.left - sizes.content.left), 'from the content\'s left edge').toBeLessThanOrEqual(1);
    expect(Math.abs(sizes.panel.right - sizes.content.right), 'to its right edge').toBeLessThanOrEqual(1);
    if (width < 600) expect(sizes.words.width, 'the rule has the panel\'s width').toBeGreaterThanOrEqual(sizes.panelInner.right - sizes.panelInner.left - 40);
  });
});
