/**
 * The studio's memory of each page file's checks (src/studio/server/page-memory.ts): with it, a run of the validator
 * after one page changed checks that page alone, a change to what every page is checked with (site.json) checks them
 * all again, and either way the problems and the model are exactly what a run without memory finds.
 */
import { describe, expect, it } from 'vitest';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { listPublicFiles, readConfigFolder, type ConfigFile } from '../../src/engine/config-files.ts';
import { loadFromFiles, publicImageSizes, type PageFileCache } from '../../src/engine/load-site.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';
import { pageMemory } from '../../src/studio/server/page-memory.ts';
import { repoRoot } from '../helpers/temp-project.ts';
import path from 'node:path';

const validator = createSchemaValidator(path.join(repoRoot, 'schemas'));
const { files } = await readConfigFolder(repoRoot);
const publicFiles = await listPublicFiles(repoRoot);
const pageCount = files.filter((f) => f.kind === 'page').length;
const options = { root: repoRoot, env: {}, blockHooks, validator, publicFiles, sizeOf: publicImageSizes(repoRoot) };

/** A run with `memory`, counting the page files it checked (each check is kept: `set`). */
async function withMemory(memory: ReturnType<typeof pageMemory>, these: ConfigFile[]) {
  const cache = await memory({ files: these, publicFiles });
  let checked = 0;
  const counting: PageFileCache = { ...cache, set: (...args) => (checked++, cache.set(...args)) };
  return { loaded: loadFromFiles(these, { ...options, cache: counting }), checked };
}
const without = (these: ConfigFile[]) => loadFromFiles(these, options);
const seen = (loaded: ReturnType<typeof without>) => (loaded.ok ? { warnings: loaded.warnings, model: JSON.parse(JSON.stringify(loaded.model)) } : { problems: loaded.problems });

const replaced = (file: string, edit: (text: string) => string) => files.map((f) => (f.file === file ? { ...f, text: edit(f.text), modified: Date.now() } : f));
const gap = 'site-config/pages/gap.json';

describe("the studio's memory of page checks", () => {
  it('checks every page once, then only the page that changed, and finds what a run without memory finds', async () => {
    const memory = pageMemory(repoRoot, {});
    const first = await withMemory(memory, files);
    expect(first.checked).toBe(pageCount);
    expect(seen(first.loaded)).toEqual(seen(without(files)));

    const again = await withMemory(memory, files);
    expect(again.checked).toBe(0);
    expect(seen(again.loaded)).toEqual(seen(first.loaded));

    const edited = replaced(gap, (t) => t.replace(/"heading": "/, '"heading": "Edited: '));
    const one = await withMemory(memory, edited);
    expect(one.checked).toBe(1);
    expect(seen(one.loaded)).toEqual(seen(without(edited)));
    expect(JSON.stringify(seen(one.loaded))).toContain('Edited: ');
  });

  it('a page with a mistake: its problems are the ones a run without memory reports', async () => {
    const memory = pageMemory(repoRoot, {});
    await withMemory(memory, files);
    const broken = replaced(gap, (t) => t.replace(/"type": "banner"/, '"type": "bannner"'));
    const run = await withMemory(memory, broken);
    expect(run.checked).toBe(1);
    expect(run.loaded.ok).toBe(false);
    expect(seen(run.loaded)).toEqual(seen(without(broken)));
  });

  it('checks every page again when what every page is checked with changes (site.json)', async () => {
    const memory = pageMemory(repoRoot, {});
    await withMemory(memory, files);
    const site = replaced('site-config/site.json', (t) => t.replace(/"tagline": "/, '"tagline": "Edited. '));
    const run = await withMemory(memory, site);
    expect(run.checked).toBe(pageCount);
    expect(seen(run.loaded)).toEqual(seen(without(site)));
  });
});
