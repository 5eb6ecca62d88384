import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupsOf, pick, sectionsOf, withGroup, type Json } from '../../src/studio/app/editor/document.ts';
import { isYesNoOrText } from '../../src/studio/app/editor/form/choices.ts';
import { formStateBehaviour } from '../../src/studio/app/editor/form/form-defaults.ts';
import { isPageSettingsSchema, kindsOf, withKind } from '../../src/studio/app/editor/form/page-kind.ts';
import { fileSchema, groupFormSchema, sectionSchema } from '../../src/studio/app/editor/form-schemas.ts';
import { studioSchemas } from '../../src/studio/server/schemas.ts';
import { repoRoot } from '../helpers/temp-project.ts';

/**
 * Issue 20 §2: no form of the studio may write a value the person did not choose. Every choice between kinds of
 * value that a form reaches (`anyOf`, `oneOf`, `if/then`, a page's kind) is listed here with the control that
 * handles it; a new one in schemas/ fails this file until it gets one (rjsf's generic "Option 1 / Option 2" menu
 * wrote `null` into a table cell, and its switch for `notFound` turned itself on).
 */

interface Found {
  where: string;
  node: Json;
}

/** Every schema node under `node` (a form's schema, every `$ref` already inlined by the studio server). */
function* nodes(node: unknown, where: string): Generator<Found> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* nodes(item, `${where}[${i}]`);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const json = node as Json;
  yield { where, node: json };
  for (const [key, value] of Object.entries(json)) {
    if (['examples', 'enum', 'const', 'default', 'required'].includes(key)) continue;
    yield* nodes(value, `${where}/${key}`);
  }
}

/** The schema of every form the studio shows: each outline group of a page, shared sections and site.json, and each block. */
let read: Promise<{ name: string; schema: unknown }[]> | undefined;
const formSchemas = () => (read ??= readFormSchemas());

async function readFormSchemas(): Promise<{ name: string; schema: unknown }[]> {
  const schemas = await studioSchemas(repoRoot);
  const kinds = ['page', 'fragment', 'site'] as const;
  return [
    ...kinds.flatMap((kind) => groupsOf(kind, fileSchema(schemas, kind)).map((group) => ({ name: `${kind}: ${group.label}`, schema: groupFormSchema(schemas, kind, group) }))),
    ...Object.keys(schemas.blocks).map((type) => ({ name: `block ${type}`, schema: sectionSchema(schemas, { type }) })),
  ];
}

describe('choices in the studio forms', () => {
  it('every anyOf and oneOf a form reaches has a control of its own (today: a table cell, included / not included / words)', async () => {
    const unhandled: string[] = [];
    let handled = 0;
    for (const { name, schema } of await formSchemas()) {
      for (const { where, node } of nodes(schema, name)) {
        if (!('anyOf' in node || 'oneOf' in node)) continue;
        if (isYesNoOrText(node)) handled++;
        else unhandled.push(where);
      }
    }
    expect(unhandled).toEqual([]);
    expect(handled).toBeGreaterThan(0);
  });

  it('every if/then a form reaches only changes what is required, never a value (so choosing the form\'s kind writes nothing else)', async () => {
    const writing: string[] = [];
    let branches = 0;
    for (const { name, schema } of await formSchemas()) {
      for (const { where, node } of nodes(schema, name)) {
        for (const branch of ['then', 'else'] as const) {
          if (!(branch in node)) continue;
          branches++;
          for (const inner of nodes(node[branch], `${where}/${branch}`)) if ('default' in inner.node || 'const' in inner.node) writing.push(inner.where);
        }
      }
    }
    expect(writing).toEqual([]);
    expect(branches).toBeGreaterThan(0);
  });

  it('a value is never given by the schema alone: no default, and no const but the block type (which every section already has)', async () => {
    const given: string[] = [];
    for (const { name, schema } of await formSchemas()) {
      for (const { where, node } of nodes(schema, name)) {
        if (where.includes('/if')) continue;
        if ('default' in node) given.push(`${where} (default)`);
        if ('const' in node && !where.endsWith('/properties/type') && !where.endsWith('/properties/notFound')) given.push(`${where} (const)`);
      }
    }
    expect(given).toEqual([]);
  });

  it("page settings are recognised as a page's (the kind is a choice of its own), and nothing else is", async () => {
    const recognised = (await formSchemas()).filter(({ schema }) => isPageSettingsSchema(schema)).map(({ name }) => name);
    expect(recognised).toEqual(['page: Page settings']);
  });
});

describe('opening a form', () => {
  it('adds nothing to any outline item of any file in site-config/ (rjsf\'s own defaults, as the form computes them when it opens)', async () => {
    const schemas = await studioSchemas(repoRoot);
    const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });
    const dirs = ['site-config/pages', 'site-config/fragments'];
    const files = [...(await Promise.all(dirs.map(async (d) => (await readdir(path.join(repoRoot, d))).filter((n) => n.endsWith('.json')).map((n) => `${d}/${n}`)))).flat(), 'site-config/site.json'];
    const changed: string[] = [];
    let opened = 0;
    for (const file of files) {
      const kind = file === 'site-config/site.json' ? 'site' : file.includes('/fragments/') ? 'fragment' : 'page';
      const data = JSON.parse(await readFile(path.join(repoRoot, file), 'utf8')) as Json;
      const items = [
        ...groupsOf(kind, fileSchema(schemas, kind)).map((group) => ({ name: group.label, schema: groupFormSchema(schemas, kind, group), value: pick(data, group.keys) })),
        ...(sectionsOf(data) ?? []).map((section, i) => ({ name: `section ${i + 1}`, schema: sectionSchema(schemas, section), value: section as unknown })),
      ];
      for (const { name, schema, value } of items) {
        if (!schema) continue;
        const utils = createSchemaUtils(validator, schema as RJSFSchema, formStateBehaviour);
        const opens = utils.getDefaultFormState(schema as RJSFSchema, value);
        opened++;
        if (JSON.stringify(opens) !== JSON.stringify(value)) changed.push(`${file}: ${name}: ${JSON.stringify(opens).slice(0, 160)}`);
      }
    }
    expect(changed).toEqual([]);
    expect(opened).toBeGreaterThan(100);
  });
});

describe("a page's kind", () => {
  const gap: Json = { $schema: 's', version: 2, path: '/gap', aliases: ['/gap-insurance'], title: 'T', description: 'D', sections: [] };
  const settings = { id: 'settings', label: 'Page settings', keys: ['$schema', 'version', 'path', 'aliases', 'notFound', 'family', 'title', 'description'] };
  const values = (data: Json) => Object.fromEntries(Object.entries(data).filter(([k]) => settings.keys.includes(k)));

  it('is read from the page by the validator\'s rule: exactly one of an address, a family, notFound: true', () => {
    expect(kindsOf(gap)).toEqual(['address']);
    expect(kindsOf({ notFound: true })).toEqual(['notFound']);
    expect(kindsOf({ family: {} })).toEqual(['family']);
    expect(kindsOf({ notFound: false })).toEqual([]);
    expect(kindsOf({ path: '/a', notFound: true })).toEqual(['address', 'notFound']);
  });

  it('changed, takes the other kinds\' settings away; changed back, puts them back where they were, so the page is as it was', () => {
    const stash: Json = {};
    const notFound = withGroup(gap, settings, withKind(values(gap), 'notFound', stash));
    expect(notFound).toEqual({ $schema: 's', version: 2, notFound: true, title: 'T', description: 'D', sections: [] });
    expect(Object.keys(notFound)).toEqual(['$schema', 'version', 'notFound', 'title', 'description', 'sections']);
    const family = withGroup(notFound, settings, withKind(values(notFound), 'family', stash));
    expect(family).toEqual({ $schema: 's', version: 2, title: 'T', description: 'D', sections: [] });
    const back = withGroup(family, settings, withKind(values(family), 'address', stash));
    expect(JSON.stringify(back)).toBe(JSON.stringify(gap));
  });

  it('a page set up as two kinds at once becomes the one chosen', () => {
    expect(withKind({ path: '/a', notFound: true, title: 'T' }, 'notFound', {})).toEqual({ notFound: true, title: 'T' });
    expect(withKind({ path: '/a', notFound: true, title: 'T' }, 'address', {})).toEqual({ path: '/a', title: 'T' });
  });
});
