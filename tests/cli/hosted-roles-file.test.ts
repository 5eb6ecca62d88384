/**
 * `npm run validate -- --strict` and site-config/studio-roles.json (issue 23, roles): the file and its schema are
 * accepted as they are, and a mistake in it is an error that names the file, line and entry, as for any page.
 * Run in process (validateCommand, as the CLI calls it) on a copy of the project's content.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { validateCommand } from '../../src/engine/validate-command.ts';
import { copyProject, removeProject } from '../helpers/temp-project.ts';

let root: string;
const rolesFile = () => path.join(root, 'site-config/studio-roles.json');
const validate = async () => {
  const run = await validateCommand({ root, env: {}, blockHooks, format: 'plain', strict: true });
  return { code: run.code, text: run.lines.map((l) => l.text).join('\n') };
};
const roles = (people: unknown) => `${JSON.stringify({ $schema: '../schemas/studio-roles.schema.json', version: 1, people }, null, 2)}\n`;

beforeAll(async () => {
  root = await copyProject('content');
});
afterAll(() => removeProject(root));

describe('validate and the studio roles file', () => {
  it('a good roles file changes nothing in validate --strict: no problem is said about it', async () => {
    await rm(rolesFile(), { force: true });
    const without = await validate();
    await writeFile(rolesFile(), roles({ '@owladmin.example': 'editor', 'ana@owladmin.example': 'publisher' }));
    const withFile = await validate();
    expect(withFile.code).toBe(without.code);
    expect(withFile.text).not.toContain('studio-roles');
    expect(withFile.text.replace(/\d+(\.\d+)? ?m?s\b/g, '')).toBe(without.text.replace(/\d+(\.\d+)? ?m?s\b/g, ''));
  });

  it('a mistake in it is an error naming the file, line and entry', async () => {
    await writeFile(rolesFile(), roles({ 'ana@owladmin.example': 'owner', 'owladmin.example': 'editor' }));
    const run = await validate();
    expect(run.code).toBe(1);
    expect(run.text).toMatch(/site-config\/studio-roles\.json:5:\d+ +people › ana@owladmin\.example/);
    expect(run.text).toContain('site-config/studio-roles.json:6:5  people › owladmin.example: "owladmin.example" is not an email address');
  });

  it('a file called Studio-Roles.json is not taken for it: it is an unread file, said as such', async () => {
    await rm(rolesFile(), { force: true });
    await writeFile(path.join(root, 'site-config/Studio-Roles.json'), roles({ 'ana@owladmin.example': 'editor' }));
    try {
      const run = await validate();
      expect(run.text).toMatch(/site-config\/Studio-Roles\.json:1:1 +This file is not read/);
    } finally {
      await rm(path.join(root, 'site-config/Studio-Roles.json'), { force: true });
    }
  });
});
