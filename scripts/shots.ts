/**
 * `npm run shots`: every page of the built site, full length, at a phone width (375 px) and a desktop
 * width (1280 px), as PNGs in shots/ (git-ignored), with each page's height at 375 px printed and kept
 * in heights.json beside them, so anyone can review the whole site in a minute and compare two sets.
 *
 * It serves the build in dist/ as it is. When dist/ is missing, or older than a file it is built from
 * (src/, site-config/, public/, schemas/, …), it runs `npm run build` first and says so.
 *
 *   npm run shots                          dist/ -> shots/
 *   npm run shots -- --out shots/before    another folder (e.g. a set to compare against later)
 *   npm run shots -- --only /,/gap         some pages only (addresses as in the sitemap)
 *   npm run shots -- --dir /tmp/build      another build, taken as it is (never rebuilt)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { readOptions } from '../src/engine/cli-args.ts';
import { guarded } from '../src/server/request-guard.ts';
import { createSiteHandler, shownPath } from '../src/server/site-server.ts';
import { launchChromium } from './lib/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const options = readOptions('npm run shots', { out: { type: 'string' }, only: { type: 'string' }, dir: { type: 'string' } });
const distDir = options.dir ? path.resolve(options.dir) : path.join(root, 'dist');
const outDir = path.resolve(options.out ?? path.join(root, 'shots'));

/** The phone and the desktop of issue 14. */
const widths = [375, 1280] as const;
const viewportHeight = 800;

/** What a build is made from: a file here newer than the build makes the build stale. */
const sources = ['src', 'site-config', 'public', 'schemas', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((newest, name) => Math.max(newest, newestChange(path.join(file, name))), stat.mtimeMs);
}

// sitemap.xml is written by every build, so its time is the build's.
const sitemap = path.join(distDir, 'sitemap.xml');
if (!options.dir) {
  const why = !existsSync(sitemap)
    ? 'there is no build in dist/'
    : Math.max(...sources.map((source) => newestChange(path.join(root, source)))) > statSync(sitemap).mtimeMs
      ? 'dist/ is older than the files it is built from'
      : '';
  if (why) {
    console.log(`Running npm run build first: ${why}.`);
    execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
  } else {
    console.log('Using the build in dist/ as it is (it is newer than every file it is built from).');
  }
} else if (!existsSync(sitemap)) {
  console.error(`npm run shots: ${shownPath(distDir)} holds no build (no sitemap.xml).`);
  process.exit(2);
}

interface Shot {
  /** The address visited. */
  path: string;
  /** The file name without width and extension. */
  name: string;
}

/** The sitemap's pages, the meeting confirmation with a meeting booked, and an address no page has. */
function pagesToShoot(): Shot[] {
  const xml = readFileSync(sitemap, 'utf8');
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))].sort();
  const shots = paths.map((p) => ({ path: p, name: p === '/' ? 'home' : p.slice(1).replace(/[^a-z0-9-]+/gi, '_') }));
  shots.push(
    { path: '/thankyou?event_type_name=Discovery%20Call&event_start_time=2026-03-10T15:00:00-07:00&event_end_time=2026-03-10T15:30:00-07:00', name: 'thankyou-with-meeting' },
    { path: '/no-such-page', name: 'not-found' },
  );
  if (!options.only) return shots;
  const wanted = options.only.split(',').map((p) => p.trim());
  const unknown = wanted.filter((p) => !shots.some((shot) => shot.path === p || shot.name === p));
  if (unknown.length) {
    console.error(`npm run shots: --only names ${unknown.join(', ')}, which the build does not have. It has ${shots.map((s) => s.path.split('?')[0]).join(', ')}.`);
    process.exit(2);
  }
  return shots.filter((shot) => wanted.includes(shot.path) || wanted.includes(shot.name));
}

/**
 * One page at one width: loaded, scrolled through a screen at a time (so islands that hydrate when seen,
 * and lazy images, are there in the picture), then photographed whole. Returns its height in CSS px.
 */
async function shoot(browser: Browser, base: string, shot: Shot, width: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: viewportHeight } });
  // The site stays on this server: anything elsewhere (a booking widget's frame) is left out.
  await context.route((url) => url.origin !== base, (route) => route.abort('blockedbyclient'));
  try {
    const page = await context.newPage();
    await page.goto(base + shot.path, { waitUntil: 'load' });
    // Each wait is bounded: a lazy image in a closed tab never loads, and must not stall the set.
    await page.evaluate(`(async () => {
      const atMost = (ms, promise) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
      const frame = () => atMost(250, new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 40))));
      for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.9)) { scrollTo(0, y); await frame(); }
      scrollTo(0, 0);
      await atMost(3000, document.fonts.ready);
      const shown = [...document.images].filter((img) => !img.complete && img.getClientRects().length > 0);
      await atMost(5000, Promise.all(shown.map((img) => new Promise((resolve) => { img.onload = img.onerror = resolve; }))));
      await frame();
    })()`);
    await page.screenshot({ path: path.join(outDir, `${shot.name}@${width}.png`), fullPage: true, animations: 'disabled' });
    return (await page.evaluate('document.documentElement.scrollHeight')) as number;
  } finally {
    await context.close();
  }
}

const shots = pagesToShoot();
const server = createServer(guarded(createSiteHandler({ distDir })));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

const started = performance.now();
const browser = await launchChromium();
const heights: Record<string, Record<number, number>> = {};
try {
  // Two tabs at a time: this is a 2-core machine, more would only slow each down.
  const jobs = shots.flatMap((shot) => widths.map((width) => ({ shot, width })));
  let next = 0;
  const tab = async () => {
    while (next < jobs.length) {
      const { shot, width } = jobs[next++]!;
      (heights[shot.path] ??= {})[width] = await shoot(browser, base, shot, width);
      process.stdout.write('.');
    }
  };
  await Promise.all([tab(), tab()]);
} finally {
  await browser.close();
  server.close();
}

const column = Math.max(...shots.map((shot) => shot.path.split('?')[0]!.length + 10));
console.log(`\n${'page'.padEnd(column)}  height at 375 px  (screens of ${viewportHeight} px)`);
for (const shot of shots) {
  const height = heights[shot.path]![375]!;
  const shown = shot.path.includes('?') ? `${shot.path.split('?')[0]} (meeting)` : shot.path;
  console.log(`${shown.padEnd(column)}  ${String(height).padStart(6)} px  ${(height / viewportHeight).toFixed(1).padStart(5)}`);
}
await writeFile(path.join(outDir, 'heights.json'), JSON.stringify(heights, null, 2) + '\n');
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\n${shots.length * widths.length} screenshots of ${shots.length} pages in ${shownPath(outDir)}/ (${seconds} s); heights in ${shownPath(path.join(outDir, 'heights.json'))}.`);
