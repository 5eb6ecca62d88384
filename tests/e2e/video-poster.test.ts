/**
 * Issue 14, item 1: "the video poster is an empty gradient". The home page's video cover draws a picture of
 * the platform behind its play button, and that picture leaves the two things on top of it readable: the
 * white caption (WCAG text contrast, 4.5:1) and the amber play button (WCAG 1.4.11, 3:1 against what is
 * around it), on a phone and on a desktop, where the button and caption sit in different places.
 * Measured on the production build in Chromium: the cover is photographed with the caption's text and the
 * button hidden, and every pixel behind them is compared with their colours.
 */
import type { BrowserContext, Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { palette } from '../../src/theme/theme.ts';
import { browserSession } from './browser-session.ts';

const baseURL = inject('baseURL');
const session = browserSession();

type Rgb = [number, number, number];

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const hex = (colour: string): Rgb => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as Rgb;

/** Rectangles in CSS pixels, relative to the cover's top-left corner. */
type Box = [left: number, top: number, right: number, bottom: number];

/** The luminance of every pixel under `boxes` and on the ring around the button, read from a PNG of the cover. */
async function pixelsBehind(context: BrowserContext, png: Buffer, scale: number, text: Box[], ring: { x: number; y: number; r: number }) {
  // Decoded in a blank page of the same browser: the site's own page forbids data: images by its CSP.
  const blank = await context.newPage();
  return blank.evaluate(
    async ({ data, scale, text, ring }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.width, img.height];
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const pixels = g.getImageData(0, 0, img.width, img.height).data;
      const at = (x: number, y: number): [number, number, number] => {
        const i = (Math.round(y * scale) * img.width + Math.round(x * scale)) * 4;
        return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      };
      const underText = text.flatMap(([l, t, r, b]) => Array.from({ length: Math.ceil(b - t) }, (_, dy) => Array.from({ length: Math.ceil(r - l) }, (_, dx) => at(l + dx, t + dy))).flat());
      // 2 to 8 px outside the button's edge, all the way round.
      const aroundButton = Array.from({ length: 120 }, (_, k) => [2, 5, 8].map((d) => at(ring.x + (ring.r + d) * Math.cos((k * Math.PI) / 60), ring.y + (ring.r + d) * Math.sin((k * Math.PI) / 60)))).flat();
      return { underText, aroundButton };
    },
    { data: png.toString('base64'), scale, text, ring },
  );
}

async function measure(width: number) {
  const context = await session.newContext((browser) => browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1 }));
  await context.route((url) => url.origin !== baseURL, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  session.watch(page, baseURL);
  await page.goto(`${baseURL}/`);
  // A link to the video until its island hydrates (when it comes into view), a button that plays it in place after.
  const video = page.locator('#video');
  const cover: Locator = video.getByRole('link', { name: /^Play Video/ }).or(video.getByRole('button', { name: /^Play Video/ }));
  await cover.scrollIntoViewIfNeeded();

  // The poster is a picture that has loaded and is drawn across the whole cover, not a broken or empty image.
  const poster = cover.locator('img');
  await expect(poster.count()).resolves.toBe(1);
  await poster.evaluate((img: HTMLImageElement) => img.decode());
  const drawn = await poster.evaluate((img: HTMLImageElement) => ({ loaded: img.complete && img.naturalWidth > 0, src: new URL(img.src).pathname }));
  expect(drawn).toEqual({ loaded: true, src: '/images/video-tour-poster.svg' });
  const [coverBox, posterBox] = await Promise.all([cover.boundingBox(), poster.boundingBox()]);
  expect(posterBox).toEqual(coverBox);

  const coverElement = await cover.elementHandle();
  if (!coverElement) throw new Error('the video cover is gone');
  const { text, ring, captionColour } = await coverElement.evaluate((a) => {
    const origin = a.getBoundingClientRect();
    const caption = a.querySelector(':scope > span:last-of-type')!;
    const range = document.createRange();
    range.selectNodeContents(caption);
    const text = [...range.getClientRects()].map((r) => [r.left - origin.left, r.top - origin.top, r.right - origin.left, r.bottom - origin.top]);
    const button = a.querySelector<HTMLElement>('.play')!;
    const b = button.getBoundingClientRect();
    const captionColour = getComputedStyle(caption).color;
    // Hidden only to see what lies behind them; their boxes stay where they were.
    (caption as HTMLElement).style.visibility = 'hidden';
    button.style.visibility = 'hidden';
    return { text, ring: { x: b.left - origin.left + b.width / 2, y: b.top - origin.top + b.height / 2, r: b.width / 2 }, captionColour };
  });
  expect(captionColour).toBe('rgb(255, 255, 255)');
  // By the element found before: with its caption hidden, the link's accessible name no longer says "Play Video".
  const png = await coverElement.screenshot();
  const { underText, aroundButton } = await pixelsBehind(context, png, 1, text as Box[], ring);
  expect(session.problems()).toEqual([]);

  // The least contrast anywhere: the lightest pixel behind the caption, the one nearest amber around the button.
  const captionContrast = Math.min(...underText.map((p) => contrast(1, luminance(p))));
  const amber = luminance(hex(palette.amber));
  const buttonContrast = Math.min(...aroundButton.map((p) => contrast(amber, luminance(p))));
  return { captionContrast, buttonContrast };
}

describe('the home video cover (issue 14 item 1)', () => {
  it.each([375, 1280])('at %i px it draws the platform poster, and the caption and play button stay readable over it', async (width) => {
    const { captionContrast, buttonContrast } = await measure(width);
    expect(captionContrast, 'white caption against the lightest pixel behind its text').toBeGreaterThanOrEqual(4.5);
    expect(buttonContrast, 'amber play button against the pixels just outside it').toBeGreaterThanOrEqual(3);
  });
});
