import type { ErrorObject } from 'ajv';
import { describePath, locate, pointerToPath, type JsonSource } from './json-source.ts';
import type { Problem, ProblemCode } from './problems.ts';
import { didYouMean } from './suggest.ts';

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

function message(error: ErrorObject, blockType: string | undefined): { code: ProblemCode; text: string; atKey?: string } | undefined {
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
          text: `there is no block type "${value}".${didYouMean(value, allowed.map(String)) || ` Block types: ${quoteList(allowed)}.`}`,
        };
      }
      const suggestion = typeof value === 'string' ? didYouMean(value, allowed.map(String)) : '';
      return { code: 'bad-value', text: `must be one of ${quoteList(allowed)}; got ${describeValue(value)}.${suggestion}` };
    }
    case 'const':
      return { code: 'bad-value', text: `must be ${JSON.stringify(params.allowedValue)}, got ${describeValue(value)}` };
    case 'pattern': {
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
export function schemaProblems(source: JsonSource, errors: readonly ErrorObject[]): Problem[] {
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
    const said = message(error, blockType);
    if (!said) continue;
    const where = describePath(source.data, path);
    const at = said.atKey ? locate(source, [...path, said.atKey], true) : locate(source, path);
    const key = `${where}|${said.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
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
