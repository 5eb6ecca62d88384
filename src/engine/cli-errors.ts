import { SchemaDefinitionError } from './schema-validator.ts';

/** For command-line tools: a broken schema ends the run with its one-line explanation (exit 2); anything else is a real crash. */
export function exitOnSchemaDefinitionError(error: unknown): never {
  if (error instanceof SchemaDefinitionError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
