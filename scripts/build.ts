/**
 * `npm run build`: validates site-config/ (and refuses on any problem), builds the browser bundle, then
 * prerenders every address to dist/<path>/index.html, the not-found page to dist/404.html, and writes
 * sitemap.xml and robots.txt. `--out DIR` writes elsewhere (tests build into temporary folders); `--timings` prints
 * how long each step took.
 * The output is made as a list of cache entries, then put in place whole: a spare copy of the last output
 * (kept in the cache) is brought up to date, file by file where it differs, and replaces dist/ at once, so a server
 * running on dist/ (`npm run serve`) keeps answering from a whole build while this one is made
 * (src/build/output-tree.ts).
 * Pages and brochures render on worker threads (`--jobs N`; by default one per core, and one per hundred pages at most: prerender-pool.ts) and are kept in a
 * content-addressed cache (src/build/build-cache.ts), so a rebuild makes only what changed.
 * `--shard k/n` renders one part of the pages on this machine, `--merge DIR` builds the site from every part
 * (src/build/shards.ts).
 */
import { rmSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { blockHooks } from '../src/blocks/node-registry.ts';
import { loadSite, type CacheContext } from '../src/engine/load-site.ts';
import { validationCache } from '../src/engine/validation-cache.ts';
import { exitOnSchemaDefinitionError } from '../src/engine/cli-errors.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import { formatProblems } from '../src/engine/problems.ts';
import { outputFileFor } from '../src/engine/routes.ts';
import type { ResolvedPage } from '../src/engine/types.ts';
import { fontFile, fontSourceDir } from '../src/render/fonts.ts';
import { bundleRenderer } from './lib/renderer.ts';
import { prerenderTargets, robotsTxt, sitemapXml } from '../src/build/site-files.ts';
import { brochureSources } from '../src/build/brochure-sources.ts';
import { folderBeside, removeLeftovers } from '../src/build/replace-folder.ts';
import { deployFiles } from '../src/build/deploy-files.ts';
import { OutputFactsStore } from '../src/build/output-facts.ts';
import { publishOutput } from '../src/build/output-tree.ts';
import { BuildCache, hashFiles, hashOf } from '../src/build/build-cache.ts';
import { codeKeys, hashAfter } from '../src/build/build-keys.ts';
import { prerender, workerCount, type PrerenderJob } from '../src/build/prerender-pool.ts';
import { outlinePictures } from '../src/build/outline-pictures.ts';
import { entriesOf, importShards, parseShard, shardName, writeShard } from '../src/build/shards.ts';

// A build is for production whatever the shell says (vitest, for one, sets "test"): React and Emotion then
// render production markup, without development labels in every class name (about 9% of a page's HTML).
process.env.NODE_ENV = 'production';
const options = readOptions('npm run build', {
  root: { type: 'string' },
  out: { type: 'string' },
  jobs: { type: 'string' },
  timings: { type: 'boolean' },
  shard: { type: 'string' },
  merge: { type: 'string', multiple: true },
});
const root = path.resolve(options.root ?? path.join(import.meta.dirname, '..'));
const jobs = options.jobs === undefined ? undefined : Number(options.jobs);
if (jobs !== undefined && (!Number.isInteger(jobs) || jobs < 1)) {
  console.error(`npm run build: --jobs must be a whole number of worker threads, 1 or more (got "${options.jobs}").`);
  process.exit(2);
}
// A part of the build (src/build/shards.ts): rendered into shards/<k>-of-<n>/ unless --out says otherwise.
const shard = options.shard === undefined ? undefined : parseShard(options.shard);
if (typeof shard === 'string' || (shard && options.merge)) {
  console.error(`npm run build: ${typeof shard === 'string' ? shard : '--shard builds one part and --merge puts the parts together: one or the other.'}`);
  process.exit(2);
}
const outDir = options.out ? path.resolve(options.out) : path.join(root, shard ? `shards/${shard.index}-of-${shard.count}` : 'dist');
const started = performance.now();
/** `--timings`: how long each step took, on stderr, to see where a build's time goes (docs/performance.md). */
const steps: [string, number][] = [];
let stepStarted = started;
const step = (name: string) => {
  const now = performance.now();
  steps.push([name, now - stepStarted]);
  stepStarted = now;
};
const printTimings = () => {
  if (options.timings) console.error(steps.map(([name, ms]) => `${name}: ${Math.round(ms)} ms`).join('\n'));
};

// Each page file's checks and expanded pages are kept by its text (src/engine/validation-cache.ts): a rebuild checks
// and expands only the files that changed. VALIDATE_CACHE=0 turns it off, as for npm run validate.
const modelCache = process.env.VALIDATE_CACHE === '0' ? {} : { cache: (context: CacheContext) => validationCache(root, context, process.env, { keepPages: true }) };
const loaded = await loadSite({ root, env: process.env, blockHooks, ...modelCache }).catch(exitOnSchemaDefinitionError);
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems));
  console.error('Build refused: fix the problems above (npm run validate lists them too).');
  process.exit(1);
}
// Warnings do not stop the build: they are said once, here, and the site is built.
const validatedAt = performance.now();
step('validate');
if (loaded.warnings.length) console.warn(formatProblems(loaded.warnings));
step('print the warnings');
const { model } = loaded;

const workDir = folderBeside(outDir, 'building');
const bundleDir = folderBeside(outDir, 'bundle');
await removeLeftovers(outDir);
await rm(workDir, { recursive: true, force: true });
await rm(bundleDir, { recursive: true, force: true });
// A build that fails or is stopped leaves dist/ as it was, and no half-made folder beside it.
process.once('exit', () => {
  rmSync(workDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

const cache = new BuildCache(root);
const code = await codeKeys(root);
step('code keys');
/** The output: each file's path in dist/, and the cache entry it is (output-tree.ts). */
const output = new Map<string, string>();
/** A file the build makes itself, kept in the cache by its content. */
const putFile = async (file: string, data: string | Uint8Array) => {
  const entry = `files/${hashOf(data)}`;
  if (!(await cache.has(entry))) await cache.put(entry, data);
  output.set(file, entry);
};

// The browser bundle (with public/ copied in): made again only when the code or public/ changed.
const client = `client/${hashOf(code.client, await hashFiles(root, ['public']))}`;
if (!(await cache.has(client))) {
  const fresh = folderBeside(outDir, 'client');
  try {
    // Vite is loaded only when there is something for it to do (a rebuild with the code unchanged has not).
    const { build } = await import('vite');
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: fresh } });
    await cache.putFolder(client, fresh);
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
}
// The pictures' words as Inter's outlines: an <img> cannot use the page's web font (src/build/outline-pictures.ts).
// Done in a folder of the bundle's few hundred files, each then kept by its content.
await cache.placeFolder(client, bundleDir);
const pictures = await outlinePictures(root, bundleDir, cache);
for (const kept of pictures.kept) console.warn(`Picture ${kept}`);
const bundleFiles = (await readdir(bundleDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
for (const file of bundleFiles.map((entry) => path.relative(bundleDir, path.join(entry.parentPath, entry.name))).sort()) {
  await putFile(file.split(path.sep).join('/'), await readFile(path.join(bundleDir, file)));
}
const template = await readFile(path.join(bundleDir, 'index.html'), 'utf8');
await rm(bundleDir, { recursive: true, force: true });
step('browser bundle and pictures');

// The server renderer, bundled by Vite (scripts/lib/renderer.ts), once per code change.
const rendererEntry = `renderer/${code.renderer}`;
if (!(await cache.has(rendererEntry))) await bundleRenderer(root, cache.entry(rendererEntry));
const rendererFile = path.join(cache.entry(rendererEntry), 'render-page.js');
step('renderer');

// Every page and brochure is a cache entry named by what makes it (see build-cache.ts).
const year = new Date().getFullYear();
const siteJson = JSON.stringify(model.site);
const pageKey = hashAfter(hashOf(code.page, template, String(year), siteJson));
const brochureKey = hashAfter(code.brochure, siteJson);
/** Each page as text, made once: its page and its brochure are both named by it (10,000 pages take a quarter second). */
const pageJson = new Map<ResolvedPage, string>();
const jsonOf = (page: ResolvedPage) => pageJson.get(page) ?? pageJson.set(page, JSON.stringify(page)).get(page)!;
/** Every page and brochure of the site, by entry (a page at several addresses is one). */
const wanted = new Map<string, PrerenderJob>();
const want = (job: PrerenderJob, files: string[]) => {
  // The browser bundle's index.html (the template) gives way to the home page.
  for (const file of files) output.set(file, job.entry);
  if (!wanted.has(job.entry)) wanted.set(job.entry, job);
};
const targets = prerenderTargets(model);
const filesOf = new Map<ResolvedPage, string[]>();
for (const { address, page } of targets) filesOf.set(page, [...(filesOf.get(page) ?? []), outputFileFor(address)]);
for (const [page, files] of filesOf) want({ kind: 'page', entry: `pages/${pageKey(jsonOf(page))}.html`, page }, files);
for (const [file, page] of brochureSources(model)) {
  want({ kind: 'brochure', entry: `brochures/${brochureKey(jsonOf(page))}.pdf`, page }, [file.slice(1)]);
}
// What a shard or a merge checks the others against: every entry's name is a hash of all that made it.
const source = hashOf(...[...wanted.keys()].sort());
const facts = await OutputFactsStore.load(cache);
if (options.merge) {
  try {
    facts.adopt(await importShards(options.merge.map((dir) => path.resolve(dir)), source, cache));
  } catch (error) {
    console.error(`npm run build --merge: ${(error as Error).message}`);
    process.exit(1);
  }
}
const mine = shard ? entriesOf(wanted.keys(), shard) : undefined;
const work: PrerenderJob[] = [];
for (const [entry, job] of wanted) if ((!mine || mine.has(entry)) && !(await cache.has(entry))) work.push(job);
if (options.merge && work.length) {
  // Every entry came with a shard, or the merge would render on one machine what the shards were for.
  console.error(`npm run build --merge: ${work.length} pages and brochures are in no shard (the first: ${work[0]!.entry}, of ${work[0]!.page.path ?? 'the not-found page'}): merge every shard of this build.`);
  process.exit(1);
}
step('page and brochure keys');
const renderStarted = performance.now();
const threads = workerCount(work.length, jobs);
await prerender({ root, rendererFile, template, site: model.site, year }, work, threads);
const renderMs = performance.now() - renderStarted;
step('render');

if (shard) {
  // A shard's part of the output, compressed here so the merge need not: its files, their facts and copies.
  const part = new Map([...output].filter(([, entry]) => mine!.has(entry)));
  await facts.of(part);
  const handed = facts.handOn(part);
  await writeShard(outDir, cache, { part: shard, source, entries: mine!, extras: handed.entries, facts: handed.facts });
  await facts.save();
  await cache.prune();
  step('the part written');
  printTimings();
  console.log(
    `Built part ${shardName(shard)} into ${path.relative(process.cwd(), outDir) || '.'} in ${Math.round(performance.now() - started)} ms ` +
      `(rendered ${work.length} of ${mine!.size} pages and brochures of ${wanted.size} in ${Math.round(renderMs)} ms on ${threads} thread${threads === 1 ? '' : 's'}; ` +
      `merge the parts with npm run build -- --merge ${path.relative(process.cwd(), path.dirname(outDir)) || '.'}).`,
  );
  process.exit(0);
}

await putFile('sitemap.xml', sitemapXml(model));
await putFile('robots.txt', robotsTxt(model));
await putFile(`fonts/${fontFile}`, await readFile(path.join(root, fontSourceDir, fontFile)));
step('site files');
// _headers, _redirects, nginx.conf and .br/.gz beside every text file (docs/deploy.md). The policy hashes the
// pages' inline scripts, and each file's copies are named by its bytes: both kept by cache entry (output-facts.ts).
const { needs, compressed } = await facts.of(output);
for (const [file, text] of deployFiles(model, needs).files) await putFile(file, text);
const deployCompressed = (await facts.of(new Map([...output].filter(([file]) => !compressed.has(file))))).compressed;
for (const [file, copies] of [...compressed, ...deployCompressed]) {
  output.set(`${file}.br`, `${copies}.br`);
  output.set(`${file}.gz`, `${copies}.gz`);
}
await facts.save();
step('policy and compressed copies');
const outputStarted = performance.now();
const published = await publishOutput(output, outDir, workDir, cache);
const publishMs = performance.now() - outputStarted;
step('put in place');
await cache.prune();
step('prune the cache');
printTimings();

const made = work.length;
const kept = wanted.size - made;
console.log(
  `Built ${targets.length} pages into ${path.relative(process.cwd(), outDir) || '.'} in ${Math.round(performance.now() - started)} ms ` +
    `(validate ${Math.round(validatedAt - started)} ms; rendered ${made} of ${wanted.size} pages and brochures in ${Math.round(renderMs)} ms ` +
    `on ${threads} thread${threads === 1 ? '' : 's'}, ${kept} unchanged from the cache; ` +
    `${published.changed} of ${output.size} files changed in the output, put in place in ${Math.round(publishMs)} ms; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB).`,
);
