import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/engine/problems.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { tempProject, type TempProject } from '../helpers/temp-project.ts';

describe('npm run new-block', () => {
  let copy: TempProject;
  const read = (rel: string) => readFileSync(path.join(copy.root, rel), 'utf8');
  beforeAll(() => {
    copy = tempProject('new-block-');
  });
  afterAll(() => copy.remove());

  /** A page file made by this test, in the copy's current content version. */
  const testPage = (address: string, title: string, shows: string, sections: unknown[]) => ({
    $schema: '../../schemas/page.schema.json',
    version: JSON.parse(read('site-config/pages/gap.json')).version,
    path: address,
    title: `${title} | Owl Admin`,
    description: `A page made by the new-block test to show that a new block ${shows}.`,
    sections,
  });

  it('creates the schema, component, generated types, registry line and docs in one step', async () => {
    const made = copy.run('new-block', ['priceTable']);
    expect(made.status, made.stderr).toBe(0);

    const schema = JSON.parse(read('schemas/blocks/priceTable.schema.json'));
    expect(schema).toMatchObject({ $id: 'blocks/priceTable.schema.json', title: 'Price table', properties: { type: { const: 'priceTable' } } });
    expect(schema.description.length).toBeGreaterThan(20);
    expect(schema.examples).toHaveLength(1);
    expect(schema['x-aliases'], 'the words people use for it: an empty list to fill in').toEqual([]);
    for (const [name, prop] of Object.entries<{ $ref?: string; title?: string }>(schema.properties)) {
      expect(prop.$ref ?? prop.title, name).toBeTruthy(); // shared definitions bring their own title
    }

    const registry = read('src/blocks/registry.ts');
    expect(registry).toContain("  priceTable: { load: () => import('./priceTable/PriceTableBlock.tsx').then((m) => m.PriceTableBlock), hydrate: 'static' },\n} satisfies");
    expect(registry).toContain('  priceTable: { brochure: priceTableBrochure, structuredData: priceTableStructuredData },\n} satisfies HooksByType;');
    expect(registry).toContain("import { priceTableBrochure } from './priceTable/brochure.ts';\nimport { priceTableStructuredData } from './priceTable/structured-data.ts';\n");
    // The hooks are there to be filled in, and give nothing until they are.
    expect(read('src/blocks/priceTable/brochure.ts')).toContain('export const priceTableBrochure = (_section: PriceTableBlockProps): BrochureLine[] => [];');
    expect(read('src/blocks/priceTable/structured-data.ts')).toContain('export const priceTableStructuredData = (_section: PriceTableBlockProps): StructuredDataParts => ({});');
    expect(read('src/generated/block-props.ts')).toMatch(/export interface PriceTableBlockProps \{/);
    expect(read('src/generated/block-props.ts')).toMatch(/export type BlockType = [^;]*'priceTable'/);
    expect(read('schemas/section.schema.json')).toContain('"$ref": "blocks/priceTable.schema.json"');
    expect(read('docs/blocks.md')).toContain('`"type": "priceTable"`');
    expect(copy.run('generate', ['--check']).status).toBe(0);
    expect(copy.run('docs', ['--check']).status).toBe(0);

    // The component renders its own example (type-checking the copy would take too long for a unit test).
    const mod = (await import(path.join(copy.root, 'src/blocks/priceTable/PriceTableBlock.tsx'))) as Record<string, ComponentType<object>>;
    const html = renderToString(createElement(mod.PriceTableBlock!, schema.examples[0]));
    expect(html).toContain('A price table');
    expect(html).toContain('One or two sentences');
  });

  it('with its hooks filled in, its text reaches the brochure PDF and the FAQPage of a built page, with no edit elsewhere', async () => {
    const fill = (file: string, empty: string, filled: string) => {
      expect(read(file)).toContain(empty);
      writeFileSync(path.join(copy.root, file), read(file).replace(empty, filled));
    };
    fill('src/blocks/priceTable/brochure.ts', '(_section: PriceTableBlockProps): BrochureLine[] => []', "(section: PriceTableBlockProps): BrochureLine[] => [{ kind: 'heading', text: section.heading }, ...(section.text ?? []).map((text) => ({ kind: 'paragraph' as const, text }))]");
    fill('src/blocks/priceTable/structured-data.ts', '(_section: PriceTableBlockProps): StructuredDataParts => ({})', "(section: PriceTableBlockProps): StructuredDataParts => ({ faq: [{ question: `${section.heading}?`, answer: (section.text ?? []).join(' ') }] })");

    const pageFile = 'site-config/pages/price-table-brochure.json';
    const page = testPage('/price-table-brochure', 'Price table brochure test', 'fills a brochure and search data through its own hooks', [
      { type: 'banner', heading: 'Prices', buttons: [{ label: 'Download the brochure', href: '/brochures/price-table-brochure.pdf', download: true }] },
      { type: 'priceTable', heading: 'Monthly plans', text: ['Plans start at nine dollars a month.'] },
    ]);
    writeFileSync(path.join(copy.root, pageFile), JSON.stringify(page, null, 2));
    const out = path.join(copy.root, 'dist-hooks');
    try {
      const built = copy.run('build', ['--out', out]);
      expect(built.status, built.stderr).toBe(0);
      const { text } = await pdfText(readFileSync(path.join(out, 'brochures/price-table-brochure.pdf')));
      expect(text).toContain('Monthly plans');
      expect(text).toContain('Plans start at nine dollars a month.');

      const html = readFileSync(path.join(out, 'price-table-brochure.html'), 'utf8');
      const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string; mainEntity?: unknown });
      expect(data.find((d) => d['@type'] === 'FAQPage')?.mainEntity).toEqual([
        { '@type': 'Question', name: 'Monthly plans?', acceptedAnswer: { '@type': 'Answer', text: 'Plans start at nine dollars a month.' } },
      ]);
    } finally {
      rmSync(path.join(copy.root, pageFile));
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('pages can use the new block at once', () => {
    const schema = JSON.parse(read('schemas/blocks/priceTable.schema.json'));
    const page = testPage('/price-table-test', 'Price table test', 'validates the moment it exists', [schema.examples[0], { type: 'priceTabel', heading: 'Misspelt' }]);
    writeFileSync(path.join(copy.root, 'site-config/pages/price-table-test.json'), JSON.stringify(page, null, 2));
    const result = JSON.parse(copy.run('validate', ['--format', 'json']).stdout) as { problems: Problem[] };
    const mine = result.problems.filter((p) => p.file === 'site-config/pages/price-table-test.json');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ code: 'unknown-block-type', where: 'sections[1] (priceTabel) › type' });
    expect(mine[0]!.message).toContain('Did you mean `priceTable`?');
  });

  it('refuses a name that is taken or not camelCase, and changes nothing', () => {
    const registry = read('src/blocks/registry.ts');
    const taken = copy.run('new-block', ['banner']);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('There is already a block called "banner"');
    const again = copy.run('new-block', ['pricetable']);
    expect(again.stderr).toContain('There is already a block called "priceTable"');

    for (const bad of ['price-table', 'PriceTable', '9lives']) {
      const result = copy.run('new-block', [bad]);
      expect(result.status, bad).toBe(1);
      expect(result.stderr).toContain('camelCase');
    }
    expect(copy.run('new-block', ['price-table']).stderr).toContain('like "priceTable"');
    expect(read('src/blocks/registry.ts')).toBe(registry);
    expect(existsSync(path.join(copy.root, 'src/blocks/price-table'))).toBe(false);
  });
});
