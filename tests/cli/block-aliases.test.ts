/**
 * Issue 11, item 8: "did you mean" knows the words people use. Each block schema lists the plain-language
 * names people use for its block (`x-aliases`, a keyword the validator registers); an unknown block type
 * written as one of them, or a near miss of one, is answered with the block. Through the real
 * `npm run validate` on a temporary copy; the names come from the schemas alone, and docs/blocks.md shows them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog, type SchemaCatalog } from '../../src/dev/schema-catalog.ts';
import { currentVersion } from '../../src/engine/migrations.ts';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { copyProject, readText, removeProject, repoRoot, runScript, writeText } from '../helpers/temp-project.ts';

/** What people write as the type, and the block (with the word that matched) they should be offered. */
const written: [typed: string, block: string, word: string][] = [
  ['collapsible', 'accordion', 'collapsible'],
  ['faq', 'accordion', 'faq'],
  ['hero', 'banner', 'hero'],
  ['cards', 'cardGrid', 'cards'],
  ['features', 'cardGrid', 'features'],
  ['toggle', 'tabs', 'toggle'],
  ['switch', 'tabs', 'switch'],
  ['slider', 'carousel', 'slider'],
  ['testimonials', 'carousel', 'testimonials'],
  ['video', 'embed', 'video'],
  ['iframe', 'embed', 'iframe'],
  ['calendly', 'embed', 'calendly'],
  ['intro', 'prose', 'intro'],
  ['text', 'prose', 'text'],
  ['contact form', 'form', 'contact form'],
  ['contactForm', 'form', 'contact form'],
  ['colapsible', 'accordion', 'collapsible'], // a near miss of a word people use
];

const file = 'site-config/pages/aliases-test.json';
const page = (types: string[]) =>
  `${JSON.stringify(
    {
      $schema: '../../schemas/page.schema.json',
      version: currentVersion,
      path: '/aliases-test',
      title: 'Block names people use | Owl Admin',
      description: 'A page whose sections are written with the words people use for blocks, to see each is answered with the real block.',
      sections: types.map((type) => ({ type, heading: 'A section' })),
    },
    null,
    2,
  )}\n`;

let root: string;
let catalog: SchemaCatalog;

async function problemsFor(types: string[]): Promise<Problem[]> {
  await writeText(root, file, page(types));
  const run = await runScript('validate.ts', ['--root', root, '--format', 'json']);
  expect(run.code).toBe(1);
  return (JSON.parse(run.stdout) as { problems: Problem[] }).problems.filter((p) => p.file === file);
}

beforeAll(async () => {
  root = await copyProject('content');
  catalog = await readCatalog(repoRoot);
});

afterAll(async () => {
  if (root) await removeProject(root);
});

describe('an unknown block type written as a word people use', () => {
  it('is answered with the block, saying which word matched', async () => {
    const problems = await problemsFor(written.map(([typed]) => typed));
    written.forEach(([typed, block, word], i) => {
      const mine = problems.filter((p) => p.where === `sections[${i}] (${typed}) › type`);
      expect(mine.map(formatProblem), typed).toHaveLength(1);
      expect(mine[0]).toMatchObject({ code: 'unknown-block-type', severity: 'error' });
      expect(mine[0]!.message).toBe(`there is no block type "${typed}". Did you mean \`${block}\` (${word})?`);
      expectPlain(mine[0]!, typed);
    });
  });

  it('a near miss of a type itself is still answered plainly', async () => {
    const [problem] = await problemsFor(['acordion']);
    expect(problem!.message).toBe('there is no block type "acordion". Did you mean `accordion`?');
  });
});

describe('the words live in the schemas, and only there', () => {
  it('every block schema lists them, and no word belongs to two blocks or is a type', () => {
    const owner = new Map<string, string>();
    for (const block of catalog.blocks) {
      const words = block.schema['x-aliases'];
      expect(words?.length, `${block.file} lists the words people use for it ("x-aliases")`).toBeGreaterThan(0);
      for (const word of words!) {
        expect(owner.get(word.toLowerCase()), `"${word}" is listed by ${owner.get(word.toLowerCase())} and ${block.type}`).toBeUndefined();
        expect(catalog.blocks.map((b) => b.type.toLowerCase())).not.toContain(word.toLowerCase());
        owner.set(word.toLowerCase(), block.type);
      }
    }
  });

  it('without the schema\'s list the word means nothing: the suggestion comes from the schema', async () => {
    const schemaFile = 'schemas/blocks/accordion.schema.json';
    const schema = JSON.parse(await readText(root, schemaFile)) as Record<string, unknown>;
    delete schema['x-aliases'];
    await writeText(root, schemaFile, JSON.stringify(schema, null, 2));
    const [problem] = await problemsFor(['collapsible']);
    expect(problem!.message).not.toContain('accordion` (');
    expect(problem!.message).toMatch(/Block types: /);
  });

  it('a list that is not a list of names is a schema mistake, said in one line', async () => {
    const schemaFile = 'schemas/blocks/banner.schema.json';
    const schema = JSON.parse(await readText(root, schemaFile)) as Record<string, unknown>;
    await writeText(root, schemaFile, JSON.stringify({ ...schema, 'x-aliases': 'hero' }, null, 2));
    const run = await runScript('validate.ts', ['--root', root]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/x-aliases/);
    expect(run.output).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('docs/blocks.md shows each block\'s words', async () => {
    const docs = await readFile(path.join(repoRoot, 'docs/blocks.md'), 'utf8');
    for (const block of catalog.blocks) {
      const section = docs.slice(docs.indexOf(`<a id="block-${block.type.toLowerCase()}"></a>`)).split('\n<a id=')[0]!;
      expect(section, block.type).toContain(`**Also called:** ${block.schema['x-aliases']!.map((w) => `"${w}"`).join(', ')}.`);
    }
  });
});
