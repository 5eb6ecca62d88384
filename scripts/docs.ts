/**
 * `npm run docs`: writes docs/blocks.md, the block reference for people who edit site-config/, from the
 * schemas (titles, descriptions, allowed values, examples) and the block registry. `npm run docs -- --check`
 * fails when the file is out of date with them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { registry } from '../src/blocks/registry.ts';
import { blockReference } from '../src/dev/block-docs.ts';
import { readCatalog } from '../src/dev/schema-catalog.ts';
import { readOptions } from '../src/engine/cli-args.ts';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'docs/blocks.md');
const hydration = Object.fromEntries(Object.entries(registry).map(([type, entry]) => [type, entry.hydrate]));
const content = blockReference({ catalog: await readCatalog(root), hydration });
const current = await readFile(file, 'utf8').catch(() => '');

if (readOptions('npm run docs', { check: { type: 'boolean', default: false } }).check) {
  if (current !== content) {
    console.error('docs/blocks.md is out of date with schemas/ and the block registry.\nRun `npm run docs` and commit the result.');
    process.exit(1);
  }
  console.log('docs/blocks.md is up to date.');
} else if (current === content) {
  console.log('docs/blocks.md is already up to date.');
} else {
  await writeFile(file, content);
  console.log('Wrote docs/blocks.md.');
}
