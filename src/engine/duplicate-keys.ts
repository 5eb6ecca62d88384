import type { Node } from 'jsonc-parser';
import { describePath, lineColumn, type JsonPath, type JsonSource } from './json-source.ts';
import type { Problem } from './problems.ts';

/**
 * Names written twice in one object. JSON.parse keeps the last one without a word, so a person editing the
 * first copy changes a value that is never used: an error naming both lines, at the second name.
 */
export function duplicateKeys(source: JsonSource): Problem[] {
  // The common case, quickly: no more names written than kept means none is written twice. Only otherwise
  // is the syntax tree (slow to build for thousands of pages) walked, to find out and say where.
  if (mostNamesWritten(source.text) === keptNames(source.data)) return [];
  const problems: Problem[] = [];
  const walk = (node: Node, path: JsonPath) => {
    if (node.type === 'object') {
      const first = new Map<string, Node>();
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (!key) continue;
        const name = String(key.value);
        const earlier = first.get(name);
        if (earlier) {
          const was = lineColumn(source.text, earlier.offset).line;
          const at = lineColumn(source.text, key.offset);
          problems.push({
            code: 'duplicate-key',
            severity: 'error',
            file: source.file,
            ...at,
            where: describePath(source.data, path),
            message: `\`${name}\` is written twice in this object, on line ${was} and line ${at.line}. Only the last one (line ${at.line}) is used: delete the one you do not want.`,
          });
        } else first.set(name, key);
        if (value) walk(value, [...path, name]);
      }
    } else if (node.type === 'array') {
      node.children?.forEach((child, i) => walk(child, [...path, i]));
    }
  };
  walk(source.root, []);
  return problems;
}

/**
 * At least as many as the property names the text writes: every name is a string closed by `"` and then a
 * colon. A string value holding `":` counts too; that only sends the file the slow way.
 */
function mostNamesWritten(text: string): number {
  return text.match(/"\s*:/g)?.length ?? 0;
}

/** How many property names the parsed value keeps (a name written twice is kept once). */
function keptNames(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + keptNames(v), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((n: number, v) => n + 1 + keptNames(v), 0);
  return 0;
}
