/**
 * The facts the build keeps by cache entry instead of reading every built file again (src/build/output-facts.ts):
 * the compressed copies' names and the policy's script hashes must be what reading the file gives, for an
 * edited page too, and a lost copy or a facts file of another shape must not be trusted.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildCache } from '../../src/build/build-cache.ts';
import { inlineScriptHashes } from '../../src/build/deploy-csp.ts';
import { OutputFactsStore } from '../../src/build/output-facts.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = (script: string) => `<!doctype html><title>Gap</title><p>${'GAP protection pays the difference. '.repeat(20)}</p><script>${script}</script>`;

async function setUp() {
  const root = mkdtempSync(path.join(tmpdir(), 'output-facts-'));
  made.push(root);
  const cache = new BuildCache(root);
  await cache.put('pages/a.html', page('go(1)'));
  await cache.put('pages/a2.html', page('go(2)'));
  await cache.put('files/css', 'a { background: url(data:image/svg+xml,x) }');
  await cache.put('files/pdf', 'not text');
  /** A new build's view of the same cache (a BuildCache reads each folder's listing once). */
  const nextBuild = async () => OutputFactsStore.load(new BuildCache(root));
  return { cache, nextBuild };
}

/** What a file's .br and .gz, named by the facts, decompress to. */
const decompressed = (cache: BuildCache, copies: string) => ({
  br: brotliDecompressSync(readFileSync(cache.entry(`${copies}.br`))).toString(),
  gz: gunzipSync(readFileSync(cache.entry(`${copies}.gz`))).toString(),
});

const output = (pageEntry: string) => new Map([['gap.html', pageEntry], ['assets/site.css', 'files/css'], ['brochures/gap.pdf', 'files/pdf']]);

describe('OutputFactsStore', () => {
  it('gives what reading the files gives, then gives it again without reading them', async () => {
    const { cache, nextBuild } = await setUp();
    const store = await OutputFactsStore.load(cache);
    const facts = await store.of(output('pages/a.html'));
    expect(facts.read).toBe(2);
    expect([...facts.compressed.keys()].sort()).toEqual(['assets/site.css', 'gap.html']);
    expect(decompressed(cache, facts.compressed.get('gap.html')!)).toEqual({ br: page('go(1)'), gz: page('go(1)') });
    expect([...facts.needs.scriptHashes]).toEqual(inlineScriptHashes(page('go(1)')));
    expect(facts.needs.dataImages).toBe(true);
    await store.save();

    const again = await (await nextBuild()).of(output('pages/a.html'));
    expect(again.read).toBe(0);
    expect(again.compressed).toEqual(facts.compressed);
    expect(again.needs).toEqual(facts.needs);
  });

  it('an edited page gets copies and a script hash of its new bytes', async () => {
    const { cache, nextBuild } = await setUp();
    const store = await OutputFactsStore.load(cache);
    await store.of(output('pages/a.html'));
    await store.save();
    const edited = await (await nextBuild()).of(output('pages/a2.html'));
    expect(edited.read).toBe(1);
    expect(decompressed(cache, edited.compressed.get('gap.html')!)).toEqual({ br: page('go(2)'), gz: page('go(2)') });
    expect([...edited.needs.scriptHashes]).toEqual(inlineScriptHashes(page('go(2)')));
  });

  it('makes the copies again when the cache lost them, and ignores a facts file it cannot trust', async () => {
    const { cache, nextBuild } = await setUp();
    const store = await OutputFactsStore.load(cache);
    const facts = await store.of(output('pages/a.html'));
    await store.save();
    const copies = facts.compressed.get('gap.html')!;
    await rm(cache.entry(`${copies}.br`));
    const again = await (await nextBuild()).of(output('pages/a.html'));
    expect(again.read).toBe(1);
    expect(decompressed(cache, copies).br).toBe(page('go(1)'));

    writeFileSync(cache.entry('facts/files.json'), '{"version": 1, "facts": {"pages/a.html .html 5/6": ');
    expect((await (await nextBuild()).of(output('pages/a.html'))).read).toBe(2);
  });
});
