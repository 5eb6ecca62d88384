/**
 * `npm run validate` as a function: what it prints and the exit code it ends with, for a project at
 * `root`. scripts/validate.ts reads the arguments, prints and exits; tests call this in process.
 */
import { validateSite, type LoadOptions } from './load-site.ts';
import { formatProblems, isWarning, type Problem } from './problems.ts';
import { validationCache } from './validation-cache.ts';

export type ValidateFormat = 'plain' | 'json' | 'github';
export const validateFormats: readonly string[] = ['plain', 'json', 'github'] satisfies ValidateFormat[];

export interface ValidateOptions extends Pick<LoadOptions, 'root' | 'env' | 'blockHooks' | 'validator'> {
  format?: ValidateFormat;
  /** Warnings fail the run too (CI). */
  strict?: boolean;
  /**
   * Keep each page file's checks in .cache/validate/ and reuse them while the file is unchanged
   * (validation-cache.ts). Off by default for callers; `npm run validate` turns it on unless `--no-cache`.
   */
  cache?: boolean;
}

export interface ValidateRun {
  /** 0: valid; 1: errors, or warnings under `strict`. */
  code: 0 | 1;
  /** What it prints, in order, each to standard output ('out') or standard error ('err'). */
  lines: { to: 'out' | 'err'; text: string }[];
  problems: Problem[];
}

/** Validates the project and words the result as `npm run validate` does. A broken schema throws SchemaDefinitionError. */
export async function validateCommand({ format = 'plain', strict = false, cache = false, ...load }: ValidateOptions): Promise<ValidateRun> {
  const started = performance.now();
  const loaded = await validateSite({ ...load, ...(cache ? { cache: (context) => validationCache(load.root, context, load.env) } : {}) });
  const { problems } = loaded;
  const ok = loaded.ok && !(strict && problems.length);
  const strictNote = strict && loaded.ok && problems.length ? 'validate --strict: warnings count as errors here (without --strict they do not stop the build).' : '';
  const lines: ValidateRun['lines'] = [];
  const stdout = { push: (text: string) => lines.push({ to: 'out', text }) };
  const stderr = { push: (text: string) => lines.push({ to: 'err', text }) };

  if (format === 'json') {
    stdout.push(JSON.stringify({ ok, strict, problems }, null, 2));
  } else if (format === 'github') {
    // GitHub workflow commands: each problem becomes an annotation on the file and line in the pull request.
    const esc = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    for (const p of problems) {
      const level = isWarning(p) ? 'warning' : 'error';
      stdout.push(`::${level} file=${p.file},line=${p.line},col=${p.column},title=${p.code}::${esc(p.where ? `${p.where}: ${p.message}` : p.message)}`);
    }
    if (loaded.ok) stdout.push(`site-config is valid (${loaded.pageCount} pages${problems.length ? `, ${problems.length} warnings` : ''}).`);
    if (strictNote) stdout.push(strictNote);
  } else {
    if (problems.length) stderr.push(formatProblems(problems, { grouped: true }));
    if (loaded.ok) {
      const ms = Math.round(performance.now() - started);
      const warned = problems.length ? `, with ${problems.length === 1 ? '1 warning' : `${problems.length} warnings`} above` : '';
      stdout.push(`site-config is valid: ${loaded.pageCount} pages checked in ${ms} ms${warned}.`);
    }
    if (strictNote) stderr.push(strictNote);
  }
  return { code: ok ? 0 : 1, lines, problems };
}

/** One stream of a run as the terminal would get it: its lines, each ended by a newline. */
export const printed = (run: ValidateRun, to: 'out' | 'err'): string => run.lines.filter((l) => l.to === to).map((l) => `${l.text}\n`).join('');
