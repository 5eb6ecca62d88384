/**
 * `npm run new-block -- <name>` (developers): a new block type in one step — its schema with a title,
 * description and example (schemas/blocks/<name>.schema.json), its component
 * (src/blocks/<name>/<Name>Block.tsx), its empty brochure and structured-data hooks (brochure.ts,
 * structured-data.ts in the same folder), its generated props type, its registry lines (its component, and
 * its hooks in blockHooks) and its entry in docs/blocks.md. The name is camelCase (`priceTable`); an existing name is refused.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
const schemaFile = `schemas/blocks/${name}.schema.json`;
const componentFile = `src/blocks/${name}/${component}.tsx`;
const registryFile = 'src/blocks/registry.ts';
const registry = await readFile(path.join(root, registryFile), 'utf8');
const taken = [schemaFile, `src/blocks/${name}`].filter((f) => existsSync(path.join(root, f)));
const sameName = [...registry.matchAll(/^\s+([A-Za-z0-9]+): \{/gm)].map((m) => m[1]!).find((k) => k.toLowerCase() === name.toLowerCase());
if (taken.length || sameName) fail(`There is already a block called "${sameName ?? name}" (${[...taken, ...(sameName ? [registryFile] : [])].join(', ')}). Choose another name.`);

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

/** ${words}: say what it is for. Static: no JavaScript (change its registry entry if it needs some). */
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

// The registry file holds two tables, each closed by a line starting "} satisfies": the components, then the hooks.
const ends = [...registry.matchAll(/^\} satisfies/gm)].map((m) => m.index);
if (ends.length !== 2) fail(`Could not find the ends of the two tables in ${registryFile} (lines starting "} satisfies"); add the block there by hand.`);
const [registryEnd, hooksEnd] = ends as [number, number];
const registryLine = `  ${name}: { load: () => import('./${name}/${component}.tsx').then((m) => m.${component}), hydrate: 'static' },\n`;
const hooksLine = `  ${name}: { brochure: ${name}Brochure, structuredData: ${name}StructuredData },\n`;
const imports = `import { ${name}Brochure } from './${name}/brochure.ts';\nimport { ${name}StructuredData } from './${name}/structured-data.ts';\n`;
// The new imports go after the last import line, so the file stays one block of imports.
const importsEnd = registry.lastIndexOf('\nimport ') + 1;
const afterImport = registry.indexOf('\n', importsEnd) + 1;
const updatedRegistry =
  registry.slice(0, afterImport) + imports + registry.slice(afterImport, registryEnd) + registryLine + registry.slice(registryEnd, hooksEnd) + hooksLine + registry.slice(hooksEnd);

await writeFile(path.join(root, schemaFile), `${JSON.stringify(schema, null, 2)}\n`);
await mkdir(path.join(root, path.dirname(componentFile)), { recursive: true });
await writeFile(path.join(root, componentFile), source);
await writeFile(path.join(root, brochureFile), brochureSource);
await writeFile(path.join(root, structuredDataFile), structuredDataSource);
await writeFile(path.join(root, registryFile), updatedRegistry);

for (const script of ['generate', 'docs']) {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts', `${script}.ts`)], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) fail(`npm run ${script} failed; fix the problem above and run it again.`);
}

console.log(`Created the block "${name}":
  ${schemaFile}   its properties (each with a title and a description) and examples
  ${componentFile}   its component, typed with the generated ${component}Props
  ${brochureFile}, ${structuredDataFile}   empty hooks: what it adds to brochure PDFs and to search engines' structured data
  ${registryFile}   two lines: hydrate 'static' (no JavaScript; 'enhance' for plain DOM code; 'visible', 'interaction' or 'load' for an island), and its hooks
  src/generated/block-props.ts, schemas/section.schema.json, docs/blocks.md   regenerated

Next: shape the schema, run \`npm run generate && npm run docs\` after each change, and see every example at
http://localhost:5173/_gallery while \`npm run dev\` runs.`);
