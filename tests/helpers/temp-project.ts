import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { codeInputs } from '../../src/build/build-cache.ts';
import { loadSite, type Loaded } from '../../src/engine/load-site.ts';
import type { SchemaValidator } from '../../src/engine/schema-validator.ts';
import type { Problem } from '../../src/engine/problems.ts';
import { printed, validateCommand } from '../../src/engine/validate-command.ts';

/** The real project this checkout is. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** What validation needs: the content, the rules and the files pages point at. */
const contentParts = ['site-config', 'schemas', 'public'];
/**
 * What a build needs on top: the source, the HTML template and the build configuration, and every file the build's
 * code keys can be made of (codeInputs: scripts/lib, the lockfile), so that a copy's keys are the project's and it
 * can start from the project's browser bundle and renderer (seedBuildCache).
 */
const buildParts = [...new Set(['src', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', ...codeInputs])];

/**
 * Starts a copy's build cache (`.cache/build/`) from the project's, hard-linked: its browser bundles and renderers
 * (folders), pages, brochures and compressed files. An entry is named by a hash of everything that made it
 * (build-cache.ts), so one made for the same code and content is exactly right in the copy too, and any other is
 * simply not looked for. A copy's first build then skips Vite, and renders only what the test changed; the e2e
 * run's global setup has just built the project, so the project's cache holds the current code's. A folder is
 * linked under a temporary name and renamed, and a file linked in one step, so a build of the project pruning its
 * cache meanwhile costs the copy that entry, never leaves it half there. A test that needs a cold build deletes
 * `.cache`.
 */
export function seedBuildCache(copy: string): void {
  const from = path.join(repoRoot, '.cache/build');
  if (!existsSync(from)) return;
  for (const kind of readdirSync(from)) {
    // The spare copies of earlier outputs (output-tree.ts) are named by the path of the folder built into, which is
    // the project's, never a copy's: no build of the copy would look for them. They were some 38,000 links per copy
    // after a day of builds here.
    if (kind === 'outputs') continue;
    // Not an entry: when the cache was last pruned (build-cache.ts).
    if (kind === '.pruned') continue;
    const to = path.join(copy, '.cache/build', kind);
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(path.join(from, kind), { withFileTypes: true })) {
      if (entry.name.endsWith('.tmp')) continue;
      const source = path.join(from, kind, entry.name);
      if (entry.isDirectory()) {
        const temp = path.join(to, `${entry.name}.seed.tmp`);
        if (spawnSync('cp', ['-al', source, temp]).status === 0) renameSync(temp, path.join(to, entry.name));
        else rmSync(temp, { recursive: true, force: true });
      } else {
        try {
          linkSync(source, path.join(to, entry.name));
        } catch {
          // Pruned meanwhile, or another disk: this entry is made again if a build needs it.
        }
      }
    }
  }
}

/**
 * A temporary copy of the project, for tests that change files or build: `content` copies what
 * validation reads, `build` everything a build reads too (node_modules is linked, not copied).
 */
export async function copyProject(kind: 'content' | 'build' = 'content'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'owl-project-'));
  const parts = kind === 'build' ? [...new Set([...contentParts, ...buildParts])] : contentParts;
  await Promise.all(parts.map((part) => cp(path.join(repoRoot, part), path.join(dir, part), { recursive: true })));
  if (kind === 'build') {
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    seedBuildCache(dir);
  }
  return dir;
}

/** Retried: a studio's Vite may still be writing its dependency cache in the copy for a moment after it closes. */
export const removeProject = (dir: string) => rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });

/**
 * Validates a project in-process exactly as `npm run validate` and `npm run build` do (files the build
 * generates, such as brochures, count as existing), without spawning a process.
 */
export async function validateProject(root: string, options: { env?: Record<string, string | undefined>; validator?: SchemaValidator } = {}): Promise<Loaded> {
  return loadSite({ root, env: options.env ?? {}, blockHooks, ...(options.validator ? { validator: options.validator } : {}) });
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, as a person at the terminal sees them. */
  output: string;
}

/** Runs one of the project's real scripts (scripts/<name>.ts) through tsx, as `npm run <name>` does. */
export function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  return runTsx([path.join(repoRoot, 'scripts', script), ...args], { env });
}

/**
 * Node's arguments that run a TypeScript file through tsx's loader in the one process. tsx's own command
 * (node_modules/tsx/dist/cli.mjs) starts a second Node process to run the file in: some 0.2 CPU-seconds per
 * command, a few dozen commands a run.
 */
export const tsxLoader = (root: string): string[] => ['--import', pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href];

/** Runs a TypeScript file through tsx, from `cwd` (default: the project), with `env` added to this process's. */
export function runTsx(args: string[], { cwd = repoRoot, env = {} }: { cwd?: string; env?: Record<string, string> } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...tsxLoader(repoRoot), ...args], {
      cwd,
      env: { ...process.env, ...env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
  });
}

/**
 * `npm run validate -- --root <root> --format json [--strict]`, run in process (validateCommand, which
 * scripts/validate.ts wraps; tests/cli/validate-cli.test.ts runs the command itself): its exit code,
 * every problem it reported, and what it printed.
 */
export async function validateAsCli(root: string, args: ('--strict')[] = []): Promise<{ code: number | null; problems: Problem[]; run: RunResult }> {
  const result = await validateCommand({ root, env: process.env, blockHooks, format: 'json', strict: args.includes('--strict') });
  const stdout = printed(result, 'out');
  const stderr = printed(result, 'err');
  return { code: result.code, problems: result.problems, run: { code: result.code, stdout, stderr, output: stdout + stderr } };
}

/** A page file of a project, by the relative path problems use ("site-config/pages/about.json"). */
export interface PageFile {
  file: string;
  text: string;
  data: Record<string, unknown> & { path?: string; sections?: Record<string, unknown>[] };
}

/** Every page file under site-config/pages, parsed (files that are not valid JSON are skipped). */
export async function pageFiles(root: string): Promise<PageFile[]> {
  const dir = 'site-config/pages';
  const names = (await readdir(path.join(root, dir), { recursive: true })).filter((n) => n.endsWith('.json')).sort();
  const out: PageFile[] = [];
  for (const name of names) {
    const file = `${dir}/${name.split(path.sep).join('/')}`;
    const text = await readFile(path.join(root, file), 'utf8');
    try {
      out.push({ file, text, data: JSON.parse(text) });
    } catch {
      // someone is mid-edit; not a candidate
    }
  }
  return out;
}

/** The page file that serves `address` through its `path`. */
export async function pageAt(root: string, address: string): Promise<PageFile | undefined> {
  return (await pageFiles(root)).find((p) => p.data.path === address);
}

export const readText = (root: string, file: string) => readFile(path.join(root, file), 'utf8');
export const writeText = (root: string, file: string, text: string) => writeFile(path.join(root, file), text);

/** Sets (or with `undefined`, removes) the value at `jsonPath`, editing only that part of the text. */
export function setJson(text: string, jsonPath: JSONPath, value: unknown, insertAt?: number): string {
  const edits = modify(text, jsonPath, value, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
    ...(insertAt !== undefined ? { isArrayInsertion: true } : {}),
  });
  return applyEdits(text, edits);
}

/** 1-based line and column of a character offset, counted the way an editor shows them. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Where `needle` occurs in `text` (it must occur exactly once, so the test cannot point at the wrong place). */
export function positionOf(text: string, needle: string): { line: number; column: number } {
  const first = text.indexOf(needle);
  if (first < 0) throw new Error(`${JSON.stringify(needle)} is not in the text`);
  if (text.indexOf(needle, first + 1) >= 0) throw new Error(`${JSON.stringify(needle)} occurs more than once`);
  return positionAt(text, first);
}

/** The syntax-tree node at `jsonPath` (its offset is where an editor puts the cursor for that value). */
export function nodeAt(text: string, jsonPath: JSONPath): Node {
  const node = findNodeAtLocation(parseTree(text)!, jsonPath);
  if (!node) throw new Error(`nothing at ${jsonPath.join('.')}`);
  return node;
}

/** Scripts and docs too (README's folder map is written from the dependency matrix): for commands that rewrite the project (scaffolds, docs, migrations). */
const commandParts = ['scripts', 'docs', 'README.md', '.dependency-cruiser.cjs'];

export interface TempProject {
  root: string;
  /** Runs `scripts/<name>.ts` of the copy (so it works on the copy), like `npm run <name> -- ...args`. */
  run(script: string, args?: string[], env?: Record<string, string>): { status: number; stdout: string; stderr: string };
  remove(): void;
}

/** A throwaway copy of the whole project, node_modules linked, whose own scripts can be run. */
export function tempProject(prefix = 'site-copy-'): TempProject {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const part of [...new Set([...contentParts, ...buildParts, ...commandParts])].filter((p) => existsSync(path.join(repoRoot, p)))) {
    cpSync(path.join(repoRoot, part), path.join(root, part), { recursive: true });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  seedBuildCache(root);
  return {
    root,
    run(script, args = [], env = {}) {
      const result = spawnSync(process.execPath, [...tsxLoader(root), path.join(root, 'scripts', `${script}.ts`), ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...env },
        timeout: 120_000,
      });
      return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
