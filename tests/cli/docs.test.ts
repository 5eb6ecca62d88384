import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/blocks/registry.ts';
import { blockReference } from '../../src/dev/block-docs.ts';
import { readCatalog, type SchemaCatalog, type SchemaNode } from '../../src/dev/schema-catalog.ts';
import { repoRoot as projectRoot, tempProject, type TempProject } from '../helpers/temp-project.ts';

const hydration = Object.fromEntries(Object.entries(registry).map(([type, entry]) => [type, entry.hydrate]));

describe('docs/blocks.md', () => {
  let catalog: SchemaCatalog;
  let doc: string;
  beforeAll(async () => {
    catalog = await readCatalog(projectRoot);
    doc = blockReference({ catalog, hydration });
  });

  // Whether docs/blocks.md is up to date is `npm run docs -- --check`, which `npm test` runs first; the
  // checker itself is tested below.
  it('documents every block type, each property with its title and required mark, and every example', () => {
    expect(catalog.blocks.length).toBeGreaterThan(0);
    for (const block of catalog.blocks) {
      expect(doc).toContain(`\`"type": "${block.type}"\``);
      const section = doc.slice(doc.indexOf(`<a id="block-${block.type.toLowerCase()}"></a>`));
      for (const [name, prop] of Object.entries(block.schema.properties ?? {})) {
        const { node } = catalog.resolve(prop, block.schema.$id!);
        const required = block.schema.required?.includes(name) ? 'yes' : '';
        expect(section, `${block.type}.${name}`).toMatch(new RegExp(`\\| \`${name}\` \\| ${escape(node.title ?? '')} \\| [^|]+ \\| ${required} \\|`));
      }
      for (const example of block.examples) expect(section).toContain(JSON.stringify(example, null, 2));
    }
  });

  it('every block has examples, and every property a title and a description in plain words', () => {
    const jargon = /\b(boolean|string|array|enum|regexp?|props?|null|undefined|integer|iframe|uri|jsx|dom|css class)\b/i;
    const problems: string[] = [];
    const visit = (node: SchemaNode, base: string, where: string, depth: number) => {
      for (const [name, prop] of Object.entries(node.properties ?? {})) {
        const r = catalog.resolve(prop, base);
        const at = `${where}.${name}`;
        if (!r.node.title || !r.node.description) problems.push(`${at}: needs a title and a description`);
        const words = `${r.node.title ?? ''} ${r.node.description ?? ''}`;
        if (jargon.test(words)) problems.push(`${at}: "${jargon.exec(words)![0]}" is developer jargon: "${words}"`);
        if (depth < 6) {
          if (r.node.properties) visit(r.node, r.baseId, at, depth + 1);
          if (r.node.items) {
            const item = catalog.resolve(r.node.items, r.baseId);
            if (item.node.properties) visit(item.node, item.baseId, `${at}[]`, depth + 1);
          }
        }
      }
    };
    for (const block of catalog.blocks) {
      if (!block.examples.length) problems.push(`${block.file}: add at least one example`);
      if (!block.schema.title || !block.schema.description) problems.push(`${block.file}: needs a title and a description`);
      visit(block.schema, block.schema.$id!, block.type, 0);
    }
    expect(problems).toEqual([]);
  });
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('npm run docs -- --check', () => {
  let copy: TempProject;
  beforeAll(() => {
    copy = tempProject('docs-check-');
  });
  afterAll(() => copy.remove());

  it('fails when a schema example changes, until npm run docs runs', () => {
    expect(copy.run('docs').status).toBe(0);
    expect(copy.run('docs', ['--check'])).toMatchObject({ status: 0 });

    const file = path.join(copy.root, 'schemas/blocks/banner.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    schema.examples[0].heading = 'A heading changed by the docs test';
    writeFileSync(file, JSON.stringify(schema, null, 2));

    const stale = copy.run('docs', ['--check']);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('docs/blocks.md is out of date');
    expect(stale.stderr).toContain('npm run docs');

    expect(copy.run('docs').status).toBe(0);
    expect(copy.run('docs', ['--check']).status).toBe(0);
    expect(readFileSync(path.join(copy.root, 'docs/blocks.md'), 'utf8')).toContain('"heading": "A heading changed by the docs test"');
  });
});
