/**
 * Review round 4, fault 1 (c): the sample labels on a plan page's hero picture must fit the page. The heroes of boat,
 * RV and powersports plans all read "Sample Motors", and appearance and surface plans carried "VSC-" numbers (a VSC
 * is a vehicle service contract). Over the real site-config/ and public/images/: each plan page's hero names a dealer
 * that sells what the page protects, and a plan that is not a service contract shows no VSC number.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/temp-project.ts';

interface HeroPage {
  path: string;
  sections: { layout?: string; image?: { src: string } }[];
}

const pages = readdirSync(path.join(repoRoot, 'site-config/pages'))
  .map((name) => JSON.parse(readFileSync(path.join(repoRoot, 'site-config/pages', name), 'utf8')) as HeroPage)
  .map((page) => ({ path: page.path, hero: page.sections.find((s) => s.layout === 'hero')?.image?.src }))
  .filter((page): page is { path: string; hero: string } => Boolean(page.hero));

/** The words a picture shows: the text of each <text> element. */
const words = (src: string) =>
  [...readFileSync(path.join(repoRoot, 'public', src), 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

/** The sample dealer each kind of vehicle is sold by, by the words of the page's address. */
const dealers: [RegExp, string][] = [
  [/marine|watercraft/, 'Sample Marine'],
  [/-rv$|motorhome|titania/, 'Sample RV Center'],
  [/powersports/, 'Sample Powersports'],
];

/** Plans that are not vehicle service contracts: appearance care and surface protection. */
const notServiceContracts = /appearance|titania/;

describe('the labels on plan-page heroes fit the page', () => {
  it('finds the heroes of the plan pages', () => {
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/essentials-rv', '/titania-total-surface-protection', '/marine-essentials-appearance-care']));
  });

  it.each(pages.flatMap((page) => dealers.filter(([match]) => match.test(page.path)).map(([, dealer]) => [page.path, page.hero, dealer] as const)))(
    '%s: its hero %s names the dealer "%s"',
    (_path, hero, dealer) => {
      const shown = words(hero);
      expect(shown.some((w) => w.includes(dealer)), shown.join(' | ')).toBe(true);
      expect(shown.filter((w) => w.includes('Sample Motors'))).toEqual([]);
    },
  );

  it.each(pages.filter((page) => notServiceContracts.test(page.path)).map((page) => [page.path, page.hero] as const))(
    '%s: its hero %s shows no service-contract (VSC) number',
    (_path, hero) => {
      expect(words(hero).filter((w) => /\bVSC-/.test(w))).toEqual([]);
    },
  );
});
