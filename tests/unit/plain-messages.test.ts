import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPublicFiles, readConfigFiles, type ConfigFile } from '../../src/engine/config-files.ts';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { loadFromFiles } from '../../src/engine/load-site.ts';
import { currentVersion } from '../../src/engine/migrations.ts';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';
import { readCatalog, type SchemaCatalog } from '../../src/dev/schema-catalog.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { repoRoot as projectRoot } from '../helpers/temp-project.ts';

/**
 * Every kind of mistake, in every block's examples, read by the real validator: each message must be
 * plain (file, line, the property, no ajv wording). The mistakes are made from the schemas at run time,
 * so a new block is covered the day it is added.
 */
interface Mistake {
  label: string;
  /** The name that must appear in the printed problem. */
  names: string;
  section: unknown;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// A number for a boolean: text would still fit where a value may be true, false or text (comparisonTable's values).
const wrongValue = (v: Json): Json => (typeof v === 'string' ? 42 : typeof v === 'number' ? 'many' : typeof v === 'boolean' ? 7 : Array.isArray(v) ? 'a list' : 'an object');

/** `heading` → `haeding`: a near miss, as people type it. */
const typo = (name: string) => (name.length < 3 ? `${name}x` : `${name[0]}${name[2]}${name[1]}${name.slice(3)}`);

function clone<T>(v: T): T {
  return structuredClone(v);
}

function setAt(root: Json, at: (string | number)[], value: Json | undefined): Json {
  const copy = clone(root);
  let node = copy as Record<string | number, Json>;
  for (const part of at.slice(0, -1)) node = node[part] as Record<string | number, Json>;
  const last = at[at.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function mistakesIn(example: Json, catalog: SchemaCatalog, type: string): Mistake[] {
  const out: Mistake[] = [];
  const walk = (value: Json, at: (string | number)[]) => {
    const name = String([...at].reverse().find((p) => typeof p === 'string') ?? '');
    if (at.length && at[at.length - 1] !== 'type') {
      out.push({ label: `${at.join('.')} of the wrong kind`, names: name, section: setAt(example, at, wrongValue(value)) });
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value).filter((k) => k !== 'type');
      if (keys[0]) {
        const renamed = Object.fromEntries(Object.entries(value).map(([k, v]) => [k === keys[0] ? typo(k) : k, v]));
        out.push({ label: `${[...at, keys[0]].join('.')} misspelt`, names: typo(keys[0]), section: at.length ? setAt(example, at, renamed) : renamed });
      }
      for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...at, i]));
    }
  };
  walk(example, []);
  const block = catalog.blocks.find((b) => b.type === type)!;
  for (const name of block.schema.required ?? []) {
    if (name !== 'type') out.push({ label: `${name} left out`, names: name, section: setAt(example, [name], undefined) });
  }
  for (const [name, prop] of Object.entries(block.schema.properties ?? {})) {
    if (name !== 'type' && catalog.resolve(prop, block.schema.$id!).node.enum) {
      out.push({ label: `${name} not one of its choices`, names: name, section: { ...(example as object), [name]: 'zzz' } });
    }
  }
  return out;
}

describe('every validator message is plain', () => {
  let catalog: SchemaCatalog;
  let site: ConfigFile[];
  const load = async (extra: ConfigFile[]) =>
    loadFromFiles([...site, ...extra], {
      blockHooks,
      root: projectRoot,
      validator: createSchemaValidator(path.join(projectRoot, 'schemas')),
      publicFiles: await listPublicFiles(projectRoot),
    });
  const pageFile = (name: string, sections: unknown[], extra: Record<string, unknown> = {}): ConfigFile => ({
    kind: 'page',
    file: `site-config/pages/zz-${name}.json`,
    text: `${JSON.stringify(
      {
        $schema: '../../schemas/page.schema.json',
        version: currentVersion,
        path: `/zz-${name}`,
        title: `Mistake test page ${name}`,
        description: `A page with one mistake in it, number ${name}, made by the plain messages test from the block examples.`,
        sections,
        ...extra,
      },
      null,
      2,
    )}\n`,
  });
  beforeAll(async () => {
    catalog = await readCatalog(projectRoot);
    site = await readConfigFiles(projectRoot);
  });

  it('says a value of the wrong kind once, naming every kind it may be', async () => {
    const table = { type: 'comparisonTable', heading: 'Compare', columns: [{ title: 'A' }, { title: 'B' }], rows: [{ label: 'Engine', values: [42, true] }] };
    const loaded = await load([pageFile('kinds', [table])]);
    const mine = loaded.ok ? [] : loaded.problems.filter((p) => p.file === 'site-config/pages/zz-kinds.json' && p.where.endsWith('values[0]'));
    expect(mine.map((p) => p.message)).toEqual(['must be true or false or text (in double quotes), got the number 42']);
  });

  it('for every kind of mistake in every example of every block', async () => {
    const cases: { file: ConfigFile; mistake: Mistake; type: string }[] = [];
    for (const block of catalog.blocks) {
      for (const example of block.examples) {
        for (const mistake of mistakesIn(example as Json, catalog, block.type)) {
          cases.push({ file: pageFile(String(cases.length), [mistake.section]), mistake, type: block.type });
        }
      }
    }
    expect(cases.length).toBeGreaterThan(catalog.blocks.length * 3);
    const loaded = await load(cases.map((c) => c.file));
    const problems = loaded.ok ? [] : loaded.problems;
    const silent: string[] = [];
    for (const { file, mistake, type } of cases) {
      const mine = problems.filter((p) => p.file === file.file);
      if (!mine.length) {
        silent.push(`${type}: ${mistake.label}`);
        continue;
      }
      for (const p of mine) expectPlain(p);
      expect(mine.map(formatProblem).join('\n'), `${type}: ${mistake.label}`).toContain(mistake.names);
    }
    // A mistake nobody is told about is worse than a badly worded one.
    expect(silent).toEqual([]);
  });

  it('for mistakes about the whole file, links, files and shared sections', async () => {
    const cases: [ConfigFile, string][] = [
      [{ kind: 'page', file: 'site-config/pages/zz-syntax.json', text: '{\n  "version": 1,\n  "path": "/zz-syntax",\n}\n' }, 'comma'],
      [pageFile('type', [{ type: 'bannr', heading: 'x' }]), 'banner'],
      [pageFile('include', [{ include: 'no-such-fragment' }]), 'no-such-fragment'],
      [pageFile('link', [{ type: 'banner', heading: 'x', buttons: [{ label: 'Go', href: '/no-such-page' }] }]), 'href'],
      [pageFile('bad-link', [{ type: 'banner', heading: 'x', buttons: [{ label: 'Go', href: 'www.example.com' }] }]), 'href'],
      [pageFile('asset', [{ type: 'banner', heading: 'x', image: { src: '/images/none.svg', alt: '', width: 1, height: 1 } }]), 'src'],
      [pageFile('variable', [{ type: 'banner', heading: 'Call {{phnoe}}' }]), 'phnoe'],
      [pageFile('named-link', [{ type: 'banner', heading: 'x', buttons: [{ label: 'Go', href: '@nowhere' }] }]), '@nowhere'],
      [pageFile('no-path', [{ type: 'banner', heading: 'x' }], { path: undefined }), 'path'],
      [pageFile('version', [{ type: 'banner', heading: 'x' }], { version: currentVersion + 1 }), 'version'],
      [pageFile('title', [{ type: 'banner', heading: 'x' }], { title: 7 }), 'title'],
      [pageFile('pattern', [{ type: 'banner', heading: 'x', anchor: 'Not An Anchor' }]), 'anchor'],
    ];
    const loaded = await load(cases.map(([f]) => f));
    const problems: Problem[] = loaded.ok ? [] : loaded.problems;
    for (const [file, name] of cases) {
      const mine = problems.filter((p) => p.file === file.file);
      expect(mine.length, file.file).toBeGreaterThan(0);
      for (const p of mine) expectPlain(p);
      expect(mine.map(formatProblem).join('\n')).toContain(name);
    }
  });
});
