/**
 * Issue 20 §3: no two outline entries of a page read the same. The labels the studio's outline shows
 * (sectionLabel, then distinctLabels, as Outline.tsx does) for every page and shared-sections file of the
 * site, computed in process. The browser test (tests/e2e/studio-words.test.ts) checks on two look-alike
 * headings that the outline shows these labels whole, wrapped and never cut.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionLabel, sectionsOf, type Json } from '../../src/studio/app/editor/document.ts';
import { distinctLabels } from '../../src/studio/app/editor/Outline.tsx';
import type { Schemas } from '../../src/studio/protocol.ts';
import { studioSchemas } from '../../src/studio/server/schemas.ts';
import { repoRoot } from '../helpers/temp-project.ts';

let schemas: Schemas;
beforeAll(async () => {
  schemas = await studioSchemas(repoRoot);
});

const filesIn = async (folder: string) => (await readdir(path.join(repoRoot, folder))).filter((f) => f.endsWith('.json')).map((f) => `${folder}/${f}`);
const outlineOf = (sections: unknown[]) => distinctLabels(sections.map((s) => sectionLabel(s, schemas.palette)));

describe('the outline labels', () => {
  it('two sections with the same heading, or none and the same kind, are told apart by their place', () => {
    const sections = [
      { type: 'banner', layout: 'hero', heading: 'Key Replacement Protection Plus for dealers' },
      { type: 'banner', layout: 'band', heading: 'Key Replacement Protection Basic for dealers' },
      { type: 'cardGrid', cards: [{ title: 'A' }] },
      { type: 'cardGrid', cards: [{ title: 'B' }] },
    ];
    expect(outlineOf(sections)).toEqual(['Key Replacement Protection Plus for dealers', 'Key Replacement Protection Basic for dealers', 'Card grid (section 3)', 'Card grid (section 4)']);
  });

  it('no two entries of a page read the same, on every page and shared-sections file of the site', async () => {
    const files = [...(await filesIn('site-config/pages')), ...(await filesIn('site-config/fragments'))];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const sections = sectionsOf(JSON.parse(await readFile(path.join(repoRoot, file), 'utf8')) as Json) ?? [];
      const labels = outlineOf(sections);
      expect(new Set(labels).size, `${file}: ${labels.join(' | ')}`).toBe(labels.length);
      expect(labels.filter((l) => !l.trim()), file).toEqual([]);
    }
  });
});
