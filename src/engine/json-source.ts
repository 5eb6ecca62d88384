import { parse as parseLoose, parseTree, findNodeAtLocation, type Node, type ParseError } from 'jsonc-parser';
import { syntaxMessage } from './json-syntax.ts';
import type { Problem } from './problems.ts';

/** A parsed JSON file that remembers where each value came from, so problems can name line and column. */
export interface JsonSource {
  file: string;
  text: string;
  data: unknown;
  /** The syntax tree, with each value's offset in `text`. */
  readonly root: Node;
}

export type JsonPath = (string | number)[];

/** 1-based line and column of a character offset, counting line breaks as editors do (LF, CRLF or a lone CR). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The character offset of a 1-based line and column: the inverse of `lineColumn`, with the same line
 * breaks (LF, CRLF or a lone CR), so a position read back from a problem lands where it was found.
 */
export function offsetOf(text: string, line: number, column: number): number {
  const lineBreaks = /\r\n?|\n/g;
  let lineStart = 0;
  for (let l = 1; l < line && lineBreaks.exec(text); l++) lineStart = lineBreaks.lastIndex;
  return lineStart + column - 1;
}

/** The byte-order mark some Windows editors put first: not part of the JSON, and not a column an editor shows. */
export const BOM = '\ufeff';

/** The text without a byte-order mark at its start: what JSON.parse and the syntax tree read. */
export const withoutBom = (text: string): string => (text.startsWith(BOM) ? text.slice(1) : text);

/**
 * A file's text as JSON, as editors save it (a byte-order mark first is fine): the one plain read for
 * code that needs only the data. Throws JSON.parse's SyntaxError when the text is not JSON; for messages
 * a person reads, use parseJsonSource.
 */
export function parseJsonText(text: string): unknown {
  return JSON.parse(withoutBom(text));
}

/**
 * Deeper than any page is written (a page's deepest value is about 8 levels down): every later step walks the
 * document by recursion, and 10,000 nested brackets would overflow the stack with no file named.
 */
const maxNesting = 64;

/** Strict JSON, as JSON.parse reads it: the syntax tree's options. */
const treeOptions = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** Where the text first opens its (maxNesting + 1)th level of brackets, outside strings; undefined when it never does. */
function tooDeep(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxNesting) return i;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}

/**
 * What a file that is not valid JSON says as far as it can be read (a page mid-edit still has its address and
 * title), forgiving trailing commas; undefined for one nested too deep to read at all.
 */
export function readLoosely(written: string): unknown {
  const text = withoutBom(written);
  if (tooDeep(text) !== undefined) return undefined;
  return parseLoose(text, [], { allowTrailingComma: true });
}

/**
 * Parses strict JSON (no comments, no trailing commas), as editors save it: a byte-order mark and Windows
 * line endings are fine. A file that is not JSON gets one problem, at its first mistake; an empty file
 * says so. Keys written twice are not a parse failure: see duplicateKeys.
 */
export function parseJsonSource(file: string, written: string): { ok: true; source: JsonSource } | { ok: false; problems: Problem[] } {
  const text = withoutBom(written);
  if (!text.trim()) {
    return { ok: false, problems: [{ code: 'empty-file', severity: 'error', file, line: 1, column: 1, where: '', message: 'This file is empty: it needs one JSON object, { … }. To start a page, copy another page\'s file (or run npm run new-page); otherwise delete this file.' }] };
  }
  const deep = tooDeep(text);
  if (deep !== undefined) {
    const message = `Brackets are nested more than ${maxNesting} levels deep here; no page needs more than a few. The file is probably damaged: restore it from git, or delete the extra [ and { characters.`;
    return { ok: false, problems: [{ code: 'json-syntax', severity: 'error', file, ...lineColumn(text, deep), where: '', message }] };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const errors: ParseError[] = [];
    parseTree(text, errors, treeOptions);
    const { offset, message } = syntaxMessage(text, errors[0] ?? { error: 4, offset: 0, length: 0 });
    return { ok: false, problems: [{ code: 'json-syntax', severity: 'error', file, ...lineColumn(text, offset), where: '', message }] };
  }
  return { ok: true, source: withLazyTree(file, text, data) };
}

/** A parsed file whose syntax tree, only needed to say where a problem is, is built on first use: most files have none. */
function withLazyTree(file: string, text: string, data: unknown): JsonSource {
  let root: Node | undefined;
  return {
    file,
    text,
    data,
    get root() {
      return (root ??= parseTree(text, [], treeOptions)!);
    },
  };
}

/**
 * `source` with a syntax tree of its own, made when first asked for and dropped with the copy: for a place worked out
 * from a source that something long-lived holds. A tree kept on its source is some five times the text, and the facts
 * of every page hold their source (page-facts.ts): at +10,000 pages, placing each unlinked page's warning kept a tree
 * per page, 555 MB of the 793 MB live after validation (heap after a full GC, 2026-11-29).
 */
export function treeNotKept(source: JsonSource): JsonSource {
  // The copy of the last source asked for is kept (one tree at most): places are mostly worked out file by file (a
  // cache written, a file's warnings printed), and a tree made for each place of a file cost 10 of a 26 s cold build at
  // +10,000 pages (the build's cache of checks, whose every place is worked out to be written; 2026-11-29).
  if (lastCopy?.of !== source) lastCopy = { of: source, copy: withLazyTree(source.file, source.text, source.data) };
  return lastCopy.copy;
}
let lastCopy: { of: JsonSource; copy: JsonSource } | undefined;

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
