import { expect } from 'vitest';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';

/** ajv's own wording, which must never reach the person editing the JSON. */
export const ajvWording = [
  /must NOT have/i,
  /must have required property/,
  /must be equal to (one of the allowed values|constant)/,
  /must match (pattern|format|"(then|else)" schema|exactly one schema)/,
  /must be (string|number|integer|boolean|array|object|null)\b/,
  /must pass ".*" keyword/,
  /\b(instancePath|schemaPath|additionalProperty|missingProperty|allowedValues)\b/,
  /#\/(\$defs|properties|definitions)\//,
];

/** Problems about a whole file, which have no property to name. */
const wholeFile = new Set<Problem['code']>(['json-syntax', 'empty-file', 'unread-file', 'no-address', 'file-unreadable']);

/**
 * A problem is plain when a person can act on it: it names the file (under site-config/), a line and
 * column, and the property (in its `where` path or, for a missing or unknown one, in the message), and
 * it holds no ajv jargon. `property`, when given, must appear in the printed line.
 */
export function expectPlain(problem: Problem, property?: string): void {
  const line = formatProblem(problem);
  // A file that is not read is named as it is on disk, whatever its name ends in (see unread-files.ts).
  expect(problem.file, line).toMatch(problem.code === 'unread-file' ? /^site-config\/\S+$/ : /^site-config(\/[\w.-]+)*\.json$|^site-config$/);
  expect(problem.line, line).toBeGreaterThanOrEqual(1);
  expect(problem.column, line).toBeGreaterThanOrEqual(1);
  if (!wholeFile.has(problem.code) && problem.file !== 'site-config') {
    expect(problem.where || /`[^`]+`/.test(problem.message), `names no property: ${line}`).toBeTruthy();
  }
  for (const pattern of ajvWording) expect(problem.message, line).not.toMatch(pattern);
  expect(problem.message, line).not.toMatch(/\n|\bat .*\.ts:\d+/); // one line, no stack trace
  if (property !== undefined) expect(line).toContain(property);
}
