import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Section, SiteModel } from '../../src/engine/types.ts';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';

/**
 * Issue 14, items 1 and 2: what the site states as fact must be the specification's own figures
 * (docs/requirements.md §1 and §9), over the real site-config/ and the real art in public/images/.
 * An insurance administrator's site that shows "96% claims paid" or "1,284 contracts" invents a fact;
 * a picture that carries words shrinks them to a few pixels on a phone and hides them from screen readers.
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

describe('figures stated as facts are the specification’s', () => {
  it('every percentage on every page is a service-model figure of docs/requirements.md §1', () => {
    const found = model.pages.flatMap((page) =>
      strings(page.sections).flatMap((text) => [...text.matchAll(/\d+(?:[-–]\d+)?\s?%/g)].map((m) => `${page.path ?? 'not-found'}: "${m[0]}" in "${text}"`).filter((line) => !specPercentages.has(/"([^"]+)"/.exec(line)![1]!))),
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  it('no picture holds words or figures: labels are the page’s own text (the logo’s name is its alt text)', () => {
    const withText = svgFiles.filter((f) => f !== 'logo.svg' && /<text[\s>]/.test(readFileSync(path.join(imagesDir, f), 'utf8')));
    expect(withText).toEqual([]);
  });

  it('testimonials with no recorded source are labelled as illustrative where visitors read them', () => {
    const carousels = model.pages.flatMap((p) => p.sections).filter((s): s is Extract<Section, { type: 'carousel' }> => s.type === 'carousel');
    expect(carousels.length).toBeGreaterThan(0);
    for (const carousel of carousels) expect(`${carousel.eyebrow ?? ''} ${carousel.heading ?? ''}`).toMatch(/illustrative/i);
  });
});

describe('the art is light and sized as the pages declare', () => {
  it.each(svgFiles)('%s is under 8 kB and states its width and height', (file) => {
    const svg = readFileSync(path.join(imagesDir, file), 'utf8');
    expect(svg.length).toBeLessThan(8 * 1024);
    expect(svg).toMatch(/^<svg[^>]* width="\d+" height="\d+"/);
  });
});
