import { describePath, locate, type JsonPath, type JsonSource } from './json-source.ts';
import type { Problem } from './problems.ts';

/** A warning at a value of a file as written: its line and column, and the path people read (`sections[2] (banner) › title`). */
export const warningAt = (source: JsonSource, path: JsonPath, code: Problem['code'], message: string, key = false): Problem => ({
  code,
  severity: 'warning',
  file: source.file,
  ...locate(source, path, key),
  where: describePath(source.data, path),
  message,
});

/** Calls `visit` with every string `value` holds, deeply, and its path from `path`. */
export function eachString(value: unknown, path: JsonPath, visit: (text: string, path: JsonPath) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((v, i) => eachString(v, [...path, i], visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) eachString(v, [...path, k], visit);
}
