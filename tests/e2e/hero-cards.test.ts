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
    const page = await session.page({ width, height: Math.round((width * 440) / 560) });
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
 * Review round 6, class H: on every plan page the first phone screen was text only, so the picture was put after
 * the first paragraph. Round 7 (reviewers A and B): that split the copy in two and pushed the buttons below the
 * first screen (the warranty page's about 930 px down). On a phone a hero now reads text, buttons, picture: the
 * first button starts on the first screen of a 375 x 812 phone (GAP's, under its three-point list, about 700 px
 * down), the picture follows the buttons; a desktop keeps the text beside it.
 */
describe('a hero on a phone: its text, its buttons, then its picture', () => {
  const pages = ['/essentials-motorhomes', '/essentials-complete', '/gap', '/safe-return-anti-theft-system-automobile', '/warranty-claim-form'];
  it.each(pages)('%s', async (path) => {
    const page = await session.page({ width: 375, height: 812 });
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    const hero = page.locator('main section').first();
    const picture = (await hero.locator('img').first().boundingBox())!;
    const links = hero.locator('a:not(nav a)');
    const first = (await links.first().boundingBox())!;
    const last = (await links.last().boundingBox())!;
    expect(first.y, 'the first button starts on the first screen').toBeLessThan(812 - 48);
    expect(picture.y, 'the picture after the buttons').toBeGreaterThan(last.y + last.height);
    // The paragraphs are one block, none of them after the picture.
    const paragraphs = await hero.locator('p').evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().top));
    for (const top of paragraphs) expect(top).toBeLessThan(picture.y);
    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = { picture: (await hero.locator('img').first().boundingBox())!, button: (await links.last().boundingBox())! };
    expect(wide.button.x + wide.button.width).toBeLessThan(wide.picture.x);
  });
});

/**
 * Review round 7: Safe Return's long titles ("Theft protection for motorcycles, ATVs and UTVs") were balanced into
 * three lines of about 400 px beside a 570 px paragraph. A long hero title fills the text's measure.
 */
describe("a long hero title fills its text's measure", () => {
  it.each(['/safe-return-anti-theft-system-powersports', '/safe-return-anti-theft-system-rv'])('%s at 1280 px', async (path) => {
    const page = await session.page({ width: 1280, height: 800 });
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    const found = await page.locator('main h1').evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      const lines = new Map<number, number>();
      for (const r of range.getClientRects()) if (r.width > 0) lines.set(Math.round(r.bottom), Math.max(lines.get(Math.round(r.bottom)) ?? 0, r.right));
      const p = h1.parentElement!.querySelector('p:not(:first-child)') ?? h1.nextElementSibling!;
      return { lines: lines.size, widest: Math.max(...lines.values()) - h1.getBoundingClientRect().left, measure: p.getBoundingClientRect().width };
    });
    expect(found.lines, 'two lines').toBeLessThanOrEqual(2);
    expect(found.widest, 'its widest line near the paragraph\'s measure').toBeGreaterThan(0.8 * found.measure);
  });
});
