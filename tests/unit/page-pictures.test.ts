/**
 * Issue 22 item 5: each page's sections have their own pictures. Over the real site-config/ and public/images/,
 * no page shows the same picture twice, nor the same drawing of the vehicle kit (the car, the motorhome, …) in
 * two of its pictures: /essentials-complete drew its car in the hero and again in "Why take chances", /claims
 * its car on a lift in the hero and again in the garage below. The exceptions are deliberate and listed.
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

/** The kit's vehicles, each known by the outline every picture of it reuses (docs/content-claims.md: one kit). */
const kit: Record<string, string> = {
  car: 'M12 78 V62 Q12 54 22 52',
  motorhome: 'M8 84 V20 Q8 12 16 12 H188',
  towable: 'M24 84 V22 Q24 12 36 12 H176',
  motorcycle: 'M86 58 Q90 42 112 42',
  ATV: 'M14 62 Q16 38 48 36 H162',
  boat: 'M16 56 H204 L184 86 H40',
  'cargo trailer': 'M190 70 L214 78',
};

/**
 * Repeats made on purpose, by the page file and the section's anchor: Safe Return's "for every vehicle" cards
 * lead to the family's four pages, so the page's own vehicle is one of the four.
 */
const deliberate = [{ file: 'site-config/pages/safe-return.json', anchor: 'other-vehicles' }];

interface Picture {
  src: string;
  section: number;
}

/** Every picture a page shows (banners, cards, tabs, video posters), with the section it is in. */
function pictures(page: ResolvedPage): Picture[] {
  const found: Picture[] = [];
  const visit = (value: unknown, section: number) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, section));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'src' && typeof v === 'string' && v.startsWith('/images/')) found.push({ src: v, section });
        else visit(v, section);
      }
    }
  };
  page.sections.forEach((section, i) => visit(section, i));
  return found;
}

const drawn = (src: string) => {
  const svg = readFileSync(path.join(repoRoot, 'public', src), 'utf8');
  return Object.entries(kit)
    .filter(([, outline]) => svg.includes(outline))
    .map(([name]) => name);
};

const isDeliberate = (page: ResolvedPage, section: number) => {
  const anchor = (page.sections[section] as { anchor?: string }).anchor;
  return deliberate.some((d) => d.file === page.file && d.anchor === anchor);
};

describe('each section has its own picture', () => {
  it('the kit outlines are found where the kit is drawn (so the check below can see a repeat)', () => {
    expect(drawn('/images/dealer-auto.svg')).toEqual(['car']);
    expect(drawn('/images/dealer-rv.svg')).toEqual(['motorhome']);
    // The commercial trailer hero was redrawn in review round 5 (ribs, fenders, a braced ramp door): the kit's trailer is Safe Return's card.
    expect(drawn('/images/card-cargo.svg')).toEqual(['cargo trailer']);
    // Redrawn in issue 22: the motorcycle with its tank joined to the seat, the ATV as a quad with arched fenders.
    expect(drawn('/images/dealer-powersports.svg')).toEqual(['motorcycle']);
    expect(drawn('/images/card-atv.svg')).toEqual(['ATV']);
  });

  it('no page shows one picture twice', () => {
    const twice = model.pages.flatMap((page) => {
      const srcs = pictures(page).map((p) => p.src);
      return [...new Set(srcs.filter((src, i) => srcs.indexOf(src) !== i))].map((src) => `${page.path}: ${src}`);
    });
    expect(twice).toEqual([]);
  });

  it('no page draws the same vehicle of the kit in two of its pictures, but for the deliberate repeats listed above', () => {
    const repeats = model.pages.flatMap((page) => {
      const where = new Map<string, string[]>();
      for (const { src, section } of pictures(page)) {
        if (isDeliberate(page, section)) continue;
        for (const vehicle of drawn(src)) where.set(vehicle, [...(where.get(vehicle) ?? []), src]);
      }
      return [...where].filter(([, srcs]) => srcs.length > 1).map(([vehicle, srcs]) => `${page.path ?? '404'}: the ${vehicle} in ${srcs.join(' and ')}`);
    });
    expect(repeats, repeats.join('\n')).toEqual([]);
  });

  it('the listed exceptions are still in the site (a stale exception hides nothing)', () => {
    for (const { file, anchor } of deliberate) {
      const page = model.pages.find((p) => p.file === file);
      expect(page?.sections.some((s) => (s as { anchor?: string }).anchor === anchor), `${file} #${anchor}`).toBe(true);
    }
  });
});
