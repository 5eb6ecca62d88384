/**
 * Issue 15 item 9, content CI: the GitHub workflow's validate step, run as written on a copy of the
 * project with a broken page, prints annotations GitHub places on the right file, line and column; and
 * the pre-commit hook (lefthook.yml), run by lefthook itself in a git repository, stops a commit of a
 * broken page and lets through a commit that touches no content. docs/content-ci.md explains both.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionOf, repoRoot, tempProject, type TempProject } from '../helpers/temp-project.ts';

const workflow = readFileSync(path.join(repoRoot, '.github/workflows/site.yml'), 'utf8');
const hooks = readFileSync(path.join(repoRoot, 'lefthook.yml'), 'utf8');
const scripts = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/**
 * The `run:` command of the workflow step named `name`. The workflow is read as text (no YAML parser
 * is installed, and one is not worth adding for this): a step is a `- name:` line and its indented lines.
 */
function stepCommand(name: string): string {
  const steps = workflow.split(/\n(?=\s*- )/);
  const step = steps.find((s) => new RegExp(`^\\s*- name: ${name}\\s*$`, 'm').test(s));
  const run = step?.match(/^\s*run: (.+)$/m)?.[1];
  if (!run) throw new Error(`.github/workflows/site.yml has no step "${name}" with a one-line run:`);
  return run.trim();
}

const brokenFile = 'site-config/pages/ci-test.json';
// A misspelt property (line 9) and a number where text belongs (line 10), as a page author might write.
const brokenPage = `{
  "$schema": "../../schemas/page.schema.json",
  "version": 1,
  "path": "/ci-test",
  "title": "Content CI test | Owl Admin",
  "description": "A page with two mistakes, written by the content CI test to check the annotations.",
  "sections": [
    {
      "type": "banner", "headng": "Misspelt",
      "text": [42]
    }
  ]
}
`;

describe('the workflow (.github/workflows/site.yml)', () => {
  let copy: TempProject;
  beforeAll(() => {
    copy = tempProject('content-ci-');
    writeFileSync(path.join(copy.root, brokenFile), brokenPage);
  });
  afterAll(() => copy.remove());

  it('runs on pull requests and pushes to main: install, validate for GitHub, build, test', () => {
    expect(workflow).toMatch(/^on:\n {2}pull_request:\n {2}push:\n {4}branches: \[main\]$/m);
    const runs = [...workflow.matchAll(/^\s*(?:- )?run: (.+)$/gm)].map((m) => m[1]!.trim());
    // The npm README asks for first (tests/unit/workflow.test.ts checks its version and the Node one).
    expect(runs.filter((r) => r.startsWith('npm'))).toEqual([expect.stringMatching(/^npm install --global npm@11\b/), 'npm ci --no-audit --no-fund', 'npm run validate -- --format github', 'npm run build', 'npm test']);
    expect(workflow).toMatch(/uses: actions\/setup-node@v\d+\n\s+with:\n(\s+#.*\n)*\s+node-version: '20\.\d+'\n\s+cache: npm/);
  });

  it("its validate step, run as written on a broken page, annotates the page's file, line and column and fails the job", () => {
    const command = stepCommand('Validate site-config');
    const run = spawnSync('sh', ['-c', command], { cwd: copy.root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });
    expect(run.status, run.stderr).toBe(1);
    const annotations = run.stdout.split('\n').filter((line) => line.startsWith('::'));
    // GitHub's workflow command: ::error file=<path from the repository root>,line=<n>,col=<n>[,title=…]::<message>
    const format = /^::(error|warning) file=([^,]+),line=(\d+),col=(\d+)(?:,title=[^:,]+)?::(.+)$/;
    for (const line of annotations) expect(line).toMatch(format);
    const mine = annotations.map((line) => line.match(format)!).filter((m) => m[2] === brokenFile);
    const misspelt = positionOf(brokenPage, '"headng"');
    const number = positionOf(brokenPage, '42');
    expect(mine.map((m) => [m[1], Number(m[3]), Number(m[4])])).toEqual(
      expect.arrayContaining([
        ['error', misspelt.line, misspelt.column],
        ['error', number.line, number.column],
      ]),
    );
    expect(mine.find((m) => Number(m[3]) === misspelt.line)![5]).toContain('Did you mean `heading`?');
  });
});

describe('the pre-commit check (lefthook.yml)', () => {
  let copy: TempProject;
  const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: copy.root, encoding: 'utf8' });
  const lefthook = (...args: string[]) =>
    spawnSync(path.join(repoRoot, 'node_modules/.bin/lefthook'), args, { cwd: copy.root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: '' }, timeout: 120_000 });

  beforeAll(() => {
    copy = tempProject('content-ci-hook-');
    writeFileSync(path.join(copy.root, 'lefthook.yml'), hooks);
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'the project as it is');
  });
  afterAll(() => copy.remove());

  it("runs a command that exists in package.json, on the site's content and rules", () => {
    const run = hooks.match(/^\s*run: npm run (\S+)/m)?.[1];
    expect(run && scripts[run], `lefthook.yml runs "npm run ${run}"`).toBeTruthy();
    expect(hooks).toMatch(/^\s*glob: "\{site-config\/\*\*,schemas\/\*\*,src\/blocks\/\*\/schema\.json\}"$/m);
  });

  it('installed by lefthook, the hook stops a commit of a broken page with the problem on screen', () => {
    const installed = lefthook('install');
    expect(installed.status, installed.stdout + installed.stderr).toBe(0);
    writeFileSync(path.join(copy.root, brokenFile), brokenPage);
    git('add', brokenFile);
    const commit = git('commit', '-m', 'a broken page');
    expect(commit.status).not.toBe(0);
    expect(commit.stdout + commit.stderr).toContain(`${brokenFile}:9:25`);
    expect(git('log', '--oneline').stdout.trim().split('\n')).toHaveLength(1);
  });

  it('lets a commit through when it touches no content, without validating', () => {
    git('reset', '-q', '--hard');
    writeFileSync(path.join(copy.root, 'notes.txt'), 'not content\n');
    git('add', 'notes.txt');
    const commit = git('commit', '-m', 'notes');
    expect(commit.status, commit.stdout + commit.stderr).toBe(0);
    expect(commit.stdout + commit.stderr).not.toContain('site-config is valid');
  });
});
