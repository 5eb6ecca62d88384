/**
 * `npm run validate [-- --strict] [-- --format plain|json|github]`: checks every file in site-config/ against
 * the schemas and the site's own rules. Errors (which stop the build) exit 1; warnings (which do not) are
 * listed and exit 0, unless `--strict` (for CI), which fails on warnings too.
 * `--root DIR` checks another copy of the project. Each page file's checks are kept in .cache/validate/ and reused
 * while the file and what it is checked with are unchanged (src/engine/validation-cache.ts); `--no-cache`, or
 * VALIDATE_CACHE=0 in the environment, checks everything afresh and keeps nothing. The work is src/engine/validate-command.ts.
 */
import path from 'node:path';
import { blockHooks } from '../src/blocks/node-registry.ts';
import { exitOnSchemaDefinitionError } from '../src/engine/cli-errors.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import { validateCommand, validateFormats, type ValidateFormat } from '../src/engine/validate-command.ts';

const options = readOptions('npm run validate', { root: { type: 'string' }, format: { type: 'string', default: 'plain' }, strict: { type: 'boolean', default: false }, 'no-cache': { type: 'boolean', default: false } });
const cache = !options['no-cache'] && process.env.VALIDATE_CACHE !== '0';
const root = path.resolve(options.root ?? path.join(import.meta.dirname, '..'));
if (!validateFormats.includes(options.format ?? '')) {
  console.error(`Unknown --format "${options.format}". Use plain, json or github.`);
  process.exit(2);
}

const run = await validateCommand({ root, env: process.env, blockHooks, format: options.format as ValidateFormat, strict: options.strict, cache }).catch(exitOnSchemaDefinitionError);
for (const line of run.lines) (line.to === 'out' ? console.log : console.error)(line.text);
process.exit(run.code);
