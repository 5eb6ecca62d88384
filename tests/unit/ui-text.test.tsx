/**
 * Every word of the site's own controls comes from site.json `ui`: the real site is rendered with each
 * of those words marked, and each must show up marked (filled in, where it is a template) in the pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UiText } from '../../src/blocks/shared/ui-text.tsx';
import { fillWords } from '../../src/engine/substitution.ts';
import type { SiteModel } from '../../src/engine/types.ts';
import { loadComponents, renderPage } from '../../src/render/render-page.tsx';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';

const mark = (word: string) => `⟦${word}⟧`;

function markAll<T>(value: T): T {
  if (typeof value === 'string') return mark(value) as T;
  if (Array.isArray(value)) return value.map(markAll) as T;
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, markAll(v)])) as T;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let html: string;
/** The pages without their copy of the ui words (the islands' JSON), so only rendered words count. */
let rendered: string;
let ui: UiText;
let marked: SiteModel;
let components: Awaited<ReturnType<typeof loadComponents>>;
let template: string;
beforeAll(async () => {
  const loaded = await validateProject(repoRoot);
  if (!loaded.ok) throw new Error(`site-config does not validate: ${loaded.problems[0]?.message}`);
  ui = loaded.model.site.ui;
  marked = { ...loaded.model, site: { ...loaded.model.site, ui: markAll(ui) } };
  components = await loadComponents();
  template = readFileSync(path.join(repoRoot, 'index.html'), 'utf8');
  html = marked.pages.map((page) => renderPage(marked, page, { components, template, year: 2026 })).join('\n');
  rendered = html.replace(/<script type="application\/json" data-ui-text>[\s\S]*?<\/script>/g, '');
});

describe('site.json ui reaches the pages', () => {
  // What each word looks like in the pages, marked: templates filled in (up to their first {word} when
  // what fills it comes from a page). The drawer's words (closeMenu, siteMenu) exist only once the phone
  // menu opens, so the e2e suite meets them there.
  it.each([
    ['skipToContent', (m: UiText) => m.skipToContent],
    ['opensInNewTab', (m: UiText) => m.opensInNewTab],
    ['mainNavigation', (m: UiText) => m.mainNavigation],
    ['openMenu', (m: UiText) => m.openMenu],
    ['carousel.kind', (m: UiText) => m.carousel.kind],
    ['carousel.slideKind', (m: UiText) => m.carousel.slideKind],
    ['carousel.slide', (m: UiText) => fillWords(m.carousel.slide, { n: 1, count: 4 })],
    ['carousel.previous', (m: UiText) => m.carousel.previous],
    ['carousel.next', (m: UiText) => m.carousel.next],
    ['carousel.stop', (m: UiText) => m.carousel.stop],
    ['carousel.illustrative', (m: UiText) => m.carousel.illustrative],
    ['carousel.show', (m: UiText) => m.carousel.show.split('{n}')[0]!],
    ['video.play', (m: UiText) => m.video.play.split('{title}')[0]!],
    ['video.openLabel', (m: UiText) => m.video.openLabel],
    ['form.leaveEmpty', (m: UiText) => m.form.leaveEmpty],
  ])('%s', (_name, shown) => {
    expect(rendered).toContain(escapeHtml(shown(markAll(ui))));
  });

  it('frame.loading: a frame whose block names no loading words of its own says it with the site\'s words', () => {
    // The booking page says "Loading available times…" (its embed's `loading`); without it, ui.frame.loading.
    const booking = marked.pages.find((p) => p.sections.some((s) => s.type === 'embed' && s.loading))!;
    const bare = { ...booking, sections: booking.sections.map((s) => (s.type === 'embed' ? { ...s, loading: undefined } : s)) };
    const page = renderPage(marked, bare, { components, template, year: 2026 });
    expect(page).toContain(escapeHtml(marked.site.ui.frame.loading));
    expect(rendered).not.toContain(escapeHtml(marked.site.ui.frame.loading));
  });

  it('frame.failed: a frame whose block names no fallback of its own says it with the site\'s words', () => {
    // The booking page has its own fallback; without it, the frame falls back on ui.frame.failed.
    const booking = marked.pages.find((p) => p.sections.some((s) => s.type === 'embed' && s.fallback))!;
    const bare = { ...booking, sections: booking.sections.map((s) => (s.type === 'embed' ? { ...s, fallback: undefined } : s)) };
    const page = renderPage(marked, bare, { components, template, year: 2026 });
    expect(page).toContain(escapeHtml(marked.site.ui.frame.failed));
    expect(rendered).not.toContain(escapeHtml(marked.site.ui.frame.failed));
  });

  it('the page carries its ui words once, in the head, for the islands to hydrate with', () => {
    const first = html.slice(0, html.indexOf('</html>'));
    const scripts = first.match(/<script type="application\/json" data-ui-text>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(first.indexOf('data-ui-text')).toBeLessThan(first.indexOf('</head>'));
  });
});

describe('fillWords: the slots of ui words', () => {
  it('fills each {word} it is given, every time it occurs, and leaves unknown words as written', () => {
    expect(fillWords('Show quote {n} of {count}: {name}, quote {n}', { n: 2, count: 3, name: 'Ana' })).toBe('Show quote 2 of 3: Ana, quote 2');
    expect(fillWords('© {year} {owner}', { year: 2026 })).toBe('© 2026 {owner}');
  });
  it('never touches a {{value}}: those are the site\'s data, filled when the site loads', () => {
    expect(fillWords('Call {{phone}} or slide {n}', { phone: 'x', n: 1 })).toBe('Call {{phone}} or slide 1');
  });
});
