/**
 * Where a problem is, as the editor needs it. The validator says where in words for people
 * (`sections[2] (banner) › cards[0] › title`, src/engine/json-source.ts describePath); the editor reads the
 * same words back into a path, so the message appears at the field it is about, in the validator's own words.
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { Problem } from '../../../engine/problems.ts';

export type JsonPath = (string | number)[];

/** `sections[2] (banner) › cards[0] › title` → ['sections', 2, 'cards', 0, 'title']; '' → []. */
function parseWhere(where: string): JsonPath {
  if (!where.trim()) return [];
  const path: JsonPath = [];
  for (const raw of where.split(' › ')) {
    // Array items that are blocks carry their type in brackets after the index: "[2] (banner)".
    const part = raw.replace(/\[(\d+)\] \([^()]*\)/g, '[$1]');
    const name = /^[^[]*/.exec(part)![0];
    if (name) path.push(name);
    for (const index of part.matchAll(/\[(\d+)\]/g)) path.push(Number(index[1]));
  }
  return path;
}

/**
 * The path of the value a problem is about. A missing required property is reported on the object that
 * lacks it; the person looks for it at the (empty) field itself, so that is where it goes.
 */
export function problemPath(problem: Problem): JsonPath {
  const path = parseWhere(problem.where);
  if (problem.code === 'missing-property') {
    const name = /`([^`]+)`/.exec(problem.message)?.[1];
    if (name) path.push(name);
  }
  return path;
}

/** Problems as rjsf's `extraErrors`: each message under the field at its path (relative to the form's root). */
export function errorSchemaOf(located: { path: JsonPath; message: string }[]): ErrorSchema {
  const root: ErrorSchema = {};
  for (const { path, message } of located) {
    let node = root as Record<string | number, unknown>;
    for (const key of path) node = (node[key] ??= {}) as Record<string | number, unknown>;
    ((node.__errors ??= []) as string[]).push(message);
  }
  return root;
}
