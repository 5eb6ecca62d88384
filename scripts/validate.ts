/**
 * `npm run validate [-- --format plain|json|github]`: checks every file in site-config/ against the schemas
 * and the site's own rules. Exit code 0 when all is well, 1 with every problem listed otherwise.
 * `--root DIR` checks another copy of the project (tests validate temporary copies).
 */
import path from 'node:path';
import { loadSite } from '../src/engine/load-site.ts';
import { exitOnSchemaDefinitionError } from '../src/engine/cli-errors.ts';
import { formatProblems, type Problem } from '../src/engine/problems.ts';

const root = path.resolve(process.argv.includes('--root') ? process.argv[process.argv.indexOf('--root') + 1]! : path.join(import.meta.dirname, '..'));
const formatArg = process.argv.indexOf('--format');
const format = formatArg >= 0 ? process.argv[formatArg + 1] : 'plain';
if (!['plain', 'json', 'github'].includes(format ?? '')) {
  console.error(`Unknown --format "${format}". Use plain, json or github.`);
  process.exit(2);
}

const started = performance.now();
const loaded = await loadSite({ root, env: process.env }).catch(exitOnSchemaDefinitionError);
const problems: Problem[] = loaded.ok ? [] : loaded.problems;

if (format === 'json') {
  console.log(JSON.stringify({ ok: loaded.ok, problems }, null, 2));
} else if (format === 'github') {
  // GitHub workflow commands: each problem becomes an annotation on the file and line in the pull request.
  const esc = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  for (const p of problems) {
    console.log(`::error file=${p.file},line=${p.line},col=${p.column},title=${p.code}::${esc(p.where ? `${p.where}: ${p.message}` : p.message)}`);
  }
  if (loaded.ok) console.log(`site-config is valid (${loaded.model.pages.length} pages).`);
} else if (loaded.ok) {
  const ms = Math.round(performance.now() - started);
  console.log(`site-config is valid: ${loaded.model.pages.length} pages checked in ${ms} ms.`);
} else {
  console.error(formatProblems(problems));
}
process.exit(loaded.ok ? 0 : 1);
