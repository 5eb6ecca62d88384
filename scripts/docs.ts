/**
 * `npm run docs`: writes docs/blocks.md, the block reference for people who edit site-config/, from the
 * schemas (titles, descriptions, allowed values, examples) and the block registry; README's folder map from
 * the dependency matrix (.dependency-cruiser.cjs, src/dev/folder-map.ts); and docs/icons.md, every
 * icon the site shows and why it fits, from site-config/ and src/. `npm run docs -- --check` fails when
 * docs/blocks.md or the folder map is out of date: they follow the schemas and the matrix, which developers change. docs/icons.md follows the
 * content, which editors change in the studio, where no command runs: checking it would fail CI on every card an
 * editor retitles. Whether each icon fits is the validator's rule instead (content-warnings.ts iconWarnings).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { registry } from '../src/blocks/registry.ts';
import { blockReference } from '../src/dev/block-docs.ts';
import { folderMapStart, withFolderMap, type MatrixLayer } from '../src/dev/folder-map.ts';
import { readCatalog } from '../src/dev/schema-catalog.ts';
import { iconTable } from '../src/dev/icon-docs.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import { blockHooks } from '../src/blocks/node-registry.ts';
import { loadSite } from '../src/engine/load-site.ts';

const root = path.resolve(import.meta.dirname, '..');
const hydration = Object.fromEntries(Object.entries(registry).map(([type, entry]) => [type, entry.hydrate]));
const check = readOptions('npm run docs', { check: { type: 'boolean', default: false } }).check;
const files = [{ name: 'docs/blocks.md', content: blockReference({ catalog: await readCatalog(root), hydration }), from: 'schemas/ and the block registry' }];
let stale = false;
// README's folder map, between its markers, from the matrix's layers.
const { layers } = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as { layers: MatrixLayer[] };
const readme = withFolderMap(await readFile(path.join(root, 'README.md'), 'utf8'), layers);
if (readme === undefined) {
  console.error(`README.md has lost the markers of its folder map (${folderMapStart} …): put them back under "## Layout".`);
  stale = true;
} else files.push({ name: 'README.md', content: readme, from: 'the dependency matrix (.dependency-cruiser.cjs)' });
if (!check) {
  const site = await loadSite({ root, env: {}, blockHooks });
  if (site.ok) files.push({ name: 'docs/icons.md', content: iconTable(site.model, root), from: 'site-config/ and src/' });
  else {
    console.error('docs/icons.md lists the icons of site-config/, which does not validate: run `npm run validate` and fix what it says.');
    stale = true;
  }
}
for (const { name, content, from } of files) {
  const file = path.join(root, name);
  const current = await readFile(file, 'utf8').catch(() => '');
  if (check) {
    if (current !== content) {
      console.error(`${name} is out of date with ${from}.\nRun \`npm run docs\` and commit the result.`);
      stale = true;
    } else console.log(`${name} is up to date.`);
  } else if (current === content) {
    console.log(`${name} is already up to date.`);
  } else {
    await writeFile(file, content);
    console.log(`Wrote ${name}.`);
  }
}
if (stale) process.exit(1);
