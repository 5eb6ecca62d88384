/**
 * The lead and contact bodies are defined once, in schemas/api/customer-query.schema.json: the inbox checks
 * bodies against that file, the form's types and length caps are generated from it, its email rule is the
 * browser's own, and the engine's schema walkers take it in stride (it is not a block).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxLengths } from '../../src/blocks/form/query.ts';
import { readCatalog } from '../../src/dev/schema-catalog.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';
import { checkQuery } from '../../src/server/lead-inbox.ts';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { copyProject, removeProject, repoRoot, runScript, runTsx } from '../helpers/temp-project.ts';

const schemaFile = 'schemas/api/customer-query.schema.json';

interface Property {
  maxLength?: number;
  pattern?: string;
}
interface Body {
  properties: Record<string, Property & { $ref?: string; const?: number }>;
}
type Schema = { $id: string; $defs: Record<string, Body & Property> };

const schema = JSON.parse(await readFile(path.join(repoRoot, schemaFile), 'utf8')) as Schema;
/** A property of a body with its `$ref` to a shared field followed. */
const field = (ref: string | undefined): Property => schema.$defs[ref!.replace('#/$defs/', '')]!;
const bodies = { lead: schema.$defs.leadQuery!, contact: schema.$defs.contactMessage! };

const valid = {
  lead: { company_name: 'Desert Motors', name: 'Ana Ruiz', mobile: '5550104477', email: 'ana@desertmotors.example', contact_type: 1 },
  contact: { name: 'Bo Chen', email: 'bo@example.com', message: 'Please call me about GAP.', contact_type: 0 },
};

/** A value of exactly `length` characters that is otherwise valid for the field. */
function valueOf(name: string, length: number): string {
  if (name === 'mobile') return '5'.repeat(length);
  if (name === 'email') return `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  return 'x'.repeat(length);
}

describe('the inbox checks bodies against the schema', () => {
  it.each(Object.entries(bodies))('%s: every capped field takes exactly its maxLength, and refuses one more', (kind, body) => {
    const base = valid[kind as keyof typeof valid];
    for (const [name, property] of Object.entries(body.properties)) {
      const cap = field(property.$ref ?? '#/$defs/none')?.maxLength;
      if (property.const !== undefined) continue;
      expect(cap, `${name} has a maxLength`).toBeTypeOf('number');
      expect(checkQuery({ ...base, [name]: valueOf(name, cap!) }).ok, `${name} at ${cap}`).toBe(true);
      expect(checkQuery({ ...base, [name]: valueOf(name, cap! + 1) })).toEqual({ ok: false, errors: [`"${name}" is longer than ${cap} characters`] });
      // The form's inputs use the same cap, generated from the schema.
      expect(maxLengths[name as keyof typeof maxLengths]).toBe(cap);
    }
  });

  it('follows an edited schema (and npm run generate carries the change to the form), with no second copy to update', async () => {
    const copy = await copyProject('build');
    const run = (args: string[]) => runTsx(args, { cwd: copy });
    try {
      await runScript('generate.ts', ['--root', copy]);
      // Names get shorter: 10 characters at most.
      const file = path.join(copy, schemaFile);
      const edited = JSON.parse(await readFile(file, 'utf8')) as Schema;
      edited.$defs.name!.maxLength = 10;
      await writeFile(file, JSON.stringify(edited, null, 2));

      await writeFile(
        path.join(copy, 'check-names.ts'),
        `import { checkQuery } from './src/server/lead-inbox.ts';
const body = (name: string) => ({ ...${JSON.stringify(valid.contact)}, name });
console.log(JSON.stringify([checkQuery(body('x'.repeat(10))), checkQuery(body('x'.repeat(11)))]));
`,
      );
      const checked = await run(['check-names.ts']);
      expect(checked.code, checked.output).toBe(0);
      expect(JSON.parse(checked.stdout)).toEqual([
        { ok: true, query: { ...valid.contact, name: 'x'.repeat(10) } },
        { ok: false, errors: ['"name" is longer than 10 characters'] },
      ]);

      const stale = await runScript('generate.ts', ['--check', '--root', copy]);
      expect(stale.code).toBe(1);
      expect(stale.stderr).toContain('src/generated/customer-query.ts');
      const regenerated = await runScript('generate.ts', ['--root', copy]);
      expect(regenerated.code, regenerated.output).toBe(0);
      const generated = await readFile(path.join(copy, 'src/generated/customer-query.ts'), 'utf8');
      expect(generated).toMatch(/\bname: 10,/);
      expect(generated).toMatch(/export interface LeadQuery \{/);
      expect(generated).toMatch(/export interface ContactMessage \{/);
    } finally {
      await removeProject(copy);
    }
  });
});

describe('the email rule is the browser\'s type=email check', () => {
  const addresses = [
    'ana@desertmotors.example',
    'a@localhost',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.com",
    'x@a-b.example',
    'not an email',
    'a@',
    '@example.com',
    'a@b@c.example',
    'a@-example.com',
    'a@example-.com',
    'a@exa_mple.com',
    'a b@example.com',
    'zoë@example.com',
    'a@bücher.example',
    `a@${'d'.repeat(63)}.example`,
    `a@${'d'.repeat(64)}.example`,
    'a@example..com',
    'a..b@example.com',
  ];
  let browserVerdicts: boolean[] = [];

  beforeAll(async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      browserVerdicts = await page.evaluate((list) => {
        const input = document.createElement('input');
        input.type = 'email';
        input.required = true;
        return list.map((value) => {
          input.value = value;
          return input.checkValidity();
        });
      }, addresses);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('accepts exactly what Chromium accepts', () => {
    const pattern = new RegExp(field('#/$defs/email').pattern!, 'u');
    const ours = addresses.map((a) => pattern.test(a));
    expect(Object.fromEntries(addresses.map((a, i) => [a, ours[i]]))).toEqual(Object.fromEntries(addresses.map((a, i) => [a, browserVerdicts[i]])));
    // And the inbox agrees with its own schema.
    expect(addresses.map((email) => checkQuery({ ...valid.contact, email }).ok)).toEqual(ours);
  });
});

describe('the engine\'s schema walkers take the new file in stride', () => {
  let catalog: Awaited<ReturnType<typeof readCatalog>>;
  beforeAll(async () => {
    catalog = await readCatalog(repoRoot);
  });

  it('is read as a schema, but never as a block (no page can use it, the docs and gallery do not list it)', async () => {
    expect(catalog.documents.has(schema.$id)).toBe(true);
    expect(catalog.blocks.map((b) => b.file)).not.toContain(schemaFile);
    expect(await readFile(path.join(repoRoot, 'docs/blocks.md'), 'utf8')).not.toMatch(/customer.?query/i);
    const validator = createSchemaValidator(path.join(repoRoot, 'schemas'));
    const page = { version: 1, path: '/x', title: 'A page title', description: 'A page that tries to use the body of a lead as a block of its own.', sections: [{ type: 'customerQuery' }] };
    const { errors } = validator.validate('page.schema.json', page);
    expect(errors.some((e) => e.keyword === 'enum' && e.instancePath === '/sections/0/type')).toBe(true);
  });
});
