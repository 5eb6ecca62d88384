/**
 * A mistake in the site's configuration, written for the person who edits the JSON.
 * `code` is stable, for machines (CI annotations, editors); `message` is plain English.
 */
export interface Problem {
  code: ProblemCode;
  /**
   * `error` blocks the build; `warning` is printed and the build goes on (`npm run validate -- --strict`
   * fails on both). Optional only so problems made outside the engine (the dev server's broken-schema
   * notice) stay valid: absent means `error`. Everything `loadSite` returns has it set.
   */
  severity?: Severity;
  /** Path of the file, relative to the project root, with forward slashes. */
  file: string;
  /** 1-based line and column of the offending value (or of the file's start when unknown). */
  line: number;
  column: number;
  /** Where in the document, for people: `sections[2] (banner) › title`. Empty for the whole file. */
  where: string;
  message: string;
}

/** How serious a problem is: see `Problem.severity`. */
export type Severity = 'error' | 'warning';

export type ProblemCode =
  | 'json-syntax'
  | 'empty-file'
  | 'duplicate-key'
  | 'unread-file'
  | 'placeholder-text'
  | 'long-text'
  | 'duplicate-anchor'
  | 'image-ratio'
  /** Some cards of a grid have a figure, an icon or a picture and others not. */
  | 'uneven-cards'
  /** A page repeats a call to action: see docs/calls-to-action.md. */
  | 'repeated-call-to-action'
  /** An eyebrow on a section that is neither the hero nor dark: see docs/section-headers.md. */
  | 'eyebrow-off-rule'
  /** Two dark bands with at most one section between them: see docs/section-headers.md. */
  | 'dark-bands-close'
  | 'unknown-env-variable'
  | 'unfilled-variable'
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
  | 'unsafe-picture'
  | 'unlinked-page'
  | 'placeholder-fact'
  | 'icon-misfit'
  /** Content rules (site.json `contentRules`, docs/content-claims.md): a product name spelt another way. */
  | 'misspelt-name'
  /** A percentage that site.json's content rules do not list, in a page or a product screen. */
  | 'unsourced-figure'
  /** A testimonial that names a person but records no source. */
  | 'unsourced-quote'
  /** No page answers an address the content rules require. */
  | 'missing-page'
  /** A required page no longer states words or a figure the content rules require of it. */
  | 'missing-fact'
  /** Words in a picture that is not a product screen, or a product screen without its SAMPLE DATA tag. */
  | 'picture-words'
  /** A picture heavier than the site's pictures may be. */
  | 'picture-size'
  /** A schema file itself is broken (developers only; see SchemaDefinitionError). */
  | 'broken-schema';

export const isWarning = (p: Problem): boolean => p.severity === 'warning';

/** `file:line:column  where: message`; a warning says so after the position, so it reads apart from errors. */
export function formatProblem(p: Problem): string {
  const where = p.where ? `  ${p.where}:` : '';
  const mark = isWarning(p) ? (where ? '  warning' : '  warning:') : '';
  return `${p.file}:${p.line}:${p.column}${mark}${where} ${p.message}`;
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Warnings of one kind past this many are grouped: the first few in full, then one line that counts the rest.
 * Measured: 10,000 pages nobody links to printed 10,000 lines (4 MB) that no one reads, and printing them took
 * longer than finding them. Errors are always listed in full: each must be fixed.
 */
export const GROUP_AFTER = 10;
const SHOWN_OF_GROUP = 3;

/**
 * Errors first, then warnings, each listed in file order, under one line that counts them. `grouped`: more than
 * GROUP_AFTER warnings with the same code are shown by their first few and a count (`--format json` lists all).
 */
export function formatProblems(problems: readonly Problem[], { grouped = false }: { grouped?: boolean } = {}): string {
  const warnings = problems.filter(isWarning);
  const errors = problems.filter((p) => !isWarning(p));
  const heading = errors.length && warnings.length
    ? `${counted(errors.length, 'problem')} and ${counted(warnings.length, 'warning')} in site-config:`
    : errors.length
      ? `${counted(errors.length, 'problem')} in site-config:`
      : `${counted(warnings.length, 'warning')} in site-config (the site still builds; fix them before publishing):`;
  return `${heading}\n\n${[...errors.map(formatProblem), ...(grouped ? groupedWarnings(warnings) : warnings.map(formatProblem))].join('\n')}\n`;
}

function groupedWarnings(warnings: readonly Problem[]): string[] {
  const byCode = new Map<string, Problem[]>();
  for (const w of warnings) {
    const list = byCode.get(w.code);
    if (list) list.push(w);
    else byCode.set(w.code, [w]);
  }
  const lines: string[] = [];
  const shown = new Map<string, number>();
  for (const w of warnings) {
    const all = byCode.get(w.code)!;
    if (all.length <= GROUP_AFTER) {
      lines.push(formatProblem(w));
      continue;
    }
    const n = (shown.get(w.code) ?? 0) + 1;
    shown.set(w.code, n);
    if (n > SHOWN_OF_GROUP) continue;
    lines.push(formatProblem(w));
    if (n < SHOWN_OF_GROUP) continue;
    const rest = all.slice(SHOWN_OF_GROUP);
    const files = [...new Set(rest.map((p) => p.file))];
    const named = files.slice(0, SHOWN_OF_GROUP).join(', ');
    const more = files.length - SHOWN_OF_GROUP;
    const others = more > 0 ? ` and ${more.toLocaleString('en-US')} other file${more === 1 ? '' : 's'}` : '';
    lines.push(`… and ${rest.length.toLocaleString('en-US')} more "${w.code}" warnings like these, in ${named}${others} (\`npm run validate -- --format json\` lists every one).`);
  }
  return lines;
}

/** Problems sorted by file and position, so output is stable and reads top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}
