/**
 * The generated types: page and shared-sections files are typed from their schemas like the blocks, and no
 * generated name shadows a global (a generated `Image` hides the browser's `Image` in every file importing it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeProject, repoRoot, runScript } from '../helpers/temp-project.ts';

const generatedDir = path.join(repoRoot, 'src/generated');
/** Every name a generated module exports, by module. */
const declared = Object.fromEntries(
  readdirSync(generatedDir).map((file) => [file, [...readFileSync(path.join(generatedDir, file), 'utf8').matchAll(/^export (?:interface|type|const) (\w+)/gm)].map((m) => m[1]!)]),
);

describe('generated types', () => {
  it('use no name of a browser or TypeScript global, nor of the Link component', () => {
    const globals = ['Image', 'Text', 'Link', 'Event', 'Document', 'Node', 'Element', 'Location', 'Range', 'Selection', 'File', 'Option', 'Audio'];
    for (const [file, names] of Object.entries(declared)) expect(names.filter((name) => globals.includes(name)), file).toEqual([]);
    expect(declared['block-props.ts']).toEqual(expect.arrayContaining(['TextValue', 'LinkValue', 'ImageValue']));
  });

  it('declare each block props type once (no compiler-made second copy such as FormBlockProps1)', () => {
    const props = readFileSync(path.join(generatedDir, 'block-props.ts'), 'utf8');
    expect(props).toMatch(/^export interface FormBlockProps \{$/m);
    expect(declared['block-props.ts']!.filter((name) => /\d$/.test(name))).toEqual([]);
  });

  it('type page and shared-sections files from their schemas', () => {
    const pages = readFileSync(path.join(generatedDir, 'page-config.ts'), 'utf8');
    expect(declared['page-config.ts']).toEqual(['PageConfig', 'FragmentConfig', 'SectionInclude', 'WrittenSection']);
    // Required and optional exactly as page.schema.json says, with its descriptions as JSDoc.
    expect(pages).toMatch(/^title: string$/m);
    expect(pages).toMatch(/^path\?: string$/m);
    expect(pages).toMatch(/^sections: WrittenSection\[\]$/m);
    expect(pages).toContain('The page title shown in the browser tab and by search engines.');
    expect(pages).toContain('export type WrittenSection = BlockPropsByType[BlockType] | SectionInclude;');
  });
});

describe('npm run generate refuses a schema definition named like a global', () => {
  let copy: string | undefined;
  afterAll(async () => {
    if (copy) await removeProject(copy);
  });

  it('names the definition, the global and where to give it another name, and writes nothing', async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'owl-type-names-'));
    await cp(path.join(repoRoot, 'schemas'), path.join(copy, 'schemas'), { recursive: true });
    await mkdir(path.join(copy, 'src'), { recursive: true });
    await cp(generatedDir, path.join(copy, 'src/generated'), { recursive: true });
    await cp(path.join(repoRoot, 'src/blocks'), path.join(copy, 'src/blocks'), { recursive: true });
    const file = path.join(copy, 'schemas/common.schema.json');
    const common = JSON.parse(await readFile(file, 'utf8')) as { $defs: Record<string, unknown> };
    common.$defs.event = { title: 'Event', description: 'Something that happens on a given day.', type: 'string' };
    await writeFile(file, JSON.stringify(common, null, 2));
    const before = await readFile(path.join(copy, 'src/generated/block-props.ts'), 'utf8');

    const run = await runScript('generate.ts', ['--root', copy]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('schemas/common.schema.json: the definition "event" would become the TypeScript type Event, which is already a global');
    expect(run.stderr).toContain('renamedDefinitions in scripts/lib/type-names.ts');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(await readFile(path.join(copy, 'src/generated/block-props.ts'), 'utf8')).toBe(before);
  });
});
