/**
 * `npm run bench:scale [-- --sizes 100,1000,10000] [--max 50000] [--jobs N] [--skip-astro]`: how cost grows with the number of pages
 * (`--max` adds a largest size to the list).
 * For each size it makes a temporary copy of the project with that many extra plan pages (copies of /gap
 * with their own address, title, description and brochure), then measures, one run each:
 *  - validate: loadSite, as `npm run validate` does, in a process of its own;
 *  - full build: `scripts/build.ts` with an empty cache;
 *  - no-op rebuild: the same build again, nothing changed;
 *  - one-page edit: one synthetic page's heading changed, then the build;
 * with each step's peak memory (RSS of its process, the build's worker threads included).
 * When the Astro peer is installed (bench/astro-peer/README.md), each size is also built by Astro from the same copy,
 * right after the engine's full build, and the table gives Astro's time, the ratio, and each one's cost per page
 * added since the size before.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { table } from '../src/bench/stats.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import { copyWithPlans, syntheticFile } from './lib/scale-copy.ts';

const root = path.resolve(import.meta.dirname, '..');
const options = readOptions('npm run bench:scale', {
  sizes: { type: 'string', default: '100,1000,10000' },
  max: { type: 'string' },
  jobs: { type: 'string' },
  'skip-astro': { type: 'boolean' },
});
const max = options.max === undefined ? undefined : Number(options.max);
const sizes = [...options.sizes.split(',').map(Number).filter((size) => max === undefined || size < max), ...(max === undefined ? [] : [max])];
if (sizes.some((size) => !Number.isInteger(size) || size < 0)) {
  console.error('npm run bench:scale: --sizes takes whole numbers of pages, separated by commas, and --max one whole number.');
  process.exit(2);
}

/** Validation in a process of its own (scripts/lib/bench-validate.ts): its time, its pages, its peak memory. */
function validate(dir: string): { ms: number; pages: number; peakMb: number } {
  const output = execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/lib/bench-validate.ts'), dir], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as { ok: boolean; problem?: string; pages: number; ms: number; peakMb: number };
  if (!result.ok) throw new Error(`synthetic site does not validate: ${result.problem}`);
  return result;
}
const peer = path.join(root, 'bench/astro-peer');
const peerInstalled = !options['skip-astro'] && existsSync(path.join(peer, 'node_modules/astro/package.json'));

/** The Astro peer's build of the copy, as a whole process (Astro has no cache between builds: every build is cold). */
function astroBuild(dir: string): number {
  const started = performance.now();
  execFileSync(process.execPath, [path.join(peer, 'node_modules/astro/astro.js'), 'build', '--silent'], {
    cwd: peer,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PEER_SITE_ROOT: dir, PEER_OUT: path.join(dir, 'astro-dist'), ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return performance.now() - started;
}

/** Runs the copy's build; its time, and the peak memory and counts it reports. */
function build(dir: string) {
  const started = performance.now();
  const args = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(dir, 'scripts/build.ts'), '--root', dir, '--out', path.join(dir, 'dist')];
  if (options.jobs) args.push('--jobs', options.jobs);
  const output = execFileSync(process.execPath, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NO_COLOR: '1' } });
  const ms = performance.now() - started;
  const [, made = '?', of = '?'] = /rendered (\d+) of (\d+)/.exec(output) ?? [];
  const [, rss = '?'] = /peak memory (\d+) MB/.exec(output) ?? [];
  return { ms, made, of, rss };
}

async function measure(extra: number) {
  const dir = await copyWithPlans(root, extra, 'scale');
  try {
    const checked = validate(dir);
    const full = build(dir);
    const astro = peerInstalled ? astroBuild(dir) : undefined;
    const noop = build(dir);
    const edited = extra ? syntheticFile(1) : 'site-config/pages/gap.json';
    const text = await readFile(path.join(dir, edited), 'utf8');
    await writeFile(path.join(dir, edited), text.replace(/"heading": "([^"]*)"/, '"heading": "$1, edited"'));
    const edit = build(dir);
    return { pages: checked.pages, checked, full, astro, noop, edit };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const rows: (string | number)[][] = [];
let before: { pages: number; ours: number; astro?: number } | undefined;
/** The cost of each page added since the size before: (this build - that build) / pages added. */
const marginal = (ms: number | undefined, was: number | undefined, pages: number) =>
  ms === undefined || was === undefined || !before ? '' : ((ms - was) / (pages - before.pages)).toFixed(1);
for (const size of [0, ...sizes]) {
  const r = await measure(size);
  const astroColumns = peerInstalled
    ? [Math.round(r.astro!), (r.astro! / r.full.ms).toFixed(2), `${marginal(r.full.ms, before?.ours, r.pages)} / ${marginal(r.astro, before?.astro, r.pages)}`]
    : [];
  before = { pages: r.pages, ours: r.full.ms, ...(r.astro === undefined ? {} : { astro: r.astro }) };
  rows.push([
    size ? `+${size} plan pages` : 'repository',
    r.pages,
    Math.round(r.checked.ms),
    Math.round(r.full.ms),
    ...astroColumns,
    ((r.full.ms) / r.pages).toFixed(1),
    Math.round(r.noop.ms),
    `${Math.round(r.edit.ms)} (${r.edit.made} of ${r.edit.of})`,
    `${r.checked.peakMb} / ${r.full.rss} / ${r.noop.rss} / ${r.edit.rss}`,
  ]);
  process.stderr.write(`  measured ${size ? `+${size}` : 'the repository'}\n`);
}
console.log(`\nScale: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, one run each, build threads: ${options.jobs ?? 'one per core'}.\n`);
if (!peerInstalled) console.log(`${options['skip-astro'] ? 'Without the Astro peer (--skip-astro)' : 'The Astro peer is not installed (bench/astro-peer/README.md)'}: our figures only.\n`);
const astroHeads = peerInstalled ? ['Astro cold ms', 'Astro/ours', 'marginal ms/page, ours / Astro'] : [];
console.log(table(['site', 'pages', 'validate ms', 'full build ms', ...astroHeads, 'ms/page', 'no-op rebuild ms', 'one-page edit ms (rendered)', 'peak RSS MB: validate / full / no-op / edit'], rows));
