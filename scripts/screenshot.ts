/** `npx tsx scripts/screenshot.ts <url> <out.png> [width] [--full]`: a quick look at a page in real Chromium. */
import { readArguments } from '../src/engine/cli-args.ts';
import { launchChromium } from './lib/chromium.ts';

const { values, positionals } = readArguments('npx tsx scripts/screenshot.ts', { full: { type: 'boolean', default: false } });
const [url, out, width = '1280'] = positionals;
if (!url || !out || positionals.length > 3 || !(Number(width) > 0)) {
  console.error('usage: screenshot.ts <url> <out.png> [width] [--full]');
  process.exit(2);
}
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: values.full });
await browser.close();
