import { chromium, type Browser } from 'playwright-core';

/**
 * The browser the tests and benchmarks drive: CHROME_PATH when set (GitHub's runners: their preinstalled
 * /usr/bin/google-chrome), else Debian's Chromium. An empty CHROME_PATH counts as unset.
 */
export const browserPath = (env: Record<string, string | undefined>) => env.CHROME_PATH || '/usr/bin/chromium';

/** Launched so it stays off the network (this machine's network is closed). */
export const chromiumPath = browserPath(process.env);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright gives every launch a fresh, empty profile of its own. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}
