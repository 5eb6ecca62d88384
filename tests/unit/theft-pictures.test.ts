/**
 * Review round 4, faults 2 and 9: on the six theft pages the picture beside "A $5,000 benefit if it is not recovered"
 * showed a map reading "Located · Returning home", titled "Safe Return" even on The Ultimate Theft Protection's and the
 * trailer page, with one id (SR-402377) for every page; and each Safe Return hero drew the vehicle its "for every
 * vehicle" card draws again below. Over the real site-config/ and public/images/: the guarantee's picture is a claim
 * that was not recovered and paid, for the page's own product and the hero's id, and the hero's vehicle is its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedPage, SiteModel } from '../../src/engine/types.ts';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';

let model: SiteModel;
beforeAll(async () => {
  const loaded = await validateProject(repoRoot);
  if (!loaded.ok) throw new Error(`site-config does not validate: ${loaded.problems[0]?.message}`);
  model = loaded.model;
});

/** The theft pages and the product each sells, as its pictures must name it. */
const products: Record<string, string> = {
  '/safe-return-anti-theft-system-automobile': 'Safe Return',
  '/safe-return-anti-theft-system-powersports': 'Safe Return',
  '/safe-return-anti-theft-system-rv': 'Safe Return',
  '/safe-return-anti-theft-system-watercrafts': 'Safe Return',
  '/powersports-theft-lw': 'The Ultimate Theft Protection',
  '/theft-protection-for-commercial-trailers': 'Trailer theft protection',
};

type Pictured = { anchor?: string; layout?: string; image?: { src: string }; cards?: { image?: { src: string } }[] };
const svg = (src: string) => readFileSync(path.join(repoRoot, 'public', src), 'utf8');
/** A picture's words, tags stripped (the pictures write no entities but &amp;). */
const words = (src: string) => [...svg(src).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
/** The sample ids a picture shows: SR-402377, TR-118406… */
const ids = (src: string) => [...new Set(words(src).flatMap((w) => w.match(/\b[A-Z]{2,3}-\d{6}\b/g) ?? []))];

const page = (address: string): ResolvedPage => {
  const found = model.pages.find((p) => p.path === address);
  if (!found) throw new Error(`no page ${address}`);
  return found;
};
const section = (p: ResolvedPage, test: (s: Pictured) => boolean) => (p.sections as Pictured[]).find(test);

describe('the theft pages’ pictures agree with their words', () => {
  it.each(Object.keys(products))('%s: the guarantee shows a claim for its own product and its hero’s id, not recovered and paid', (address) => {
    const p = page(address);
    const hero = section(p, (s) => s.layout === 'hero')?.image?.src;
    const claim = section(p, (s) => s.anchor === 'guarantee')?.image?.src;
    expect(hero && claim, 'a hero picture and a guarantee picture').toBeTruthy();
    const said = words(claim!).join(' | ');
    expect(ids(hero!)).toHaveLength(1);
    expect(ids(claim!)).toEqual(ids(hero!));
    expect(said).toContain(products[address]);
    expect(said).toMatch(/not recovered/i);
    expect(said).toContain('$5,000');
    // The old map said the opposite of "if it is not recovered".
    expect(said).not.toMatch(/located|returning/i);
    // Another product's name on the picture: the trailer and Ultimate pages once said "Safe Return".
    for (const other of new Set(Object.values(products))) if (other !== products[address]) expect(said).not.toContain(other);
  });

  it('each Safe Return hero draws a vehicle that none of the "for every vehicle" cards below it draws', () => {
    const cards = section(page('/safe-return-anti-theft-system-automobile'), (s) => s.anchor === 'other-vehicles')?.cards ?? [];
    const cardArt = cards.map((c) => svg(c.image!.src));
    expect(cardArt).toHaveLength(4);
    for (const address of Object.keys(products).filter((a) => a.startsWith('/safe-return-'))) {
      const hero = svg(section(page(address), (s) => s.layout === 'hero')!.image!.src);
      // A vehicle is known by its body's outline, the path with a white fill drawn in the kit's stroke.
      const outlines = [...hero.matchAll(/<path class="k" fill="#fff" d="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(outlines.length, address).toBeGreaterThan(0);
      for (const outline of outlines) expect(cardArt.some((art) => art.includes(outline)), `${address}: ${outline}`).toBe(false);
    }
  });
});
