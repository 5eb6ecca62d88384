/*
 * Issue 20 §2, "No traps": each thing a first-time marketer could fall into in the studio, driven in Chromium by
 * roles and labels on a copy of the project. Each test fails on the studio as it was before its fix.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { preview, startStudio, warmUpStudio, type StudioProcess } from './studio-process.ts';

const session = browserSession();
let studio: StudioProcess;

beforeAll(async () => {
  studio = await startStudio();
  await warmUpStudio(() => session.newContext((browser) => browser.newContext()), studio);
}, 180_000);

afterAll(async () => {
  await studio?.stop();
});

const poll = { timeout: 15_000 };

/** An editor in a fresh 1280×800 window, watched for console errors and failed requests. */
async function openEditor(file: string): Promise<Page> {
  const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 1280, height: 800 } }));
  const page = await context.newPage();
  session.watch(page, new URL(studio.url).origin);
  await page.goto(studio.at(`/studio/edit/${file}`));
  await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor({ timeout: 60_000 });
  return page;
}

/** The outline's sections, as buttons (their drag handles left out). */
const outlineSection = (page: Page, name: RegExp) => page.getByRole('list', { name: 'Sections' }).getByRole('button', { name }).filter({ hasNotText: /^$/ }).first();

/** The headings of the page shown in the preview (the frame on screen), once it shows the page rather than a message. */
const previewHeadings = async (page: Page) => (await preview(page).locator('main h1, main h2').allInnerTexts()).map((t) => t.trim());

describe('studio: no traps', () => {
  it('the preview recovers: a deleted section comes back with Undo, and a page waiting for a fix comes back when the fix returns it to a version shown before', async () => {
    const page = await openEditor('site-config/pages/gap.json');
    await expect.poll(() => previewHeadings(page), poll).toContain('How GAP works');

    // Delete a section, see it go, undo: it is back in the preview.
    await outlineSection(page, /^How GAP works/).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => previewHeadings(page), poll).not.toContain('How GAP works');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => previewHeadings(page), poll).toContain('How GAP works');

    // Empty the hero's heading: the preview waits for a fix. Undo brings the page back.
    const heading = 'GAP: close the gap after a total loss';
    await outlineSection(page, /^GAP: close the gap/).click();
    await page.getByRole('textbox', { name: /^Heading/ }).first().fill('');
    const waiting = preview(page).getByRole('heading', { name: 'The preview is waiting for a fix' });
    await waiting.waitFor(poll);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => previewHeadings(page), poll).toContain(heading);

    // Again, and this time the fix is typed: the page is back.
    await page.getByRole('textbox', { name: /^Heading/ }).first().fill('');
    await waiting.waitFor(poll);
    await page.getByRole('textbox', { name: /^Heading/ }).first().fill(heading);
    await expect.poll(() => previewHeadings(page), poll).toContain(heading);

    // And the preview still follows what comes next.
    await page.getByRole('textbox', { name: /^Heading/ }).first().fill('GAP: seen in the preview');
    await expect.poll(() => previewHeadings(page), poll).toContain('GAP: seen in the preview');
    expect(session.problems()).toEqual([]);
  }, 90_000);
});
