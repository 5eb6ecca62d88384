/** `npx tsx scripts/screenshot.ts <url> <out.png> [width] [--full]`: a quick look at a page in real Chromium. */
import { launchChromium } from './lib/chromium.ts';

const [url, out, width = '1280'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: screenshot.ts <url> <out.png> [width] [--full]');
  process.exit(2);
}
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
