import type { JsonPath, JsonSource } from './json-source.ts';
import { eachString } from './problem-at.ts';
import type { MarkedValue } from './schema-validator.ts';

/** A page or shared-sections file that passed its schema, with the links and files the schema marked in it. */
export interface WrittenFile {
  source: JsonSource;
  marked: readonly MarkedValue[];
}

/**
 * Every piece of text a page or shared-sections file writes for people to read, with its path: addresses and
 * file names (the values the schema marks as links and files) and `$schema` are left out, as they are not words.
 */
export function eachWrittenText({ source, marked }: WrittenFile, visit: (text: string, path: JsonPath) => void): void {
  const notWords = new Set(marked.map((m) => m.pointer));
  eachString(source.data, [], (text, path) => {
    if (path[0] === '$schema' || notWords.has(`/${path.join('/')}`)) return;
    visit(text, path);
  });
}
