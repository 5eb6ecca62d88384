/**
 * Checks a lead endpoint body against its one definition, schemas/api/customer-query.schema.json, with
 * ajv, and says what is wrong in plain words ("mobile" must contain digits only), never in ajv's terms.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import schema from '../../schemas/api/customer-query.schema.json' with { type: 'json' };
import type { CustomerQuery } from '../blocks/form/query.ts';

export type Checked = { ok: true; query: CustomerQuery } | { ok: false; errors: string[] };

// Compiled on first use: the dev server and `npm run leads` load this module too, and most runs never check a body.
let compiled: ValidateFunction | undefined;
const validator = () => (compiled ??= new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(schema));

/** The fields of each kind of body, in the schema's order: the order problems are listed in. */
const fieldsOf = {
  1: Object.keys(schema.$defs.leadQuery.properties),
  0: Object.keys(schema.$defs.contactMessage.properties),
} as const;

/** What a failed `pattern` means for a field, in words; the "not blank" pattern of the others reads as "empty". */
const patternMeaning: Record<string, string> = { mobile: 'must contain digits only', email: 'is not an email address' };

/** One message per field, the most basic problem first: missing or not text, then empty, too long, wrong form. */
function fieldMessage(name: string, value: unknown, errors: ErrorObject[]): string {
  const has = (keyword: string) => errors.some((e) => e.keyword === keyword);
  if (typeof value !== 'string') return `"${name}" is required and must be text`;
  if (!value.trim()) return `"${name}" must not be empty`;
  const tooLong = errors.find((e) => e.keyword === 'maxLength');
  if (tooLong) return `"${name}" is longer than ${String(tooLong.params.limit)} characters`;
  if (has('pattern')) return `"${name}" ${patternMeaning[name] ?? 'is not in the expected form'}`;
  return `"${name}" is not accepted`;
}

/** Checks a parsed body against the two shapes of docs/requirements.md §3, exactly: the right fields, no others, sane values; every problem at once. */
export function checkQuery(body: unknown): Checked {
  const validate = validator();
  if (validate(body)) return { ok: true, query: body as CustomerQuery };
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: ['the body must be a JSON object'] };
  const record = body as Record<string, unknown>;
  const type = record.contact_type;
  if (type !== 0 && type !== 1) return { ok: false, errors: ['contact_type must be 1 (lead) or 0 (contact message)'] };
  const errors = validate.errors ?? [];
  const messages = errors.filter((e) => e.keyword === 'additionalProperties').map((e) => `unexpected field "${String(e.params.additionalProperty)}"`);
  for (const name of fieldsOf[type]) {
    const own = errors.filter((e) => e.instancePath === `/${name}` || (e.keyword === 'required' && e.params.missingProperty === name));
    if (own.length) messages.push(fieldMessage(name, record[name], own));
  }
  return { ok: false, errors: messages };
}
