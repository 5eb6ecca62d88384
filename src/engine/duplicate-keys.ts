import type { Node } from 'jsonc-parser';
import { describePath, lineColumn, type JsonPath, type JsonSource } from './json-source.ts';
import type { Problem } from './problems.ts';

/**
 * Names written twice in one object. JSON.parse keeps the last one without a word, so a person editing the
 * first copy changes a value that is never used: an error naming both lines, at the second name.
 */
export function duplicateKeys(source: JsonSource): Problem[] {
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
