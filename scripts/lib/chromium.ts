import { chromium, type Browser } from 'playwright-core';

type Env = Record<string, string | undefined>;

/** Debian's Chromium, the whole browser: what the benchmarks measure pages in, as a visitor's Chrome renders them. */
export const debianChromium = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same Chromium release (one source package), without the browser's windows,
 * tabs and profile services around the engine. What the test suite drives: the same pages, scripts and layout, for
 * less work. Measured 2026-11-28 on three browser test files (site, studio-a11y, card-grids): 154 CPU-seconds and
 * 84 s with the whole browser, 100 and 54 s with the shell; on four others (studio-traps, forms, blocks, a11y): 140
 * and 81 s, 109 and 66 s.
 */
export const debianHeadlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser the benchmarks drive (Lighthouse, the navigation bench): CHROME_PATH when set (GitHub's runners: their
 * preinstalled /usr/bin/google-chrome), else Debian's Chromium. An empty CHROME_PATH counts as unset.
 */
export const browserPath = (env: Env) => env.CHROME_PATH || debianChromium;

/** The browser the tests and the screenshot script drive: CHROME_PATH when set, else Debian's headless shell. */
export const testBrowserPath = (env: Env) => env.CHROME_PATH || debianHeadlessShell;

/** The benchmarks' browser for this process. */
export const chromiumPath = browserPath(process.env);
/** The tests' browser for this process. */
export const testChromiumPath = testBrowserPath(process.env);

/** Launched so it stays off the network (this machine's network is closed). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The tests' browser, launched by Playwright with a fresh, empty profile of its own. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: testChromiumPath, headless: true, args: chromiumFlags });
}
