/**
 * `npm run bench:scale [-- --sizes 100,1000]`: how cost grows with the number of pages. For each size it
 * makes a temporary copy of the project with that many extra plan pages (copies of /gap with their own
 * address, title, description and brochure), then times validation (loadSite, as `npm run validate`)
 * and the whole build (`scripts/build.ts`), and prints time per page.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSite } from '../src/engine/load-site.ts';
import { table } from '../src/bench/stats.ts';
import { readOptions } from '../src/engine/cli-args.ts';

const root = path.resolve(import.meta.dirname, '..');
const sizes = readOptions('npm run bench:scale', { sizes: { type: 'string', default: '100,1000' } }).sizes.split(',').map(Number);
const parts = ['site-config', 'schemas', 'public', 'src', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];

const template = JSON.parse(await readFile(path.join(root, 'site-config/pages/gap.json'), 'utf8')) as Record<string, unknown>;

async function copyWith(extra: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `scale-${extra}-`));
  await Promise.all(parts.map((p) => cp(path.join(root, p), path.join(dir, p), { recursive: true })));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (let i = 1; i <= extra; i++) {
    const text = JSON.stringify(template)
      .replaceAll('/brochures/gap.pdf', `/brochures/synthetic-plan-${i}.pdf`)
      .replace(/"title":"[^"]*"/, `"title":"Synthetic protection plan ${i} | Owl Admin"`)
      .replace(/"description":"[^"]*"/, `"description":"Synthetic plan page number ${i}, generated to measure how validation and prerendering grow with the number of pages."`)
      .replace(/"path":"[^"]*"/, `"path":"/synthetic-plan-${i}"`);
    await writeFile(path.join(dir, `site-config/pages/synthetic-plan-${i}.json`), text);
  }
  return dir;
}

async function measure(extra: number) {
  const dir = await copyWith(extra);
  try {
    const started = performance.now();
    const loaded = await loadSite({ root: dir });
    const validateMs = performance.now() - started;
    if (!loaded.ok) throw new Error(`synthetic site does not validate: ${loaded.problems[0]?.message}`);
    const buildStarted = performance.now();
    execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(dir, 'scripts/build.ts'), '--root', dir, '--out', path.join(dir, 'dist')], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    return { pages: loaded.model.pages.length, validateMs, buildMs: performance.now() - buildStarted };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// The build script lives in the copy, so copy scripts/ too.
parts.push('scripts');
const rows: (string | number)[][] = [];
const base = await measure(0);
rows.push(['repository', base.pages, Math.round(base.validateMs), (base.validateMs / base.pages).toFixed(1), Math.round(base.buildMs), (base.buildMs / base.pages).toFixed(1), '', '']);
for (const size of sizes) {
  const r = await measure(size);
  // Marginal cost: what the extra pages added over the repository's own, per extra page.
  const marginalValidate = (r.validateMs - base.validateMs) / size;
  const marginalBuild = (r.buildMs - base.buildMs) / size;
  rows.push([`+${size} plan pages`, r.pages, Math.round(r.validateMs), (r.validateMs / r.pages).toFixed(1), Math.round(r.buildMs), (r.buildMs / r.pages).toFixed(1), marginalValidate.toFixed(1), marginalBuild.toFixed(1)]);
  process.stderr.write(`  measured +${size}\n`);
}
console.log(`\nScale: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, one run each.\n`);
console.log(table(['site', 'pages', 'validate ms', 'ms/page', 'build ms', 'ms/page', 'marginal validate ms/page', 'marginal build ms/page'], rows));
