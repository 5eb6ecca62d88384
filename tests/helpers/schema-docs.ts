import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './temp-project.ts';

export type Schema = { [key: string]: unknown };

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? schemaFiles(path.join(dir, e.name)) : e.name.endsWith('.schema.json') ? [path.join(dir, e.name)] : [],
  );
}

/** Every schema file under schemas/, read as data, with its path relative to the project. */
export function readSchemas(root = repoRoot): { rel: string; schema: Schema }[] {
  return schemaFiles(path.join(root, 'schemas')).map((file) => ({
    rel: path.relative(root, file).split(path.sep).join('/'),
    schema: JSON.parse(readFileSync(file, 'utf8')) as Schema,
  }));
}

/** Follows `$ref`s the way the validator does: relative to the `$id` of the schema they are written in. */
export function refResolver(schemas: { schema: Schema }[]) {
  const byId = new Map(schemas.map((s) => [String(s.schema.$id), s.schema]));
  /** The schema `ref` names, and the `$id` of the document it is in (for the refs inside it). */
  return function resolveRef(ref: string, fromId: string): { node: Schema; id: string } {
    const url = new URL(ref, `https://schemas.local/${fromId}`);
    const id = url.pathname.slice(1);
    const doc = byId.get(id);
    if (!doc) throw new Error(`${fromId}: $ref ${ref} names no schema file`);
    let node: unknown = doc;
    for (const part of url.hash.replace(/^#\/?/, '').split('/').filter(Boolean)) node = (node as Schema | undefined)?.[decodeURIComponent(part)];
    if (!node || typeof node !== 'object') throw new Error(`${fromId}: $ref ${ref} points at nothing`);
    return { node: node as Schema, id };
  };
}
