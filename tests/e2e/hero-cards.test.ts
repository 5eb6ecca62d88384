/**
 * Review round 4, fault 1: on a 375 px phone a plan hero's card covered its vehicle (the trailer about 80% hidden), and
 * the SAMPLE DATA caption sat loose under the drawing, clipped at the artboard's rounded corner ("AMPLE DATA"). Each
 * hero now draws its card (class "c") beside or above its vehicle (class "v"), with the caption in the card's header.
 * Drawn alone at the size the hero is drawn on a 375 px phone (343 px) and on a desktop (560 px), as picture-text.test.ts
 * draws the product screens: the card covers at most a tenth of the vehicle, and SAMPLE DATA sits in the card's top band.
 * Review round 5, fault 1: a fifth still read as a card stacked on the vehicle (Marine Ultimate's card over its cruiser's
 * cabin, tire and wheel's over its tire, 15-16 %); the reviewer asked for a tenth at most, the card and vehicle apart.
 */
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';

const baseURL = inject('baseURL');
const session = browserSession();

const heroes = [
  // Breakdown, appearance, tire and wheel.
  'essentials-complete.svg',
  'essentials-motorhomes.svg',
  'essentials-powersports.svg',
  'essentials-rv.svg',
  'marine-ultimate.svg',
  'marine-appearance.svg',
  'watercraft-appearance.svg',
  'titania-rv.svg',
  'tire-wheel.svg',
  // Theft: an ID tag beside the vehicle.
  'safe-return-automobile.svg',
  'safe-return-powersports.svg',
  'safe-return-rv.svg',
  'safe-return-watercrafts.svg',
  'powersports-theft.svg',
  'commercial-trailer-theft.svg',
];
/** The phone's column (375 px less the page's 16 px sides) and the desktop's drawn width; the art is 560 x 440. */
const widths = [343, 560];

describe('the plan heroes: the card beside the vehicle, the sample tag in the card', () => {
  it.each(heroes.flatMap((hero) => widths.map((width) => [hero, width] as const)))('%s at %i px', async (hero, width) => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width, height: Math.round((width * 440) / 560) } }));
    const page = await context.newPage();
    await page.goto(`${baseURL}/images/${hero}`);
    const found = await page.evaluate(() => {
      const svg = document.documentElement;
      svg.setAttribute('width', '100%');
      svg.setAttribute('height', '100%');
      const box = (el: Element | null) => el?.getBoundingClientRect();
      const card = box(svg.querySelector('.c'));
      const vehicle = box(svg.querySelector('.v'));
      // The build draws each <text> as Inter's outlines in a <g data-text="…"> (src/build/svg-text-outlines.ts).
      const tag = box([...svg.querySelectorAll('text, [data-text]')].find((t) => (t.getAttribute('data-text') ?? t.textContent) === 'SAMPLE DATA') ?? null);
      if (!card || !vehicle || !tag) return { missing: true };
      const w = Math.max(0, Math.min(card.right, vehicle.right) - Math.max(card.left, vehicle.left));
      const h = Math.max(0, Math.min(card.bottom, vehicle.bottom) - Math.max(card.top, vehicle.top));
      return {
        covered: (w * h) / (vehicle.width * vehicle.height),
        tagInHeader: tag.left >= card.left && tag.right <= card.right && tag.top >= card.top && tag.bottom <= card.top + card.height * 0.3,
      };
    });
    expect(found.missing, 'a card (.c), a vehicle (.v) and a SAMPLE DATA tag').toBeUndefined();
    expect(found.covered).toBeLessThanOrEqual(0.1);
    expect(found.tagInHeader).toBe(true);
  });
});

/**
 * Review round 6, class H: on every plan page the first phone screen was text only (the picture began 615-680 px
 * down, under two paragraphs and two buttons). Now the picture follows the first paragraph on a phone, so it starts
 * within the first screen, and the desktop keeps all the text beside it.
 */
describe('a plan hero shows its picture on the first phone screen', () => {
  const pages = ['/essentials-motorhomes', '/essentials-complete', '/gap', '/safe-return-anti-theft-system-automobile'];
  it.each(pages)('%s', async (path) => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 375, height: 667 } }));
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    const hero = page.locator('main section').first();
    const picture = (await hero.locator('img').first().boundingBox())!;
    expect(picture.y).toBeLessThan(667 - 120);
    // The rest of the text and the buttons follow it.
    const button = (await hero.getByRole('link').last().boundingBox())!;
    expect(button.y).toBeGreaterThan(picture.y + picture.height);
    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = { picture: (await hero.locator('img').first().boundingBox())!, button: (await hero.getByRole('link').last().boundingBox())! };
    expect(wide.button.x + wide.button.width).toBeLessThan(wide.picture.x);
  });
});
