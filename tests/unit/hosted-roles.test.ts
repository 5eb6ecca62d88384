/**
 * The hosted studio's roles (site-config/studio-roles.json): who matches which entry (exactly, whatever the case),
 * what the file's check says about mistakes, in the validator's words, and that the studio's editor cannot touch it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/problems.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';
import { checkStudioRoles, type StudioPeople } from '../../src/engine/studio-roles-file.ts';
import { createRolesSource, roleOf, RolesFileError } from '../../src/hosted/auth/roles.ts';
import { configPath } from '../../src/studio/server/file-store.ts';
import { repoRoot } from '../helpers/temp-project.ts';

const schemasDir = path.join(repoRoot, 'schemas');
const validator = createSchemaValidator(schemasDir);
const dir = mkdtempSync(path.join(tmpdir(), 'owl-hosted-roles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = (people: unknown) => JSON.stringify({ $schema: '../schemas/studio-roles.schema.json', version: 1, people }, null, 2);
function people(entries: Record<string, string>): StudioPeople {
  const read = checkStudioRoles(text(entries), validator);
  if (!read.ok) throw new Error(read.problems.map(formatProblem).join('\n'));
  return read.people;
}
const problems = (written: string) => {
  const read = checkStudioRoles(written, validator);
  return read.ok ? [] : read.problems.map(formatProblem);
};

describe('who has which role', () => {
  const team = people({ '@example.com': 'editor', 'Boss@Example.com': 'publisher', 'ana@other.example': 'editor' });

  it('an address by its own entry first, then by its domain, without regard to case', () => {
    expect(roleOf(team, 'boss@example.com')).toBe('publisher');
    expect(roleOf(team, 'BOSS@EXAMPLE.COM')).toBe('publisher');
    expect(roleOf(team, 'x@Example.Com')).toBe('editor');
    expect(roleOf(team, ' ana@other.example ')).toBe('editor');
  });

  it('a domain entry names that domain exactly: not a look-alike, a longer name, a subdomain or a neighbour', () => {
    for (const email of ['x@evil-example.com', 'x@example.com.evil.org', 'x@sub.example.com', 'x@example.co', 'x@xexample.com', 'bob@other.example', 'ana@other.example.net']) {
      expect(roleOf(team, email), email).toBeUndefined();
    }
  });

  it('what is not one address matches nothing, however it ends', () => {
    for (const email of ['', '@example.com', 'example.com', 'a@b@example.com', 'x@', 'x@example.com@evil.org']) {
      expect(roleOf(team, email), email).toBeUndefined();
    }
  });
});

describe('the roles file, checked as the validator checks it', () => {
  it('a good file', () => {
    expect(problems(text({ '@owladmin.example': 'editor', 'ana@owladmin.example': 'publisher' }))).toEqual([]);
  });

  it('a key that is not an address or a domain, an unknown role, the same entry twice in other case, no people', () => {
    expect(problems(text({ 'owladmin.example': 'editor', 'ana@owladmin': 'editor' }))).toEqual([
      'site-config/studio-roles.json:5:5  people › owladmin.example: "owladmin.example" is not an email address ("ana@owladmin.example") or a domain ("@owladmin.example"): write one of those.',
      'site-config/studio-roles.json:6:5  people › ana@owladmin: "ana@owladmin" is not an email address ("ana@owladmin.example") or a domain ("@owladmin.example"): write one of those.',
    ]);
    const role = problems(text({ 'ana@owladmin.example': 'admin' }));
    expect(role).toHaveLength(1);
    expect(role[0]).toMatch(/^site-config\/studio-roles\.json:5:29 .*"editor".*"publisher"/);
    expect(problems(text({ 'ana@owladmin.example': 'editor', 'Ana@OwlAdmin.example': 'publisher' }))).toEqual([
      'site-config/studio-roles.json:6:5  people › Ana@OwlAdmin.example: "Ana@OwlAdmin.example" is "ana@owladmin.example" again (upper and lower case are the same in addresses): keep one of them.',
    ]);
    expect(problems(text({})).join('\n')).toMatch(/people/);
    expect(problems('{ "version": 1, "people": { "a@b.example": "editor" } }').join('\n')).toMatch(/\$schema/);
    expect(problems('{ "people": ').join('\n')).toMatch(/^site-config\/studio-roles\.json:1:/);
  });

  it('the studio’s file store refuses to open or write it: an editor cannot change who is a publisher', async () => {
    await expect(configPath(repoRoot, 'site-config/studio-roles.json')).rejects.toMatchObject({ status: 400 });
  });
});

describe('the roles source the sign-in reads', () => {
  it('reads the file, and again when it changes; a missing or broken file refuses everyone, saying why', async () => {
    const file = path.join(dir, 'studio-roles.json');
    const source = createRolesSource(file, schemasDir);
    await expect(source.roleOf('ana@owladmin.example')).rejects.toThrow(RolesFileError);
    await expect(source.roleOf('ana@owladmin.example')).rejects.toThrow(/There is no roles file/);
    writeFileSync(file, text({ 'ana@owladmin.example': 'editor' }));
    expect(await source.roleOf('ana@owladmin.example')).toBe('editor');
    writeFileSync(file, text({ 'ana@owladmin.example': 'publisher', 'bo@owladmin.example': 'editor' }));
    expect(await source.roleOf('ana@owladmin.example')).toBe('publisher');
    writeFileSync(file, text({ 'ana@owladmin.example': 'owner' }));
    await expect(source.roleOf('ana@owladmin.example')).rejects.toThrow(/The roles file has mistakes, so nobody may sign in/);
  });
});
