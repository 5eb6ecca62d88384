/**
 * `npm run migrate [-- --check]`: upgrades every page and fragment file in site-config/ to the latest
 * content format version (see src/engine/migrations.ts), editing only what changed. The build accepts
 * older files meanwhile; this makes the files on disk match what it builds. `--check` only lists the
 * files that need it (exit 1 when any does). `--root DIR` works on another copy of the project.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfigFiles } from '../src/engine/config-files.ts';
import { exitOnSchemaDefinitionError } from '../src/engine/cli-errors.ts';
import { blockHooks } from '../src/blocks/node-registry.ts';
import { loadSite } from '../src/engine/load-site.ts';
import { currentVersion, upgradeText } from '../src/engine/migrations.ts';
import { formatProblems } from '../src/engine/problems.ts';
import { readOptions } from '../src/engine/cli-args.ts';

const options = readOptions('npm run migrate', { root: { type: 'string' }, check: { type: 'boolean', default: false } });
const root = path.resolve(options.root ?? path.join(import.meta.dirname, '..'));
const { check } = options;

const files = (await readConfigFiles(root)).filter((f) => f.kind !== 'site');
const steps = new Map<number, string>();
let stale = 0;
let newer = 0;
for (const file of files) {
  const result = upgradeText(file.text, file.kind === 'fragment' ? 'fragment' : 'page');
  if (result.status === 'newer') {
    newer++;
    console.error(`${file.file}: written for version ${result.version}, newer than this code knows (${currentVersion}). Get the latest code.`);
  }
  if (result.status !== 'upgraded') continue;
  stale++;
  console.log(`${file.file}: version ${result.from} → ${result.to}`);
  for (const step of result.applied) steps.set(step.from, `  ${step.from} → ${step.to}: ${step.describe}`);
  if (!check) await writeFile(path.join(root, file.file), result.text);
}
if (steps.size) console.log(`\nWhat changes:\n${[...steps.entries()].sort(([a], [b]) => a - b).map(([, line]) => line).join('\n')}`);

if (check) {
  if (stale) console.error(`\n${stale} file(s) are in an older format. Run \`npm run migrate\` to upgrade them.`);
  else console.log(`All ${files.length} page and fragment files are at version ${currentVersion}.`);
  process.exit(stale || newer ? 1 : 0);
}
console.log(stale ? `\nUpgraded ${stale} file(s) to version ${currentVersion}.` : `All ${files.length} page and fragment files are already at version ${currentVersion}.`);
const loaded = await loadSite({ root, env: process.env, blockHooks }).catch(exitOnSchemaDefinitionError);
if (!loaded.ok) {
  console.error(`\n${formatProblems(loaded.problems)}`);
  process.exit(1);
}
process.exit(newer ? 1 : 0);
