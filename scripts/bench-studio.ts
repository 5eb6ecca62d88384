/**
 * `npm run bench:studio [-- --extra 10000] [--runs 3]`: the studio over a big site, in Chromium, as an editor uses it
 * (issue 24 goal 6). It makes a temporary copy of the project with that many extra plan pages (copies of /gap, as
 * `npm run bench:scale` makes them), starts `npm run studio` on it, lets a first visit warm the studio up, then
 * measures, each `--runs` times (the median is printed):
 *  - pages list: from opening /studio/ to the list showing its pages;
 *  - search: from the last key of a page's number typed into "Search pages" to the list showing that page alone (a
 *    page near the end of the list);
 *  - open page: from opening a page's editor to its outline and its preview, drawn;
 *  - save: the hero's heading edited, from the click on Save to the status line saying "All changes saved" (the
 *    studio writes the file and checks it against the whole site);
 *  - save, paused: the same after a pause of 1.5 s, in which the editor checked the draft (the save takes that run).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './lib/chromium.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import { median } from '../src/bench/stats.ts';
import { copyWithPlans, syntheticFile, syntheticTitle } from './lib/scale-copy.ts';

const root = path.resolve(import.meta.dirname, '..');
const options = readOptions('npm run bench:studio', { extra: { type: 'string', default: '10000' }, runs: { type: 'string', default: '3' } });
const extra = Number(options.extra);
const runs = Number(options.runs);
if (!Number.isInteger(extra) || extra < 3 || !Number.isInteger(runs) || runs < 1) {
  console.error('npm run bench:studio: --extra takes a whole number of pages (3 or more), --runs a whole number of runs.');
  process.exit(2);
}

/** `npm run studio --root dir` on a port the system picks; the address it prints, whole (it may carry a token). */
async function startStudio(dir: string) {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/studio.ts'), '--root', dir], {
    cwd: dir,
    env: { ...process.env, PORT: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const started = Date.now();
  for (;;) {
    const url = /Studio: (http:\/\/\S+)/.exec(output)?.[1];
    if (url) return { url, started: Date.now() - started, stop: () => child.kill('SIGTERM') };
    if (child.exitCode !== null || Date.now() - started > 300_000) throw new Error(`the studio did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const at = (printed: string, pathname: string) => {
  const u = new URL(printed);
  u.pathname = pathname;
  return u.href;
};
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]:not([aria-hidden])');

/**
 * When the editor just navigated to is drawn, in ms from the start of that navigation, by the browser's own clock:
 * the later of the outline's heading on screen and the preview's page painted (its frame's first contentful paint,
 * with its main landmark there). Checked at every frame. Playwright's own wait for the same two things answers later:
 * it looks into a frame again after 20, 50, 100 and 100 ms, then every 500 ms, and a trace of the same visits saw
 * the preview painted 140 ms before that wait returned (2026-11-29).
 */
function openedAt(page: Page): Promise<number> {
  return page.waitForFunction(
    () => {
      const w = window as Window & { outlineAt?: number };
      if (w.outlineAt === undefined && [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].some((h) => h.textContent?.trim() === 'Outline')) w.outlineAt = performance.now();
      const frame = [...document.querySelectorAll<HTMLIFrameElement>('iframe[title^="Preview of the page"]')].find((f) => !f.hasAttribute('aria-hidden'));
      const shown = frame?.contentWindow;
      if (w.outlineAt === undefined || !shown || !frame.contentDocument?.querySelector('main')) return false;
      const paint = shown.performance.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return false;
      return Math.max(w.outlineAt, shown.performance.timeOrigin + paint.startTime - performance.timeOrigin);
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  ).then((answer) => answer.jsonValue() as Promise<number>);
}

/** From the next click on the Save button to the status line saying "All changes saved", by the browser's clock, at every frame. */
async function savedAfterClick(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as Window & { clickedAt?: number };
    w.clickedAt = undefined;
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('button')?.textContent?.trim() === 'Save') w.clickedAt = performance.now();
    }, { capture: true, once: true });
  });
  return page.waitForFunction(
    () => {
      const { clickedAt } = window as Window & { clickedAt?: number };
      if (clickedAt === undefined) return false;
      return [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes('All changes saved')) && performance.now() - clickedAt;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  ).then((answer) => answer.jsonValue() as Promise<number>);
}

const dir = await copyWithPlans(root, extra, 'studio-scale');
const studio = await startStudio(dir);
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  /**
   * The time `work` takes, as Node sees it; or, when `work` gives the figure the page measured itself (the browser's
   * own clock, openedAt and savedAfterClick), that one, with Node's given to `waited`.
   */
  const timed = async (work: () => Promise<void | number>, waited?: (ms: number) => void) => {
    const t = performance.now();
    const measured = await work();
    const took = performance.now() - t;
    if (measured === undefined) return took;
    waited?.(took);
    return measured;
  };
  // The first visit, not measured: the studio loads its renderer and the browser its app.
  await page.goto(at(studio.url, '/studio/edit/site-config/pages/home.json'));
  await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor({ timeout: 120_000 });
  await preview(page).getByRole('main').waitFor({ timeout: 120_000 });

  const figures: Record<string, number[]> = {
    'pages list': [],
    search: [],
    'open page': [],
    save: [],
    'save, paused': [],
    'open page, as Playwright waits': [],
    'save, as Playwright waits': [],
    'save, paused, as Playwright waits': [],
  };
  for (let run = 0; run < runs; run++) {
    const far = extra - run;
    figures['pages list']!.push(
      await timed(async () => {
        await page.goto(at(studio.url, '/studio/'));
        await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Pages"] tbody tr').length > 0, undefined, { timeout: 120_000 });
      }),
    );
    // A person types the number; what counts is how soon after the last key the list shows the one page.
    const wanted = `plan ${far - 1} `;
    const search = page.getByRole('searchbox', { name: 'Search pages' });
    await search.fill('');
    await search.pressSequentially(wanted.slice(0, -1), { delay: 30 });
    figures.search!.push(
      await timed(async () => {
        await search.press('Space');
        await page.waitForFunction(
          ([title]) => {
            const rows = document.querySelectorAll('table[aria-label="Pages"] tbody tr');
            return rows.length === 1 && rows[0]!.textContent!.includes(title!);
          },
          [syntheticTitle(far - 1)],
          { timeout: 120_000 },
        );
      }),
    );
    const file = syntheticFile(far - 2);
    let waited = 0;
    figures['open page']!.push(
      await timed(async () => {
        await page.goto(at(studio.url, `/studio/edit/${file}`), { waitUntil: 'commit' });
        const drawn = openedAt(page);
        await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor({ timeout: 120_000 });
        await preview(page).getByRole('main').waitFor({ timeout: 120_000 });
        return await drawn;
      }, (ms) => (waited = ms)),
    );
    figures['open page, as Playwright waits']!.push(waited);
    const heading = page.locator('#root_heading');
    for (const [figure, pause] of [['save', 0], ['save, paused', 1500]] as const) {
      await heading.fill(`${await heading.inputValue()} (${figure} ${run})`);
      await page.getByText('Unsaved changes').waitFor();
      // A person who stops typing for a moment first: the editor has checked the draft, and the save takes that run.
      if (pause) await page.waitForTimeout(pause);
      figures[figure]!.push(
        await timed(async () => {
          const saved = savedAfterClick(page);
          await page.getByRole('button', { name: 'Save', exact: true }).click();
          await page.getByText('All changes saved').waitFor({ timeout: 120_000 });
          return await saved;
        }, (ms) => (waited = ms)),
      );
      figures[`${figure}, as Playwright waits`]!.push(waited);
    }
  }
  console.log(`\nThe studio over the project with ${extra.toLocaleString('en-US')} extra plan pages (started in ${(studio.started / 1000).toFixed(1)} s); median of ${runs}, ms:`);
  for (const [name, values] of Object.entries(figures)) console.log(`  ${name.padEnd(33)} ${median(values).toFixed(0).padStart(7)}   (${values.map((v) => v.toFixed(0)).join(', ')})`);
} finally {
  await browser.close();
  studio.stop();
  await rm(dir, { recursive: true, force: true });
}
