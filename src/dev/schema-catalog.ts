/**
 * The schemas as documentation sees them: the block schemas with their examples, and `$ref`s followed with
 * the annotations written beside them kept. Refs are followed by the validator itself (SchemaValidator.resolve,
 * ajv), so the docs and the gallery can never read a ref differently from validation.
 */
import path from 'node:path';
import { createSchemaValidator, type SchemaValidator } from '../engine/schema-validator.ts';

/** A JSON Schema node as the schemas in schemas/ write them (draft-07, with the x-link / x-asset marks). */
export interface SchemaNode {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minProperties?: number;
  pattern?: string;
  examples?: unknown[];
  $defs?: Record<string, SchemaNode>;
  'x-link'?: boolean;
  'x-asset'?: boolean;
  /** On a block schema: the plain-language names people use for the block ("collapsible" for an accordion). */
  'x-aliases'?: string[];
}

/** A node with its `$ref` followed: what it is, the document it lives in, and the shared definition it names. */
export interface Resolved {
  node: SchemaNode;
  /** The `$id` of the document the node is in, for resolving the refs inside it. */
  baseId: string;
  /** Set when the node is a definition in a `$defs` (`common.schema.json`, `button`). */
  shared?: { file: string; name: string; title?: string };
}

export interface BlockSchema {
  /** The block type string, its schema file's and its folder's name. */
  type: string;
  /** Relative to the project root: `schemas/blocks/banner.schema.json`. */
  file: string;
  schema: SchemaNode;
  examples: Record<string, unknown>[];
}

export interface SchemaCatalog {
  blocks: BlockSchema[];
  documents: ReadonlyMap<string, SchemaNode>;
  resolve(node: SchemaNode, baseId: string): Resolved;
}

/**
 * Every schema under `<root>/schemas`, read now (so a new block is there the moment its file is), with refs
 * resolved by the validator (`validator`, or one made for `root`): relative to each document's `$id`.
 */
export async function readCatalog(root: string, validator: SchemaValidator = createSchemaValidator(path.join(root, 'schemas'))): Promise<SchemaCatalog> {
  const documents = validator.documents as ReadonlyMap<string, SchemaNode>;
  const resolve = (start: SchemaNode, startBase: string): Resolved => {
    let node = start;
    let baseId = startBase;
    let shared: Resolved['shared'];
    const annotations: SchemaNode = {};
    for (let hops = 0; node.$ref && hops < 10; hops++) {
      const { $ref, ...siblings } = node;
      // The annotations written beside a ref (a property's own title) win over the definition's.
      Object.assign(annotations, { ...siblings, ...annotations });
      const target = validator.resolve($ref, baseId);
      if (!target) throw new Error(`${baseId}: $ref ${$ref} points at nothing`);
      const def = /#\/\$defs\/([^/]+)$/.exec($ref);
      const title = (target.schema as SchemaNode).title;
      shared = def ? { file: target.baseId, name: decodeURIComponent(def[1]!), ...(title ? { title } : {}) } : undefined;
      node = target.schema as SchemaNode;
      baseId = target.baseId;
    }
    return { node: { ...node, ...annotations }, baseId, ...(shared ? { shared } : {}) };
  };
  const blocks = [...documents.entries()]
    .filter(([id]) => id.startsWith('blocks/'))
    .map(([id, schema]) => ({
      type: id.slice('blocks/'.length).replace(/\.schema\.json$/, ''),
      file: `schemas/${id}`,
      schema,
      examples: (schema.examples ?? []) as Record<string, unknown>[],
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
  return { blocks, documents, resolve };
}

/** One way to show a block: one of its schema examples, or the first with one choice changed. */
export interface BlockVariant {
  label: string;
  data: Record<string, unknown>;
}

/**
 * The examples of a block, then, for each choice the examples leave out (a layout, a background, a number
 * of columns), the first example with that choice: together they show every variant of the block.
 */
export function blockVariants(block: BlockSchema, catalog: SchemaCatalog): BlockVariant[] {
  const variants: BlockVariant[] = block.examples.map((data, i) => ({ label: `Example ${i + 1}`, data }));
  const first = block.examples[0];
  if (!first) return variants;
  for (const [name, prop] of Object.entries(block.schema.properties ?? {})) {
    if (name === 'type') continue;
    const { node } = catalog.resolve(prop, block.schema.$id ?? '');
    if (!node.enum) continue;
    for (const value of node.enum) {
      if (block.examples.some((e) => e[name] === value)) continue;
      variants.push({ label: `${name}: ${JSON.stringify(value)}`, data: { ...first, [name]: value } });
    }
  }
  return variants;
}
