/**
 * `npm run new-block -- <name>` (developers): a new block type in one step, all of it in its folder
 * src/blocks/<name>/ — its schema with a title, description and example (schema.json), its component
 * (<Name>Block.tsx), its manifest (manifest.ts: static, no JavaScript), its empty brochure and
 * structured-data hooks (brochure.ts, structured-data.ts, listed in node-hooks.ts) — then `npm run generate`
 * and `npm run docs` write what is derived from the folder: the schema's copy in schemas/blocks/, its props
 * type, the registries and its entry in docs/blocks.md. The name is camelCase (`priceTable`); an existing name is refused.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blocksDir, listBlockFolders } from '../src/build/block-registries.ts';
import { blockComponentName } from '../src/engine/block-names.ts';
import { readArguments } from '../src/engine/cli-args.ts';
import { placeholderText } from '../src/engine/placeholders.ts';

const root = path.resolve(import.meta.dirname, '..');
const { positionals } = readArguments('npm run new-block', {});
const name = positionals[0] ?? '';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (positionals.length !== 1) fail('Usage: npm run new-block -- <name>   (camelCase, e.g. priceTable)', 2);
if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) {
  const camel = name.replace(/^[^a-zA-Z]+/, '').replace(/[-_\s]+([a-zA-Z0-9])/g, (_m, c: string) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase()).replace(/[^a-zA-Z0-9]/g, '');
  fail(`"${name}" is not a block name: block names are camelCase (a lower-case letter, then letters and digits)${camel ? `, like "${camel}"` : ''}.`);
}

const component = blockComponentName(name);
const folder = `${blocksDir}/${name}`;
const schemaFile = `${folder}/schema.json`;
const componentFile = `${folder}/${component}.tsx`;
const manifestFile = `${folder}/manifest.ts`;
const nodeHooksFile = `${folder}/node-hooks.ts`;
const taken = [folder, `schemas/blocks/${name}.schema.json`].filter((f) => existsSync(path.join(root, f)));
const sameName = listBlockFolders(root).find((b) => b.type.toLowerCase() === name.toLowerCase())?.type;
if (taken.length || sameName) fail(`There is already a block called "${sameName ?? name}" (${sameName ? `${blocksDir}/${sameName}/` : taken.join(', ')}). Choose another name.`);

const words = name.replace(/([A-Z])/g, ' $1').toLowerCase().replace(/^./, (c) => c.toUpperCase());
const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `blocks/${name}.schema.json`,
  title: words,
  description: `Describe here, for the people who edit pages, what a ${words.toLowerCase()} shows and when to use it.`,
  // The words people use for this kind of block ("cards" for a cardGrid): "did you mean" and docs/blocks.md use them.
  'x-aliases': [],
  type: 'object',
  additionalProperties: false,
  required: ['type', 'heading'],
  properties: {
    type: { title: 'Block type', description: `Always "${name}".`, const: name },
    anchor: { $ref: '../common.schema.json#/$defs/anchor' },
    tone: { $ref: '../common.schema.json#/$defs/tone' },
    heading: { $ref: '../common.schema.json#/$defs/text', title: 'Heading', description: "The section's heading." },
    text: { $ref: '../common.schema.json#/$defs/paragraphs', title: 'Text', description: 'Paragraphs shown under the heading.' },
  },
  examples: [{ type: name, heading: `A ${words.toLowerCase()}`, text: [placeholderText.blockExample] }],
};

const source = `import type { ${component}Props } from '../../generated/block-props.ts';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';

/** ${words}: say what it is for. Static: no JavaScript (./manifest.ts says how it runs). */
export function ${component}({ anchor, tone, heading, text }: ${component}Props) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  return (
    <Section anchor={anchor} tone={tone} labelledBy={id}>
      <SectionHeader id={id} level={levels.section} heading={heading} intro={text} dark={tone === 'dark'} />
    </Section>
  );
}
`;

// Empty on purpose: a block contributes nothing to brochures or search data until someone decides what it should.
const brochureFile = `src/blocks/${name}/brochure.ts`;
const brochureSource = `import type { ${component}Props } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';

/**
 * The ${words.toLowerCase()}'s text in a brochure PDF, in reading order. Nothing yet: fill it in with the
 * builders of ../shared/brochure-lines.ts, e.g. \`[...heading(section.heading), ...paragraphs(section.text)]\`.
 */
export const ${name}Brochure = (_section: ${component}Props): BrochureLine[] => [];
`;
const structuredDataFile = `src/blocks/${name}/structured-data.ts`;
const structuredDataSource = `import type { ${component}Props } from '../../generated/block-props.ts';
import type { StructuredDataParts } from '../hooks.ts';

/** What the ${words.toLowerCase()} adds to its page's schema.org data (FAQ questions: \`{ faq: [...] }\`). Nothing yet. */
export const ${name}StructuredData = (_section: ${component}Props): StructuredDataParts => ({});
`;

const manifestSource = `import type { BlockManifest } from '../block-manifest.ts';

/** ${words}: static, no JavaScript. \`hydrate: 'enhance'\` with an \`enhance\` loader for plain DOM code; 'visible', 'interaction' or 'load' for an island. */
export const manifest = {
  type: '${name}',
  load: () => import('./${component}.tsx').then((m) => m.${component}),
  hydrate: 'static',
} satisfies BlockManifest<'${name}'>;
`;
const nodeHooksSource = `import type { ${component}Props } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { ${name}Brochure } from './brochure.ts';
import { ${name}StructuredData } from './structured-data.ts';

/** What the ${words.toLowerCase()} adds beyond its HTML, in Node only (a \`check\` too, when two of its parts must agree). */
export const hooks = { brochure: ${name}Brochure, structuredData: ${name}StructuredData } satisfies BlockHooks<${component}Props>;
`;

await mkdir(path.join(root, folder), { recursive: true });
await writeFile(path.join(root, schemaFile), `${JSON.stringify(schema, null, 2)}\n`);
await writeFile(path.join(root, componentFile), source);
await writeFile(path.join(root, manifestFile), manifestSource);
await writeFile(path.join(root, nodeHooksFile), nodeHooksSource);
await writeFile(path.join(root, brochureFile), brochureSource);
await writeFile(path.join(root, structuredDataFile), structuredDataSource);

for (const script of ['generate', 'docs']) {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts', `${script}.ts`)], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) fail(`npm run ${script} failed; fix the problem above and run it again.`);
}

console.log(`Created the block "${name}", all of it in ${folder}/:
  schema.json   its properties (each with a title and a description) and examples
  ${component}.tsx   its component, typed with the generated ${component}Props
  manifest.ts   how it runs in the browser: hydrate 'static' (no JavaScript; 'enhance' for plain DOM code; 'visible', 'interaction' or 'load' for an island)
  node-hooks.ts, brochure.ts, structured-data.ts   empty hooks: what it adds to brochure PDFs and to search engines' structured data
Derived from the folder by npm run generate and npm run docs: schemas/blocks/${name}.schema.json, src/generated/block-props.ts,
  schemas/section.schema.json, src/blocks/registry.ts, island-registry.ts, node-registry.ts, docs/blocks.md

Next: shape the schema, run \`npm run generate && npm run docs\` after each change, and see every example at
http://localhost:5173/_gallery while \`npm run dev\` runs.`);
