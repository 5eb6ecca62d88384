/**
 * The plan recipe (src/engine/page-scaffold.ts), checked against the real plan pages: a new plan page opens
 * with a picture the plan pages show, picked by its words, and the brochure first, as they all do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRecipes, pickPicture, planPictures, type RawPage } from '../../src/engine/page-scaffold.ts';
import { placeholderIn } from '../../src/engine/placeholders.ts';
import { repoRoot } from '../helpers/temp-project.ts';

const dir = path.join(repoRoot, 'site-config/pages');
const pages = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as RawPage);
const pictures = planPictures(pages);
const srcFor = (address: string, name?: string) => (pageRecipes.plan.sections(address, { name, pictures })[0] as { image?: { src: string } }).image?.src;

describe('the plan recipe', () => {
  it('knows the plan pages by their opening: a picture, and the brochure as the first button', () => {
    expect(pictures.map((p) => p.src)).toEqual(expect.arrayContaining(['/images/gap.svg', '/images/essentials-rv.svg', '/images/tire-wheel.svg', '/images/marine-ultimate.svg']));
    expect(pictures.map((p) => p.src)).not.toContain('/images/admin-box.svg'); // Admin in a Box offers a call first: not a plan
    for (const p of pictures) expect(readFileSync(path.join(repoRoot, 'public', p.src)).length).toBeGreaterThan(0);
  });

  it('picks the picture whose words the new plan shares, the rarer word counting more', () => {
    expect(srcFor('/tire-care')).toBe('/images/tire-wheel.svg');
    expect(srcFor('/boat-gap')).toBe('/images/gap.svg'); // "gap" is one page's word; "boat" two marine pages'
    expect(srcFor('/inboard-engine-plan', 'Inboard Engine Plan')).toBe('/images/marine-ultimate.svg'); // 'inboard' is one picture's word, 'engine' three's
    expect(srcFor('/towable-rv-extras')).toBe('/images/essentials-rv.svg');
    // No word in common: the first plan picture in file order (a car beside a shield).
    expect(srcFor('/fleet-extras')).toBe(pictures[0]!.src);
    expect(pickPicture('anything', [])).toBeUndefined();
  });

  it('gives the picture with the words that describe it and its size, as the page that shows it writes them', () => {
    const hero = pageRecipes.plan.sections('/tire-care', { pictures })[0] as { image: unknown };
    const tirePage = pages.find((p) => p.path === '/tire-wheel-protection-for-powersports')!;
    expect(hero.image).toEqual((tirePage.sections as { image: unknown }[])[0]!.image);
  });

  it('leaves every word a person must write flagged as example text, and names the rest after the plan', () => {
    const sections = pageRecipes.plan.sections('/tire-care', { name: 'Tire Care', pictures });
    const texts: string[] = [];
    const walk = (v: unknown, key = ''): void => {
      if (typeof v === 'string' && ['heading', 'title', 'text', 'eyebrow'].includes(key)) texts.push(v);
      else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    };
    walk(sections);
    const flagged = texts.filter((t) => placeholderIn(t));
    expect(flagged).toHaveLength(1 + 3 * 2 + 4 * 2); // the opening paragraph, three cards, four questions
    expect(texts.filter((t) => !placeholderIn(t))).toEqual([
      'Protection plan',
      'Tire Care',
      'Tire Care at a glance',
      'Tire Care questions',
      'Ask your dealer or lender about Tire Care',
      'Tire Care is sold through participating dealers and lenders. Ask for it when you buy or finance, or contact us and we will help you find a participating dealer.',
    ]);
  });
});
