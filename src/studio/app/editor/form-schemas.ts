import type { RJSFSchema } from '@rjsf/utils';
import { groupSchema, isObject, type Group, type Json } from './document.ts';
import type { FileSummary, Schemas } from '../../protocol.ts';

/** The schema of the whole file, by its kind. */
export const fileSchema = (schemas: Schemas, kind: FileSummary['kind']): unknown => schemas[kind];

/** A form needs the rules, not the schema's bookkeeping: an `$id` would clash inside rjsf's validator. */
function formRoot(schema: unknown): RJSFSchema {
  if (!isObject(schema)) return {};
  const { $id: _id, $schema: _schema, examples: _examples, ...rest } = schema;
  return rest as RJSFSchema;
}

/** An include of shared sections has no block schema of its own: its one property, as page.schema.json says it. */
const includeSchema: RJSFSchema = {
  type: 'object',
  required: ['include'],
  properties: {
    include: {
      type: 'string',
      title: 'Shared sections',
      description: 'The name of a file in site-config/fragments/, without ".json": its sections are inserted here.',
    },
  },
};

/** The form's schema for a section: its block's schema, or the include's; undefined for an unknown block type. */
export function sectionSchema(schemas: Schemas, section: unknown): RJSFSchema | undefined {
  if (!isObject(section)) return undefined;
  if ('include' in section) return includeSchema;
  const block = typeof section.type === 'string' ? schemas.blocks[section.type] : undefined;
  return block ? formRoot(block) : undefined;
}

export const groupFormSchema = (schemas: Schemas, kind: FileSummary['kind'], group: Group): RJSFSchema => formRoot(groupSchema(fileSchema(schemas, kind), group));

export type { Json };
