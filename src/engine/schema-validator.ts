import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A place in a document where the schema expects a link or a local file; collected while validating. */
export interface MarkedValue {
  kind: 'link' | 'asset';
  pointer: string;
  value: string;
}

export interface SchemaValidator {
  validate(schemaId: 'site.schema.json' | 'page.schema.json' | 'fragment.schema.json', data: unknown): {
    errors: ErrorObject[];
    marked: MarkedValue[];
  };
  /** Whether a value (one filled in after validation, such as a {{value}} in a link) fits a shared definition of common.schema.json. */
  fits(definition: 'link' | 'asset', value: string): boolean;
  /** Each block type's plain-language names (its schema's `x-aliases`): `accordion` → `['collapsible', 'faq', …]`. */
  blockAliases: ReadonlyMap<string, readonly string[]>;
}

/** A schema file itself is wrong: a developer's mistake, reported as one clear line, not a stack trace. */
export class SchemaDefinitionError extends Error {
  override name = 'SchemaDefinitionError';
}

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(full);
    return entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

/**
 * Compiles every schema under `schemasDir` once. Node only: ajv never reaches the browser bundle.
 * The schemas' own `x-link` / `x-asset` marks let validation report where links and files are,
 * so checks JSON Schema cannot express (does the page exist? does the file?) know what to check.
 */
export function createSchemaValidator(schemasDir: string): SchemaValidator {
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
  const blockAliases = new Map<string, string[]>();
  const files = schemaFiles(schemasDir);
  for (const file of files) {
    try {
      const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties?: { type?: { const?: unknown } }; 'x-aliases'?: string[] };
      ajv.addSchema(schema);
      const type = schema.properties?.type?.const;
      if (typeof type === 'string' && Array.isArray(schema['x-aliases'])) blockAliases.set(type, schema['x-aliases']);
    } catch (error) {
      throw new SchemaDefinitionError(`${path.relative(process.cwd(), file)} is not a valid schema: ${(error as Error).message}`);
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  return {
    blockAliases,
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
