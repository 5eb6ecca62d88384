/**
 * The header and footer are rendered once and reused (src/render/reused-pieces.ts): every page of the site is the
 * same, byte for byte, as when each is rendered for itself, whichever page came first; and a page's own navigation
 * link is still marked, its menu island still carries its address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedPage, SiteModel } from '../../src/engine/types.ts';
import { loadComponents, renderPage, type ComponentMap } from '../../src/render/render-page.tsx';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';

let model: SiteModel;
let render: (page: ResolvedPage, reusePieces: boolean, site?: SiteModel, year?: number) => string;
beforeAll(async () => {
  const loaded = await validateProject(repoRoot);
  if (!loaded.ok) throw new Error(`site-config does not validate: ${loaded.problems[0]?.message}`);
  model = loaded.model;
  const components: ComponentMap = await loadComponents();
  const template = readFileSync(path.join(repoRoot, 'index.html'), 'utf8');
  render = (page, reusePieces, site = model, year = 2026) => renderPage(site, page, { components, template, year, reusePieces });
});

describe('the header and footer, reused', () => {
  it('every page is what rendering it alone makes, in either order of the pages', () => {
    // Each order with site settings of its own, so neither finds the other's pieces.
    for (const pages of [model.pages, [...model.pages].reverse()]) {
      const site = { ...model, site: { ...model.site } };
      for (const page of pages) expect(render(page, true, site), page.path ?? 'not-found page').toBe(render(page, false, site));
    }
    expect(model.pages.length).toBeGreaterThan(20);
  });

  it("marks the page's own navigation link and gives the menu its address, on a page rendered after another", () => {
    const link = model.site.navigation.links[0]!.href;
    const linked = model.pages.find((page) => page.path === link)!;
    const other = model.pages.find((page) => page.path === '/gap')!;
    const site = { ...model, site: { ...model.site } };
    render(other, true, site);
    const html = render(linked, true, site);
    expect(html).toContain(`href="${link}" aria-current="page"`);
    expect(html).toContain(`"current":"${link}"`);
    const otherHtml = render(other, true, site);
    expect(otherHtml).not.toContain(`href="${link}" aria-current="page"`);
    expect(otherHtml).toContain('"current":"/gap"');
    expect(otherHtml).not.toContain('\\u0000');
  });

  it('a new year or new site settings make a new footer', () => {
    const page = model.pages.find((p) => p.path === '/gap')!;
    const site = { ...model, site: { ...model.site } };
    expect(render(page, true, site)).toContain('© 2026');
    expect(render(page, true, site, 2027)).toContain('© 2027');
    const edited = { ...model, site: { ...model.site, footer: { ...model.site.footer, tagline: 'A tagline edited in the dev server.' } } };
    expect(render(page, true, edited)).toContain('A tagline edited in the dev server.');
    expect(render(page, true, site)).not.toContain('A tagline edited in the dev server.');
  });
});
