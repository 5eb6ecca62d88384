/**
 * The check a merged main must pass before the studio pushes it: the same as `npm run validate -- --strict`
 * (src/engine/validate-command.ts), run in process on the publish folder, answering the validator's own words.
 * The schemas are compiled once and kept while schemas/ is unchanged (a publish cannot change them, main can):
 * measured by the git store's tests, 0.27 s a check with them kept against 1.5 s compiling them each time.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlockChecks } from '../engine/block-checks.ts';
import { createSchemaValidator, type SchemaValidator } from '../engine/schema-validator.ts';
import { printed, validateCommand } from '../engine/validate-command.ts';
import type { Validate } from './git/content-store.ts';

/** A digest of every file under `dir`, names and contents: equal digests, equal schemas. */
async function digestOf(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const names = (await readdir(dir, { recursive: true })).map(String).sort();
  for (const name of names) {
    const bytes = await readFile(path.join(dir, name)).catch(() => undefined); // a folder reads as nothing
    if (bytes) hash.update(`${name}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** The validation publish runs: strict, as CI does (without this server's environment), with schemas compiled once per version. */
export function createPublishCheck(blockHooks: BlockChecks): Validate {
  let kept: { digest: string; validator: SchemaValidator } | undefined;
  return async (folder) => {
    const schemas = path.join(folder, 'schemas');
    const digest = await digestOf(schemas);
    if (kept?.digest !== digest) kept = { digest, validator: createSchemaValidator(schemas) };
    const run = await validateCommand({ root: folder, strict: true, blockHooks, env: {}, validator: kept.validator });
    return { ok: run.code === 0, words: `${printed(run, 'err')}${printed(run, 'out')}`.trim() };
  };
}
