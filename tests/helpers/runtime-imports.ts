/**
 * Which npm packages a command needs at run time, read statically from its source (no process started):
 * every file reachable from its entry files, and every package those files load. Used to prove that what
 * `npm start` runs is installed by `npm ci --omit=dev` (tests/unit/package-lists.test.ts).
 *
 * A file reaches another by anything that loads it when the program runs:
 * - `import`/`export … from` (but not `import type`/`export type`, which tsx erases; under
 *   `verbatimModuleSyntax` an `import { type X }` is kept as a bare import, so it counts);
 * - `import('literal')`, `require('literal')`, and `import.meta.resolve`, `require.resolve` or
 *   `createRequire(…).resolve('literal')` (how the build's workers load tsx, how brochures find their font
 *   files), and `new URL('./file', import.meta.url)` (how the workers name their module);
 * - a string that names a project file, such as `'vite.config.ts'` or `'src/render/render-page.tsx'` handed
 *   to Vite, or `'node_modules/@fontsource-variable/inter/files'` read from disk;
 * - an HTML page's `<script type="module" src>` (Vite builds index.html).
 * It errs on the side of reaching too much: a package named by mistake is a false alarm, never a missing one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const codeFile = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const projectFile = /\.(ts|tsx|mts|js|mjs|jsx|html)$/;

/** The package a bare specifier belongs to: `@mui/material/Button` → `@mui/material`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** What one file loads: specifiers as written (`./x.ts`, `vite`) and project paths named in strings. */
function loadsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.html')) {
    return [...text.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const isImportMeta = (node: ts.Node) => ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword && node.name.text === 'meta';
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
      return;
    }
    // `typeof import('x')` in a type position loads nothing.
    if (ts.isImportTypeNode(node)) return;
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const callee = node.expression;
      const dynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      // import.meta.resolve('x'), require.resolve('x'), createRequire(…).resolve('x'); not path.resolve.
      const resolver = ts.isPropertyAccessExpression(callee) && callee.name.text === 'resolve' ? callee.expression : undefined;
      const isRequire = (node: ts.Node) =>
        (ts.isIdentifier(node) && node.text === 'require') || (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'createRequire');
      const resolves = resolver !== undefined && (isImportMeta(resolver) || isRequire(resolver));
      if ((dynamicImport || resolves || isRequire(callee)) && first && ts.isStringLiteralLike(first)) found.push(first.text);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
      const [target, base] = node.arguments ?? [];
      if (target && base && ts.isStringLiteralLike(target) && ts.isPropertyAccessExpression(base) && isImportMeta(base.expression) && base.name.text === 'url') {
        found.push(target.text);
      }
    }
    // A project path in any string: handed to Vite, a worker or the file system. Resolved from the project root.
    if (ts.isStringLiteralLike(node) && (projectFile.test(node.text) || node.text.startsWith('node_modules/'))) found.push(`<root>/${node.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export interface PackageUse {
  /** The package's name, as in package.json. */
  name: string;
  /** The chain of project files (relative to the root) from an entry to the file that loads it. */
  via: string[];
}

/**
 * Every package reachable from `entries` (project-relative files), each with one chain of files that loads it.
 * Node's own modules are left out; project paths that do not exist are ignored (a string may name a file
 * that a command writes or only mentions).
 */
export function runtimePackages(root: string, entries: readonly string[]): PackageUse[] {
  const packages = new Map<string, string[]>();
  const seen = new Map<string, string[]>();
  const queue: string[] = [];
  const reach = (file: string, via: string[]) => {
    if (seen.has(file) || !existsSync(file) || !statSync(file).isFile()) return;
    seen.set(file, [...via, path.relative(root, file)]);
    queue.push(file);
  };
  for (const entry of entries) reach(path.join(root, entry), []);
  while (queue.length) {
    const file = queue.shift()!;
    const via = seen.get(file)!;
    for (const written of loadsOf(file)) {
      const specifier = written.replace(/[?#].*$/, '');
      if (specifier.startsWith('<root>/node_modules/')) {
        const name = packageOf(specifier.slice('<root>/node_modules/'.length));
        if (!packages.has(name)) packages.set(name, via);
        continue;
      }
      const target = specifier.startsWith('<root>/')
        ? path.join(root, specifier.slice('<root>/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : specifier.startsWith('/')
            ? path.join(root, specifier) // Vite's addresses from the project root (index.html's /src/client/main.ts)
            : undefined;
      if (target) {
        if (codeFile.test(target) || target.endsWith('.html')) reach(target, via);
        continue;
      }
      if (isBuiltin(specifier) || specifier.includes(':')) continue; // node:fs, data:, virtual modules
      const name = packageOf(specifier);
      if (!packages.has(name)) packages.set(name, via);
    }
  }
  return [...packages].map(([name, via]) => ({ name, via })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The programs an npm script runs, following `npm run x` into script x: `npm start` = `npm run build && npm run serve`
 * gives `tsx scripts/build.ts` and `tsx scripts/serve.ts`.
 */
function scriptCommands(scripts: Record<string, string>, name: string, seen = new Set<string>()): string[][] {
  if (seen.has(name)) return [];
  seen.add(name);
  const script = scripts[name];
  if (script === undefined) throw new Error(`package.json has no script "${name}"`);
  return script
    .split(/&&|\|\||;/)
    .map((command) => command.trim().split(/\s+/))
    .flatMap((words) => (words[0] === 'npm' && words[1] === 'run' ? scriptCommands(scripts, words[2]!, seen) : words[0] === 'npm' && words[1] === 'start' ? scriptCommands(scripts, 'start', seen) : [words]));
}

/** Which installed package provides the program `bin` (`tsx` → tsx), looking at `candidates`' package.json files. */
function packageOfBin(root: string, bin: string, candidates: readonly string[]): string | undefined {
  return candidates.find((name) => {
    const file = path.join(root, 'node_modules', name, 'package.json');
    if (!existsSync(file)) return false;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name: string; bin?: string | Record<string, string> };
    const bins = typeof manifest.bin === 'string' ? { [manifest.name]: manifest.bin } : (manifest.bin ?? {});
    return bin in bins;
  });
}

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}
const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/**
 * What `npm run <script>` needs at run time: the packages of the programs it runs (`tsx`) and every package its
 * files load, each with the chain of files that loads it.
 */
export function scriptNeeds(root: string, script: string): PackageUse[] {
  const manifest = readManifest(path.join(root, 'package.json'));
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const commands = scriptCommands(manifest.scripts ?? {}, script);
  // A program no declared package provides (node, sh) is the system's, not npm's.
  const programs = commands.flatMap(([program]) => {
    const name = packageOfBin(root, program!, declared);
    return name ? [{ name, via: [`npm run ${script}: ${program}`] }] : [];
  });
  const entries = commands.flatMap((words) => words.slice(1)).filter((word) => existsSync(path.join(root, word)));
  const loaded = runtimePackages(root, entries);
  const all = [...programs, ...loaded];
  return all.filter((use, i) => all.findIndex((other) => other.name === use.name) === i);
}

/** Each of `needs` (a script's, from scriptNeeds) that `npm ci --omit=dev` would not install, said with what needs it. */
export function missingFromDependencies(root: string, needs: readonly PackageUse[]): string[] {
  const manifest = readManifest(path.join(root, 'package.json'));
  return needs
    .filter(({ name }) => !manifest.dependencies?.[name])
    .map(({ name, via }) => `${name}: ${manifest.devDependencies?.[name] ? 'in devDependencies' : 'in neither list'}, needed by ${via.join(' → ')}`);
}

/**
 * Each entry of `dependencies` that is not one of `needs` (a script's, from scriptNeeds) nor the peer of one
 * (MUI's peer @emotion/styled): a tool that belongs in devDependencies.
 */
export function unneededDependencies(root: string, needs: readonly PackageUse[]): string[] {
  const manifest = readManifest(path.join(root, 'package.json'));
  const needed = new Set(needs.map(({ name }) => name));
  const peers = new Set(
    [...needed].flatMap((name) => {
      const file = path.join(root, 'node_modules', name, 'package.json');
      return existsSync(file) ? Object.keys(readManifest(file).peerDependencies ?? {}) : [];
    }),
  );
  return Object.keys(manifest.dependencies ?? {}).filter((name) => !needed.has(name) && !peers.has(name));
}
