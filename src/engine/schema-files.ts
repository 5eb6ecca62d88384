import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every schema file under `schemasDir`: each `*.schema.json`, in subfolders too (`blocks/`, `api/`), as a
 * path relative to `schemasDir` with forward slashes (`blocks/banner.schema.json`, which is also its `$id`),
 * sorted, so every reader of schemas/ (the validator, the type generator, the docs, the tests) sees the same
 * files in the same order. Other files (a README, an editor's backup) are not schemas.
 */
export function listSchemaFiles(schemasDir: string): string[] {
  return readdirSync(schemasDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
}

/** The block types, named by their schema files (`schemas/blocks/<type>.schema.json`), sorted. */
export function listBlockTypes(schemasDir: string): string[] {
  return listSchemaFiles(schemasDir).flatMap((rel) => /^blocks\/([^/]+)\.schema\.json$/.exec(rel)?.[1] ?? []);
}
