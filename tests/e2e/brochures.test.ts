/**
 * The real site's brochures as the run's build wrote them (global-setup.ts builds exactly as `npm run build` does):
 * read back the way a viewer reads them (pdf.js, through the fonts' ToUnicode maps). How a brochure is drawn is
 * tests/unit/brochures.test.ts's, on small pages; this file checks every one the site ships.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { brochureSources } from '../../src/build/brochure-sources.ts';
import { sectionLines } from '../../src/build/brochures.ts';
import { loadSite } from '../../src/engine/load-site.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { repoRoot } from '../helpers/temp-project.ts';

it("every brochure of the real site is built, each opening with its title and the page's section headings in order", async () => {
  const loaded = await loadSite({ root: repoRoot, env: {}, blockHooks });
  if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('\n'));
  const sources = [...brochureSources(loaded.model)];
  expect(sources.length).toBeGreaterThan(10);
  const flat = (s: string) => s.replace(/\s+/g, ' ');
  for (const [link, page] of sources) {
    const { text, title, pages } = await pdfText(await readFile(path.join(inject('distDir'), link)));
    expect(pages, link).toBeGreaterThan(0);
    expect(title, link).toMatch(/: Owl Admin brochure$/);
    const headings = page.sections.flatMap(sectionLines).filter((l) => l.kind === 'heading').map((l) => flat(l.text));
    expect(headings.length, link).toBeGreaterThan(0);
    // Each heading after the one before it (a long one wraps: lines are joined with a space).
    const body = flat(text);
    let from = 0;
    for (const heading of headings) {
      const at = body.indexOf(heading, from);
      expect(at, `${link}: "${heading}" after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + heading.length;
    }
  }
});
