import type { ErrorObject } from 'ajv';
import { describePath, locate, pointerToPath, type JsonSource } from './json-source.ts';
import type { Problem, ProblemCode } from './problems.ts';
import { wellFormedAddress } from './address-guess.ts';
import { addressRule } from './routes.ts';
import { closest, didYouMean } from './suggest.ts';

type SchemaNode = {
  title?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  'x-link'?: boolean;
  'x-asset'?: boolean;
};

const typeWords: Record<string, string> = {
  string: 'text (in double quotes)',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list in square brackets [ … ]',
  object: 'an object in curly braces { … }',
  null: 'null',
};

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`;
  if (typeof value === 'number') return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  return 'an object';
}

const quoteList = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** What schemaProblems knows beyond the error itself. */
export interface MessageHints {
  /** Each block type's plain-language names (SchemaValidator.blockAliases), for "did you mean" on an unknown type. */
  blockAliases?: ReadonlyMap<string, readonly string[]>;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The block type someone meant: by its name, by a word people use for it ("collapsible", "contact form"),
 * or by a near miss of either. The alias is said with the type, so the reader sees why it was suggested.
 */
function suggestBlockType(value: string, types: readonly string[], aliases: ReadonlyMap<string, readonly string[]> = new Map()): string {
  const named = [...types.map((type) => ({ type, word: type })), ...types.flatMap((type) => (aliases.get(type) ?? []).map((word) => ({ type, word })))];
  const near = closest(value, named.map((n) => n.word));
  const match = named.find((n) => squash(n.word) === squash(value)) ?? named.find((n) => n.word === near);
  if (!match) return '';
  return ` Did you mean \`${match.type}\`${match.word === match.type ? '' : ` (${match.word})`}?`;
}

/** Where page.schema.json writes an address: `path`, an alias, a family's address start. */
const ADDRESS_AT = /^\/(path|aliases\/\d+|family\/pathPrefix)$/;


function message(error: ErrorObject, blockType: string | undefined, hints: MessageHints): { code: ProblemCode; text: string; atKey?: string } | undefined {
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  const params = error.params as Record<string, unknown>;
  const value = error.data;
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const prop = parent.properties?.[name];
      const hint = prop?.description ? ` (${prop.title ? `${prop.title}: ` : ''}${prop.description})` : '';
      return { code: 'missing-property', text: `is missing the required property \`${name}\`${hint}` };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {});
      const what = blockType ? `${/^[aeiou]/i.test(blockType) ? 'an' : 'a'} ${blockType} block` : 'this object';
      const suggestion = didYouMean(name, allowed);
      return {
        code: 'unknown-property',
        text: `\`${name}\` is not a property of ${what}.${suggestion || ` Allowed here: ${allowed.map((a) => `\`${a}\``).join(', ')}.`}`,
        atKey: name,
      };
    }
    case 'type': {
      const expected = String(params.type).split(',').map((t) => typeWords[t] ?? t).join(' or ');
      return { code: 'wrong-type', text: `must be ${expected}, got ${describeValue(value)}` };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      if (error.instancePath.endsWith('/type') && typeof value === 'string') {
        return {
          code: 'unknown-block-type',
          text: `there is no block type "${value}".${suggestBlockType(value, allowed.map(String), hints.blockAliases) || ` Block types: ${quoteList(allowed)}.`}`,
        };
      }
      const suggestion = typeof value === 'string' ? didYouMean(value, allowed.map(String)) : '';
      return { code: 'bad-value', text: `must be one of ${quoteList(allowed)}; got ${describeValue(value)}.${suggestion}` };
    }
    case 'const':
      return { code: 'bad-value', text: `must be ${JSON.stringify(params.allowedValue)}, got ${describeValue(value)}` };
    case 'pattern': {
      if (ADDRESS_AT.test(error.instancePath) && typeof value === 'string') {
        if (error.instancePath === '/family/pathPrefix') {
          return { code: 'bad-value', text: `${describeValue(value)} is not an address start this site accepts: it is the start of an address, so it follows the address rule (${addressRule}) and ends with a hyphen, like "/safe-return-anti-theft-system-".` };
        }
        const meant = wellFormedAddress(value);
        return { code: 'bad-value', text: `${describeValue(value)} is not an address this site accepts: ${addressRule}.${meant !== '/' && meant !== value ? ` Did you mean "${meant}"?` : ''}` };
      }
      if (parent['x-link']) {
        return {
          code: 'bad-link',
          text: `${describeValue(value)} is not a link this site accepts. A link starts with "/" (a page of this site), "#" (a section), "https://", "http://", "mailto:", "tel:", "sms:" or "@" (a named link: @email, @phone, @sms or one of site.json "links").`,
        };
      }
      if (parent['x-asset']) {
        return {
          code: 'bad-link',
          text: `${describeValue(value)} is not a file of this site. Write the path from the site root, e.g. "/images/rv.svg" (.svg, .png, .jpg, .webp, .avif or .pdf).`,
        };
      }
      const what = parent.description ? ` ${parent.description}` : '';
      return { code: 'bad-value', text: `${describeValue(value)} is not written as expected.${what}` };
    }
    case 'minLength':
      return params.limit === 1
        ? { code: 'too-short', text: 'must not be empty' }
        : { code: 'too-short', text: `is too short: at least ${params.limit} characters, got ${String(value).length}` };
    case 'maxLength':
      return { code: 'too-long', text: `is too long: at most ${params.limit} characters, got ${String(value).length}` };
    case 'minItems':
      return { code: 'too-short', text: `needs at least ${params.limit} item${params.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { code: 'too-long', text: `has too many items: at most ${params.limit}` };
    case 'minProperties':
      return { code: 'too-short', text: `needs at least ${params.limit} entr${params.limit === 1 ? 'y' : 'ies'}` };
    case 'minimum':
      return { code: 'bad-value', text: `must be at least ${params.limit}, got ${describeValue(value)}` };
    case 'maximum':
      return { code: 'bad-value', text: `must be at most ${params.limit}, got ${describeValue(value)}` };
    case 'propertyNames':
      return undefined; // reported again, more precisely, by the pattern error on the name itself
    case 'if':
    case 'allOf':
    case 'anyOf':
    case 'oneOf':
    case 'not':
      return undefined; // branching keywords: the error inside the chosen branch says what is wrong
    default:
      return { code: 'bad-value', text: error.message ?? 'is not valid here' };
  }
}

/** Turns ajv's errors into problems located in the source file and phrased for people. */
export function schemaProblems(source: JsonSource, errors: readonly ErrorObject[], hints: MessageHints = {}): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const path = pointerToPath(error.instancePath);
    if (error.keyword === 'pattern' && error.propertyName !== undefined) {
      // A bad key name inside an object with a propertyNames rule.
      const at = locate(source, [...path, error.propertyName], true);
      problems.push({ code: 'bad-value', file: source.file, ...at, where: describePath(source.data, path), message: `the name "${error.propertyName}" is not allowed: use lower-case letters and digits` });
      continue;
    }
    const blockIndex = path.findLastIndex((p) => typeof p === 'number');
    const blockNode = blockIndex >= 0 ? valueAt(source.data, path.slice(0, blockIndex + 1)) : undefined;
    const blockType =
      blockNode && typeof blockNode === 'object' && typeof (blockNode as { type?: unknown }).type === 'string' && blockIndex === path.length - 1
        ? (blockNode as { type: string }).type
        : undefined;
    const said = message(error, blockType, hints);
    if (!said) continue;
    const where = describePath(source.data, path);
    const at = said.atKey ? locate(source, [...path, said.atKey], true) : locate(source, path);
    const key = `${where}|${said.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A value that may be one of several kinds (`anyOf` true/false or text) fails each kind: say them in one line.
    const [, kind, got] = (said.code === 'wrong-type' && /^must be (.+), (got .+)$/.exec(said.text)) || [];
    const earlier = kind && got ? problems.find((p) => p.code === 'wrong-type' && p.where === where && p.message.endsWith(`, ${got}`)) : undefined;
    if (earlier && kind && got) {
      earlier.message = `${earlier.message.slice(0, -(got.length + 2))} or ${kind}, ${got}`;
      continue;
    }
    problems.push({ code: said.code, file: source.file, ...at, where, message: said.text });
  }
  // An unknown block type also fails every branch; say only the useful thing.
  return problems;
}

export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}
