import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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
  documents: Map<string, SchemaNode>;
  resolve(node: SchemaNode, baseId: string): Resolved;
}

const BASE = 'https://schemas.invalid/';

async function schemaFiles(dir: string, rel = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? schemaFiles(dir, `${rel}${e.name}/`) : e.name.endsWith('.schema.json') ? [`${rel}${e.name}`] : [])),
  );
  return nested.flat().sort();
}

/**
 * Every schema under `<root>/schemas`, read now (so a new block is there the moment its file is), with refs
 * resolved the way the validator resolves them: relative to each document's `$id`.
 */
export async function readCatalog(root: string): Promise<SchemaCatalog> {
  const dir = path.join(root, 'schemas');
  const documents = new Map<string, SchemaNode>();
  for (const rel of await schemaFiles(dir)) {
    const schema = JSON.parse(await readFile(path.join(dir, rel), 'utf8')) as SchemaNode;
    documents.set(schema.$id ?? rel, schema);
  }
  const resolve = (start: SchemaNode, startBase: string): Resolved => {
    let node = start;
    let baseId = startBase;
    let shared: Resolved['shared'];
    const annotations: SchemaNode = {};
    for (let hops = 0; node.$ref && hops < 10; hops++) {
      const { $ref, ...siblings } = node;
      Object.assign(annotations, { ...siblings, ...annotations });
      const url = new URL($ref, BASE + baseId);
      const docId = url.pathname.slice(1);
      const doc = documents.get(docId);
      if (!doc) throw new Error(`${baseId}: $ref ${$ref} points at no schema`);
      const pointer = decodeURIComponent(url.hash.slice(1));
      let target: unknown = doc;
      for (const part of pointer.split('/').filter(Boolean)) target = (target as Record<string, unknown>)?.[part];
      if (!target || typeof target !== 'object') throw new Error(`${baseId}: $ref ${$ref} points at nothing`);
      const def = /^\/\$defs\/([^/]+)$/.exec(pointer);
      const title = (target as SchemaNode).title;
      shared = def ? { file: docId, name: def[1]!, ...(title ? { title } : {}) } : undefined;
      node = target as SchemaNode;
      baseId = docId;
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
