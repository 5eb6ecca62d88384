/**
 * The schemas as the studio's forms need them: each one self-contained (every `$ref` replaced by what it
 * points at, resolved the way the validator resolves it: src/dev/schema-catalog.ts), and the palette of
 * blocks in plain words, from each block schema's own title, description, x-aliases and first example.
 */
import { readCatalog, type SchemaCatalog, type SchemaNode } from '../../dev/schema-catalog.ts';
import type { SchemaValidator } from '../../engine/schema-validator.ts';
import type { PaletteEntry, Schemas } from '../protocol.ts';

/** Keys whose values are data, not schemas: never walked for `$ref`s. */
const dataKeys = new Set(['examples', 'enum', 'const', 'default', 'x-aliases', 'required']);
/** Keys that only serve resolution, gone once every `$ref` is inlined. */
const resolutionKeys = new Set(['$id', '$schema', '$defs', 'definitions']);

/** `node` with every `$ref` in it replaced by its target; a schema that refers to itself stops with an error. */
function inlined(catalog: SchemaCatalog, node: SchemaNode, baseId: string, seen: readonly string[] = []): SchemaNode {
  let here = node;
  let base = baseId;
  let trail = seen;
  if (node.$ref) {
    const key = new URL(node.$ref, `https://schemas.invalid/${baseId}`).href;
    if (trail.includes(key)) throw new Error(`${baseId}: ${node.$ref} refers back to itself; the studio needs schemas without cycles.`);
    const resolved = catalog.resolve(node, baseId);
    here = resolved.node;
    base = resolved.baseId;
    trail = [...trail, key];
  }
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return inlined(catalog, value as SchemaNode, base, trail);
    return value;
  };
  return Object.fromEntries(
    Object.entries(here)
      .filter(([key]) => key !== '$ref' && !resolutionKeys.has(key))
      .map(([key, value]) => {
        if (dataKeys.has(key)) return [key, value];
        // A map from names to schemas: each value is a schema, the names are not.
        if (key === 'properties' || key === 'patternProperties') return [key, Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, walk(v)]))];
        return [key, walk(value)];
      }),
  ) as SchemaNode;
}

/**
 * Every schema the studio's forms use, read from schemas/ now (so a schema just changed is what they get), or from
 * `validator`'s compiled schemas when one is given.
 */
export async function studioSchemas(root: string, validator?: SchemaValidator): Promise<Schemas> {
  const catalog = await readCatalog(root, validator);
  const document = (id: string) => {
    const schema = catalog.documents.get(id);
    if (!schema) throw new Error(`schemas/${id} is missing.`);
    return { $schema: 'http://json-schema.org/draft-07/schema#', ...inlined(catalog, schema, id) };
  };
  const palette: PaletteEntry[] = catalog.blocks.map(({ type, schema, examples }) => ({
    type,
    name: schema.title ?? type,
    description: schema.description ?? '',
    aliases: schema['x-aliases'] ?? [],
    example: examples[0] ?? { type },
  }));
  return {
    page: document('page.schema.json'),
    fragment: document('fragment.schema.json'),
    site: document('site.schema.json'),
    blocks: Object.fromEntries(catalog.blocks.map((b) => [b.type, document(`blocks/${b.type}.schema.json`)])),
    palette,
  };
}

/** Made once per compilation of the schemas: the site's state compiles them again when a file under schemas/ changes. */
const madeFor = new WeakMap<SchemaValidator, Promise<Schemas>>();

/**
 * The forms' schemas for `validator`, the site state's current compilation. Every editor asks for them as it opens,
 * and each answer made afresh compiled every schema with ajv: 3.6 of the studio's 18 CPU-seconds in a browser test file.
 */
export function schemasOf(root: string, validator: SchemaValidator): Promise<Schemas> {
  if (!madeFor.has(validator)) madeFor.set(validator, studioSchemas(root, validator));
  return madeFor.get(validator)!;
}
