/**
 * `npm run build`: validates site-config/ (and refuses on any problem), builds the browser bundle, then
 * prerenders every address to dist/<path>/index.html, the not-found page to dist/404.html, and writes
 * sitemap.xml and robots.txt. `--out DIR` writes elsewhere (tests build into temporary folders).
 * Everything is written to a folder beside dist/ that then replaces it at once, so a server running on
 * dist/ (`npm run serve`) keeps answering from a whole build while this one is made.
 * Pages and brochures render on worker threads (`--jobs N`; by default one per core, and one per hundred pages at most: prerender-pool.ts) and are kept in a
 * content-addressed cache (src/build/build-cache.ts), so a rebuild makes only what changed.
 */
import { rmSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
import { folderBeside, removeLeftovers, replaceFolder } from '../src/build/replace-folder.ts';
import { writeDeployFiles } from '../src/build/deploy-files.ts';
import { BuildCache, hashFiles, hashOf } from '../src/build/build-cache.ts';
import { codeKeys } from '../src/build/build-keys.ts';
import { prerender, workerCount, type PrerenderJob } from '../src/build/prerender-pool.ts';
import { outlinePictures } from '../src/build/outline-pictures.ts';

// A build is for production whatever the shell says (vitest, for one, sets "test"): React and Emotion then
// render production markup, without development labels in every class name (about 9% of a page's HTML).
process.env.NODE_ENV = 'production';
const options = readOptions('npm run build', { root: { type: 'string' }, out: { type: 'string' }, jobs: { type: 'string' } });
const root = path.resolve(options.root ?? path.join(import.meta.dirname, '..'));
const outDir = options.out ? path.resolve(options.out) : path.join(root, 'dist');
const jobs = options.jobs === undefined ? undefined : Number(options.jobs);
if (jobs !== undefined && (!Number.isInteger(jobs) || jobs < 1)) {
  console.error(`npm run build: --jobs must be a whole number of worker threads, 1 or more (got "${options.jobs}").`);
  process.exit(2);
}
const started = performance.now();

const loaded = await loadSite({ root, env: process.env, blockHooks }).catch(exitOnSchemaDefinitionError);
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems));
  console.error('Build refused: fix the problems above (npm run validate lists them too).');
  process.exit(1);
}
// Warnings do not stop the build: they are said once, here, and the site is built.
if (loaded.warnings.length) console.warn(formatProblems(loaded.warnings));
const { model } = loaded;
const validatedAt = performance.now();

const workDir = folderBeside(outDir, 'building');
await removeLeftovers(outDir);
await rm(workDir, { recursive: true, force: true });
// A build that fails or is stopped leaves dist/ as it was, and no half-made folder beside it.
process.once('exit', () => rmSync(workDir, { recursive: true, force: true }));

const cache = new BuildCache(root);
const code = await codeKeys(root);

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
await cache.placeFolder(client, workDir);
// The pictures' words as Inter's outlines: an <img> cannot use the page's web font (src/build/outline-pictures.ts).
const pictures = await outlinePictures(root, workDir, cache);
for (const kept of pictures.kept) console.warn(`Picture ${kept}`);
const template = await readFile(path.join(workDir, 'index.html'), 'utf8');

// The server renderer, bundled by Vite (scripts/lib/renderer.ts), once per code change.
const rendererEntry = `renderer/${code.renderer}`;
if (!(await cache.has(rendererEntry))) await bundleRenderer(root, cache.entry(rendererEntry));
const rendererFile = path.join(cache.entry(rendererEntry), 'render-page.js');

// Every page and brochure is a cache entry named by what makes it (see build-cache.ts).
const year = new Date().getFullYear();
const siteKey = hashOf(code.page, template, String(year), JSON.stringify(model.site));
const outputs: { entry: string; file: string }[] = [];
const work: PrerenderJob[] = [];
const wanted = new Set<string>();
const want = async (job: PrerenderJob, files: string[]) => {
  for (const file of files) outputs.push({ entry: job.entry, file });
  if (wanted.has(job.entry)) return;
  wanted.add(job.entry);
  if (!(await cache.has(job.entry))) work.push(job);
};
const targets = prerenderTargets(model);
const filesOf = new Map<ResolvedPage, string[]>();
for (const { address, page } of targets) filesOf.set(page, [...(filesOf.get(page) ?? []), outputFileFor(address)]);
for (const [page, files] of filesOf) {
  await want({ kind: 'page', entry: `pages/${hashOf(siteKey, JSON.stringify(page))}.html`, page }, files);
}
for (const [file, page] of brochureSources(model)) {
  await want({ kind: 'brochure', entry: `brochures/${hashOf(code.brochure, JSON.stringify(model.site), JSON.stringify(page))}.pdf`, page }, [file.slice(1)]);
}
const renderStarted = performance.now();
const threads = workerCount(work.length, jobs);
await prerender({ root, rendererFile, template, site: model.site, year }, work, threads);
const renderMs = performance.now() - renderStarted;
for (const { entry, file } of outputs) await cache.placeFile(entry, path.join(workDir, file));

await writeFile(path.join(workDir, 'sitemap.xml'), sitemapXml(model));
await writeFile(path.join(workDir, 'robots.txt'), robotsTxt(model));
await mkdir(path.join(workDir, 'fonts'), { recursive: true });
await copyFile(path.join(root, fontSourceDir, fontFile), path.join(workDir, 'fonts', fontFile));
// _headers, _redirects, nginx.conf and .br/.gz beside every text file, from the finished pages (docs/deploy.md).
await writeDeployFiles(model, workDir, cache);
await replaceFolder(workDir, outDir);
await cache.prune();

const made = work.length;
const kept = wanted.size - made;
console.log(
  `Built ${targets.length} pages into ${path.relative(process.cwd(), outDir) || '.'} in ${Math.round(performance.now() - started)} ms ` +
    `(validate ${Math.round(validatedAt - started)} ms; rendered ${made} of ${wanted.size} pages and brochures in ${Math.round(renderMs)} ms ` +
    `on ${threads} thread${threads === 1 ? '' : 's'}, ${kept} unchanged from the cache; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB).`,
);
