/**
 * `npm run validate [-- --strict] [-- --format plain|json|github]`: checks every file in site-config/ against
 * the schemas and the site's own rules. Errors (which stop the build) exit 1; warnings (which do not) are
 * listed and exit 0, unless `--strict` (for CI), which fails on warnings too.
 * `--root DIR` checks another copy of the project (tests validate temporary copies).
 */
import path from 'node:path';
import { blockHooks } from '../src/blocks/node-registry.ts';
import { loadSite } from '../src/engine/load-site.ts';
import { exitOnSchemaDefinitionError } from '../src/engine/cli-errors.ts';
import { formatProblems, isWarning, type Problem } from '../src/engine/problems.ts';
import { readOptions } from '../src/engine/cli-args.ts';

const options = readOptions('npm run validate', { root: { type: 'string' }, format: { type: 'string', default: 'plain' }, strict: { type: 'boolean', default: false } });
const root = path.resolve(options.root ?? path.join(import.meta.dirname, '..'));
const { format, strict } = options;
if (!['plain', 'json', 'github'].includes(format ?? '')) {
  console.error(`Unknown --format "${format}". Use plain, json or github.`);
  process.exit(2);
}

const started = performance.now();
const loaded = await loadSite({ root, env: process.env, blockHooks }).catch(exitOnSchemaDefinitionError);
const problems: Problem[] = loaded.ok ? loaded.warnings : loaded.problems;
const ok = loaded.ok && !(strict && problems.length);
const strictNote = strict && loaded.ok && problems.length ? 'validate --strict: warnings count as errors here (without --strict they do not stop the build).' : '';

if (format === 'json') {
  console.log(JSON.stringify({ ok, strict, problems }, null, 2));
} else if (format === 'github') {
  // GitHub workflow commands: each problem becomes an annotation on the file and line in the pull request.
  const esc = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  for (const p of problems) {
    const level = isWarning(p) ? 'warning' : 'error';
    console.log(`::${level} file=${p.file},line=${p.line},col=${p.column},title=${p.code}::${esc(p.where ? `${p.where}: ${p.message}` : p.message)}`);
  }
  if (loaded.ok) console.log(`site-config is valid (${loaded.model.pages.length} pages${problems.length ? `, ${problems.length} warnings` : ''}).`);
  if (strictNote) console.log(strictNote);
} else {
  if (problems.length) console.error(formatProblems(problems));
  if (loaded.ok) {
    const ms = Math.round(performance.now() - started);
    const warned = problems.length ? `, with ${problems.length === 1 ? '1 warning' : `${problems.length} warnings`} above` : '';
    console.log(`site-config is valid: ${loaded.model.pages.length} pages checked in ${ms} ms${warned}.`);
  }
  if (strictNote) console.error(strictNote);
}
process.exit(ok ? 0 : 1);
