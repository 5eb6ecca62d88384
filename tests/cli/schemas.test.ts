/**
 * The schemas are the single source of truth, and the non-developer's documentation: every property says
 * what it is, every block shows examples that really validate, nothing unknown slips through, links
 * cannot run script, every block schema has its component (and back), and the generated files follow.
 */
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/blocks/registry.ts';
import { blockComponentName } from '../../src/engine/block-names.ts';
import { blockTypes } from '../../src/generated/block-props.ts';
import { parseJsonSource } from '../../src/engine/json-source.ts';
import { listBlockTypes } from '../../src/engine/schema-files.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';
import { schemaProblems } from '../../src/engine/schema-messages.ts';
import { formatProblem } from '../../src/engine/problems.ts';
import { readSchemas, refResolver, type Schema } from '../helpers/schema-docs.ts';
import { removeProject, repoRoot, runScript } from '../helpers/temp-project.ts';

const schemasDir = path.join(repoRoot, 'schemas');
const files = readSchemas();
const byId = new Map(files.map((f) => [String(f.schema.$id), f.schema]));
const resolve = refResolver();
const resolveRef = (ref: string, fromId: string) => resolve(ref, fromId).node;
const blockNames = listBlockTypes(schemasDir);

interface Visit {
  node: Schema;
  /** Where it is, for the failure message: "schemas/blocks/banner.schema.json › properties.heading". */
  at: string;
  /** Reached as a property, a map value or a list item of objects: it is something an author writes. */
  documented: boolean;
  /** Inside a branch (then/else/allOf…), a further rule on a property its object already declares and documents. */
  refinement: boolean;
}

/**
 * Every subschema an author's data is checked against, except the conditions of `if` (which only select
 * a branch) and `propertyNames` (which constrains names, not values).
 */
function walk(node: Schema, at: string, documented: boolean, out: Visit[] = [], refinement = false, declared = new Set<string>()): Visit[] {
  out.push({ node, at, documented: documented && !refinement, refinement });
  const sub = (key: string, value: unknown, isDocumented: boolean, isRefinement = refinement, names = new Set<string>()) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) walk(value as Schema, `${at} › ${key}`, isDocumented, out, isRefinement, names);
  };
  const own = new Set([...declared, ...Object.keys((node.properties as Schema | undefined) ?? {})]);
  for (const [name, prop] of Object.entries((node.properties as Schema | undefined) ?? {})) sub(`properties.${name}`, prop, true, refinement || declared.has(name));
  for (const [name, def] of Object.entries((node.$defs as Schema | undefined) ?? {})) sub(`$defs.${name}`, def, false);
  if (typeof node.additionalProperties === 'object') sub('additionalProperties', node.additionalProperties, true);
  const items = node.items as Schema | undefined;
  if (items) sub('items', items, Boolean(items.properties));
  // A branch adds rules to this same object: its properties named here already are refinements.
  for (const key of ['then', 'else'] as const) sub(key, node[key], false, refinement, own);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) (node[key] as Schema[] | undefined)?.forEach((s, i) => sub(`${key}[${i}]`, s, false, refinement, own));
  return out;
}

describe('every schema file', () => {
  it.each(files.map((f) => [f.rel, f.schema] as const))('%s: every property has a title and a description', (rel, schema) => {
    const missing: string[] = [];
    for (const { node, at, documented } of walk(schema, rel, false)) {
      if (!documented) continue;
      // A property that only points at a shared definition is documented by that definition.
      const target = typeof node.$ref === 'string' ? { ...resolveRef(node.$ref, String(schema.$id)), ...node } : node;
      if (typeof target.title !== 'string' || !target.title.trim()) missing.push(`${at}: no title`);
      if (typeof target.description !== 'string' || target.description.trim().length < 5) missing.push(`${at}: no description`);
    }
    expect(missing, `\n${missing.join('\n')}\n`).toEqual([]);
  });

  it.each(files.map((f) => [f.rel, f.schema] as const))('%s: every object says which properties it allows', (rel, schema) => {
    const open: string[] = [];
    for (const { node, at, refinement } of walk(schema, rel, false)) {
      if (refinement) continue;
      const isObject = node.type === 'object' || (node.properties !== undefined && node.type === undefined);
      // A branching object (if/then/else, allOf of $refs) leaves the decision to the branch that applies.
      const branches = node.if !== undefined || node.allOf !== undefined || at.endsWith('› then') || at.endsWith('› else');
      if (isObject && !branches && node.additionalProperties === undefined) open.push(at);
      if (node.additionalProperties === true) open.push(`${at} (additionalProperties: true)`);
    }
    expect(open, `objects without "additionalProperties": false (or a schema for a map's values):\n${open.join('\n')}\n`).toEqual([]);
  });

  it.each(files.map((f) => [f.rel, f.schema] as const))('%s: every $ref leads somewhere', (_rel, schema) => {
    for (const { node } of walk(schema, '', false)) if (typeof node.$ref === 'string') expect(() => resolveRef(node.$ref as string, String(schema.$id))).not.toThrow();
  });
});

describe('block schemas', () => {
  const validator = createSchemaValidator(schemasDir);
  /** The smallest page holding one block: examples are checked exactly as a page author's sections are. */
  const pageWith = (section: unknown) => ({
    $schema: '../../schemas/page.schema.json',
    version: 1,
    path: '/example',
    title: 'An example page title',
    description: 'A page that holds one block, so the block can be checked exactly as a page author writes it.',
    sections: [section],
  });
  const problemsOf = (data: unknown) => {
    const text = JSON.stringify(data, null, 2);
    const parsed = parseJsonSource('example.json', text);
    if (!parsed.ok) throw new Error('unreachable: JSON.stringify wrote invalid JSON');
    return schemaProblems(parsed.source, validator.validate('page.schema.json', parsed.source.data).errors).map(formatProblem);
  };

  it.each(blockNames)('%s: has a title, a description and examples of its own type, each valid', (name) => {
    const schema = byId.get(`blocks/${name}.schema.json`);
    expect(schema, `schemas/blocks/${name}.schema.json has "$id": "blocks/${name}.schema.json"`).toBeDefined();
    expect(typeof schema!.title).toBe('string');
    expect(typeof schema!.description).toBe('string');
    const examples = schema!.examples as Schema[] | undefined;
    expect(Array.isArray(examples) && examples.length, 'at least one example').toBeTruthy();
    for (const example of examples!) {
      expect(example.type).toBe(name);
      expect(problemsOf(pageWith(example))).toEqual([]);
    }
  });

  it('the page schema\'s own example validates', () => {
    for (const example of (byId.get('page.schema.json')!.examples as unknown[]) ?? []) expect(problemsOf(example)).toEqual([]);
  });

  describe('a link accepts pages, sections, web addresses, email and phone, and nothing that runs or leaves the site unnoticed', () => {
    const withLink = (href: string) => pageWith({ type: 'banner', heading: 'Links', buttons: [{ label: 'Go', href }] });
    it.each(['/gap', '/', '/safe-return-anti-theft-system-rv', '#faq', 'https://x.example', 'http://x.example/a?b=c#d', 'mailto:a@b.example', 'tel:+15550100', '@scheduling'])('accepts %s', (href) => {
      expect(problemsOf(withLink(href))).toEqual([]);
    });
    it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'https://', 'gap'])(
      'rejects %j with a plain message',
      (href) => {
        const problems = problemsOf(withLink(href));
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(/sections\[0\] \(banner\) › buttons\[0\] › href: .* is not a link this site accepts/);
      },
    );
  });
});

describe('every block schema has its component, and every component its schema', () => {
  const componentFolders = readdirSync(path.join(repoRoot, 'src/blocks'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'shared')
    .map((e) => e.name)
    .sort();

  it('the registry lists exactly the block schemas', () => {
    expect(Object.keys(registry).sort()).toEqual(blockNames);
  });

  it('the generated block types are exactly the block schemas', () => {
    expect([...blockTypes].sort()).toEqual(blockNames);
  });

  it('each block schema has a component folder, and each component folder a schema', () => {
    expect(componentFolders).toEqual(blockNames);
  });

  it.each(Object.keys(registry))('%s: its registry entry loads its own component, <Name>Block', async (type) => {
    const entry = registry[type as keyof typeof registry];
    expect(existsSync(path.join(repoRoot, 'src/blocks', type, `${blockComponentName(type)}.tsx`))).toBe(true);
    const component = await entry.load();
    expect(typeof component).toBe('function');
    expect((component as { name?: string }).name).toBe(blockComponentName(type));
    expect(['static', 'enhance', 'visible', 'interaction', 'load']).toContain(entry.hydrate);
    if (entry.hydrate === 'enhance') expect(typeof (await entry.enhance())).toBe('function');
  });
});

describe('generated files follow the schemas (npm run generate -- --check)', () => {
  let copy: string | undefined;
  afterAll(async () => {
    if (copy) await removeProject(copy);
  });

  // The repository itself is checked by `npm run generate -- --check`, which `npm test` runs first.
  it('fails, naming the stale files, when a schema changes without regenerating', async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    copy = await mkdtemp(path.join(tmpdir(), 'owl-generate-'));
    await cp(schemasDir, path.join(copy, 'schemas'), { recursive: true });
    await mkdir(path.join(copy, 'src'), { recursive: true });
    await cp(path.join(repoRoot, 'src/generated'), path.join(copy, 'src/generated'), { recursive: true });
    // A block's schema is its folder's schema.json; the generator reads the folders (and their manifests).
    await cp(path.join(repoRoot, 'src/blocks'), path.join(copy, 'src/blocks'), { recursive: true });

    const unchanged = await runScript('generate.ts', ['--check', '--root', copy]);
    expect(unchanged.code, unchanged.output).toBe(0);

    // A new optional property on a block: its schema's copy and its props type are now stale.
    const file = path.join(copy, 'src/blocks/banner/schema.json');
    const original = await readFile(file, 'utf8');
    const schema = JSON.parse(original) as { properties: Schema };
    schema.properties.subtitle = { title: 'Subtitle', description: 'A line under the heading.', type: 'string' };
    await writeFile(file, JSON.stringify(schema, null, 2));
    const changed = await runScript('generate.ts', ['--check', '--root', copy]);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('schemas/blocks/banner.schema.json');
    expect(changed.stderr).toContain('src/generated/block-props.ts');
    expect(changed.stderr).toMatch(/npm run generate/);
    expect(changed.stderr).not.toContain('section.schema.json');

    // The copy in schemas/blocks/ edited by hand is drift too: the folder's schema.json is the source.
    await writeFile(file, original);
    const copyFile = path.join(copy, 'schemas/blocks/banner.schema.json');
    await writeFile(copyFile, (await readFile(copyFile, 'utf8')).replace('"title": "Banner"', '"title": "Hero"'));
    const edited = await runScript('generate.ts', ['--check', '--root', copy]);
    expect(edited.code).toBe(1);
    expect(edited.stderr).toContain('schemas/blocks/banner.schema.json');
    expect(edited.stderr).toContain("a block's schema is its folder's schema.json");
  });
});
