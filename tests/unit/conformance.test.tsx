/**
 * One conformance suite over the registry: for every block type, every example in its schema validates
 * as a section of a page, renders through the real server renderer into a whole page, shows its heading
 * and text, keeps the page's one h1, and passes an accessibility check; its brochure and structured-data
 * hooks give well-formed parts made of its own words. A block added to the registry is covered here the
 * day it is added; a block with no examples fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/blocks/registry.ts';
import { sectionLines } from '../../src/build/brochures.ts';
import { expandPage } from '../../src/engine/expand-page.ts';
import { parseJsonSource, type JsonPath } from '../../src/engine/json-source.ts';
import { siteNames } from '../../src/engine/load-site.ts';
import { formatProblem } from '../../src/engine/problems.ts';
import { schemaProblems } from '../../src/engine/schema-messages.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';
import type { ResolvedPage, SiteConfig, SiteModel } from '../../src/engine/types.ts';
import { loadComponents, renderPage, type ComponentMap } from '../../src/render/render-page.tsx';
import { sectionParts, structuredData } from '../../src/render/structured-data.ts';
import { refResolver } from '../helpers/schema-docs.ts';
import { repoRoot } from '../helpers/temp-project.ts';

type Json = { [key: string]: unknown };

const validator = createSchemaValidator(path.join(repoRoot, 'schemas'));
const template = readFileSync(path.join(repoRoot, 'index.html'), 'utf8');
const types = Object.keys(registry) as (keyof typeof registry)[];
const schemaOf = (type: string): Json => JSON.parse(readFileSync(path.join(repoRoot, 'schemas/blocks', `${type}.schema.json`), 'utf8'));

/** The real site.json, checked, as the renderer receives it. */
function realSite(): SiteConfig {
  const parsed = parseJsonSource('site-config/site.json', readFileSync(path.join(repoRoot, 'site-config/site.json'), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.problems.map(formatProblem).join('\n'));
  const { errors } = validator.validate('site.schema.json', parsed.source.data);
  expect(schemaProblems(parsed.source, errors).map(formatProblem)).toEqual([]);
  return parsed.source.data as SiteConfig;
}

const filler = {
  type: 'banner',
  heading: 'A page that shows one block',
};

/**
 * A page of `sections`, taken through the engine exactly as a page file is: parsed, validated against the
 * page schema, then expanded (site values such as {{email}} and links such as @email filled in).
 * Returns the problems instead when there are any, so a failing example says what is wrong, where.
 */
function pageOf(sections: unknown[], site: SiteConfig): { page: ResolvedPage; problems: string[] } {
  const text = JSON.stringify(
    {
      $schema: '../../schemas/page.schema.json',
      version: 1,
      path: '/conformance',
      title: 'Conformance example page',
      description: 'A page holding one example block, built the way the site builds every page from its JSON file.',
      sections,
    },
    null,
    2,
  );
  const parsed = parseJsonSource('site-config/pages/conformance.json', text);
  if (!parsed.ok) throw new Error('unreachable: JSON.stringify wrote invalid JSON');
  const { errors, marked } = validator.validate('page.schema.json', parsed.source.data);
  const schemaFound = schemaProblems(parsed.source, errors).map(formatProblem);
  if (schemaFound.length) return { page: undefined as never, problems: schemaFound };
  const expanded = expandPage({ source: parsed.source, marked }, { fragments: new Map(), knownFragments: new Set(), ...siteNames(site) });
  return { page: expanded.pages[0]!.page, problems: expanded.problems.map(formatProblem) };
}

const resolveRef = refResolver();

/** Every string in `data` that the block's schema calls text shown on the page (the shared `text` definition). */
function shownText(data: unknown, schema: Json, id: string): string[] {
  // Paragraphs reach the shared definition from inside common.schema.json, by "#/$defs/text".
  const isText = (node: Json) => typeof node.$ref === 'string' && /(^|common\.schema\.json)#\/\$defs\/text$/.test(node.$ref);
  // A value that may be text or something else (a table cell: true, false or words) is text when it is a string.
  const anyOf = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (typeof data === 'string' && anyOf) return anyOf.some(isText) ? [data] : [];
  if (typeof data === 'string') return isText(schema) ? [data] : [];
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, id);
    return shownText(data, target.node, target.id);
  }
  if (Array.isArray(data)) return schema.items ? data.flatMap((d) => shownText(d, schema.items as Json, id)) : [];
  if (data && typeof data === 'object') {
    const props = (schema.properties ?? {}) as Record<string, Json>;
    return Object.entries(data).flatMap(([k, v]) => (props[k] ? shownText(v, props[k], id) : []));
  }
  return [];
}

/** Every object inside `value`, with its path: where an unknown property could be written. */
function objectsIn(value: unknown, at: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => objectsIn(v, [...at, i]));
  if (!value || typeof value !== 'object') return [];
  return [at, ...Object.entries(value).flatMap(([k, v]) => objectsIn(v, [...at, k]))];
}

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Runs axe-core inside the rendered document (jsdom has no layout, so colour contrast cannot be measured), over the
 * page's main content: the block. The header and footer around it are the same on every page, and each real page is
 * checked whole by axe in Chromium (tests/e2e/site.test.ts); checked here too, they took half of each block's check.
 */
async function accessibilityViolations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  dom.window.eval(axe.source);
  const results = await (dom.window as unknown as { axe: typeof axe }).axe
    .run({ include: [['main']] }, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] })
    .finally(() => dom.window.close());
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.html.slice(0, 200)).join('\n    ')}`);
}

let components: ComponentMap;
let site: SiteConfig;
beforeAll(async () => {
  components = await loadComponents();
  site = realSite();
});

const render = (page: ResolvedPage) => {
  const model: SiteModel = { site, pages: [page] };
  return renderPage(model, page, { components, template, year: 2025 });
};

describe.each(types)('block %s', (type) => {
  const schema = schemaOf(type);
  const examples = (schema.examples as Json[] | undefined) ?? [];

  it('has at least one example in its schema', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  describe.each(examples.map((example, i) => [i, example] as const))('example %i', (_i, example) => {
    it('validates as a section of a page, and renders as the whole page with its heading and text', async () => {
      const { page, problems } = pageOf([example], site);
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);

      const html = render(page);
      const dom = new JSDOM(html);
      const { document } = dom.window;
      const main = document.querySelector('main')!;
      const mainText = normalise(main.textContent ?? '');
      const section = page.sections[0] as unknown as Json;

      // What is shown is the example's own words (site values such as {{email}} already filled in).
      const texts = shownText(section, schema, `blocks/${type}.schema.json`);
      expect(texts.length, 'the example has text to show').toBeGreaterThan(0);
      const shown = texts.filter((t) => mainText.includes(normalise(t)));
      expect(shown.length, `none of the example's text is in the page:\n${texts.join('\n')}`).toBeGreaterThan(0);

      // The first section of a page carries its one h1: the block's heading, when it has one.
      const h1s = [...main.querySelectorAll('h1')].map((h) => normalise(h.textContent ?? ''));
      if (typeof section.heading === 'string') expect(h1s).toEqual([normalise(section.heading)]);
      else expect(h1s.length).toBeLessThanOrEqual(1);

      // The page is a real document, with the page's title, before any script runs.
      expect(document.title).toBe('Conformance example page');

      // An interactive block is an island that carries its own props; a static one ships no script; an
      // enhanced one is marked for its plain DOM code, which reads the HTML and needs no props.
      const island = main.querySelector(`[data-island="${type}"]`);
      if (registry[type].hydrate === 'static') {
        expect(island).toBeNull();
      } else if (registry[type].hydrate === 'enhance') {
        expect(island?.getAttribute('data-hydrate')).toBe('enhance');
        expect(island!.hasAttribute('data-island-id'), 'it has no props script to point to').toBe(false);
      } else {
        expect(island, 'an interactive block is rendered as an island').not.toBeNull();
        const id = island!.getAttribute('data-island-id');
        const props = JSON.parse(document.querySelector(`script[data-island-props="${id}"]`)!.textContent!) as Json;
        expect(props).toMatchObject(section);
      }
    });

    it('below another section, its heading is an h2 and the page keeps one h1', () => {
      const { page, problems } = pageOf([filler, example], site);
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
      const main = new JSDOM(render(page)).window.document.querySelector('main')!;
      expect([...main.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([filler.heading]);
      const section = page.sections[1] as unknown as Json;
      if (typeof section.heading === 'string') {
        expect([...main.querySelectorAll('h2')].map((h) => normalise(h.textContent ?? ''))).toContain(normalise(section.heading));
      }
    });

    it('gives brochures and structured data well-formed parts, made of its own words', () => {
      const { page, problems } = pageOf([example], site);
      expect(problems).toEqual([]);
      const section = page.sections[0]!;
      const words = shownText(section, schema, `blocks/${type}.schema.json`).map(normalise);
      const fromBlock = (text: string) => words.some((w) => normalise(text).includes(w));

      for (const line of sectionLines(section)) {
        if (line.kind === 'table') {
          // A drawn table: its caption, column names, row names and written values are all the block's words.
          expect(Object.keys(line).sort()).toEqual(['columns', 'kind', 'rows', 'text']);
          const cells = [...line.columns, ...line.rows.flatMap((row) => [row.label, ...row.values.filter((v): v is string => typeof v === 'string')])];
          for (const cell of cells) expect(fromBlock(cell), `"${cell}" is none of the block's own text`).toBe(true);
          for (const row of line.rows) {
            if (line.columns.length) expect(row.values, `row "${row.label}" has one value per column`).toHaveLength(line.columns.length);
          }
        } else {
          expect(Object.keys(line).sort()).toEqual(['kind', 'text']);
        }
        expect(['heading', 'subheading', 'paragraph', 'bullet', 'table']).toContain(line.kind);
        expect(line.text.trim(), 'a brochure line with no text').not.toBe('');
        expect(fromBlock(line.text), `"${line.text}" is none of the block's own text`).toBe(true);
      }

      const parts = sectionParts(section);
      expect(Object.keys(parts).filter((k) => k !== 'faq'), 'parts the structured-data step does not know').toEqual([]);
      for (const q of parts.faq ?? []) {
        expect(Object.keys(q).sort()).toEqual(['answer', 'question']);
        expect(fromBlock(q.question), `"${q.question}" is none of the block's own text`).toBe(true);
        expect(typeof q.answer).toBe('string');
      }
      // What the page finally carries: valid JSON, with a FAQPage exactly when the block gives questions.
      const data = JSON.parse(JSON.stringify(structuredData(site, page))) as { '@type': string }[];
      expect(data.some((d) => d['@type'] === 'FAQPage')).toBe((parts.faq ?? []).length > 0);
    });

    it('has no serious or critical accessibility violations', async () => {
      const { page, problems } = pageOf([example], site);
      expect(problems).toEqual([]);
      const violations = await accessibilityViolations(render(page));
      expect(violations, `\n${violations.join('\n')}\n`).toEqual([]);
    });

    it('rejects an unknown property at every level, saying where', () => {
      for (const at of objectsIn(example)) {
        const copy = structuredClone(example) as Json;
        let target: Json = copy;
        for (const part of at) target = (target as Record<string | number, Json>)[part]!;
        target.notAProperty = 'x';
        const { problems } = pageOf([copy], site);
        const where = at.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : `${s} › ${p}`), `sections[0] (${type})`);
        expect(problems, `unknown property at ${where}`).toEqual([expect.stringContaining(`${where}: \`notAProperty\` is not a property of`)]);
      }
    });
  });
});
