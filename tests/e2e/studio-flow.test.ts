/*
 * Issue 20's acceptance flow: a first-time marketer, told only README and docs/authoring.md, adds a plan page with
 * the studio, in a 1280×800 window, by roles and labels only, every action counted (tests/e2e/action-counter.ts).
 *
 * before: 75 actions on commit f3d181b (21 clicks, 32 fields, 7 keys, 15 scrolls; 12 of the 75 in a text editor, to
 * get out of the Page settings trap), 1,136 characters typed, KLM estimate 9.1 min; 80 s scripted, most of it waiting
 * after each edit for the studio's check and preview to come back (each action waits for them, as a person looks).
 *
 * The steps do what the page still needs, as a person would: a section the recipe already has is picked in the
 * outline rather than added, and a field that already says the words is left alone.
 *
 * The goal is ≤ 45 actions and ≤ 10 minutes by the Keystroke-Level Model; the two assertions at the end hold the
 * studio to it. Each step of the flow is one function below; when the studio's labels change, change `labels`.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readText, setJson, validateWithCli, writeText } from '../helpers/temp-project.ts';
import { ActionCounter } from './action-counter.ts';
import { browserSession } from './browser-session.ts';
import { preview, startStudio, warmUpStudio, type StudioProcess } from './studio-process.ts';

/** What the marketer writes: a plan page like /gap and the essentials-* pages. */
const plan = {
  address: '/tire-care-plus',
  file: 'site-config/pages/tire-care-plus.json',
  title: 'Tire Care Plus | Owl Admin',
  description: 'Tire Care Plus repairs or replaces tires and wheels damaged by potholes, nails, glass and road debris, with no deductible and nationwide service.',
  hero: {
    heading: 'Tire Care Plus: roll on after a road hazard',
    text: 'A pothole, a nail or a piece of glass can ruin a tire or bend a wheel. Tire Care Plus pays to repair or replace them.',
    button: { label: 'Download the brochure', href: '/brochures/tire-care-plus.pdf' },
  },
  cards: {
    heading: 'What Tire Care Plus covers',
    cards: [
      { title: 'Tire repair', text: 'Punctures from nails, screws and glass are repaired at no cost to you.' },
      { title: 'Tire replacement', text: 'A tire that cannot be safely repaired is replaced with one of the same quality.' },
      { title: 'Wheel repair', text: 'Wheels bent or cracked by a road hazard are repaired or replaced.' },
    ],
  },
  faq: {
    heading: 'Tire Care Plus questions',
    items: [
      { title: 'Which road hazards are covered?', text: 'Potholes, nails, glass, metal, rocks and other debris on a road maintained for driving.' },
      { title: 'Is there a deductible?', text: 'No. Covered repairs and replacements cost you nothing.' },
      { title: 'Where can I get a tire repaired?', text: 'At any licensed repair facility in the United States or Canada.' },
      { title: 'Can I transfer the plan?', text: 'Yes, to the next private owner of the vehicle, for the remaining term.' },
    ],
  },
  closing: { button: { label: 'Contact us', href: '/contact' } },
};

/**
 * The studio's words, as a person reads them on screen today: the only thing to change when its labels change.
 * Where several controls share one label (three "Title" fields, seven "Add Item" buttons), a person can only tell
 * them apart by where they are; the flow does the same, by their order in the form.
 */
const labels = {
  newPage: 'New page',
  planRecipe: /^Plan page/,
  address: 'Address',
  title: 'Title',
  createPage: 'Create page',
  heading: 'Heading',
  paragraph: 'Text-1',
  buttonLabel: 'Label',
  link: 'Link',
  download: 'Download',
  addItem: 'Add Item',
  addSection: 'Add section',
  searchBlocks: 'Search blocks',
  cardGridBlock: /^Card grid/,
  accordionBlock: /^Accordion/,
  cardTitle: 'Title',
  figure: 'Figure',
  question: 'Title',
  pageSettings: 'Page settings',
  description: 'Search description',
  notFoundSwitch: 'Page-not-found page',
  save: 'Save',
  saved: 'All changes saved',
  noProblems: 'No problems in this file',
};

const session = browserSession();
let studio: StudioProcess;

beforeAll(async () => {
  studio = await startStudio();
  await warmUpStudio(() => session.newContext((browser) => browser.newContext()), studio);
}, 180_000);

afterAll(async () => {
  await studio?.stop();
});

/** The middle column: the form of what is selected in the outline, a region named by its heading. */
const form = (page: Page, name: RegExp) => page.getByRole('region', { name });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
/** A section in the outline, by the kind of block it is (each entry reads "<its heading> <its kind>"). */
const outlined = (page: Page, block: RegExp) => page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: block });

/** Types `text` into a field, unless it already says exactly that (a person does not retype what is there). */
async function write(act: ActionCounter, field: Locator, text: string, what: string): Promise<void> {
  if ((await field.inputValue()) !== text) await act.fill(field, text, what);
}

/** Turns a switch on, if it is not on already. */
async function switchOn(act: ActionCounter, control: Locator, what: string): Promise<void> {
  if (!(await control.isChecked())) await act.click(control, what);
}

/** The editor has checked and previewed the latest edit (its preview's heading says "updating" until then). */
async function settled(page: Page): Promise<void> {
  const previewHeading = page.getByRole('region', { name: /^Preview/ }).getByRole('heading', { level: 2 });
  await expect.poll(async () => ((await previewHeading.count()) ? previewHeading.first().innerText() : ''), { timeout: 15_000, interval: 50 }).not.toMatch(/updating/i);
}

async function createPage(page: Page, act: ActionCounter): Promise<void> {
  await act.click(page.getByRole('main').getByRole('link', { name: labels.newPage }), 'New page');
  await act.click(page.getByRole('radio', { name: labels.planRecipe }), 'the Plan page recipe');
  await act.fill(textbox(page, labels.address), plan.address, 'the address');
  await page.getByText(`${plan.address} is free.`).waitFor();
  await act.fill(textbox(page, labels.title), plan.title, 'the title');
  await act.click(page.getByRole('button', { name: labels.createPage }), 'Create page');
  await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor();
}

/** The recipe's opening banner: its heading, its paragraph, and its first button the brochure, as on every plan page. */
async function fillHero(page: Page, act: ActionCounter): Promise<void> {
  const hero = form(page, /^Banner:/);
  await write(act, textbox(hero, labels.heading), plan.hero.heading, 'the hero heading');
  await write(act, textbox(hero, labels.paragraph).first(), plan.hero.text, 'the hero paragraph');
  await write(act, textbox(hero, labels.buttonLabel).first(), plan.hero.button.label, 'the hero button label');
  await write(act, hero.getByRole('combobox', { name: labels.link }).first(), plan.hero.button.href, 'the hero button link');
  await switchOn(act, hero.getByRole('switch', { name: labels.download }).first(), 'the Download switch');
}

/**
 * The section of kind `kind` the page has, selected: picked in the outline when the page has one, else added with
 * Add section, searched with a person's word and picked from the list (it comes selected).
 */
async function sectionOfKind(page: Page, act: ActionCounter, kind: RegExp, word: string, block: RegExp): Promise<void> {
  const there = outlined(page, kind);
  if (await there.count()) return act.click(there.first(), `the ${word} section in the outline`);
  await act.click(page.getByRole('button', { name: labels.addSection }), 'Add section');
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  await act.fill(palette.getByRole('searchbox', { name: labels.searchBlocks }), word, `the block search ("${word}")`);
  await act.click(palette.getByRole('list', { name: 'Blocks' }).getByRole('button', { name: block }), `the ${word} block`);
  await palette.waitFor({ state: 'hidden' });
}

/** Three cards with a title and a text each; the figures the example brings from another page ("Up to 80%") are removed. */
async function addCards(page: Page, act: ActionCounter): Promise<void> {
  await sectionOfKind(page, act, / Card grid$/, 'cards', labels.cardGridBlock);
  const grid = form(page, /^Card grid/);
  await write(act, textbox(grid, labels.heading), plan.cards.heading, 'the cards heading');
  const titles = textbox(grid, labels.cardTitle);
  expect(await titles.count(), 'the card grid comes with three cards').toBe(3);
  for (const [i, card] of plan.cards.cards.entries()) {
    await write(act, textbox(grid, labels.figure).nth(i), '', `card ${i + 1}'s borrowed figure`);
    await write(act, titles.nth(i), card.title, `card ${i + 1}'s title`);
    await write(act, textbox(grid, labels.paragraph).nth(i), card.text, `card ${i + 1}'s text`);
  }
}

/**
 * Four questions with their answers. Today's accordion comes with two (another page's), and its "Add Item" buttons
 * are told apart only by place: the one that adds a question is the last but one (the last adds a button), and a
 * new question's answer needs its own "Add Item" (the first after its title).
 */
async function addFaq(page: Page, act: ActionCounter): Promise<void> {
  await sectionOfKind(page, act, / Accordion$/, 'questions', labels.accordionBlock);
  const faq = form(page, /^Accordion/);
  await write(act, textbox(faq, labels.heading), plan.faq.heading, 'the FAQ heading');
  const questions = textbox(faq, labels.question);
  for (const [i, item] of plan.faq.items.entries()) {
    if (i >= (await questions.count())) {
      await act.click(faq.getByRole('button', { name: labels.addItem, exact: true }).nth(-2), 'Add Item (a question)');
      await expect.poll(() => questions.count()).toBe(i + 1);
    }
    await write(act, questions.nth(i), item.title, `question ${i + 1}`);
    const answers = textbox(faq, labels.paragraph);
    if (i >= (await answers.count())) {
      // The new question's own "Add Item"s are its answer's and its bullet points', just before the last two.
      await act.click(faq.getByRole('button', { name: labels.addItem, exact: true }).nth(-4), `Add Item (question ${i + 1}'s answer)`);
      await expect.poll(() => answers.count()).toBe(i + 1);
    }
    await write(act, answers.nth(i), item.text, `answer ${i + 1}`);
  }
}

/**
 * The closing band every plan page ends with ("Ask your dealer or lender about …"): the recipe brings it with a
 * call button; the essentials-* pages' band also has "Contact us".
 */
async function closingSections(page: Page, act: ActionCounter): Promise<void> {
  await act.click(page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Ask your dealer or lender/ }), 'the closing band in the outline');
  const band = form(page, /^Banner: Ask your dealer/);
  const buttonLabels = textbox(band, labels.buttonLabel);
  const has = async () => (await Promise.all((await buttonLabels.all()).map((l) => l.inputValue()))).includes(plan.closing.button.label);
  if (await has()) return;
  const count = await buttonLabels.count();
  await act.click(band.getByRole('button', { name: labels.addItem, exact: true }).last(), 'Add Item (a button)');
  await expect.poll(() => buttonLabels.count()).toBe(count + 1);
  await act.fill(buttonLabels.nth(count), plan.closing.button.label, 'the new button label');
  await act.fill(band.getByRole('combobox', { name: labels.link }).nth(count), plan.closing.button.href, 'the new button link');
}

async function save(page: Page, act: ActionCounter): Promise<void> {
  await act.click(page.getByRole('button', { name: labels.save, exact: true }), 'Save');
  await expect.poll(() => page.getByRole('status').filter({ hasText: /saved|changes|Saving/ }).first().innerText(), { timeout: 15_000 }).toBe(labels.saved);
}

/**
 * The search description: the new page's is a placeholder, and Page settings is where it is written. Today opening
 * Page settings turns its "Page-not-found page" switch on (issue 20 §2): the page gets an error, and turning the
 * switch off gives another ("must be true, got false"). A person tries the switch, saves what they have, and is left
 * with docs/authoring.md's other way: the file in a text editor, where the line is deleted (counted below as the
 * keys and clicks it takes in VS Code). Page settings must not stay open meanwhile, or it turns the switch on again
 * when the file is reloaded: the person goes back to a section first.
 */
async function pageSettings(page: Page, act: ActionCounter): Promise<void> {
  await act.click(page.getByRole('list', { name: 'Settings' }).getByRole('button', { name: labels.pageSettings }), 'Page settings');
  const settings = form(page, /^Page settings/);
  await write(act, textbox(settings, labels.description), plan.description, 'the search description');
  const trap = settings.getByRole('switch', { name: labels.notFoundSwitch });
  if ((await trap.count()) && (await trap.isChecked())) {
    await act.click(trap, 'the Page-not-found switch, to turn it off');
    await save(page, act);
    await act.click(page.getByRole('list', { name: 'Sections' }).getByRole('button').filter({ hasText: plan.hero.heading }).last(), 'the hero in the outline');
    await outOfTheTrap(act);
  } else await save(page, act);
}

/** The file opened in VS Code, the notFound line deleted with the comma before it, saved: what docs/authoring.md teaches. */
async function outOfTheTrap(act: ActionCounter): Promise<void> {
  act.outside('click', 'the code editor window');
  act.outside('key', 'Ctrl+P (open a file)');
  act.outside('field', 'the file name', 'tire-care-plus'.length);
  act.outside('key', 'Enter');
  act.outside('key', 'Ctrl+F (find)');
  act.outside('field', 'the search', 'notFound'.length);
  act.outside('key', 'Escape');
  act.outside('key', 'Ctrl+Shift+K (delete the line)');
  act.outside('click', 'the end of the line before');
  act.outside('key', 'Backspace (its comma)');
  act.outside('key', 'Ctrl+S');
  act.outside('click', 'the browser window');
  const text = await readText(studio.root, plan.file);
  await writeText(studio.root, plan.file, setJson(text, ['notFound'], undefined));
}

describe('the marketer flow (issue 20)', () => {
  it('a first-time marketer adds a finished plan page in the studio, by roles and labels only, in ≤ 45 actions and ≤ 10 minutes (KLM)', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const page = await context.newPage();
    session.watch(page, new URL(studio.url).origin);
    await page.goto(studio.url);
    await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
    const act = new ActionCounter(page, { settle: () => settled(page) });

    await act.during('createPage', () => createPage(page, act));
    await act.during('fillHero', () => fillHero(page, act));
    await act.during('addCards', () => addCards(page, act));
    await act.during('addFaq', () => addFaq(page, act));
    await act.during('closingSections', () => closingSections(page, act));
    await act.during('pageSettings', () => pageSettings(page, act));

    // The studio shows the page as finished: no problem left, and the preview shows it.
    await page.getByRole('heading', { name: labels.noProblems }).waitFor({ timeout: 15_000 });
    const shown = preview(page);
    await shown.getByRole('heading', { level: 1, name: plan.hero.heading }).waitFor({ timeout: 15_000 });
    for (const item of plan.faq.items) await expect(shown.getByText(item.title, { exact: true }).count()).resolves.toBe(1);

    const summary = act.summary();
    console.log(act.report('the marketer flow'));
    console.log(act.actions.map((a, i) => `  ${i + 1}. [${a.step}] ${a.kind}${a.outside ? ' (outside the browser)' : ''}: ${a.what}${a.chars ? ` (${a.chars} chars)` : ''}`).join('\n'));

    // The file is what the marketer made, and the real validator takes it with no error and no warning.
    const data = JSON.parse(await readText(studio.root, plan.file));
    expect(data).toMatchObject({ path: plan.address, title: plan.title, description: plan.description });
    expect(data.notFound).toBeUndefined();
    expect(data.sections.map((s: { type: string; layout?: string }) => `${s.type}${s.layout ? `:${s.layout}` : ''}`)).toEqual(['banner:hero', 'cardGrid', 'accordion', 'banner:band']);
    const [hero, grid, faq, band] = data.sections;
    expect(hero).toMatchObject({ heading: plan.hero.heading, text: [plan.hero.text] });
    expect(hero.buttons[0]).toMatchObject({ ...plan.hero.button, download: true });
    expect(grid.heading).toBe(plan.cards.heading);
    expect(grid.cards.map((c: { title: string; text: string[]; figure?: string }) => ({ title: c.title, text: c.text[0], figure: c.figure }))).toEqual(plan.cards.cards.map((c) => ({ ...c, figure: undefined })));
    expect(faq.items.map((q: { title: string; text: string[] }) => ({ title: q.title, text: q.text[0] }))).toEqual(plan.faq.items);
    expect(band.buttons.map((b: { label: string }) => b.label)).toContain(plan.closing.button.label);
    const validated = await validateWithCli(studio.root, ['--strict']);
    expect(validated.problems.filter((p) => p.file === plan.file)).toEqual([]);
    expect(validated.code, validated.run.output).toBe(0);
    expect(session.problems()).toEqual([]);

    expect(summary.actions, 'actions a person takes (issue 20: at most 45)').toBeLessThanOrEqual(45);
    expect(summary.klmMinutes, 'minutes a person takes by the Keystroke-Level Model (issue 20: at most 10)').toBeLessThanOrEqual(10);
  }, 300_000);
});

