import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Section, SiteModel } from '../../src/engine/types.ts';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';

/**
 * Issue 14, items 1 and 2: what the site states as fact must be the specification's own figures
 * (docs/requirements.md §1 and §9), over the real site-config/ and the real art in public/images/.
 * An insurance administrator's site that shows "96% claims paid" or "1,284 contracts" invents a fact;
 * a picture that carries words shrinks them to a few pixels on a phone and hides them from screen readers,
 * so only product screens carry words (issue 22 item 5), each marked as sample data.
 */

let model: SiteModel;
beforeAll(async () => {
  const loaded = await validateProject(repoRoot);
  if (!loaded.ok) throw new Error(`site-config does not validate: ${loaded.problems[0]?.message}`);
  model = loaded.model;
});

/** Every string a value holds, deeply. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// The only percentages the specification states: the three service models and the fee reduction.
const specPercentages = new Set(['80%', '40-60%', '20-30%']);

const imagesDir = path.join(repoRoot, 'public/images');
const svgFiles = readdirSync(imagesDir).filter((f) => f.endsWith('.svg'));
const svgText = (file: string) => readFileSync(path.join(imagesDir, file), 'utf8');
/** The words a picture shows: its <text> elements, entities decoded. */
const pictureWords = (file: string) => [...svgText(file).matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<'));

/**
 * The pictures of the product's own screens (and the scheduler's), the only art that may carry words
 * (docs/content-claims.md): each shows plausible labels and values, marked SAMPLE DATA, so that it reads as
 * a product and not as a wireframe. Every other picture (vehicles, scenes, plan art) stays wordless.
 */
const productScreens = [
  'hero-dashboard.svg', // e-contracting: a contract rated and signed
  'fee-savings.svg', // remittance: the fee on each contract
  'cession-statement.svg', // a cession statement, month by month
  'platform-laptop.svg', // the claims report
  'admin-box.svg', // the parts of Admin in a Box
  'claims.svg', // a claim from the shop to payment
  'warranty-claim.svg', // the warranty claim form, filled in
  'calendar-call.svg', // booking the discovery call
  'contact.svg', // a dealer's message and our reply
  'about-team.svg', // the dealer dashboard and a support chat
  'video-tour-poster.svg', // a still of the platform tour
  'safe-return-automobile-recovery.svg', // Safe Return's recovery screen, one per vehicle
  'safe-return-powersports-recovery.svg',
  'safe-return-rv-recovery.svg',
  'safe-return-watercrafts-recovery.svg',
  'trailer-recovery.svg',
];

describe('figures stated as facts are the specification’s', () => {
  it('every percentage on every page is a service-model figure of docs/requirements.md §1', () => {
    const found = model.pages.flatMap((page) =>
      strings(page.sections).flatMap((text) => [...text.matchAll(/\d+(?:[-–]\d+)?\s?%/g)].map((m) => `${page.path ?? 'not-found'}: "${m[0]}" in "${text}"`).filter((line) => !specPercentages.has(/"([^"]+)"/.exec(line)![1]!))),
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  it('only product screens hold words, and each marks its values as samples (issue 22 item 5; the logo’s name is its alt text)', () => {
    const withText = svgFiles.filter((f) => f !== 'logo.svg' && /<text[\s>]/.test(svgText(f)));
    expect(withText.filter((f) => !productScreens.includes(f)), 'pictures with words that are not product screens').toEqual([]);
    const unmarked = productScreens.filter((f) => !pictureWords(f).includes('SAMPLE DATA'));
    expect(unmarked, 'product screens without their SAMPLE DATA tag').toEqual([]);
  });

  it('a product screen shows plausible labels and values, not grey bars in place of words', () => {
    for (const f of productScreens) {
      expect(pictureWords(f).length, `${f}: words shown`).toBeGreaterThanOrEqual(6);
      // A wireframe's "text": a pill 5-10 units high, filled with the grey of a line of text.
      const bars = [...svgText(f).matchAll(/<rect\b[^>]*>/g)].filter(([rect]) => {
        const h = Number(/\bheight="([\d.]+)"/.exec(rect)?.[1]);
        return h >= 5 && h <= 10 && /fill="#(DDE3EC|4A5568)"/i.test(rect);
      });
      expect(bars, `${f}: grey placeholder bars`).toEqual([]);
    }
  });

  it('a picture’s words use the system fonts (an <img> cannot load the site’s), and its figures follow the rules for the page’s', () => {
    for (const f of productScreens) {
      expect(svgText(f), `${f}: a font stack ending in sans-serif on the picture`).toMatch(/^<svg[^>]* font-family="[^"]*Arial[^"]*sans-serif"/);
      const words = pictureWords(f).join(' ');
      // The one dealer a screen names is Sample Motors; no real company, no invented dealer.
      expect(words.match(/\b\w+ (Motors|Auto|Dealership|Group)\b/g)?.filter((name) => name !== 'Sample Motors') ?? [], f).toEqual([]);
      const percentages = [...words.matchAll(/\d+(?:[-–]\d+)?\s?%/g)].map((m) => m[0]).filter((p) => !specPercentages.has(p));
      expect(percentages, f).toEqual([]);
    }
  });

  it('the site quotes no customer by name until a source is recorded (unsourced quotes are marked illustrative by the carousel: tests/dom/carousel.test.tsx)', () => {
    const carousels = model.pages.flatMap((p) => p.sections).filter((s): s is Extract<Section, { type: 'carousel' }> => s.type === 'carousel');
    expect(carousels.length).toBeGreaterThan(0);
    // An unsourced quote names a role ("Dealer principal"), never an invented person ("Maria Lopez").
    const named = carousels.flatMap((c) => c.slides).filter((slide) => !slide.source && /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(slide.name));
    expect(named).toEqual([]);
  });
});

describe('one spelling of the product', () => {
  it('running text writes "Admin in a Box" one way (addresses and file names aside; the nav label is site.json\'s, as the spec gives it)', () => {
    const spellings = model.pages.flatMap((page) =>
      strings(page.sections)
        .filter((text) => !/^(\/|https?:)/.test(text))
        .flatMap((text) => [...text.matchAll(/admin[\s-]+in[\s-]+(a|the)[\s-]+box/gi)].map((m) => m[0]))
        .filter((spelling) => spelling !== 'Admin in a Box')
        .map((spelling) => `${page.path ?? 'not-found'}: "${spelling}"`),
    );
    expect(spellings, spellings.join('\n')).toEqual([]);
  });
});

describe('the art is light and sized as the pages declare', () => {
  it.each(svgFiles)('%s is under 8 kB and states its width and height', (file) => {
    const svg = readFileSync(path.join(imagesDir, file), 'utf8');
    expect(svg.length).toBeLessThan(8 * 1024);
    expect(svg).toMatch(/^<svg[^>]* width="\d+" height="\d+"/);
  });
});
