/**
 * Packages where they belong (issue 21 §7): what `npm start` runs is installed by `npm ci --omit=dev`, and
 * nothing else sits in `dependencies`. Read statically from the import graph (tests/helpers/runtime-imports.ts),
 * in process; `npm ci --omit=dev && npm start` on a clean clone is the slow proof of the same, done by hand
 * (docs/content-ci.md says when it was last run and how long it took).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingFromDependencies, runtimePackages, scriptNeeds, unneededDependencies } from '../helpers/runtime-imports.ts';
import { repoRoot } from '../helpers/temp-project.ts';

describe('npm start needs only dependencies', () => {
  const needs = scriptNeeds(repoRoot, 'start');

  it('every package the build and the server load, and tsx that runs them, is in dependencies', () => {
    expect(missingFromDependencies(repoRoot, needs)).toEqual([]);
  });

  it('every dependency is one of those, or the peer of one (MUI needs @emotion/styled)', () => {
    expect(unneededDependencies(repoRoot, needs)).toEqual([]);
  });

  it('the graph reaches what the build hands to Vite and to its workers, not only what it imports', () => {
    // tsx: the command, and the prerender workers' loader (import.meta.resolve); @vitejs/plugin-react: vite.config.ts,
    // named as a string; react-dom: the renderer entry, a string handed to Vite; @fontsource-variable/inter: a file read from disk.
    expect(needs.map(({ name }) => name)).toEqual(expect.arrayContaining(['tsx', 'vite', '@vitejs/plugin-react', 'react-dom', 'ajv', '@fontsource-variable/inter']));
  });
});

describe('one version-range style', () => {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };

  it('every range is ~ and the version the lockfile installs: patches come in with npm update, a new minor only by hand', () => {
    // Minors are what the tested combination is stated in (react 19.3, MUI 9.5, vite 8.3, vitest 4.1), and a minor
    // can drop Node 20 (pdfjs-dist 5.7 did): ^ would let npm install take one unasked.
    const ranges = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies });
    expect(ranges.length).toBeGreaterThan(20);
    // An alias (`typescript-native`: "npm:typescript@~7.0.2") keeps the same style after its package's name.
    const installed = (name: string, range: string) => `${/^npm:[^@]+@/.exec(range)?.[0] ?? ''}~${lock.packages[`node_modules/${name}`]?.version}`;
    const other = ranges.filter(([name, range]) => range !== installed(name, range)).map(([name, range]) => `${name} ${range}`);
    expect(other).toEqual([]);
  });

  it('npm install --save writes that style (.npmrc save-prefix)', () => {
    expect(readFileSync(path.join(repoRoot, '.npmrc'), 'utf8')).toMatch(/^save-prefix=~$/m);
  });
});

describe('the reading of the graph can fail', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'package-lists-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'package.json',
    JSON.stringify({
      scripts: { start: 'npm run build && node scripts/serve.ts', build: 'runner scripts/build.ts --out dist' },
      dependencies: { server: '~1.0.0', fonts: '~1.0.0', leftover: '~1.0.0', 'peer-of-server': '~1.0.0' },
      devDependencies: { runner: '~1.0.0', lazy: '~1.0.0', 'types-only': '~1.0.0', plugin: '~1.0.0', worker: '~1.0.0' },
    }),
  );
  write('node_modules/runner/package.json', JSON.stringify({ name: 'runner', bin: { runner: 'cli.js' } }));
  write('node_modules/server/package.json', JSON.stringify({ name: 'server', peerDependencies: { 'peer-of-server': '*' } }));
  write('scripts/build.ts', "import type { Options } from 'types-only';\nimport { go } from './lib/go.ts';\nawait go({} as Options);\n");
  write(
    'scripts/lib/go.ts',
    [
      "export const go = async () => (await import('lazy')).default;",
      "export const worker = new URL('./worker.ts', import.meta.url);",
      "export const config = 'tool.config.ts';",
      "export const notAFile = 'scripts/missing.ts';",
      "export const fonts = createRequire(import.meta.url).resolve('fonts/package.json');",
      "export const here = path.resolve('dist');",
    ].join('\n'),
  );
  write('scripts/lib/worker.ts', "import { readFileSync } from 'node:fs';\nimport sub from 'worker/sub/path.js';\nexport { readFileSync, sub };\n");
  write('tool.config.ts', "import plugin from '@scope/plugin';\nexport default plugin;\n");
  write('scripts/serve.ts', "import { type Server } from 'server';\nexport type { Server };\n");

  it('follows dynamic imports, resolved files, workers named by URL, config files named as strings, and bare imports of types only', () => {
    const found = runtimePackages(root, ['scripts/build.ts', 'scripts/serve.ts']);
    // types-only is left out (import type is erased); server is kept (verbatimModuleSyntax keeps `import { type X }`).
    expect(found.map(({ name }) => name)).toEqual(['@scope/plugin', 'fonts', 'lazy', 'server', 'worker']);
    expect(found.find(({ name }) => name === 'worker')!.via).toEqual(['scripts/build.ts', 'scripts/lib/go.ts', 'scripts/lib/worker.ts']);
  });

  it('names each package npm ci --omit=dev would leave out, with the files that need it', () => {
    expect(missingFromDependencies(root, scriptNeeds(root, 'start'))).toEqual([
      'runner: in devDependencies, needed by npm run start: runner',
      '@scope/plugin: in neither list, needed by scripts/build.ts → scripts/lib/go.ts → tool.config.ts',
      'lazy: in devDependencies, needed by scripts/build.ts → scripts/lib/go.ts',
      'worker: in devDependencies, needed by scripts/build.ts → scripts/lib/go.ts → scripts/lib/worker.ts',
    ]);
  });

  it('names a dependency nothing needs, but not the peer of one that is needed', () => {
    expect(unneededDependencies(root, scriptNeeds(root, 'start'))).toEqual(['leftover']);
  });
});
