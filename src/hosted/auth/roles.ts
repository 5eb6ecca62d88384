/**
 * Who may use the hosted studio, and as what: site-config/studio-roles.json (checked as the validator checks it,
 * src/engine/studio-roles-file.ts). An email address no entry names is refused at sign-in, whatever the identity
 * provider says; the role is looked up again on every request, so a person taken out of the file is out at once.
 */
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatProblems } from '../../engine/problems.ts';
import { createSchemaValidator, type SchemaValidator } from '../../engine/schema-validator.ts';
import { checkStudioRoles, type StudioPeople, type StudioRole } from '../../engine/studio-roles-file.ts';

export type { StudioRole } from '../../engine/studio-roles-file.ts';

/**
 * The role an address has: its own entry first, then its domain's. Both compared whole and without regard to case,
 * so "@owladmin.example" names "ana@owladmin.example" and not "ana@evil-owladmin.example",
 * "ana@owladmin.example.evil.org" or "ana@sub.owladmin.example". Undefined: no role, no entry.
 */
export function roleOf(people: StudioPeople, email: string): StudioRole | undefined {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  // Exactly one @, something before it and a domain after it: anything else is not an address to look up.
  if (at <= 0 || at !== address.indexOf('@') || at === address.length - 1) return undefined;
  return people.get(address) ?? people.get(address.slice(at));
}

/** A roles file that cannot be used: the validator's own words, so the person who fixes it sees what `npm run validate` says. */
export class RolesFileError extends Error {
  override name = 'RolesFileError';
}

export interface RolesSource {
  /** The people as the file says now; read again when the file changed (by its size and time), else remembered. */
  people(): Promise<StudioPeople>;
  roleOf(email: string): Promise<StudioRole | undefined>;
}

/**
 * The roles file at `file` (in the studio's clone of the main branch, or the demo's folder). A missing or broken
 * file throws RolesFileError: nobody may sign in on a file that does not say who may.
 * `schemasDir`: the schemas to check it with (the project's schemas/).
 */
export function createRolesSource(file: string, schemasDir: string, validator?: SchemaValidator): RolesSource {
  let checker = validator;
  let known: { stamp: string; people: StudioPeople } | undefined;
  const source: RolesSource = {
    async people() {
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        throw new RolesFileError(error.code === 'ENOENT' ? `There is no roles file at ${file}: nobody may sign in until it names who may (docs/studio-hosting.md, "Sign-in and roles").` : `The roles file ${file} cannot be read: ${error.message}`);
      });
      const stamp = `${info.size}:${info.mtimeMs}:${info.ino}`;
      if (known?.stamp === stamp) return known.people;
      checker ??= createSchemaValidator(schemasDir);
      const read = checkStudioRoles(await readFile(file, 'utf8'), checker, path.relative(process.cwd(), file).split(path.sep).join('/'));
      if (!read.ok) throw new RolesFileError(`The roles file has mistakes, so nobody may sign in until they are fixed:\n${formatProblems(read.problems)}`);
      known = { stamp, people: read.people };
      return read.people;
    },
    async roleOf(email) {
      return roleOf(await source.people(), email);
    },
  };
  return source;
}
