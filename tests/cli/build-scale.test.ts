import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, readText, removeProject, runScript, setJson, writeText } from '../helpers/temp-project.ts';

/*
 * The build at scale (scripts/build.ts, src/build/prerender-pool.ts, src/build/build-cache.ts): pages render
 * on worker threads, and a content-addressed cache keeps what did not change. Each test builds one real
 * copy of the project and compares every file of the output.
 */

/** Every file of a built folder, by path, with a hash of its bytes. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const out = new Map<string, string>();
  for (const f of files) {
    const file = path.relative(dir, path.join(f.parentPath, f.name));
    out.set(file, createHash('sha256').update(await readFile(path.join(dir, file))).digest('hex'));
  }
  return out;
}

const changed = (a: Map<string, string>, b: Map<string, string>) => [...b.keys()].filter((k) => a.get(k) !== b.get(k)).sort();

describe('the build at scale', () => {
  let dir: string;
  let out: string;
  /** The output of the copy's last build, while no file of the copy was edited after it (edit() forgets it). */
  let last: Map<string, string> | undefined;
  /**
   * Builds the copy; returns the output's files, how many pages and brochures were rendered, of how many, on how
   * many threads, and how many files of the output it changed (output-tree.ts).
   */
  const buildCopy = async (args: string[] = []) => {
    const run = await runScript('build.ts', ['--root', dir, '--out', out, ...args]);
    expect(run.code, run.output).toBe(0);
    const [, made, of, threads] = /rendered (\d+) of (\d+) pages and brochures in \d+ ms on (\d+) threads?/.exec(run.output) ?? [];
    const [, filesChanged] = /(\d+) of \d+ files changed in the output/.exec(run.output) ?? [];
    last = await snapshot(out);
    return { files: last, made: Number(made), of: Number(of), threads: Number(threads), filesChanged: Number(filesChanged) };
  };
  /** The output of the copy as it is now: the last build's, or a build's when a file changed since (a no-op build costs about 3 CPU-seconds). */
  const upToDate = async () => last ?? (await buildCopy()).files;
  const edit = async (file: string, text: string) => {
    last = undefined;
    await writeText(dir, file, text);
  };

  beforeAll(async () => {
    dir = await copyProject('build');
    out = path.join(dir, 'out');
  }, 60_000);
  afterAll(() => removeProject(dir));

  it('writes the same files built in three parts on one or two threads, merged, as built whole on one thread', async () => {
    // The copy's cache starts as the project's (copyProject), which holds what the run's own build rendered on one
    // thread, the default under 100 pages (prerender-pool.ts, workerCount); what it lacks renders on one thread here.
    const one = await buildCopy();
    expect(one.threads).toBeLessThanOrEqual(1);
    expect(one.files.size).toBeGreaterThan(40);
    // Each part rendered as on a machine of its own: no page, brochure, compressed copy or fact in the cache but
    // its own (the browser bundle and the renderer are kept: each part builds the same ones; they are 3 CPU-seconds).
    const forget = async () => {
      for (const made of ['pages', 'brochures', 'compressed', 'facts']) await rm(path.join(dir, '.cache/build', made), { recursive: true, force: true });
    };
    const shards = path.join(dir, 'shards');
    const parts = [];
    for (const [k, threads] of [[1, 1], [2, 2], [3, 1]] as const) {
      await forget();
      const run = await runScript('build.ts', ['--root', dir, '--shard', `${k}/3`, '--out', path.join(shards, String(k)), '--jobs', String(threads)]);
      expect(run.code, run.output).toBe(0);
      const [, made, of, all, on] = /rendered (\d+) of (\d+) pages and brochures of (\d+) in \d+ ms on (\d+) threads?/.exec(run.output) ?? [];
      expect(made, 'every page and brochure of the part rendered').toBe(of);
      expect(Number(on)).toBe(threads);
      parts.push({ of: Number(of), all: Number(all) });
    }
    // The parts share out the whole, a like number each.
    expect(parts.reduce((sum, part) => sum + part.of, 0)).toBe(parts[0]!.all);
    expect(Math.max(...parts.map((p) => p.of)) - Math.min(...parts.map((p) => p.of))).toBeLessThanOrEqual(1);
    // A merge with a part missing refuses, and writes nothing.
    const merged = path.join(dir, 'merged');
    const partial = await runScript('build.ts', ['--root', dir, '--merge', path.join(shards, '1'), '--merge', path.join(shards, '3'), '--out', merged]);
    expect(partial.code).toBe(1);
    expect(partial.output).toContain('Part 2/3 of the build is missing: merge every shard.');
    await expect(readdir(merged)).rejects.toThrow();
    // The merge, on a machine that made none of the parts: it renders nothing and writes one build's every byte.
    await forget();
    const run = await runScript('build.ts', ['--root', dir, '--merge', shards, '--out', merged]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`rendered 0 of ${parts[0]!.all} pages and brochures`);
    expect(await snapshot(merged)).toEqual(one.files);
  }, 120_000);

  it('rebuilds nothing, and writes the same files, when only the studio, the hosted studio, a dev tool or a script changed', async () => {
    // A superset of "nothing changed" (a true no-op is also built twice in a row below): no page, no bundle, no file
    // of the output linked or removed again.
    const before = await upToDate();
    const entries = async () => (await readdir(path.join(dir, '.cache/build'), { recursive: true })).filter((f) => /^(client|renderer)\/[^/]+$/.test(f)).sort();
    const bundles = await entries();
    for (const file of ['src/studio/app/main.tsx', 'src/hosted/hosted-studio.ts', 'src/dev/renderer.ts', 'scripts/lib/chromium.ts']) {
      await edit(file, `${await readText(dir, file)}\n// edited\n`);
    }
    const after = await buildCopy();
    expect(after.made).toBe(0);
    expect(after.files).toEqual(before);
    expect(after.filesChanged, 'no file of the output linked or removed again').toBe(0);
    expect(await entries(), 'no browser bundle or renderer built again').toEqual(bundles);
  }, 60_000);

  it('re-renders exactly the pages that include an edited shared section', async () => {
    const before = await upToDate();
    const fragment = 'site-config/fragments/landing.json';
    const text = await readText(dir, fragment);
    const heading = /"heading": "([^"]+)"/.exec(text)![1]!;
    await edit(fragment, text.replace(`"heading": "${heading}"`, `"heading": "${heading} (edited)"`));
    const after = await buildCopy();
    // home.json includes landing.json (/admin-in-a-box tells its own story and shares no sections: outside review round 7);
    // the page's precompressed copies change with it, and nothing else.
    const pages = ['index.html'].flatMap((f) => [f, `${f}.br`, `${f}.gz`]);
    expect(changed(before, after.files)).toEqual(pages.sort());
    expect(after.made).toBe(1);
    expect(after.filesChanged, 'only the changed files put in place').toBe(3);
    // The page's text, without the tags that keep a hyphened word or a figure on one line.
    expect((await readFile(path.join(out, 'index.html'), 'utf8')).replace(/<[^>]+>/g, '')).toContain(`${heading} (edited)`);
  }, 60_000);

  it('after no-op and one-page rebuilds, writes exactly what a build that keeps nothing of earlier output writes', async () => {
    // The rebuilds above took each unchanged page file's pages from the kept model (validation-cache.ts), the compressed
    // copies' names and the policy's script hashes from what the cache knew of each page (output-facts.ts), and changed
    // only the differing files of a spare copy of the output (output-tree.ts).
    const page = 'site-config/pages/gap.json';
    const text = await readText(dir, page);
    const heading = /"heading": "([^"]+)"/.exec(text)![1]!;
    await edit(page, text.replace(`"heading": "${heading}"`, `"heading": "${heading} (edited once more)"`));
    const kept = (await buildCopy()).files;
    // Nothing changed since: nothing rendered, no file of the output touched, the same files.
    const again = await buildCopy();
    expect(again.files).toEqual(kept);
    expect(again.made).toBe(0);
    expect(again.filesChanged).toBe(0);
    // The full path: every page file checked and expanded again (the kept model unused), every page read again, every
    // text file compressed again, into a folder built from nothing.
    for (const made of ['facts', 'compressed', 'outputs']) await rm(path.join(dir, '.cache/build', made), { recursive: true, force: true });
    const fresh = path.join(dir, 'fresh');
    const run = await runScript('build.ts', ['--root', dir, '--out', fresh], { VALIDATE_CACHE: '0' });
    expect(run.code, run.output).toBe(0);
    expect(await snapshot(fresh)).toEqual(kept);
    // And every compressed copy in the kept output is of the file beside it (the edited page's too).
    for (const file of [...kept.keys()].filter((f) => f.endsWith('.br') || f.endsWith('.gz'))) {
      const data = await readFile(path.join(out, file));
      const plain = (file.endsWith('.br') ? brotliDecompressSync(data) : gunzipSync(data)).toString('utf8');
      expect(plain === (await readFile(path.join(out, file.slice(0, -3)), 'utf8')), file).toBe(true);
    }
    expect((await readFile(path.join(out, 'gap.html'), 'utf8')).replace(/<[^>]+>/g, '')).toContain('(edited once more)');
  }, 90_000);

  it('re-renders every page, with the new code, when site.json and a component change', async () => {
    // One build for both (a whole re-render costs some 7 CPU-seconds): a page rendered again with the old renderer
    // (a cache whose keys missed the code) would have the new tagline but not the component's new element.
    const before = await upToDate();
    const site = 'site-config/site.json';
    const text = await readText(dir, site);
    const data = JSON.parse(text) as { footer: { tagline: string } };
    // The footer is on every page.
    const tagline = `${data.footer.tagline} Edited.`;
    await edit(site, setJson(text, ['footer', 'tagline'], tagline));
    const block = path.join('src/blocks/prose/ProseBlock.tsx');
    const source = await readText(dir, block);
    // An element of its own in the prose block's HTML (a prop on Section would be dropped: it spreads none).
    await edit(block, source.replace('narrow>', 'narrow><i data-edited="" />'));
    expect(await readText(dir, block)).toContain('data-edited');
    const after = await buildCopy();
    expect(after.made).toBe(after.of);
    const pages = [...after.files.keys()].filter((f) => f.endsWith('.html'));
    expect(changed(before, after.files)).toEqual(expect.arrayContaining(pages));
    for (const file of pages) expect(await readFile(path.join(out, file), 'utf8'), file).toContain(tagline);
    const withProse = [];
    for (const file of pages) if ((await readFile(path.join(out, file), 'utf8')).includes('data-edited')) withProse.push(file);
    expect(withProse).toEqual(expect.arrayContaining(['privacy-policy.html']));
  }, 90_000);
});
