/**
 * site-config/studio-roles.json: who may sign in to the hosted studio and with what role. A config file like the
 * others, so `npm run validate` checks it (load-site.ts) with the same words as a page; the hosted studio reads it
 * through the same check (src/hosted/auth/roles.ts), so a file the validator accepts is exactly one the studio can use.
 * It is not a page: the studio's file store never opens or writes it (config-files.ts gives it a kind of its own),
 * so an editor cannot make themselves a publisher from the studio.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { configLayout } from './config-files.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { locate, parseJsonSource } from './json-source.ts';
import type { Problem } from './problems.ts';
import { schemaProblems } from './schema-messages.ts';
import type { SchemaValidator } from './schema-validator.ts';

export const studioRoles = ['editor', 'publisher'] as const;
/** editor: creates and edits drafts; publisher: also reviews and publishes. */
export type StudioRole = (typeof studioRoles)[number];

/** An email address ("ana@owladmin.example") or a whole domain ("@owladmin.example"), as the schema's propertyNames. */
const entryPattern = /^([^@\s]+)?@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** The file's entries, keys in lower case (addresses and domains are matched without regard to case). */
export type StudioPeople = ReadonlyMap<string, StudioRole>;

export type StudioRolesRead = { ok: true; people: StudioPeople } | { ok: false; problems: Problem[] };

/** Checks the roles file's text: JSON, repeated keys, the schema, and what the schema cannot say (the same entry twice in other case). */
export function checkStudioRoles(text: string, validator: SchemaValidator, file: string = configLayout.studioRoles): StudioRolesRead {
  const parsed = parseJsonSource(file, text);
  if (!parsed.ok) return parsed;
  const { source } = parsed;
  // A key that is not an address or a domain is said below, in this file's words, not the block names' ("lower-case letters").
  const errors = validator.validate('studio-roles.schema.json', source.data).errors.filter((e) => e.propertyName === undefined && e.keyword !== 'propertyNames');
  const problems = [...duplicateKeys(source), ...schemaProblems(source, errors)];
  const people = new Map<string, StudioRole>();
  const written = (source.data as { people?: unknown }).people;
  if (written && typeof written === 'object' && !Array.isArray(written)) {
    const firstWritten = new Map<string, string>();
    for (const [key, role] of Object.entries(written)) {
      const at = { file, ...locate(source, ['people', key], true), where: `people › ${key}` };
      if (!entryPattern.test(key)) {
        problems.push({ code: 'bad-value', severity: 'error', ...at, message: `"${key}" is not an email address ("ana@owladmin.example") or a domain ("@owladmin.example"): write one of those.` });
        continue;
      }
      const lower = key.toLowerCase();
      const earlier = firstWritten.get(lower);
      if (earlier !== undefined) {
        problems.push({ code: 'duplicate-key', severity: 'error', ...at, message: `"${key}" is "${earlier}" again (upper and lower case are the same in addresses): keep one of them.` });
        continue;
      }
      firstWritten.set(lower, key);
      if ((studioRoles as readonly unknown[]).includes(role)) people.set(lower, role as StudioRole);
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, people };
}

/** The roles file's problems for the validator; none when the project has no roles file (the hosted studio is optional). */
export async function studioRolesProblems(root: string, validator: SchemaValidator): Promise<Problem[]> {
  let text: string;
  try {
    text = await readFile(path.join(root, configLayout.studioRoles), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    return [{ code: 'file-unreadable', severity: 'error', file: configLayout.studioRoles, line: 1, column: 1, where: '', message: `This file cannot be read: ${(error as Error).message}.` }];
  }
  const read = checkStudioRoles(text, validator);
  return read.ok ? [] : read.problems;
}
