/**
 * `npm run build`: validates site-config/ (and refuses on any problem), builds the browser bundle, then
 * prerenders every address to dist/<path>/index.html, the not-found page to dist/404.html, and writes
 * sitemap.xml and robots.txt. `--out DIR` writes elsewhere (tests build into temporary folders).
 * Everything is written to a folder beside dist/ that then replaces it at once, so a server running on
 * dist/ (`npm run serve`) keeps answering from a whole build while this one is made.
 */
import { rmSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { loadSite } from '../src/engine/load-site.ts';
import { exitOnSchemaDefinitionError } from '../src/engine/cli-errors.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import { formatProblems } from '../src/engine/problems.ts';
import { outputFileFor } from '../src/engine/routes.ts';
import { fontFile, fontSourceDir, fontWeights } from '../src/render/fonts.ts';
import { openRenderer } from './lib/renderer.ts';
import { prerenderTargets, robotsTxt, sitemapXml } from '../src/build/site-files.ts';
import { buildBrochures } from '../src/build/brochures.ts';
import { folderBeside, removeLeftovers, replaceFolder } from '../src/build/replace-folder.ts';

// A build is for production whatever the shell says (vitest, for one, sets "test"): React and Emotion then
// render production markup, without development labels in every class name (about 9% of a page's HTML).
process.env.NODE_ENV = 'production';
const options = readOptions('npm run build', { root: { type: 'string' }, out: { type: 'string' } });
const root = path.resolve(options.root ?? path.join(import.meta.dirname, '..'));
const outDir = options.out ? path.resolve(options.out) : path.join(root, 'dist');
const started = performance.now();

const loaded = await loadSite({ root, env: process.env }).catch(exitOnSchemaDefinitionError);
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems));
  console.error('Build refused: fix the problems above (npm run validate lists them too).');
  process.exit(1);
}
// Warnings do not stop the build: they are said once, here, and the site is built.
if (loaded.warnings.length) console.warn(formatProblems(loaded.warnings));
const { model } = loaded;

const workDir = folderBeside(outDir, 'building');
await removeLeftovers(outDir);
await rm(workDir, { recursive: true, force: true });
// A build that fails or is stopped leaves dist/ as it was, and no half-made folder beside it.
process.once('exit', () => rmSync(workDir, { recursive: true, force: true }));
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: workDir },
});

const template = await readFile(path.join(workDir, 'index.html'), 'utf8');
const { renderer, close } = await openRenderer(root);
const targets = prerenderTargets(model);
let renderStarted = performance.now();
try {
  const components = await renderer.loadComponents();
  renderStarted = performance.now(); // the figure below is rendering itself, not loading the code
  for (const { address, page } of targets) {
    const html = renderer.renderPage(model, page, { components, template });
    const file = path.join(workDir, outputFileFor(address));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
} finally {
  await close();
}
const renderMs = performance.now() - renderStarted;

await writeFile(path.join(workDir, 'sitemap.xml'), sitemapXml(model));
await writeFile(path.join(workDir, 'robots.txt'), robotsTxt(model));
for (const [file, pdf] of await buildBrochures(model)) {
  await mkdir(path.dirname(path.join(workDir, file)), { recursive: true });
  await writeFile(path.join(workDir, file), pdf);
}
await mkdir(path.join(workDir, 'fonts'), { recursive: true });
for (const weight of fontWeights) {
  await copyFile(path.join(root, fontSourceDir, fontFile(weight)), path.join(workDir, 'fonts', fontFile(weight)));
}
await replaceFolder(workDir, outDir);

console.log(
  `Built ${targets.length} pages into ${path.relative(process.cwd(), outDir) || '.'} in ${Math.round(performance.now() - started)} ms ` +
    `(prerender ${Math.round(renderMs)} ms, ${(renderMs / targets.length).toFixed(1)} ms a page).`,
);
