/**
 * Issue 24: `npm run validate`'s cache (src/engine/validation-cache.ts) finds exactly what a run without it
 * finds, reuses an unchanged page file's checks, checks an edited file again, starts afresh when what every
 * page is checked with changes (a schema, site.json), and never fails a run when it is corrupt or unwritable.
 * Run in process on a copy of the project with real mistakes in real page files.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { validateCommand } from '../../src/engine/validate-command.ts';
import { loadSite, type CacheContext } from '../../src/engine/load-site.ts';
import type { ResolvedPage } from '../../src/engine/types.ts';
import { modelCacheFile, validationCache, validationCacheFile } from '../../src/engine/validation-cache.ts';
import type { Problem } from '../../src/engine/problems.ts';
import { copyProject, readText, removeProject, writeText } from '../helpers/temp-project.ts';

let root: string;
const broken = 'site-config/pages/about.json';
const unlinked = 'site-config/pages/cache-test-copy.json';
const cacheFile = () => path.join(root, validationCacheFile);

const validate = async (cache: boolean) => (await validateCommand({ root, env: {}, blockHooks, format: 'json', cache })).problems;
const said = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.code} ${p.message}`);

type Entry = { file: string; result: { problems: unknown } };

/** Changes one file's kept entry in the cache (a header line, then one line per page file). */
async function changeKept(file: string, change: (entry: Entry) => void): Promise<void> {
  const [header, ...entries] = (await readFile(cacheFile(), 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Entry);
  const entry = entries.find((e) => e.file === file)!;
  change(entry);
  await writeFile(cacheFile(), [header, ...entries].map((e) => JSON.stringify(e)).join('\n'));
}

/** Adds a problem to one file's kept result, as a witness: it shows only when the kept result is reused. */
const markKept = (file: string, message: string) =>
  changeKept(file, (entry) => (entry.result.problems as Problem[]).push({ code: 'long-text', severity: 'warning', file, line: 1, column: 1, where: '', message }));

const keptFiles = async () => (await readFile(cacheFile(), 'utf8')).trim().split('\n').slice(1).map((line) => (JSON.parse(line) as Entry).file);

beforeAll(async () => {
  root = await copyProject('content');
  // A schema error and a link to nowhere in one page; a copy of /gap at an address nothing links to (a warning).
  const about = await readText(root, broken);
  await writeText(root, broken, about.replace(/"title": "[^"]*"/, '"title": 42').replace('"/contact"', '"/contact-us-nowhere"'));
  const gap = await readText(root, 'site-config/pages/gap.json');
  await writeText(root, unlinked, gap.replace(/"path": "[^"]*"/, '"path": "/cache-test-copy"').replace(/"title": "[^"]*"/, '"title": "A copy for the cache test"'));
});
afterAll(() => removeProject(root));
beforeEach(() => rm(path.join(root, '.cache'), { recursive: true, force: true }));

describe('the validation cache', () => {
  it('finds the same problems as a run without it, when it is written and when it is read', async () => {
    const fresh = said(await validate(false));
    expect(fresh.some((p) => p.startsWith(`${broken}:`) && p.includes(' wrong-type '))).toBe(true);
    expect(fresh.some((p) => p.startsWith(`${unlinked}:`) && p.includes(' unlinked-page '))).toBe(true);
    expect(said(await validate(true))).toEqual(fresh);
    expect(await keptFiles()).toContain(unlinked);
    expect(said(await validate(true))).toEqual(fresh);
  });

  it('reuses an unchanged file, and checks an edited file again', async () => {
    await validate(true);
    await markKept(unlinked, 'kept from the last run');
    expect(said(await validate(true)).some((p) => p.includes('kept from the last run'))).toBe(true);

    const text = await readText(root, unlinked);
    await writeText(root, unlinked, text.replace(/"description": "[^"]*"/, '"description": 7'));
    const after = await validate(true);
    expect(said(after).some((p) => p.includes('kept from the last run'))).toBe(false);
    expect(after.some((p) => p.file === unlinked && p.code === 'wrong-type' && p.where === 'description')).toBe(true);
    await writeText(root, unlinked, text);
  });

  it.each([
    ['a schema', 'schemas/page.schema.json'],
    ['site.json', 'site-config/site.json'],
  ])('starts afresh when %s changes', async (_what, file) => {
    await validate(true);
    await markKept(unlinked, 'kept from the last run');
    const text = await readText(root, file);
    await writeText(root, file, `${text}\n`);
    try {
      expect(said(await validate(true)).some((p) => p.includes('kept from the last run'))).toBe(false);
    } finally {
      await writeText(root, file, text);
    }
  });

  it('ignores a corrupt cache, and writes a good one in its place', async () => {
    const fresh = said(await validate(false));
    await mkdir(path.dirname(cacheFile()), { recursive: true });
    await writeFile(cacheFile(), '{"format": 1, "context": "x", "pag');
    expect(said(await validate(true))).toEqual(fresh);
    expect(await keptFiles()).toContain(unlinked);
  });

  it('ignores cached results of the wrong shape for the right key', async () => {
    const fresh = said(await validate(false));
    await validate(true);
    await changeKept(broken, (entry) => {
      entry.result.problems = 'not a list';
    });
    expect(said(await validate(true))).toEqual(fresh);
  });

  it('validates as usual when the cache cannot be written (a full disk, a read-only folder)', async () => {
    const fresh = said(await validate(false));
    // A file where the cache's folder should be: every write fails, as on a full disk.
    await mkdir(path.join(root, '.cache'), { recursive: true });
    await writeFile(path.join(root, '.cache/validate'), 'in the way');
    const run = await validateCommand({ root, env: {}, blockHooks, format: 'plain', cache: true });
    expect(said(run.problems)).toEqual(fresh);
    expect(run.code).toBe(1);
  });
});

describe("the build's cache of expanded pages (keepPages)", () => {
  let site: string;
  const gap = 'site-config/pages/gap.json';
  const modelFile = () => path.join(site, modelCacheFile);
  beforeAll(async () => {
    site = await copyProject('content');
  });
  afterAll(() => removeProject(site));

  const load = async (cache: boolean) => {
    const loaded = await loadSite({ root: site, env: {}, blockHooks, ...(cache ? { cache: (context: CacheContext) => validationCache(site, context, {}, { keepPages: true }) } : {}) });
    if (!loaded.ok) throw new Error(`the copy does not validate: ${loaded.problems[0]?.message}`);
    return loaded.model;
  };
  /** Changes one file's kept pages in the build's cache file. */
  const changeKeptPages = async (file: string, change: (entry: { pages?: ResolvedPage[] }) => void) => {
    const [header, ...entries] = (await readFile(modelFile(), 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { file: string; pages?: ResolvedPage[] });
    change(entries.find((e) => e.file === file)!);
    await writeFile(modelFile(), [header, ...entries].map((e) => JSON.stringify(e)).join('\n'));
  };
  const titleAt = (model: { pages: ResolvedPage[] }, address: string) => model.pages.find((p) => p.path === address)?.title;

  it('gives the model a load without it gives; reads an unchanged file\'s pages, expands an edited one again', async () => {
    const fresh = JSON.stringify(await load(false));
    expect(JSON.stringify(await load(true)), 'written').toBe(fresh);
    expect(JSON.stringify(await load(true)), 'read').toBe(fresh);
    // A witness in the kept pages: it shows only when they are read, not expanded again.
    await changeKeptPages(gap, (entry) => (entry.pages![0]!.title = 'Kept, not expanded again'));
    expect(titleAt(await load(true), '/gap')).toBe('Kept, not expanded again');
    const text = await readText(site, gap);
    await writeText(site, gap, text.replace(/"title": "[^"]*"/, '"title": "GAP, edited | Owl Admin"'));
    const edited = await load(true);
    expect(titleAt(edited, '/gap')).toBe('GAP, edited | Owl Admin');
    expect(JSON.stringify(edited)).toBe(JSON.stringify(await load(false)));
    await writeText(site, gap, text);
  });

  it("expands a file again when its entry has no pages (npm run validate's shape) or pages of the wrong shape, and keeps apart from validate's cache", async () => {
    await load(true);
    await changeKeptPages(gap, (entry) => delete entry.pages);
    expect(JSON.stringify(await load(true))).toBe(JSON.stringify(await load(false)));
    // Kept pages of the wrong shape (a cache edited by hand) are made again, not built.
    await changeKeptPages(gap, (entry) => (entry.pages = [{ sections: 'none' } as unknown as ResolvedPage]));
    expect(JSON.stringify(await load(true))).toBe(JSON.stringify(await load(false)));
    await validateCommand({ root: site, env: {}, blockHooks, format: 'json', cache: true });
    const keptPages = async (file: string) => (await readFile(file, 'utf8')).trim().split('\n').slice(1).map((line) => Array.isArray((JSON.parse(line) as { pages?: unknown }).pages));
    expect(new Set(await keptPages(path.join(site, validationCacheFile)))).toEqual(new Set([false]));
    expect(new Set(await keptPages(modelFile()))).toEqual(new Set([true]));
  });
});
