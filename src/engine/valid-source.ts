import type { JsonSource } from './json-source.ts';
import type { MarkedValue } from './schema-validator.ts';

/**
 * A config file that passed its schema: its parsed source, and the values its schema marks (links, pictures)
 * for the cross-checks. Its own module, below the loader, so the steps the loader calls can name it
 * without importing the loader back (a cycle).
 */
export interface ValidSource {
  source: JsonSource;
  marked: MarkedValue[];
}
