import { parseTree, findNodeAtLocation, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Problem } from './problems.ts';

/** A parsed JSON file that remembers where each value came from, so problems can name line and column. */
export interface JsonSource {
  file: string;
  text: string;
  data: unknown;
  root: Node;
}

export type JsonPath = (string | number)[];

const syntaxWords: Record<string, string> = {
  InvalidSymbol: 'there is a character that JSON does not allow here',
  InvalidNumberFormat: 'this number is not written the JSON way',
  PropertyNameExpected: 'a property name in double quotes is expected here',
  ValueExpected: 'a value is expected here',
  ColonExpected: 'a colon (:) is expected after the property name',
  CommaExpected: 'a comma is missing before this',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'there is more text after the end of the JSON document',
  InvalidCommentToken: 'JSON files cannot contain comments',
  UnexpectedEndOfComment: 'JSON files cannot contain comments',
  UnexpectedEndOfString: 'a text value is not closed with a double quote',
  UnexpectedEndOfNumber: 'a number ends unexpectedly',
  InvalidUnicode: 'an escaped character (\\u…) is not valid',
  InvalidEscapeCharacter: 'a backslash escape is not valid in JSON',
  InvalidCharacter: 'there is a character that JSON does not allow here (a tab or line break inside text?)',
};

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Parses strict JSON (no comments, no trailing commas). Returns every syntax error, not just the first. */
export function parseJsonSource(file: string, text: string): { ok: true; source: JsonSource } | { ok: false; problems: Problem[] } {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length || !root) {
    const problems = (errors.length ? errors : [{ error: 4, offset: 0, length: 0 } as ParseError]).map((e) => {
      const code = printParseErrorCode(e.error);
      return {
        code: 'json-syntax' as const,
        file,
        ...lineColumn(text, e.offset),
        where: '',
        message: `This file is not valid JSON: ${syntaxWords[code] ?? code}.`,
      };
    });
    // A trailing comma is reported as "value expected" right before a closing bracket; say what it is.
    for (const p of problems) {
      const rest = text.slice(offsetOf(text, p.line, p.column)).trimStart();
      if (p.message.includes('a value is expected') || p.message.includes('property name')) {
        if (rest.startsWith('}') || rest.startsWith(']')) p.message = 'This file is not valid JSON: remove the comma before this closing bracket.';
      }
    }
    const unique = [...new Map(problems.map((p) => [`${p.line}:${p.column}:${p.message}`, p])).values()];
    // Later syntax errors are usually echoes of the first; a few are enough to fix it.
    return { ok: false, problems: unique.slice(0, 3) };
  }
  return { ok: true, source: { file, text, data: JSON.parse(text), root } };
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/**
 * Line and column of the value at `path`; with `key`, of the property name instead.
 * Falls back to the nearest existing ancestor, so a missing property points at its object.
 */
export function locate(source: JsonSource, path: JsonPath, key = false): { line: number; column: number } {
  for (let n = path.length; n >= 0; n--) {
    const node = findNodeAtLocation(source.root, path.slice(0, n));
    if (!node) continue;
    const target = key && n === path.length && node.parent?.type === 'property' ? node.parent.children![0]! : node;
    return lineColumn(source.text, target.offset);
  }
  return { line: 1, column: 1 };
}

/** `/sections/2/title` → ['sections', 2, 'title'] (JSON Pointer, as ajv reports it). */
export function pointerToPath(pointer: string): JsonPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * A path for people: `sections[2] (banner) › cards[0] › title`.
 * Array items that are blocks are labelled with their type, so the reader finds them.
 */
export function describePath(data: unknown, path: JsonPath): string {
  let out = '';
  let node: unknown = data;
  for (const part of path) {
    if (typeof part === 'number') {
      out += `[${part}]`;
      node = Array.isArray(node) ? node[part] : undefined;
      const type = node && typeof node === 'object' && 'type' in node ? (node as { type: unknown }).type : undefined;
      if (typeof type === 'string') out += ` (${type})`;
      else if (node && typeof node === 'object' && 'include' in node) out += ` (include)`;
    } else {
      out += out ? ` › ${part}` : part;
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
  }
  return out;
}
