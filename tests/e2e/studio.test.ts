import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentVersion } from '../../src/engine/migrations.ts';
import { copyProject, removeProject, repoRoot, runScript, validateAsCli } from '../helpers/temp-project.ts';
import { browserSession } from './browser-session.ts';
import { axeViolations } from './checks.ts';

/**
 * `npm run studio` as a non-developer uses it, in real Chromium, on a copy of the project: the validator's messages
 * at their fields, and the build refusing what they name; a file changed on disk while it is open; the site's values
 * and named links offered where a page may use them; the outline's moves, undo and redo. A new plan page made with
 * the mouse and keyboard, then validated and built as a hand-written page is, is tests/e2e/studio-flow.test.ts.
 */

const session = browserSession();
let root: string;
let studio: ChildProcess;
let origin: string;
let output = '';

/** Starts scripts/studio.ts on the copy, on a port the system picks (PORT=0), and reads its address from what it prints. */
async function startStudio(): Promise<void> {
  const loader = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  studio = spawn(process.execPath, ['--import', loader, path.join(repoRoot, 'scripts/studio.ts'), '--root', root], {
    cwd: root,
    env: { ...process.env, PORT: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  studio.stdout!.on('data', (d: Buffer) => (output += d));
  studio.stderr!.on('data', (d: Buffer) => (output += d));
  const started = Date.now();
  let port: string | undefined;
  while (!(port = /Studio: http:\/\/localhost:(\d+)\/studio\//.exec(output)?.[1])) {
    if (studio.exitCode !== null || Date.now() - started > 60_000) throw new Error(`the studio did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  origin = `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  root = await copyProject('build');
  await startStudio();
  await warmUp();
}, 180_000);

afterAll(async () => {
  if (studio && studio.exitCode === null) {
    const exited = new Promise((resolve) => studio.once('exit', resolve));
    studio.kill('SIGTERM');
    await exited;
  }
  if (root) await removeProject(root);
});

/** A studio page in a fresh browser context, watched for console errors and failed requests from here on. */
async function openStudio(address: string, width = 1440): Promise<Page> {
  const context = await session.newContext((browser) => browser.newContext({ viewport: { width, height: 900 } }));
  const page = await context.newPage();
  // A preview frame given a new page while it still loads cancels its scripts and fonts, as leaving a page does;
  // watchPage excuses those (checks.ts).
  session.watch(page, origin);
  await page.goto(`${origin}${address}`);
  return page;
}


/**
 * The first visit lets Vite pre-bundle the app's and the preview's dependencies (it may reload the page once
 * meanwhile), so the watched visits after it see the studio as a person does every day after the first.
 */
async function warmUp(): Promise<void> {
  const context = await session.newContext((browser) => browser.newContext());
  const page = await context.newPage();
  await page.goto(`${origin}/studio/edit/site-config/pages/home.json`);
  await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor({ timeout: 90_000 });
  await page.frameLocator('iframe[title^="Preview"]:not([aria-hidden])').locator('main').waitFor({ timeout: 60_000 });
  // Time for a late dependency discovery to run before the watched visits start.
  await page.waitForTimeout(2000);
  await context.close();
}

/** The text of what `locator` finds, or '' while there is nothing (so a poll can wait for it to appear or go). */
const textOf = async (locator: Locator) => ((await locator.count()) ? (await locator.first().innerText()).trim() : '');
const poll = { timeout: 15_000 };

/** Waits for dialogs to finish fading in (axe measures colour contrast on what is on screen, half-faded included). */
const dialogsShown = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((e) => getComputedStyle(e).opacity === '1'));

/** A field's whole control (its input, label and buttons inside the box). */
const fieldBox = (page: Page, id: string) => page.locator(`#${id}`).locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]');

const field = (page: Page, id: string) => page.locator(`#${id}`);
/** The validator's words under a form field (rjsf's error list for the field with that id). */
const fieldError = (page: Page, id: string) => page.locator(`#${id}__error`);
const outlineTitles = async (page: Page) => (await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^(?!Move section)/ }).allInnerTexts()).map((t) => t.split('\n')[0]!);

/** Waits until the status line says the draft is on disk. */
async function saved(page: Page): Promise<void> {
  await expect.poll(() => textOf(page.getByRole('status').filter({ hasText: /saved|changes|Saving/ })), poll).toBe('All changes saved');
}

/** A page file written as a person would, for the tests that start from an existing page. */
async function writePage(file: string, address: string, heading: string): Promise<void> {
  const page = {
    $schema: '../../schemas/page.schema.json',
    version: currentVersion,
    path: address,
    // Opened by its address, linked from nowhere: said so, so the validator does not ask for a link to it.
    reachedFromOutside: true,
    title: `Studio test page ${address} | Owl Admin`,
    description: `A page the studio test opens at ${address}, to change it in the browser and on disk and see what happens.`,
    sections: [{ type: 'banner', layout: 'hero', heading, text: ['Written by the studio test.'] }],
  };
  await writeFile(path.join(root, file), `${JSON.stringify(page, null, 2)}\n`);
}

const pageFile = (address: string) => `site-config/pages${address}.json`;

describe('npm run studio', () => {
  it('starts on localhost and prints its address', () => {
    expect(output).toMatch(/Studio: http:\/\/localhost:\d+\/studio\//);
  });

  it('a bad value shows the validator message at its field, in the studio\'s words; fixing it clears it; saving still writes; the build refuses it with the validator\'s message', async () => {
    const address = '/studio-bad-value';
    const file = pageFile(address);
    await writePage(file, address, 'A heading to empty');

    // New page: the address is checked as it is typed, and the likely meant one is offered.
    const page = await openStudio('/studio/new');
    await page.getByRole('textbox', { name: /^Address/ }).fill('/Tire_Wheel');
    const newPageMessage = page.locator('[id$="-helper-text"]').filter({ hasText: 'is not an address this site accepts' });
    await expect.poll(() => textOf(newPageMessage), poll).toContain('Did you mean "/tire-wheel"?');
    await page.getByRole('button', { name: 'Use /tire-wheel' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /^Address/ }).inputValue(), poll).toBe('/tire-wheel');
    await page.getByText('/tire-wheel is free.').waitFor();

    await page.goto(`${origin}/studio/edit/${file}`);
    await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor();

    // The address, in Page settings: malformed, then fixed, then malformed again.
    await page.getByRole('button', { name: 'Page settings', exact: true }).click();
    await field(page, 'root_path').fill('/Tire_Wheel');
    await expect.poll(() => textOf(fieldError(page, 'root_path')), poll).toContain('is not an address this site accepts');
    await field(page, 'root_path').fill(address);
    await expect.poll(() => fieldError(page, 'root_path').count(), poll).toBe(0);
    await field(page, 'root_path').fill('/Tire_Wheel');
    await expect.poll(() => textOf(fieldError(page, 'root_path')), poll).toContain('is not an address this site accepts');
    const addressMessage = (await fieldError(page, 'root_path').innerText()).trim();

    // A required field emptied: the hero's heading.
    await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^A heading to empty/ }).click();
    await field(page, 'root_heading').fill('');
    await expect.poll(() => textOf(fieldError(page, 'root_heading')), poll).toBe('must be filled in');

    await page.keyboard.press('Control+s');
    // Saved all the same, and said so: the site will not build until the two are fixed.
    await expect.poll(() => textOf(page.getByRole('status').filter({ hasText: /^Saved, with/ })), poll).toBe('Saved, with 2 problems');
    const data = JSON.parse(await readFile(path.join(root, file), 'utf8'));
    expect(data.path).toBe('/Tire_Wheel');
    expect(data.sections[0].heading).toBeUndefined();

    const validated = await validateAsCli(root);
    const here = validated.problems.filter((p) => p.file === file);
    // The address is said alike; the heading the CLI names as developers read it (problem-words.ts words it for the studio).
    const headingMessage = here.find((p) => p.message.startsWith('is missing the required property `heading`'))?.message ?? 'no problem about the heading';
    expect(here.map((p) => p.message)).toEqual(expect.arrayContaining([addressMessage, headingMessage]));
    const built = await runScript('build.ts', ['--root', root, '--out', path.join(root, 'dist-refused')], { SITE_API_BASE: '' });
    expect(built.code).not.toBe(0);
    expect(built.output).toContain(addressMessage);
    expect(built.output).toContain(headingMessage);
    expect(session.problems()).toEqual([]);

    await writePage(file, address, 'Put back');
  }, 90_000);

  it('a file changed on disk while open: reloaded silently without edits here; with edits here, the person is asked, and either choice keeps what they chose', async () => {
    const address = '/studio-conflict';
    const file = pageFile(address);
    await writePage(file, address, 'On disk first');
    const page = await openStudio(`/studio/edit/${file}`);
    await expect.poll(() => field(page, 'root_heading').inputValue(), poll).toBe('On disk first');

    // No edits here: the change simply appears.
    await writePage(file, address, 'Changed on disk');
    await expect.poll(() => field(page, 'root_heading').inputValue(), poll).toBe('Changed on disk');

    // Edits here, then a change on disk: asked; "keep yours" writes ours over theirs.
    await field(page, 'root_heading').fill('Typed in the studio');
    await writePage(file, address, 'Changed on disk again');
    const dialog = page.getByRole('alertdialog', { name: 'This file changed on disk' });
    await dialog.waitFor({ timeout: 10_000 });
    // What differs, line by line and in words, not two whole files: the heading each side has, the rest counted.
    const differences = dialog.getByRole('list', { name: 'What differs between the file on disk and your version' });
    const lines = async (words: string) => (await differences.getByRole('listitem').filter({ hasText: new RegExp(`^${words}`) }).allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    await expect.poll(() => lines('Changed on disk'), poll).toEqual(['Changed on disk "heading": "Changed on disk again",']);
    expect(await lines('Your version')).toEqual(['Your version "heading": "Typed in the studio",']);
    expect(await textOf(differences)).not.toContain('$schema');
    expect(await textOf(differences)).toMatch(/\d+ lines the same in both/);
    await dialogsShown(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Keep yours/ }).click();
    await expect.poll(() => dialog.count(), poll).toBe(0);
    await saved(page);
    expect(JSON.parse(await readFile(path.join(root, file), 'utf8')).sections[0].heading).toBe('Typed in the studio');

    // Again, and this time "load the file on disk": theirs is shown, the file is left as they wrote it.
    await field(page, 'root_heading').fill('Typed again');
    await writePage(file, address, 'Theirs wins');
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: /^Load the file on disk/ }).click();
    await expect.poll(() => field(page, 'root_heading').inputValue(), poll).toBe('Theirs wins');
    expect(JSON.parse(await readFile(path.join(root, file), 'utf8')).sections[0].heading).toBe('Theirs wins');
    expect(session.problems()).toEqual([]);
  }, 60_000);

  it('offers the site\'s {{values}} in free text and its @named links in link fields, where a page may use them', async () => {
    const address = '/studio-values';
    const file = pageFile(address);
    await writePage(file, address, 'Call us');
    const page = await openStudio(`/studio/edit/${file}`);
    await expect.poll(() => field(page, 'root_heading').inputValue(), poll).toBe('Call us');
    await field(page, 'root_heading').press('End');
    await field(page, 'root_heading').press('Space');
    await fieldBox(page, 'root_heading').getByRole('button', { name: 'Insert a value from site settings' }).click();
    await page.getByRole('menuitem', { name: /^\{\{phone\}\}/ }).click();
    await expect.poll(() => field(page, 'root_heading').inputValue(), poll).toBe('Call us {{phone}}');
    // An anchor is not free text: no values there.
    expect(await fieldBox(page, 'root_anchor').getByRole('button', { name: 'Insert a value from site settings' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add a button' }).click();
    await field(page, 'root_buttons_0_label').fill('Book a call');
    await field(page, 'root_buttons_0_href').fill('@sched');
    await page.getByRole('option', { name: /^@scheduling — https:/ }).click();
    await expect.poll(() => field(page, 'root_buttons_0_href').inputValue(), poll).toBe('@scheduling');
    await page.keyboard.press('Control+s');
    await saved(page);
    const data = JSON.parse(await readFile(path.join(root, file), 'utf8'));
    expect(data.sections[0].heading).toBe('Call us {{phone}}');
    expect(data.sections[0].buttons).toEqual([{ label: 'Book a call', href: '@scheduling' }]);
    const validated = await validateAsCli(root);
    expect(validated.problems.filter((p) => p.file === file && p.severity !== 'warning')).toEqual([]);
    expect(session.problems()).toEqual([]);
  }, 60_000);

  it('outline: duplicate, delete, Alt+Arrow and Move up, undo and redo by key and button; the preview follows the draft at phone and desktop widths; the pages list follows the disk', async () => {
    const address = '/studio-outline';
    const file = pageFile(address);
    const page = await openStudio('/studio/');
    await page.getByRole('table', { name: 'Pages' }).getByRole('link').first().waitFor();
    await writePage(file, address, 'First section');
    const row = page.getByRole('row').filter({ hasText: address });
    await row.waitFor({ timeout: 10_000 });
    await row.getByRole('link').click();
    await expect.poll(() => outlineTitles(page), poll).toEqual(['First section']);

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await field(page, 'root_heading').fill('Second section');
    await expect.poll(() => outlineTitles(page), poll).toEqual(['First section', 'Second section']);
    // Alt+Arrow Up on the selected section moves it; Move down puts it back.
    await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Second section/ }).press('Alt+ArrowUp');
    await expect.poll(() => outlineTitles(page), poll).toEqual(['Second section', 'First section']);
    await page.getByRole('button', { name: 'Move down' }).click();
    await expect.poll(() => outlineTitles(page), poll).toEqual(['First section', 'Second section']);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => outlineTitles(page), poll).toEqual(['First section']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => outlineTitles(page), poll).toEqual(['First section', 'Second section']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => outlineTitles(page), poll).toEqual(['Second section', 'First section']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => outlineTitles(page), poll).toEqual(['First section', 'Second section']);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => outlineTitles(page), poll).toEqual(['First section']);

    // The preview is the page as built, a moment after typing, at a phone's width and a desktop's.
    await field(page, 'root_heading').fill('Seen in the preview');
    const preview = page.frameLocator('iframe[title^="Preview"]:not([aria-hidden])');
    await expect.poll(() => textOf(preview.locator('main h1')), poll).toBe('Seen in the preview');
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect.poll(() => page.locator('iframe[title^="Preview of the page at phone width"]:not([aria-hidden])').evaluate((f) => (f as HTMLIFrameElement).contentWindow!.innerWidth), poll).toBe(375);
    await page.getByRole('button', { name: 'Desktop' }).click();
    await expect.poll(() => page.locator('iframe[title^="Preview of the page at desktop width"]:not([aria-hidden])').evaluate((f) => (f as HTMLIFrameElement).contentWindow!.innerWidth), poll).toBe(1280);
    // Nothing was saved: the file is as it was written.
    expect(JSON.parse(await readFile(path.join(root, file), 'utf8')).sections.map((s: { heading: string }) => s.heading)).toEqual(['First section']);
    expect(session.problems()).toEqual([]);
  }, 60_000);
  // axe on every screen of the studio, at two sizes: tests/e2e/studio-a11y.test.ts.
});
