/**
 * The studio's New page, in Chromium, by roles and labels (issue 20 §3): the title is typed without the site's
 * name, which is added and shown whole as it is typed; a title another page has is flagged before the page is
 * made; the plan recipe's page opens with a picture and the brochure and is written as the hand-written pages
 * are, and is listed in the footer with the other plans, chosen already; an edit of it saved changes only its own line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diffLines } from 'diff';
import { describe, expect, it } from 'vitest';
import { newFileText } from '../../src/studio/server/save-edits.ts';
import { repoRoot } from '../helpers/temp-project.ts';
import { browserSession } from './browser-session.ts';
import { axeViolations } from './checks.ts';
import { preview, studioForFile } from './studio-process.ts';

const session = browserSession();
const studio = studioForFile(session);

const poll = { timeout: 15_000 };

describe('New page', () => {
  it('adds the site’s name to the title as it is typed, flags a title another page has, and makes a plan page written as the hand-written ones are', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const page = await context.newPage();
    session.watch(page, new URL(studio.url).origin);
    await page.goto(studio.at('/studio/new'));

    await page.getByRole('radio', { name: /^Plan page/ }).check();
    await page.getByRole('textbox', { name: 'Address' }).fill('/tire-care');
    await page.getByText('/tire-care is free.').waitFor();
    const title = page.getByRole('textbox', { name: 'Title' });
    const said = async () => (await title.getAttribute('aria-describedby'))?.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()) ?? [];
    const description = async () => (await Promise.all(await said())).join(' ');

    // Another page's title, typed whole: flagged, with that page's address, before anything is made.
    await title.fill('GAP Insurance Protection | Guaranteed Asset Protection');
    await expect.poll(description, poll).toContain('Another page (/gap) already has this title.');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    // The page's own words: the site's name is added, and the whole title is said.
    await title.fill('Tire Care');
    await expect.poll(description, poll).toBe('The page’s title: “Tire Care | Owl Admin”, in the browser tab and in search results.');
    expect(await title.getAttribute('aria-invalid')).toBe('false');
    // Listed in the footer under the plans' group, chosen already, so the page starts with a way to it.
    const footer = page.getByRole('combobox', { name: 'Show a link to it in the footer, under' });
    await expect.poll(() => footer.innerText(), poll).toBe('Vehicle coverage');
    await footer.click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Theft protection', 'Vehicle coverage', 'Appearance', 'Claims', 'Don’t link it from the footer']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL('**/studio/edit/site-config/pages/tire-care.json');
    await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor();

    const file = path.join(studio.root, 'site-config/pages/tire-care.json');
    const text = await readFile(file, 'utf8');
    const data = JSON.parse(text);
    expect(data.title).toBe('Tire Care | Owl Admin');
    // The opening banner as gap.json writes its own: the brochure first, then Contact us, one line each; its picture on one line.
    const gap = await readFile(path.join(repoRoot, 'site-config/pages/gap.json'), 'utf8');
    const gapButtons = /\n( {6}"buttons": \[\n.*\n.*\n {6}\],)\n/.exec(gap)![1]!;
    expect(text).toContain(gapButtons.replace('/brochures/gap.pdf', '/brochures/tire-care.pdf'));
    expect(text).toMatch(/\n {6}"image": \{ "src": "\/images\/tire-wheel\.svg", "alt": "[^"]+", "width": 560, "height": 440 \},?\n/);
    expect(text).toBe(await newFileText(data));
    expect(await readFile(path.join(studio.root, 'site-config/site.json'), 'utf8')).toContain(
      '{ "label": "Guaranteed Asset Protection", "href": "/gap" },\n          { "label": "Tire Care", "href": "/tire-care" }\n',
    );
    // The picture is on the page.
    await expect.poll(() => preview(page).getByRole('img', { name: data.sections[0].image.alt }).isVisible(), poll).toBe(true);

    // An edit saved changes its own line and nothing else.
    await page.getByRole('textbox', { name: 'Heading', exact: true }).first().fill('Tire Care: roll on after a road hazard');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /saved|changes|Saving/ }).first().innerText(), poll).toBe('All changes saved');
    const changed = diffLines(text, await readFile(file, 'utf8')).filter((part) => part.added || part.removed);
    expect(changed.map((part) => [part.added ? '+' : '-', part.value])).toEqual([
      ['-', '      "heading": "Tire Care",\n'],
      ['+', '      "heading": "Tire Care: roll on after a road hazard",\n'],
    ]);
    expect(session.problems()).toEqual([]);
  }, 120_000);
});
