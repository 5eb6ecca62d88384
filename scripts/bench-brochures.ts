/**
 * `npx tsx scripts/bench-brochures.ts [-- --extra 1000]`: what one brochure costs, on one thread, apart from
 * the rest of the build (bench:scale measures the whole build).
 *  - the real site: every brochure the build makes, its size, and its time: the first brochure (which
 *    loads what every later one on the thread reuses), the others on a first pass (`cold`: as a build
 *    makes them, each word new to the thread shaped once) and on a second pass over the same pages (`warm`);
 *  - `--extra N` more plan pages (copies of /gap with their own address and title, as bench:scale makes),
 *    built one after another on the same thread: the cost per brochure must not grow with the site.
 */
import { blockHooks } from '../src/blocks/node-registry.ts';
import { loadSite } from '../src/engine/load-site.ts';
import { brochureSources } from '../src/build/brochure-sources.ts';
import { buildBrochure } from '../src/build/brochures.ts';
import { kb, median, table } from '../src/bench/stats.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import type { ResolvedPage } from '../src/engine/types.ts';

const options = readOptions('bench-brochures', { extra: { type: 'string', default: '1000' } });
const extra = Number(options.extra);
const loaded = await loadSite({ root: process.cwd(), env: {}, blockHooks });
if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('\n'));
const { site } = loaded.model;
const sources = [...brochureSources(loaded.model).values()];

async function timed(page: ResolvedPage) {
  const started = performance.now();
  const bytes = await buildBrochure(site, page);
  return { ms: performance.now() - started, bytes: bytes.length };
}

const first = await timed(sources[0]!);
const real = [first];
for (const page of sources.slice(1)) real.push(await timed(page));
// A second round over the same pages: the warm cost, without the first brochure's one-time setup.
const warm: number[] = [];
for (const page of sources) warm.push((await timed(page)).ms);

const gap = sources.find((p) => p.path === '/gap')!;
const synthetic: number[] = [];
const startedAll = performance.now();
for (let i = 1; i <= extra; i++) {
  const page = { ...gap, path: `/synthetic-plan-${i}`, title: `Synthetic protection plan ${i} | Owl Admin`, description: `Synthetic plan page number ${i}.` };
  synthetic.push((await timed(page)).ms);
}
const allMs = performance.now() - startedAll;
const tenth = Math.max(1, Math.floor(extra / 10));

const sizes = real.map((r) => r.bytes);
console.log(`\nBrochures: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, one thread.\n`);
console.log(
  table(
    ['what', 'brochures', 'first ms', 'cold median ms', 'warm median ms', 'warm max ms', 'median kB', 'max kB'],
    [
      ['real site', sources.length, first.ms.toFixed(0), median(real.slice(1).map((r) => r.ms)).toFixed(1), median(warm).toFixed(1), Math.max(...warm).toFixed(1), kb(median(sizes)), kb(Math.max(...sizes))],
      ...(extra
        ? [
            [`+${extra} /gap copies, first tenth`, tenth, '', '', median(synthetic.slice(0, tenth)).toFixed(1), Math.max(...synthetic.slice(0, tenth)).toFixed(1), '', ''],
            [`+${extra} /gap copies, last tenth`, tenth, '', '', median(synthetic.slice(-tenth)).toFixed(1), Math.max(...synthetic.slice(-tenth)).toFixed(1), '', ''],
            [`+${extra} /gap copies, mean of all`, extra, '', '', (allMs / extra).toFixed(1), Math.max(...synthetic).toFixed(1), '', ''],
          ]
        : []),
    ],
  ),
);
