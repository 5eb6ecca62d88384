import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import type { Problem } from '../../src/engine/problems.ts';
import { printed, validateCommand, type ValidateFormat } from '../../src/engine/validate-command.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { tempProject, type TempProject } from '../helpers/temp-project.ts';

/**
 * `npm run validate -- --format …`'s output, in process (validateCommand, which scripts/validate.ts prints).
 * The command itself: tests/cli/validate-cli.test.ts (and an unknown format), and the workflow's own
 * validate step as written: tests/cli/content-ci.test.ts.
 */

const file = 'site-config/pages/format-test.json';
// Line 9: a misspelt property; line 10: a number where text belongs.
const text = `{
  "$schema": "../../schemas/page.schema.json",
  "version": 1,
  "path": "/format-test",
  "title": "Output formats test | Owl Admin",
  "description": "A page with two mistakes, written by the validator output test to check every output format.",
  "sections": [
    {
      "type": "banner", "headng": "Misspelt",
      "text": [42]
    }
  ]
}
`;

describe('npm run validate -- --format', () => {
  let copy: TempProject;
  beforeAll(() => {
    copy = tempProject('validate-formats-');
    writeFileSync(path.join(copy.root, file), text);
  });
  afterAll(() => copy.remove());
  const validate = async (format: ValidateFormat = 'plain') => {
    const run = await validateCommand({ root: copy.root, env: {}, blockHooks, format });
    return { status: run.code, stdout: printed(run, 'out'), stderr: printed(run, 'err') };
  };

  it('json: every problem with its stable code, file, line, column, path and message', async () => {
    const run = await validate('json');
    expect(run.status).toBe(1);
    const out = JSON.parse(run.stdout) as { ok: boolean; problems: Problem[] };
    expect(out.ok).toBe(false);
    const mine = out.problems.filter((p) => p.file === file);
    expect(mine).toEqual([
      expect.objectContaining({ code: 'missing-property', line: 8, column: 5, where: 'sections[0] (banner)' }),
      expect.objectContaining({ code: 'unknown-property', line: 9, column: 25, where: 'sections[0] (banner)' }),
      expect.objectContaining({ code: 'wrong-type', line: 10, column: 16, where: 'sections[0] (banner) › text[0]' }),
    ]);
    expect(mine[1]!.message).toContain('Did you mean `heading`?');
    expectPlain(mine[0]!, 'heading');
    expectPlain(mine[1]!, 'headng');
    expectPlain(mine[2]!, 'text[0]');
  });

  it('github: one error annotation per problem, on the file and line', async () => {
    const run = await validate('github');
    expect(run.status).toBe(1);
    const lines = run.stdout.split('\n').filter((l) => l.includes(`file=${file},`));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^::error file=site-config\/pages\/format-test\.json,line=9,col=25,title=unknown-property::sections\[0\] \(banner\): `headng` is not a property of a banner block\. Did you mean `heading`\?$/);
    expect(lines[2]).toMatch(/^::error file=site-config\/pages\/format-test\.json,line=10,col=16,title=wrong-type::sections\[0\] \(banner\) › text\[0\]: must be text/);
  });

  it('plain (the default): file:line:column, the path, then the message', async () => {
    const run = await validate();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}:9:25  sections[0] (banner): \`headng\` is not a property of a banner block. Did you mean \`heading\`?`);
    expect(run.stderr).toContain(`${file}:10:16  sections[0] (banner) › text[0]: must be text (in double quotes), got the number 42`);
  });
});
