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

/** The editor's status line: "No changes yet", "Unsaved changes", "All changes saved"… */
const status = (page: Page) => page.getByRole('status').filter({ hasText: /changes|Saved|Saving/ }).first().innerText();

/** A section in the outline, by its title. */
const outlineSection = (page: Page, name: RegExp) => page.getByRole('list', { name: 'Sections' }).getByRole('button', { name }).first();

/** The headings of the page shown in the preview (the frame on screen), once it shows the page rather than a message. */
const previewHeadings = async (page: Page) => (await preview(page).locator('main h1, main h2').allInnerTexts()).map((t) => t.trim());

describe('studio: no traps', () => {
  it('opening every outline item changes nothing: a page of each kind, pages with a table, a form and an embed, the shared sections and site settings', async () => {
    // Every item of every file is covered by tests/unit/studio-choices.test.ts (rjsf's defaults, fast); here the real
    // studio opens one file of each shape, custom controls and all (a whole site's worth takes minutes in Chromium).
    const files = [
      'site-config/pages/gap.json',
      'site-config/pages/not-found.json',
      'site-config/pages/safe-return.json',
      'site-config/pages/admin-in-a-box.json',
      'site-config/pages/contact.json',
      'site-config/pages/book-a-call-calendly.json',
      'site-config/fragments/landing.json',
      'site-config/site.json',
    ];
    const changed: string[] = [];
    const started = Date.now();
    let opened = 0;
    let page: Page | undefined;
    for (const file of files) {
      if (!page) page = await openEditor(file);
      else {
        await page.goto(studio.at(`/studio/edit/${file}`));
        await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor({ timeout: 30_000 });
      }
      await expect.poll(() => status(page!), poll).toBe('No changes yet');
      const items = page.getByRole('list', { name: /^(Settings|Sections)$/ }).getByRole('listitem');
      const count = await items.count();
      expect(count, file).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const item = items.nth(i).getByRole('button', { name: /^(?!Move section|Edit fields)/ }).first();
        const name = (await item.innerText()).split('\n')[0];
        await item.click();
        await expect.poll(() => page!.locator('#form-heading').innerText(), poll).toContain(name!.slice(0, 20));
        opened++;
        // rjsf writes its defaults as the form mounts: a moment is enough to see them.
        await page.waitForTimeout(50);
        const now = await status(page);
        if (now !== 'No changes yet') {
          changed.push(`${file}: ${name} (${now})`);
          await page.goto(studio.at(`/studio/edit/${file}`));
          await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor({ timeout: 30_000 });
        }
      }
      await page.waitForTimeout(300);
      if ((await status(page)) !== 'No changes yet') changed.push(`${file}: after opening every item`);
    }
    console.log(`opened ${opened} outline items of ${files.length} files in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    expect(changed).toEqual([]);
    expect(opened).toBeGreaterThan(files.length * 3);
    expect(session.problems()).toEqual([]);
  }, 300_000);

  it("Page settings: the page's kind is a choice of three, shown as it is; choosing another shows only its fields, choosing back restores the page exactly", async () => {
    const page = await openEditor('site-config/pages/gap.json');
    await page.getByRole('button', { name: 'Page settings' }).click();
    const kinds = page.getByRole('radiogroup', { name: 'What kind of page is this?' });
    const address = page.getByRole('textbox', { name: /^Address/ });
    await expect.poll(() => kinds.getByRole('radio', { name: /^One address/ }).isChecked(), poll).toBe(true);
    expect(await address.inputValue()).toBe('/gap');
    // No switch to turn on by mistake, and nothing changed by opening.
    expect(await page.getByRole('switch', { name: /not-found/i }).count()).toBe(0);
    expect(await status(page)).toBe('No changes yet');

    await kinds.getByRole('radio', { name: /^The page-not-found page/ }).check();
    await expect.poll(() => address.count(), poll).toBe(0);
    expect(await status(page)).toBe('Unsaved changes');
    await kinds.getByRole('radio', { name: /^A family of addresses/ }).check();
    await page.getByRole('textbox', { name: /^Address start/ }).waitFor(poll);
    await kinds.getByRole('radio', { name: /^One address/ }).check();
    await expect.poll(() => address.inputValue(), poll).toBe('/gap');
    await expect.poll(() => status(page), poll).toBe('No changes yet');

    // The page-not-found page is shown as what it is, with no address field.
    await page.goto(studio.at('/studio/edit/site-config/pages/not-found.json'));
    await page.getByRole('button', { name: 'Page settings' }).click();
    await expect.poll(() => kinds.getByRole('radio', { name: /^The page-not-found page/ }).isChecked(), poll).toBe(true);
    expect(await address.count()).toBe(0);
    expect(await status(page)).toBe('No changes yet');
    expect(session.problems()).toEqual([]);
  }, 60_000);

  it('a comparison table cell is Included, Not included or Words, and only the person\'s choice writes: words come back when chosen again', async () => {
    const page = await openEditor('site-config/pages/admin-in-a-box.json');
    await outlineSection(page, /^Who does what/).click();
    const cell = page.getByRole('group', { name: 'Value 1', exact: true }).first();
    await expect.poll(() => cell.getByRole('button', { name: 'Words' }).getAttribute('aria-pressed'), poll).toBe('true');
    const words = cell.getByRole('textbox', { name: /^Value 1, in words/ });
    const before = await words.inputValue();
    expect(before).not.toBe('');
    expect(await status(page)).toBe('No changes yet');

    await cell.getByRole('button', { name: 'Included', exact: true }).click();
    await expect.poll(() => words.count(), poll).toBe(0);
    expect(await status(page)).toBe('Unsaved changes');
    await cell.getByRole('button', { name: 'Not included' }).click();
    await cell.getByRole('button', { name: 'Words' }).click();
    await expect.poll(() => words.inputValue(), poll).toBe(before);
    await expect.poll(() => status(page), poll).toBe('No changes yet');
    expect(session.problems()).toEqual([]);
  }, 60_000);

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
