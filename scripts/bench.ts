/**
 * `npm run bench [-- --runs 3 --only /,/gap]`: builds the site, serves it, and runs Lighthouse (mobile
 * preset, simulated throttling) on every address, taking the median of N runs. It also measures a
 * reference — the home page's prerendered HTML with every script removed, i.e. the same page as
 * hand-written HTML — and prints each route's LCP as a ratio to it. Exits 1 when a budget is missed.
 * Results are also written to bench-results.json (git-ignored) for docs/performance.md.
 */
import { outputFileFor } from '../src/engine/routes.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticHandler } from '../src/server/static-files.ts';
import { kb, median, table } from '../src/bench/stats.ts';
import { chromiumFlags, chromiumPath } from './lib/chromium.ts';
import { readOptions } from '../src/engine/cli-args.ts';

const root = path.resolve(import.meta.dirname, '..');
const options = readOptions('npm run bench', { runs: { type: 'string', default: '3' }, only: { type: 'string' } });
const runs = Number(options.runs);

/** The budgets every route must meet (DEVELOPERS.md): Lighthouse 100 x4, and at most 10 kB of JS (gzip) in a first load. */
const budgets = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02, tbtMs: 50, lcpRatio: 1.1, firstLoadJsKb: 10 };

// 1. Build into a temporary folder and add the reference page beside the real ones.
const distDir = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build.ts'), '--out', distDir], { cwd: root, stdio: 'inherit' });
const homeHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
mkdirSync(path.join(distDir, 'bench-reference'), { recursive: true });
// Keep JSON data scripts out too: the reference is the page as static HTML and CSS only.
writeFileSync(path.join(distDir, outputFileFor('/bench-reference')), homeHtml.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''));

// Lighthouse will not audit a document answered with status 404, so the not-found page is measured as
// a copy served with 200; the e2e suite checks that unknown addresses really answer 404.
mkdirSync(path.join(distDir, 'bench-not-found'), { recursive: true });
writeFileSync(path.join(distDir, outputFileFor('/bench-not-found')), readFileSync(path.join(distDir, '404.html')));

const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
let addresses = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
// /thankyou as a visitor sees it: the scheduling service always sends the booked meeting along.
const booked = new URLSearchParams({ event_start_time: '2026-12-01T10:00:00-05:00', event_end_time: '2026-12-01T10:30:00-05:00', event_type_name: 'Discovery Call' });
addresses.push(`/thankyou?${booked}`, '/claim', '/bench-not-found');
/** An address as printed: the booking's long query string stands in as a short tag. */
const shown = (address: string) => address.replace(`?${booked}`, '?<booking>');
if (options.only) addresses = options.only.split(',');

// 2. Serve it and open one Chromium for all runs.
const handle = createStaticHandler(distDir);
const server = createServer((req, res) => void handle(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://localhost:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  failed: string[];
}

async function measure(address: string): Promise<Sample> {
  const result = await lighthouse(`${base}${address}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
  const { lhr } = result;
  // A page Lighthouse could not load (a 404, a refused address) would otherwise become NaN figures that pass no check loudly.
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${address}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; url?: string }[] } | undefined)?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0);
  const cssFiles = requests.filter((r) => r.resourceType === 'Stylesheet').reduce((s, r) => s + (r.transferSize ?? 0), 0);
  // The critical CSS is inline in the HTML: count it, gzipped, as CSS.
  const html = htmlOf(address) ?? '';
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const failed = Object.values(lhr.categories).flatMap((cat) =>
    cat.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${cat.id}:${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsBytes,
    cssBytes: cssFiles + gzipSync(inline).length,
    failed,
  };
}

function htmlOf(address: string): string | undefined {
  const pathname = address.split('?')[0]!;
  try {
    return readFileSync(path.join(distDir, outputFileFor(pathname)), 'utf8');
  } catch {
    return undefined;
  }
}

async function medianOf(address: string, n: number) {
  const samples: Sample[] = [];
  for (let i = 0; i < n; i++) samples.push(await measure(address));
  const pick = (key: Exclude<keyof Sample, 'failed'>) => median(samples.map((s) => s[key]));
  return {
    address,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    cssBytes: pick('cssBytes'),
    failed: [...new Set(samples.flatMap((s) => s.failed))],
  };
}

try {
  const started = Date.now();
  const reference = await medianOf('/bench-reference', Math.max(runs, 5));
  const rows = [];
  for (const address of addresses) {
    if (!htmlOf(address)) continue;
    const row = await medianOf(address, runs);
    rows.push(row);
    // Written as they come, so a failure late in a long run keeps what was measured.
    writeFileSync(path.join(root, 'bench-results.partial.json'), JSON.stringify({ reference, rows }, null, 2));
    process.stderr.write(`  measured ${shown(address)}: perf ${row.performance}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms\n`);
  }
  const problems: string[] = [];
  const lines = rows.map((r) => {
    const ratio = r.lcp / reference.lcp;
    const notFound = r.address === '/bench-not-found';
    const miss = (ok: boolean, what: string) => !ok && problems.push(`${shown(r.address)}: ${what}`);
    miss(r.performance >= budgets.performance, `performance ${r.performance} < ${budgets.performance}`);
    miss(r.accessibility >= budgets.accessibility, `accessibility ${r.accessibility} < 100`);
    miss(r.bestPractices >= budgets.bestPractices, `best practices ${r.bestPractices} < 100`);
    // A 404 page is correctly noindex with status 404, which the SEO category scores down by design.
    if (!notFound) miss(r.seo >= budgets.seo, `SEO ${r.seo} < 100`);
    miss(r.cls <= budgets.cls, `CLS ${r.cls.toFixed(3)} > ${budgets.cls}`);
    miss(r.tbt <= budgets.tbtMs, `TBT ${Math.round(r.tbt)} ms > ${budgets.tbtMs}`);
    miss(ratio <= budgets.lcpRatio, `LCP ${Math.round(r.lcp)} ms is ${ratio.toFixed(2)}x the reference (> ${budgets.lcpRatio})`);
    miss(r.jsBytes / 1024 <= budgets.firstLoadJsKb, `first-load JS ${kb(r.jsBytes)} kB > ${budgets.firstLoadJsKb} kB`);
    if (r.failed.length && (r.performance < 100 || r.accessibility < 100 || r.bestPractices < 100 || (!notFound && r.seo < 100))) {
      problems.push(`${shown(r.address)}: failing audits: ${r.failed.join(', ')}`);
    }
    return [shown(r.address), r.performance, r.accessibility, r.bestPractices, r.seo, Math.round(r.fcp), Math.round(r.lcp), Math.round(r.tbt), r.cls.toFixed(3), kb(r.jsBytes), kb(r.cssBytes), ratio.toFixed(2)];
  });
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS kB', 'CSS kB', 'LCP/ref'];
  const refLine = ['(reference: / without scripts)', reference.performance, reference.accessibility, reference.bestPractices, reference.seo, Math.round(reference.fcp), Math.round(reference.lcp), Math.round(reference.tbt), reference.cls.toFixed(3), kb(reference.jsBytes), kb(reference.cssBytes), '1.00'];
  const out = table(header, [refLine, ...lines]);
  console.log(`\nLighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`} per route (reference: median of ${Math.max(runs, 5)}), mobile preset, simulated throttling. ${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s.\n`);
  console.log(out);
  writeFileSync(path.join(root, 'bench-results.json'), JSON.stringify({ date: new Date().toISOString(), runs, reference, rows, budgets, problems }, null, 2));
  if (problems.length) {
    console.error(`\nOver budget:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll routes within budget.');
  }
} finally {
  await chrome.kill();
  server.close();
  rmSync(distDir, { recursive: true, force: true });
}
