/*
 * Issue 20 §2, "No traps": each thing a first-time marketer could fall into in the studio, driven in Chromium by
 * roles and labels on a copy of the project. Each test fails on the studio as it was before its fix.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validateAsCli } from '../helpers/temp-project.ts';
import { browserSession } from './browser-session.ts';
import { preview, studioForFile } from './studio-process.ts';

const session = browserSession();
const studio = studioForFile(session);

const poll = { timeout: 15_000 };


/** An editor in a fresh 1280×800 window, watched for console errors and failed requests. */
async function openEditor(file: string): Promise<Page> {
  const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 1280, height: 800 } }));
  const page = await context.newPage();
  // A preview replaced, or left with the editor, while it still loads cancels its scripts and fonts, as leaving a
  // page does: watchPage excuses those (checks.ts).
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
  it('opening an outline item changes nothing: every kind of section, the settings of a page of each kind, the shared sections and site settings', async () => {
    // Every item of every file is covered by tests/unit/studio-choices.test.ts (rjsf's defaults, fast); here the real
    // studio opens one file of each shape, custom controls and all (a whole site's worth takes minutes in Chromium).
    // A page at one address (admin-in-a-box, contact and the booking page are that kind too), the not-found page, a family.
    // Of the sections, the first of each kind (Banner, Card grid, List, Form…) is opened: its form and controls are
    // the kind's, whatever the section says (all 47 items of seven files took a minute of a whole run; with home's, these are about half).
    const files = [
      'site-config/pages/not-found.json',
      'site-config/pages/safe-return.json',
      'site-config/pages/admin-in-a-box.json',
      'site-config/pages/home.json',
      'site-config/pages/contact.json',
      'site-config/pages/book-a-call-calendly.json',
      'site-config/fragments/landing.json',
      'site-config/site.json',
    ];
    const changed: string[] = [];
    const started = Date.now();
    let opened = 0;
    const kindsOpened = new Set<string>();
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
        const [name, kind] = (await item.innerText()).split('\n');
        // A section's entry reads "<its heading>\n<its kind>"; a settings entry has no second line.
        if (kind !== undefined) {
          if (kindsOpened.has(kind)) continue;
          kindsOpened.add(kind);
        }
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
    expect([...kindsOpened]).toEqual(expect.arrayContaining(['Accordion', 'Banner', 'Card grid', 'Comparison table', 'Embedded frame', 'Form', 'List', 'Shared sections', 'Steps']));
    expect(opened).toBeGreaterThan(20);
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
    await outlineSection(page, /^Potential as far as the eye can see/).click();
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

  it('no lost work: the Pages and New page links and the browser\'s back button ask first, and Stay, Leave without saving and Save and leave each do what they say; closing the tab asks too', async () => {
    const file = 'site-config/pages/claims.json';
    const onDisk = () => readFile(path.join(studio.root, file), 'utf8');
    const before = await onDisk();
    const page = await openEditor(file);
    const heading = page.getByRole('textbox', { name: /^Heading/ }).first();
    const original = await heading.inputValue();
    const dialog = page.getByRole('alertdialog', { name: 'Save your changes before leaving?' });

    // The studio's own link: asked; Stay keeps the edit on screen.
    await heading.fill('An edit not saved yet');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Pages' }).click();
    await dialog.waitFor(poll);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => dialog.count(), poll).toBe(0);
    expect(page.url()).toContain(`/studio/edit/${file}`);
    expect(await heading.inputValue()).toBe('An edit not saved yet');

    // The browser's back button (the editor was reached from the pages list): asked; Leave without saving leaves the file as it was.
    await page.goto(studio.at('/studio/'));
    await page.getByRole('table', { name: 'Pages' }).getByRole('link', { name: /claims/i }).first().click();
    await heading.waitFor(poll);
    await heading.fill('Another edit not saved');
    await page.goBack();
    await dialog.waitFor(poll);
    expect(page.url()).toContain(`/studio/edit/${file}`);
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('table', { name: 'Pages' }).waitFor(poll);
    expect(await onDisk()).toBe(before);

    // New page: asked; Save and leave writes the edit, then goes.
    await page.goto(studio.at(`/studio/edit/${file}`));
    await heading.fill('Saved on the way out');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'New page' }).click();
    await dialog.getByRole('button', { name: 'Save and leave' }).click();
    await page.waitForURL(/\/studio\/new/, poll);
    expect(JSON.parse(await onDisk()).sections[0].heading).toBe('Saved on the way out');

    // Closing the tab with an edit: the browser asks (a page cannot word that question itself). Closing cancels the
    // preview's loads, so what went wrong is read before.
    await page.goto(studio.at(`/studio/edit/${file}`));
    await heading.fill(original);
    expect(session.problems()).toEqual([]);
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  }, 90_000);

  it('saving a page with errors says the site will not build until they are fixed, and goes to the first one', async () => {
    const file = 'site-config/pages/warranty-claim-form.json';
    const page = await openEditor(file);
    // Emptied, the hero's heading (required) is an error.
    await outlineSection(page, /^OWL WARRANTY CLAIM FORM/i).click();
    const heading = page.getByRole('textbox', { name: /^Heading/ }).first();
    await heading.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => status(page), poll).toBe('Saved, with 1 problem');
    await page.getByRole('alert').filter({ hasText: 'Saved, with 1 problem: the site will not build until it is fixed.' }).waitFor(poll);
    expect(JSON.parse(await readFile(path.join(studio.root, file), 'utf8')).sections[0].heading).toBeUndefined();

    // Somewhere else in the page, then to the problem: its section and its field, with the keyboard in it.
    await page.getByRole('button', { name: 'Page settings', exact: true }).click();
    await page.getByRole('button', { name: 'Go to the first problem' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), poll).toBe('root_heading');
    await page.keyboard.type('Warranty claims, filed online');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => status(page), poll).toBe('All changes saved');
    expect(await page.getByRole('button', { name: 'Go to the first problem' }).count()).toBe(0);
    expect(session.problems()).toEqual([]);
  }, 60_000);

  it('a new section from the palette carries no words of another page: its text is placeholders, replaced by typing, flagged until then so --strict refuses it', async () => {
    const file = 'site-config/pages/about.json';
    const page = await openEditor(file);
    await outlineSection(page, /^Our story/).click();
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByLabel('Search blocks').fill('cards');
    await page.getByRole('list', { name: 'Blocks' }).getByRole('button', { name: /^Card grid/ }).click();

    // The preview shows where the words go, and none of the example's ("Up to 80%", "Self-managed").
    await expect.poll(async () => (await previewHeadings(page)).join(' | '), poll).toContain('Write the heading here');
    const shown = await preview(page).locator('main').innerText();
    for (const borrowed of ['Up to 80%', 'Self-managed', 'Run the program yourself']) expect(shown).not.toContain(borrowed);

    // Typing into a placeholder replaces it (it is selected as the field is entered).
    const heading = page.getByRole('textbox', { name: /^Heading/ }).first();
    expect(await heading.inputValue()).toBe('Write the heading here');
    await heading.click();
    await page.keyboard.type('Why dealers choose us');
    expect(await heading.inputValue()).toBe('Why dealers choose us');
    await expect.poll(() => previewHeadings(page), poll).toContain('Why dealers choose us');

    // Saved as it is, the rest is flagged: npm run validate -- --strict refuses it, at each placeholder.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => status(page), poll).toBe('All changes saved');
    const strict = await validateAsCli(studio.root, ['--strict']);
    expect(strict.code).not.toBe(0);
    const flagged = strict.problems.filter((p) => p.file === file && p.code === 'placeholder-text');
    expect(flagged.length).toBeGreaterThanOrEqual(3);
    expect(flagged.every((p) => p.where.startsWith('sections[2] (cardGrid)'))).toBe(true);
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
