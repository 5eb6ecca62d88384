/**
 * `npm run bench:navigation [-- --runs 5 --hover 300]`: how long a reader waits between clicking a link
 * and seeing the next page's largest paint, with and without the Speculation Rules every page carries
 * (src/render/speculation-rules.ts). Builds the site, serves it twice (as built, and with the rules
 * removed), and in Chromium, on a throttled network, for each link pair: opens the first page, rests
 * the pointer on the link for `--hover` ms, clicks, and measures from the click event to the second
 * page's LCP (for a prerendered page, to its activation when that is later: it was painted before).
 * Each run is a fresh browser context with an empty cache. Prints the median of `--runs` per pair.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, table } from '../src/bench/stats.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import { createStaticHandler } from '../src/server/static-files.ts';
import { launchCdpBrowser, type CdpBrowser } from './lib/cdp-pipe.ts';
import { slowLink, type LinkShape } from './lib/slow-link.ts';

const root = path.resolve(import.meta.dirname, '..');
const options = readOptions('npm run bench:navigation', {
  runs: { type: 'string', default: '5' },
  hover: { type: 'string', default: '300' },
  // An existing build to measure instead of building one (the folder is copied, never changed).
  dir: { type: 'string' },
});
const runs = Number(options.runs);
const hoverMs = Number(options.hover);

/** A slow mobile connection, as Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbps down. */
const network: LinkShape = { latencyMs: 150, downBytesPerSecond: (1.6 * 1024 * 1024) / 8 };

/** The links followed: from a page, the first visible link to another, chosen to land on pages of different kinds. */
const pairs = [
  { from: '/', to: '/about', what: 'home -> about (header menu)' },
  { from: '/about', to: '/gap', what: 'about -> a plan page (footer)' },
  { from: '/gap', to: '/contact', what: 'plan -> contact, with a form (header menu)' },
] as const;

const rulesScript = /<script type="speculationrules">[\s\S]*?<\/script>/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? htmlFiles(file) : file.endsWith('.html') ? [file] : [];
  });
}

/** Serves `dir` as `npm start` does, behind the slow link: the base address is the link's. */
async function serve(dir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const handle = createStaticHandler(dir);
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const link = await slowLink((server.address() as AddressInfo).port, network);
  return {
    base: `http://127.0.0.1:${link.port}`,
    async close() {
      await link.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One click, measured. */
interface Sample {
  /** From the click event to the next page's LCP (or its activation, when prerendered and painted before). */
  ms: number;
  /** 'prerendered', 'prefetched' or 'network': what the browser had ready when the click came. */
  loaded: string;
  /** How long the next page's HTML took to arrive (from the browser's request to its last byte). */
  htmlMs: number;
}

/** What a page session answers to an expression (by value), or undefined once its page is gone. */
async function evaluate<T>(browser: CdpBrowser, sessionId: string, expression: string): Promise<T | undefined> {
  const reply = await browser
    .send<{ result: { value?: T }; exceptionDetails?: { text: string } }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId)
    .catch(() => undefined);
  if (reply?.exceptionDetails) throw new Error(`${expression.slice(0, 60)}…: ${reply.exceptionDetails.text}`);
  return reply?.result.value;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await wait(50)) {
    const value = await check();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
}

/**
 * One reader, in a fresh browser context (empty cache): opens `from`, rests the pointer on the link to
 * `to`, clicks, and times the next page. The pages of the tab, the prerendered one included, are
 * attached through the tab, so the next page can be asked for its timings wherever it was loaded.
 */
async function clickToLcp(browser: CdpBrowser, base: string, from: string, to: string): Promise<Sample> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
  const sessions = new Map<string, string>();
  const stops: (() => void)[] = [];
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { targetInfos } = await browser.send<{ targetInfos: { targetId: string; browserContextId: string }[] }>('Target.getTargets', { filter: [{ type: 'tab' }] });
    const tab = targetInfos.find((t) => t.browserContextId === browserContextId);
    if (!tab) throw new Error('no tab for the new context');
    const { sessionId: tabSession } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId: tab.targetId, flatten: true });
    stops.push(
      browser.on('Target.attachedToTarget', (params, parent) => {
        if (parent !== tabSession) return;
        const { sessionId, targetInfo } = params as { sessionId: string; targetInfo: { targetId: string; type: string } };
        if (targetInfo.type === 'page') sessions.set(targetInfo.targetId, sessionId);
        void browser.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => {});
      }),
      browser.on('Target.detachedFromTarget', (params) => {
        for (const [target, session] of sessions) if (session === params.sessionId) sessions.delete(target);
      }),
    );
    await browser.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, tabSession);
    const page = await until('the first page to attach', async () => sessions.get(targetId));
    await browser.send('Page.enable', {}, page);
    const loaded = new Promise<void>((resolve) => stops.push(browser.on('Page.loadEventFired', (_, session) => session === page && resolve())));
    await browser.send('Page.navigate', { url: `${base}${from}` }, page);
    await loaded;
    // Let the first page settle (its bootstrap, fonts, idle-time work), as a reader who reads before clicking.
    await wait(1000);

    // The click's own timestamp, taken in the page (event time on the shared clock), not when Node hears of it.
    let clickedAt = Number.NaN;
    stops.push(browser.on('Runtime.bindingCalled', (params, session) => session === page && (clickedAt = Number(params.payload))));
    await browser.send('Runtime.addBinding', { name: 'benchClicked' }, page);
    await evaluate(browser, page, `addEventListener('click', (e) => benchClicked(String(performance.timeOrigin + e.timeStamp)), { capture: true })`);
    const target = await evaluate<{ x: number; y: number }>(
      browser,
      page,
      `(() => {
        const link = [...document.querySelectorAll('a[href="${to}"]')].find((a) => a.getClientRects().length > 0);
        if (!link) return undefined;
        link.scrollIntoView({ block: 'center' });
        const box = link.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      })()`,
    );
    if (!target) throw new Error(`${from} has no visible link to ${to}`);
    await wait(100);
    const mouse = (type: string, x: number, y: number) => browser.send('Input.dispatchMouseEvent', { type, x, y, button: type === 'mouseMoved' ? 'none' : 'left', clickCount: 1 }, page);
    await mouse('mouseMoved', target.x - 30, target.y);
    await mouse('mouseMoved', target.x, target.y);
    await wait(hoverMs);
    await mouse('mousePressed', target.x, target.y);
    await mouse('mouseReleased', target.x, target.y);

    // The next page is either this page navigated, or the prerendered page, now activated in its place.
    const next = await until(`${to} to load`, async () => {
      for (const session of sessions.values()) {
        // A page still starting up may not answer yet: ask again on the next round.
        const state = await Promise.race([evaluate<string>(browser, session, `location.href + ' ' + document.readyState + ' ' + document.prerendering`), wait(1000)]);
        if (state === `${base}${to} complete false`) return session;
      }
      return undefined;
    });
    // Images may still become the largest paint after load: give them a moment on this slow network.
    await wait(1500);
    const painted = await evaluate<{ at: number; loaded: string; htmlMs: number }>(
      browser,
      next,
      `new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1);
          const nav = performance.getEntriesByType('navigation')[0];
          const activation = nav.activationStart ?? 0;
          resolve({
            at: performance.timeOrigin + Math.max(lcp.startTime, activation),
            loaded: activation > 0 ? 'prerendered' : nav.deliveryType === 'navigational-prefetch' ? 'prefetched' : 'network',
            htmlMs: nav.responseEnd - nav.requestStart,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      })`,
    );
    if (!painted) throw new Error(`${to}: no largest contentful paint`);
    if (Number.isNaN(clickedAt)) throw new Error(`${from} -> ${to}: the click was not seen`);
    return { ms: painted.at - clickedAt, loaded: painted.loaded, htmlMs: painted.htmlMs };
  } finally {
    for (const stop of stops) stop();
    await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

const distDir = mkdtempSync(path.join(tmpdir(), 'bench-navigation-'));
const withRules = path.join(distDir, 'with');
const withoutRules = path.join(distDir, 'without');
const servers: { close: () => Promise<void> }[] = [];
let browser: CdpBrowser | undefined;
try {
  if (options.dir) cpSync(options.dir, withRules, { recursive: true });
  else execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build.ts'), '--out', withRules], { cwd: root, stdio: 'inherit' });
  cpSync(withRules, withoutRules, { recursive: true });
  for (const file of htmlFiles(withoutRules)) {
    const html = readFileSync(file, 'utf8');
    if (!rulesScript.test(html)) throw new Error(`${path.relative(withoutRules, file)} carries no <script type="speculationrules">: nothing to compare`);
    writeFileSync(file, html.replace(rulesScript, ''));
    // The build's precompressed copies would still carry the rules, for a server that serves them.
    for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
  }
  const variants = [
    { name: 'with rules', ...(await serve(withRules)) },
    { name: 'without', ...(await serve(withoutRules)) },
  ];
  servers.push(...variants);
  browser = await launchCdpBrowser();
  const started = Date.now();
  const rows: (string | number)[][] = [];
  for (const pair of pairs) {
    const medians: number[] = [];
    const how: string[] = [];
    for (const variant of variants) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await clickToLcp(browser, variant.base, pair.from, pair.to));
      medians.push(median(samples.map((s) => s.ms)));
      how.push([...new Set(samples.map((s) => s.loaded))].join('/'));
      process.stderr.write(`  ${pair.from} -> ${pair.to}, ${variant.name}: ${samples.map((s) => Math.round(s.ms)).join(', ')} ms (${how.at(-1)}; its HTML took ${samples.map((s) => Math.round(s.htmlMs)).join(', ')} ms)\n`);
    }
    rows.push([`${pair.from} -> ${pair.to}`, Math.round(medians[0]!), how[0]!, Math.round(medians[1]!), how[1]!]);
  }
  console.log(
    `\nClick to the next page's LCP, median of ${runs} (fresh context each), after a ${hoverMs} ms hover; Chromium, ` +
      `${network.latencyMs} ms RTT, ${((network.downBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbps down (a slow link in front of the server). ${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s.\n`,
  );
  console.log(table(['link', 'with rules ms', 'loaded as', 'without ms', 'loaded as'], rows));
} finally {
  await browser?.close();
  for (const server of servers) await server.close();
  rmSync(distDir, { recursive: true, force: true });
}
