// @vitest-environment jsdom
/**
 * A plan page opens with its breadcrumb (Home › Protection plans › the plan) inside <main>, before the
 * hero and its h1, with the same trail as BreadcrumbList structured data in the head; its middle step leads
 * to home's plan index, which lists every plan. Pages that are not plans have neither.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/engine/types.ts';
import { loadComponents, renderPage } from '../../src/render/render-page.tsx';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';

let model: SiteModel;
let render: (address: string) => Document;
beforeAll(async () => {
  const loaded = await validateProject(repoRoot);
  if (!loaded.ok) throw new Error(`site-config does not validate: ${loaded.problems[0]?.message}`);
  model = loaded.model;
  const components = await loadComponents();
  const template = readFileSync(path.join(repoRoot, 'index.html'), 'utf8');
  render = (address) => {
    const page = model.pages.find((p) => p.path === address);
    if (!page) throw new Error(`no page at ${address}`);
    return new DOMParser().parseFromString(renderPage(model, page, { components, template, year: 2026 }), 'text/html');
  };
});

const ldJson = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);

describe('the breadcrumb on a plan page', () => {
  it('is a named nav landmark, first in <main>, before the h1, its last step the page itself', () => {
    const doc = render('/gap');
    const nav = doc.querySelector('main nav[aria-label="Breadcrumb"]');
    expect(nav).not.toBeNull();
    const h1 = doc.querySelector('main h1');
    expect(h1 && nav!.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nav!.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    const links = [...nav!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Protection plans', model.site.ui.breadcrumb.plansHref],
    ]);
    expect(nav!.querySelector('[aria-current="page"]')?.textContent).toBe('Guaranteed Asset Protection');
  });

  it('is in the head as BreadcrumbList structured data, the same three steps', () => {
    const list = ldJson(render('/safe-return-anti-theft-system-rv')).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
    expect(list?.itemListElement.map((i) => i.name)).toEqual(['Home', 'Protection plans', 'Safe Return for RVs']);
    expect(list?.itemListElement[2]?.item).toBe(`${model.site.url}/safe-return-anti-theft-system-rv`);
  });

  it('leads to a real place: home has the plan index at that anchor, linking to every plan page', () => {
    // site.json says where the step leads (ui.breadcrumb.plansHref): that page, and a section of it.
    const [address, anchor] = model.site.ui.breadcrumb.plansHref.split('#');
    const doc = render(address!);
    const index = doc.getElementById(anchor!);
    expect(index?.tagName).toBe('SECTION');
    const hrefs = new Set([...index!.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    for (const address of ['/gap', '/essentials-complete', '/safe-return-anti-theft-system-rv', '/titania-total-surface-protection']) expect(hrefs).toContain(address);
    expect(index!.querySelectorAll('h3').length).toBeGreaterThanOrEqual(3);
  });

  it('is absent, with its structured data, from pages that are not plans', () => {
    for (const address of ['/', '/claims', '/about']) {
      const doc = render(address);
      expect(doc.querySelector('nav[aria-label="Breadcrumb"]')).toBeNull();
      expect(ldJson(doc).some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
    }
  });
});
