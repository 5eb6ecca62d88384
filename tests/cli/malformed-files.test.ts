/**
 * Small malformed files never crash the tools (issue 22 B4, B5): a 24 KB page of 10,000 nested brackets, a link
 * in site-config/pages to a file that does not exist, and a picture under public/images with a script. Each is one
 * line naming its file, from `npm run validate` and `npm run build` alike, and the studio's file list still answers.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../src/studio/server/file-api.ts';
import { createSiteState } from '../../src/studio/server/site-state.ts';
import { copyProject, removeProject, runScript, validateAsCli } from '../helpers/temp-project.ts';

let root: string;
const deep = `{"$schema":"../../schemas/page.schema.json","sections":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;

beforeAll(async () => {
  root = await copyProject('build');
  await writeFile(path.join(root, 'site-config/pages/deep.json'), deep);
  await symlink(path.join(root, 'site-config/pages/moved-away.json'), path.join(root, 'site-config/pages/dangling.json'));
  await mkdir(path.join(root, 'public/images'), { recursive: true });
  await writeFile(path.join(root, 'public/images/badge.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>document.title="x"</script><rect width="8" height="8"/></svg>');
}, 60_000);
afterAll(() => removeProject(root));

const expected = [
  { file: 'site-config/pages/deep.json', says: /nested more than 64 levels deep/ },
  { file: 'site-config/pages/dangling.json', says: /cannot be read: it is a link to .*moved-away\.json", which does not exist/ },
  { file: 'public/images/badge.svg', says: /may not be published: it holds a <script>/ },
];

describe('npm run validate and npm run build', () => {
  it('validate names each file in one line and exits 1, with no stack trace', async () => {
    const { code, problems, run } = await validateAsCli(root);
    expect(code).toBe(1);
    for (const { file, says } of expected) {
      const found = problems.filter((p) => p.file === file);
      expect(found, file).toHaveLength(1);
      expect(found[0]!.message).toMatch(says);
    }
    expect(run.output).not.toMatch(/RangeError|Maximum call stack|\n\s+at /);
  });

  it('build stops with the same lines, not a crash', async () => {
    const run = await runScript('build.ts', ['--root', root, '--out', path.join(root, 'dist')]);
    expect(run.code).toBe(1);
    for (const { file, says } of expected) expect(run.output).toMatch(new RegExp(`${file.replace(/[./]/g, '\\$&')}:\\d+:\\d+ .*${says.source}`));
    expect(run.output).not.toMatch(/RangeError|Maximum call stack|\n\s+at /);
  }, 120_000);
});

describe('the studio', () => {
  it('lists the files, and reports each broken one, instead of answering 500', async () => {
    const state = createSiteState(root, {});
    const list = await listFiles({ root, state });
    expect(list.files.some((f) => f.file === 'site-config/pages/gap.json')).toBe(true);
    const run = await state.current();
    const problems = run.loaded.ok ? [] : run.loaded.problems;
    for (const { file } of expected) expect(problems.map((p) => p.file)).toContain(file);
  });
});
