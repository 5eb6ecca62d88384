/**
 * One walker lists the schema files and one resolver follows their `$ref`s (the validator's, ajv), so the
 * validator, the type generator, the docs and the gallery cannot see different schemas or read a ref differently.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalog } from '../../src/dev/schema-catalog.ts';
import { listBlockTypes, listSchemaFiles } from '../../src/engine/schema-files.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';

const root = mkdtempSync(path.join(tmpdir(), 'owl-schema-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(rel: string, data: unknown): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
}

const draft = 'http://json-schema.org/draft-07/schema#';
// A shared definition with an `$id` of its own, named by that id: JSON Schema allows it, and ajv follows it.
write('schemas/common.schema.json', {
  $schema: draft,
  $id: 'common.schema.json',
  $defs: { size: { $id: 'shared/size.json', title: 'Size', description: 'How big.', enum: ['small', 'large'] } },
});
write('schemas/blocks/tile.schema.json', {
  $schema: draft,
  $id: 'blocks/tile.schema.json',
  title: 'Tile',
  type: 'object',
  additionalProperties: false,
  properties: { type: { const: 'tile' }, size: { $ref: '../shared/size.json', title: 'Tile size' } },
  examples: [{ type: 'tile', size: 'small' }],
});
write('schemas/api/body.schema.json', { $schema: draft, $id: 'api/body.schema.json', type: 'object' });
write('schemas/blocks/README.md', '# Notes for developers: not a schema.');
write('schemas/blocks/tile.schema.json.bak', '{}');

describe('schema files', () => {
  it('are listed once, in subfolders too, relative and sorted, without files that are not schemas', () => {
    const dir = path.join(root, 'schemas');
    expect(listSchemaFiles(dir)).toEqual(['api/body.schema.json', 'blocks/tile.schema.json', 'common.schema.json']);
    expect(listBlockTypes(dir)).toEqual(['tile']);
    expect([...createSchemaValidator(dir).documents.keys()].sort()).toEqual(['api/body.schema.json', 'blocks/tile.schema.json', 'common.schema.json']);
  });

  it('the docs follow a $ref exactly where validation follows it, keeping the title written beside it', async () => {
    const validator = createSchemaValidator(path.join(root, 'schemas'));
    expect(validator.resolve('../shared/size.json', 'blocks/tile.schema.json')).toMatchObject({ schema: { enum: ['small', 'large'] }, baseId: 'shared/size.json' });
    expect(validator.resolve('../common.schema.json#/$defs/colour', 'blocks/tile.schema.json')).toBeUndefined();

    const catalog = await readCatalog(root, validator);
    const [tile] = catalog.blocks;
    expect(tile?.type).toBe('tile');
    const size = catalog.resolve(tile!.schema.properties!.size!, tile!.schema.$id!);
    expect(size.node).toMatchObject({ title: 'Tile size', description: 'How big.', enum: ['small', 'large'] });
  });
});

describe('compiled once per process for the same texts', () => {
  it('gives the validator already made for schemas with the same texts, in another folder too; a changed text compiles again', () => {
    const dir = path.join(root, 'schemas');
    const copy = mkdtempSync(path.join(tmpdir(), 'owl-schema-copy-'));
    try {
      cpSync(dir, path.join(copy, 'schemas'), { recursive: true });
      const first = createSchemaValidator(dir);
      expect(createSchemaValidator(dir)).toBe(first);
      expect(createSchemaValidator(path.join(copy, 'schemas'))).toBe(first);

      // A changed schema is what validation follows from then on, and changing it back finds the first again.
      const common = path.join(copy, 'schemas/common.schema.json');
      const text = readFileSync(common, 'utf8');
      writeFileSync(common, text.replace('"small",', '"small",\n"medium",'));
      const changed = createSchemaValidator(path.join(copy, 'schemas'));
      expect(changed).not.toBe(first);
      expect(changed.validate('blocks/tile.schema.json' as never, { type: 'tile', size: 'medium' }).errors).toEqual([]);
      expect(first.validate('blocks/tile.schema.json' as never, { type: 'tile', size: 'medium' }).errors).not.toEqual([]);
      writeFileSync(common, text);
      expect(createSchemaValidator(path.join(copy, 'schemas'))).toBe(first);

      // A broken schema is refused each time it is read, never kept.
      writeFileSync(common, '{ "$id": "common.schema.json", ');
      expect(() => createSchemaValidator(path.join(copy, 'schemas'))).toThrow(/common\.schema\.json is not a valid schema/);
      expect(() => createSchemaValidator(path.join(copy, 'schemas'))).toThrow(/common\.schema\.json is not a valid schema/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
