/**
 * A mistake in the site's configuration, written for the person who edits the JSON.
 * `code` is stable, for machines (CI annotations, editors); `message` is plain English.
 */
export interface Problem {
  code: ProblemCode;
  /** Path of the file, relative to the project root, with forward slashes. */
  file: string;
  /** 1-based line and column of the offending value (or of the file's start when unknown). */
  line: number;
  column: number;
  /** Where in the document, for people: `sections[2] (banner) › title`. Empty for the whole file. */
  where: string;
  message: string;
}

export type ProblemCode =
  | 'json-syntax'
  | 'unknown-block-type'
  | 'missing-property'
  | 'unknown-property'
  | 'wrong-type'
  | 'bad-value'
  | 'bad-link'
  | 'too-short'
  | 'too-long'
  | 'duplicate-path'
  | 'duplicate-title'
  | 'broken-link'
  | 'missing-asset'
  | 'missing-fragment'
  | 'nested-include'
  | 'unknown-variable'
  | 'unknown-external-link'
  | 'no-address'
  | 'file-unreadable'
  /** A schema file itself is broken (developers only; see SchemaDefinitionError). */
  | 'broken-schema';

export function formatProblem(p: Problem): string {
  const where = p.where ? `  ${p.where}:` : '';
  return `${p.file}:${p.line}:${p.column}${where} ${p.message}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `${count} in site-config:\n\n${problems.map(formatProblem).join('\n')}\n`;
}

/** Problems sorted by file and position, so output is stable and reads top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}
