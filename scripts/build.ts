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
 */
import { rmSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { blockHooks } from '../src/blocks/node-registry.ts';
import { loadSite } from '../src/engine/load-site.ts';
import { exitOnSchemaDefinitionError } from '../src/engine/cli-errors.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import { formatProblems } from '../src/engine/problems.ts';
import { outputFileFor } from '../src/engine/routes.ts';
import type { ResolvedPage } from '../src/engine/types.ts';
import { fontFile, fontSourceDir } from '../src/render/fonts.ts';
import { bundleRenderer } from './lib/renderer.ts';
import { prerenderTargets, robotsTxt, sitemapXml } from '../src/build/site-files.ts';
import { brochureSources } from '../src/build/brochures.ts';
import { folderBeside, removeLeftovers } from '../src/build/replace-folder.ts';
import { deployFiles } from '../src/build/deploy-files.ts';
import { OutputFactsStore } from '../src/build/output-facts.ts';
import { publishOutput } from '../src/build/output-tree.ts';
import { BuildCache, hashFiles, hashOf } from '../src/build/build-cache.ts';
import { codeKeys, hashAfter } from '../src/build/build-keys.ts';
import { prerender, workerCount, type PrerenderJob } from '../src/build/prerender-pool.ts';
import { outlinePictures } from '../src/build/outline-pictures.ts';

// A build is for production whatever the shell says (vitest, for one, sets "test"): React and Emotion then
// render production markup, without development labels in every class name (about 9% of a page's HTML).
process.env.NODE_ENV = 'production';
const options = readOptions('npm run build', { root: { type: 'string' }, out: { type: 'string' }, jobs: { type: 'string' }, timings: { type: 'boolean' } });
const root = path.resolve(options.root ?? path.join(import.meta.dirname, '..'));
const outDir = options.out ? path.resolve(options.out) : path.join(root, 'dist');
const jobs = options.jobs === undefined ? undefined : Number(options.jobs);
if (jobs !== undefined && (!Number.isInteger(jobs) || jobs < 1)) {
  console.error(`npm run build: --jobs must be a whole number of worker threads, 1 or more (got "${options.jobs}").`);
  process.exit(2);
}
const started = performance.now();
/** `--timings`: how long each step took, on stderr, to see where a build's time goes (docs/performance.md). */
const steps: [string, number][] = [];
let stepStarted = started;
const step = (name: string) => {
  const now = performance.now();
  steps.push([name, now - stepStarted]);
  stepStarted = now;
};

const loaded = await loadSite({ root, env: process.env, blockHooks }).catch(exitOnSchemaDefinitionError);
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
const work: PrerenderJob[] = [];
const wanted = new Set<string>();
const want = async (job: PrerenderJob, files: string[]) => {
  // The browser bundle's index.html (the template) gives way to the home page.
  for (const file of files) output.set(file, job.entry);
  if (wanted.has(job.entry)) return;
  wanted.add(job.entry);
  if (!(await cache.has(job.entry))) work.push(job);
};
const targets = prerenderTargets(model);
const filesOf = new Map<ResolvedPage, string[]>();
for (const { address, page } of targets) filesOf.set(page, [...(filesOf.get(page) ?? []), outputFileFor(address)]);
for (const [page, files] of filesOf) {
  await want({ kind: 'page', entry: `pages/${pageKey(jsonOf(page))}.html`, page }, files);
}
for (const [file, page] of brochureSources(model)) {
  await want({ kind: 'brochure', entry: `brochures/${brochureKey(jsonOf(page))}.pdf`, page }, [file.slice(1)]);
}
step('page and brochure keys');
const renderStarted = performance.now();
const threads = workerCount(work.length, jobs);
await prerender({ root, rendererFile, template, site: model.site, year }, work, threads);
const renderMs = performance.now() - renderStarted;
step('render');

await putFile('sitemap.xml', sitemapXml(model));
await putFile('robots.txt', robotsTxt(model));
await putFile(`fonts/${fontFile}`, await readFile(path.join(root, fontSourceDir, fontFile)));
step('site files');
// _headers, _redirects, nginx.conf and .br/.gz beside every text file (docs/deploy.md). The policy hashes the
// pages' inline scripts, and each file's copies are named by its bytes: both kept by cache entry (output-facts.ts).
const facts = await OutputFactsStore.load(cache);
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
if (options.timings) console.error(steps.map(([name, ms]) => `${name}: ${Math.round(ms)} ms`).join('\n'));

const made = work.length;
const kept = wanted.size - made;
console.log(
  `Built ${targets.length} pages into ${path.relative(process.cwd(), outDir) || '.'} in ${Math.round(performance.now() - started)} ms ` +
    `(validate ${Math.round(validatedAt - started)} ms; rendered ${made} of ${wanted.size} pages and brochures in ${Math.round(renderMs)} ms ` +
    `on ${threads} thread${threads === 1 ? '' : 's'}, ${kept} unchanged from the cache; ` +
    `${published.changed} of ${output.size} files changed in the output, put in place in ${Math.round(publishMs)} ms; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB).`,
);
