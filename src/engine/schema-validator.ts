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
  const files = schemaFiles(schemasDir);
  for (const file of files) {
    try {
      ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      throw new SchemaDefinitionError(`${path.relative(process.cwd(), file)} is not a valid schema: ${(error as Error).message}`);
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  return {
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
