import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listSchemaFiles } from '../../src/engine/schema-files.ts';
import { createSchemaValidator, type SchemaValidator } from '../../src/engine/schema-validator.ts';
import { repoRoot } from './temp-project.ts';

export type Schema = { [key: string]: unknown };

/** Every schema file under schemas/, read as data, with its path relative to the project. */
export function readSchemas(root = repoRoot): { rel: string; schema: Schema }[] {
  return listSchemaFiles(path.join(root, 'schemas')).map((rel) => ({
    rel: `schemas/${rel}`,
    schema: JSON.parse(readFileSync(path.join(root, 'schemas', rel), 'utf8')) as Schema,
  }));
}

/** Follows `$ref`s with the validator's own resolver (relative to the `$id` of the schema they are written in). */
export function refResolver(validator: SchemaValidator = createSchemaValidator(path.join(repoRoot, 'schemas'))) {
  /** The schema `ref` names, and the `$id` of the document it is in (for the refs inside it); throws when it names nothing. */
  return function resolveRef(ref: string, fromId: string): { node: Schema; id: string } {
    const found = validator.resolve(ref, fromId);
    if (!found) throw new Error(`${fromId}: $ref ${ref} points at nothing`);
    return { node: found.schema, id: found.baseId };
  };
}
