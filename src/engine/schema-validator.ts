import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listSchemaFiles } from './schema-files.ts';

/** A place in a document where the schema expects a link or a local file; collected while validating. */
export interface MarkedValue {
  kind: 'link' | 'asset';
  pointer: string;
  value: string;
}

export interface SchemaValidator {
  validate(schemaId: 'site.schema.json' | 'page.schema.json' | 'fragment.schema.json' | 'studio-roles.schema.json', data: unknown): {
    errors: ErrorObject[];
    marked: MarkedValue[];
  };
  /** Whether a value (one filled in after validation, such as a {{value}} in a link) fits a shared definition of common.schema.json. */
  fits(definition: 'link' | 'asset', value: string): boolean;
  /** Each block type's plain-language names (its schema's `x-aliases`): `accordion` → `['collapsible', 'faq', …]`. */
  blockAliases: ReadonlyMap<string, readonly string[]>;
  /** Every schema document under schemas/, as written, by its `$id` (`blocks/banner.schema.json`). */
  documents: ReadonlyMap<string, SchemaDocument>;
  /**
   * Follows one `$ref` the way validation follows it: `ref` relative to the `$id` of the document it is
   * written in (`baseId`). Gives the schema it names, as written, and the `$id` of the document that holds
   * it (for the refs inside it); undefined when it names nothing. Documentation and type generation use
   * this, so no second resolver can disagree with the validator.
   */
  resolve(ref: string, baseId: string): { schema: SchemaDocument; baseId: string } | undefined;
}

/** A schema (or a part of one) as written in its file. */
export type SchemaDocument = { [keyword: string]: unknown };

/** A schema file itself is wrong: a developer's mistake, reported as one clear line, not a stack trace. */
export class SchemaDefinitionError extends Error {
  override name = 'SchemaDefinitionError';
}

// Relative `$id`s ("blocks/banner.schema.json") resolve against a base; any will do, it never leaves this file.
const ID_BASE = 'https://schemas.invalid/';

/**
 * Validators already made in this process, by the texts of the schemas, most recent last. Compiling
 * every schema costs ajv some 0.3 CPU-seconds, and the same schemas come back again and again: a studio reads them
 * again after any change under schemas/ (or a publish), the hosted studio's folders and the tests' copies of the
 * project hold the same files: a whole test run's workers spent 32 CPU-seconds compiling the same texts again
 * (profiled 2026-11-29). A validator holds nothing of one validation but its answer, made synchronously, so one is
 * shared safely. A few versions are kept, for a studio whose schemas are being edited.
 */
const made = new Map<string, SchemaValidator>();
const keptVersions = 4;

/** The schemas under `schemasDir`, each with its text, in a stable order. */
function readSchemaTexts(schemasDir: string): { rel: string; text: string }[] {
  return listSchemaFiles(schemasDir).map((rel) => {
    const file = path.join(schemasDir, rel);
    try {
      return { rel, text: readFileSync(file, 'utf8') };
    } catch (error) {
      throw new SchemaDefinitionError(`${path.relative(process.cwd(), file)} cannot be read: ${(error as Error).message}`);
    }
  });
}

/**
 * Compiles every schema under `schemasDir` once (once per process for the same texts). Node only: ajv never reaches
 * the browser bundle. The schemas' own `x-link` / `x-asset` marks let validation report where links and files are,
 * so checks JSON Schema cannot express (does the page exist? does the file?) know what to check.
 */
export function createSchemaValidator(schemasDir: string): SchemaValidator {
  const texts = readSchemaTexts(schemasDir);
  const key = createHash('sha256').update(JSON.stringify(texts)).digest('hex');
  const kept = made.get(key);
  if (kept) {
    made.delete(key);
    made.set(key, kept);
    return kept;
  }
  const validator = compileSchemas(schemasDir, texts);
  made.set(key, validator);
  if (made.size > keptVersions) made.delete(made.keys().next().value!);
  return validator;
}

function compileSchemas(schemasDir: string, texts: readonly { rel: string; text: string }[]): SchemaValidator {
  let marked: MarkedValue[] = [];
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
  for (const kind of ['link', 'asset'] as const) {
    ajv.addKeyword({
      keyword: `x-${kind}`,
      schemaType: 'boolean',
      validate: (_schema: boolean, data: unknown, _parent: unknown, ctx?: { instancePath: string }) => {
        if (typeof data === 'string' && ctx) marked.push({ kind, pointer: ctx.instancePath, value: data });
        return true;
      },
    });
  }
  // The words people use for a block ("collapsible" for an accordion): read for "did you mean", checked as a list of names.
  ajv.addKeyword({ keyword: 'x-aliases', schemaType: 'array', metaSchema: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true } });
  // Text written as sentences (a paragraph, a quote, a page's description): the studio gives it a box of several lines.
  ajv.addKeyword({ keyword: 'x-multiline', schemaType: 'boolean' });
  const blockAliases = new Map<string, string[]>();
  const documents = new Map<string, SchemaDocument>();
  for (const { rel, text } of texts) {
    const file = path.join(schemasDir, rel);
    try {
      const schema = JSON.parse(text) as SchemaDocument & { properties?: { type?: { const?: unknown } }; 'x-aliases'?: string[] };
      ajv.addSchema(schema);
      documents.set(typeof schema.$id === 'string' ? schema.$id : rel, schema);
      const type = schema.properties?.type?.const;
      if (typeof type === 'string' && Array.isArray(schema['x-aliases'])) blockAliases.set(type, schema['x-aliases']);
    } catch (error) {
      throw new SchemaDefinitionError(`${path.relative(process.cwd(), file)} is not a valid schema: ${(error as Error).message}`);
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  return {
    blockAliases,
    documents,
    resolve(ref, baseId) {
      const url = new URL(ref, ID_BASE + baseId);
      if (!url.href.startsWith(ID_BASE)) return undefined;
      const id = url.pathname.slice(1);
      let found: ValidateFunction | undefined;
      try {
        found = ajv.getSchema(`${id}${url.hash}`);
      } catch (error) {
        throw new SchemaDefinitionError(`A schema is broken (a developer mistake, not a content one): ${(error as Error).message}`);
      }
      const schema = found?.schema;
      return schema && typeof schema === 'object' ? { schema: schema as SchemaDocument, baseId: id } : undefined;
    },
    fits(definition, value) {
      const fn = ajv.getSchema(`common.schema.json#/$defs/${definition}`);
      if (!fn) throw new SchemaDefinitionError(`schemas/common.schema.json has no "${definition}" definition.`);
      // The x-link / x-asset marks collect into the last validation's list: keep this check out of it.
      const kept = marked;
      marked = [];
      try {
        return fn(value) === true;
      } finally {
        marked = kept;
      }
    },
    validate(schemaId, data) {
      let fn = compiled.get(schemaId);
      if (!fn) {
        try {
          fn = ajv.getSchema(schemaId);
        } catch (error) {
          // ajv names the broken place as "<file>#/<pointer>": keep that, drop the stack.
          throw new SchemaDefinitionError(`A schema is broken (a developer mistake, not a content one): ${(error as Error).message}`);
        }
        if (!fn) throw new SchemaDefinitionError(`schemas/${schemaId} is missing.`);
        compiled.set(schemaId, fn);
      }
      marked = [];
      fn(data);
      return { errors: fn.errors ?? [], marked };
    },
  };
}
