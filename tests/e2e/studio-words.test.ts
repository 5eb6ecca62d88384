/*
 * Issue 20 §3, "made for people who are not developers": the studio's form and its words, driven in Chromium at
 * 1280×800 on a copy of the project, by roles and labels. Each test names what it proves; each fails on the studio
 * as it was before (commit 744a680): rjsf's "Add Item" and "Text-1", problems as "line 135, column 9 ·
 * sections[4] (accordion) › items[1]" with backticks, one-line paragraph fields, a form and a preview that stayed
 * where they were, a palette whose search box lost the keyboard, sixteen Tabs to a new section's heading, and
 * outline entries cut to one line.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentVersion } from '../../src/engine/migrations.ts';
import { readText, writeText } from '../helpers/temp-project.ts';
import { browserSession } from './browser-session.ts';
import { preview, studioForFile } from './studio-process.ts';

const session = browserSession();
const studio = studioForFile(session);

const poll = { timeout: 15_000 };
const gapFile = 'site-config/pages/gap.json';

async function editor(file: string): Promise<Page> {
  const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 1280, height: 800 } }));
  const page = await context.newPage();
  session.watch(page, new URL(studio.url).origin);
  await page.goto(studio.at(`/studio/edit/${file}`));
  await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor({ timeout: 30_000 });
  // site.json has no preview of its own.
  if (!file.endsWith('site.json')) await preview(page).getByRole('main').waitFor({ timeout: 30_000 });
  return page;
}

const outline = (page: Page) => page.getByRole('list', { name: 'Sections' });
const outlineItem = (page: Page, name: RegExp) => outline(page).getByRole('button', { name }).first();
/** The middle column: the form of what is selected, a region named by its heading. */
const form = (page: Page) => page.getByRole('region', { name: /: |^Page settings/ }).first();
const problemList = (page: Page) => page.getByRole('region', { name: /^Problems|^No problems/ });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
/** Everything the studio itself shows (not the page in its preview frame). */
const studioText = (page: Page) => page.locator('#studio').innerText();

/** Nothing a developer reads and a marketer does not: JSON paths, backticks, positions in the file, rjsf's item names. */
function expectEditorWords(text: string) {
  expect(text).not.toMatch(/`/);
  expect(text).not.toMatch(/\w\[\d+\]|›/);
  expect(text).not.toMatch(/line \d+, column \d+/i);
  expect(text).not.toMatch(/\b[A-Z][a-z]+-\d+\b/); // "Text-1", "Introduction-1"
  expect(text).not.toMatch(/Add Item/i);
}

/** A page only one test edits, written as a person would. */
async function scratchPage(name: string, sections: unknown[]): Promise<string> {
  const file = `site-config/pages/${name}.json`;
  const page = {
    $schema: '../../schemas/page.schema.json',
    version: currentVersion,
    path: `/${name}`,
    title: `Studio words test ${name} | Owl Admin`,
    description: `A page the studio's words test opens as ${name}, to see how the editor names what it shows.`,
    sections,
  };
  await writeText(studio.root, file, `${JSON.stringify(page, null, 2)}\n`);
  return file;
}

describe('the studio in the editor\'s words', () => {
  it('problems say where they are in words ("Section 5 (GAP questions)", "The title of question or topic 2") with no path, backtick or line; a click selects the section and puts the keyboard in the field; the header always offers the list', async () => {
    const page = await editor(gapFile);
    await outlineItem(page, /^GAP questions/).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).nth(1).fill('');
    const entry = problemList(page).getByRole('button').first();
    await expect.poll(() => entry.innerText(), poll).toBe('Section 5 (GAP questions)\nThe title of question or topic 2: must be filled in');
    // Under the field: the same words, without the place (it is the field).
    await expect.poll(() => page.locator('#root_items_1_title__error').innerText(), poll).toBe('must be filled in');
    // And in the preview while it waits for the fix.
    await expect.poll(() => preview(page).getByRole('listitem').allInnerTexts(), poll).toEqual(['Section 5 (GAP questions), the title of question or topic 2: must be filled in']);
    // A required heading emptied: "must be filled in", not "is missing the required property `heading` (…)".
    await outlineItem(page, /^GAP: close the gap/).click();
    await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('');
    await expect.poll(() => page.locator('#root_heading__error').innerText(), poll).toBe('must be filled in');
    await expect.poll(() => problemList(page).getByRole('button').allInnerTexts(), poll).toContain('Section 1 (Guaranteed Asset Protection)\nThe heading: must be filled in');
    expectEditorWords(await studioText(page));

    // The header's count is always in sight, and jumps to the list.
    const jump = page.getByRole('button', { name: '2 errors', exact: true });
    expect(await jump.isVisible()).toBe(true);
    await jump.click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Problems: 2 errors, 0 warnings');

    // A problem in another section: clicking it selects that section and focuses its field, in view.
    await problemList(page).getByRole('button', { name: /question or topic 2/ }).click();
    await expect.poll(() => outlineItem(page, /^GAP questions/).getAttribute('aria-current'), poll).toBe('true');
    await expect.poll(() => focusedId(page), poll).toBe('root_items_1_title');
    const box = (await page.locator('#root_items_1_title').boundingBox())!;
    expect(box.y).toBeGreaterThan(130);
    expect(box.y + box.height).toBeLessThan(800);
    expect(session.problems()).toEqual([]);
  }, 60_000);

  it('every "+" says what it adds and every item\'s buttons name it; a new question comes with its answer field, which is saved once written', async () => {
    const file = await scratchPage('words-faq', [
      { type: 'banner', layout: 'hero', heading: 'Words', text: ['A first paragraph.'] },
      { type: 'accordion', heading: 'Questions', items: [{ title: 'First?', text: ['Yes.'] }, { title: 'Second?', text: ['No.'] }] },
      { type: 'cardGrid', heading: 'Cards', cards: [{ title: 'One' }] },
    ]);
    const page = await editor(file);
    await outlineItem(page, /^Questions/).click();
    const here = form(page);
    for (const name of ['Add a question or topic', 'Add a paragraph', 'Add a bullet point', 'Add a button', 'Remove question or topic 2', 'Move question or topic 2 up', 'Remove paragraph 1']) {
      expect(await here.getByRole('button', { name, exact: true }).count(), name).toBeGreaterThan(0);
    }
    expect(await here.getByRole('button', { name: /^(Add Item|Remove|Move up|Move down)$/ }).count()).toBe(0);
    expect(await here.getByRole('textbox', { name: /-\d+$/ }).count()).toBe(0);

    await here.getByRole('button', { name: 'Add a question or topic' }).click();
    await here.getByRole('heading', { name: 'Question or topic 3' }).waitFor();
    // The answer is there to type in, without another click.
    const answer = page.locator('#root_items_2_text_0');
    expect(await answer.evaluate((e) => e.tagName)).toBe('TEXTAREA');
    await page.locator('#root_items_2_title').fill('Third?');
    await answer.fill('Maybe.');
    await page.keyboard.press('Control+s');
    await expect.poll(async () => JSON.parse(await readText(studio.root, file)).sections[1].items[2], poll).toEqual({ title: 'Third?', text: ['Maybe.'] });

    await outlineItem(page, /^Cards/).click();
    expect(await form(page).getByRole('button', { name: 'Add a card', exact: true }).count()).toBe(1);
    // A card without text shows one paragraph to fill in; left empty, it writes nothing.
    expect(await page.locator('#root_cards_0_text_0').count()).toBe(1);
    expectEditorWords(await studioText(page));
    expect(JSON.parse(await readText(studio.root, file)).sections[2].cards[0]).toEqual({ title: 'One' });
    expect(session.problems()).toEqual([]);
  }, 60_000);

  it('a map of named entries says what its "+" adds and names each entry\'s name field and remove button (site.json\'s external links)', async () => {
    const page = await editor('site-config/site.json');
    await page.getByRole('list', { name: 'Settings' }).getByRole('button', { name: 'External links', exact: true }).click();
    const here = page.getByRole('region', { name: 'External links', exact: true });
    await here.getByRole('button', { name: 'Add an address', exact: true }).waitFor();
    expect(await here.getByRole('button', { name: 'Remove scheduling', exact: true }).count()).toBe(1);
    expect(await here.getByRole('textbox', { name: 'Name' }).first().inputValue()).toBeTruthy();
    expect(await here.getByRole('textbox', { name: /Key$/ }).count()).toBe(0);
    expectEditorWords(await studioText(page));
  }, 60_000);

  it('paragraphs and descriptions are text areas of at least three lines that grow, wide enough to read back', async () => {
    const page = await editor(gapFile);
    await outlineItem(page, /^GAP questions/).click();
    const fields = form(page).getByRole('textbox', { name: /^Paragraph \d/ });
    expect(await fields.count()).toBeGreaterThan(5);
    for (const field of await fields.all()) {
      const [tag, width, lines] = await field.evaluate((e) => [e.tagName, e.getBoundingClientRect().width, e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)] as const);
      expect(tag).toBe('TEXTAREA');
      expect(width).toBeGreaterThanOrEqual(340);
      expect(lines).toBeGreaterThanOrEqual(2.9);
    }
    const first = fields.first();
    const before = (await first.boundingBox())!.height;
    await first.fill('A long answer. '.repeat(30));
    expect((await first.boundingBox())!.height).toBeGreaterThan(before * 1.5);

    await page.getByRole('list', { name: 'Settings' }).getByRole('button', { name: 'Page settings' }).click();
    expect(await form(page).getByRole('textbox', { name: /^Search description/ }).evaluate((e) => e.tagName)).toBe('TEXTAREA');
  }, 60_000);

  it('the form follows the selection to its top; the preview scrolls to the section being edited and outlines it', async () => {
    const page = await editor(gapFile);
    const pane = page.locator('section[aria-labelledby="form-heading"]');
    await outlineItem(page, /^GAP questions/).click();
    await pane.evaluate((e) => e.scrollTo(0, e.scrollHeight));
    expect(await pane.evaluate((e) => e.scrollTop)).toBeGreaterThan(500);
    await outlineItem(page, /^How GAP works/).click();
    await expect.poll(() => pane.evaluate((e) => e.scrollTop), poll).toBe(0);

    const marked = () =>
      preview(page).locator('main').evaluate((main) => {
        const on = [...main.querySelectorAll('[data-studio-selected]')];
        const view = main.ownerDocument.defaultView!;
        return {
          headings: on.map((e) => e.querySelector('h1, h2')?.textContent ?? ''),
          outline: on[0] ? getComputedStyle(on[0]).outlineStyle : '',
          top: on[0] ? Math.round(on[0].getBoundingClientRect().top) : -1,
          height: view.innerHeight,
        };
      });
    for (const heading of ['How GAP works', 'GAP questions', 'GAP benefits at a glance']) {
      await outlineItem(page, new RegExp(`^${heading}`)).click();
      await expect.poll(async () => (await marked()).headings, poll).toEqual([heading]);
      const { outline: style, top, height } = await marked();
      expect(style).toBe('solid');
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(height / 2);
    }
    expect(session.problems()).toEqual([]);
  }, 60_000);

  it('the keyboard: "Add section" lands in its search box, the new section\'s heading has the keyboard, and from the outline one Tab reaches "Edit fields"', async () => {
    const page = await editor(await scratchPage('words-keys', [{ type: 'banner', layout: 'hero', heading: 'Keys', text: ['One paragraph.'] }]));
    await page.getByRole('button', { name: 'Add section' }).click();
    const search = page.getByRole('searchbox', { name: 'Search blocks' });
    await expect.poll(() => search.evaluate((e) => e === document.activeElement), poll).toBe(true);
    await page.keyboard.type('cards');
    await page.getByRole('list', { name: 'Blocks' }).getByRole('button').first().click();
    await page.getByRole('heading', { level: 2, name: /^Card grid/ }).waitFor();
    await expect.poll(() => focusedId(page), poll).toBe('root_heading');
    await page.keyboard.type(' for keys');
    await expect.poll(() => page.locator('#root_heading').inputValue(), poll).toMatch(/ for keys$/);

    await outlineItem(page, /^Keys/).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: /^Banner/ }).waitFor();
    await page.keyboard.press('Tab');
    const jump = page.getByRole('link', { name: 'Edit fields' });
    await expect.poll(() => jump.evaluate((e) => e === document.activeElement), poll).toBe(true);
    expect(await jump.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page), poll).toBe('root_heading');
    expect(await page.locator('#root_heading').inputValue()).toBe('Keys');
    expect(session.problems()).toEqual([]);
  }, 60_000);

  // Every page of the site's labels are distinct: tests/unit/studio-outline-labels.test.ts (in process, same functions).
  it('no two outline entries read the same on two long look-alike headings, and the labels wrap, never cut', async () => {
    const lookAlike = await scratchPage('words-outline', [
      { type: 'banner', layout: 'hero', heading: 'Key Replacement Protection Plus for dealers', text: ['One.'] },
      { type: 'banner', layout: 'band', heading: 'Key Replacement Protection Basic for dealers' },
      { type: 'cardGrid', cards: [{ title: 'A' }] },
      { type: 'cardGrid', cards: [{ title: 'B' }] },
    ]);
    const page = await editor(lookAlike);
    const seen = async (on = page): Promise<{ text: string; cut: boolean }[]> =>
      outline(on).locator('li').evaluateAll((items) =>
        items.map((li) => {
          const label = li.querySelector<HTMLElement>('button:not([aria-label]) span span');
          if (!label) return { text: '', cut: true };
          return { text: label.innerText, cut: label.scrollWidth > label.clientWidth + 1 || getComputedStyle(label).textOverflow === 'ellipsis' };
        }),
      );
    const check = async (file: string, on = page) => {
      const entries = await seen(on);
      expect(entries.length, file).toBeGreaterThan(0);
      expect(entries.filter((e) => e.cut), file).toEqual([]);
      expect(new Set(entries.map((e) => e.text)).size, `${file}: ${entries.map((e) => e.text).join(' | ')}`).toBe(entries.length);
    };
    await check(lookAlike);
    expect((await seen()).map((e) => e.text)).toEqual(['Key Replacement Protection Plus for dealers', 'Key Replacement Protection Basic for dealers', 'Card grid (section 3)', 'Card grid (section 4)']);
  }, 180_000);
});

