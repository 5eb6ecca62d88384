/*
 * Issue 20's acceptance: axe finds no serious or critical issue on any screen of the studio, at 1280×800 and
 * 1440×900 (the same tab, resized). Each screen is reached as a person reaches it (from the address the studio prints), then checked with
 * the same axe run as the site's pages (tests/e2e/checks.ts: WCAG 2 A and AA, and axe's best practices), twice: as it
 * opens, and with every scrolled pane (the form, the outline, a dialog's list) scrolled to its end, since axe leaves
 * the colours of what is scrolled out of sight unchecked. The preview's frame is the site's own page, checked by
 * tests/e2e/a11y.test.ts, and is not entered.
 *
 * before (commit f3d181b): the pages list fails at both sizes (color-contrast: the "1 warning" state chip, #ed6c02 on
 * white, 3.11:1 where 4.5:1 is needed); every other screen passes; there is no unsaved-changes dialog yet to check.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentVersion } from '../../src/engine/migrations.ts';
import { placeholderText } from '../../src/engine/placeholders.ts';
import { readText, setJson, writeText } from '../helpers/temp-project.ts';
import { browserSession } from './browser-session.ts';
import { axeViolations } from './checks.ts';
import { startStudio, warmUpStudio, type StudioProcess } from './studio-process.ts';

const session = browserSession();
let studio: StudioProcess;

beforeAll(async () => {
  studio = await startStudio();
  await warmUpStudio(() => session.newContext((browser) => browser.newContext()), studio);
  // The pages list shows each state a page can be in: valid, with warnings (a placeholder left), with errors.
  await scratchPage('a11y-warnings', { paragraph: placeholderText.pageText });
  await scratchPage('a11y-errors', { heading: 42 });
}, 180_000);

afterAll(async () => {
  await studio?.stop();
});

const viewports = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/** A plan page with a picture, so the editor shows every kind of field (text, link, image, switch) and the image picker. */
const gapFile = 'site-config/pages/gap.json';

async function open(viewport: { width: number; height: number }, pathname = '/studio/'): Promise<Page> {
  const context = await session.newContext((browser) => browser.newContext({ viewport }));
  const page = await context.newPage();
  await page.goto(pathname === '/studio/' ? studio.url : studio.at(pathname));
  return page;
}

/** Waits until `dialog` and everything around it has finished fading in (axe measures contrast on what is on screen). */
async function shown(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect
    .poll(() =>
      dialog.evaluate((el) => {
        for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).opacity !== '1') return false;
        return true;
      }),
    )
    .toBe(true);
}

async function editor(viewport: { width: number; height: number }, file = gapFile): Promise<Page> {
  const page = await open(viewport, `/studio/edit/${file}`);
  await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor({ timeout: 30_000 });
  await page.getByRole('region', { name: /^Problems|^No problems/ }).waitFor();
  return page;
}

/** A page only this test edits, written as a person would, for the screens that change it; `heading` may be a mistake. */
async function scratchPage(name: string, { paragraph = 'Written by the accessibility test.', heading = `Accessibility check ${name}` as unknown } = {}): Promise<string> {
  const file = `site-config/pages/${name}.json`;
  const page = {
    $schema: '../../schemas/page.schema.json',
    version: currentVersion,
    path: `/${name}`,
    title: `Accessibility check ${name} | Owl Admin`,
    description: `A page the studio's accessibility test opens as ${name}, to edit it here and on disk while it is open.`,
    sections: [{ type: 'banner', layout: 'hero', heading, text: [paragraph] }],
  };
  await writeText(studio.root, file, `${JSON.stringify(page, null, 2)}\n`);
  return file;
}

/** An edit a person makes in the open editor: the selected section's heading. */
async function editHeading(page: Page, words: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Heading', exact: true }).fill(words);
  await page.getByRole('status').filter({ hasText: /Unsaved|not saved/i }).first().waitFor();
}

/** Each screen of the studio, opened and ready to check; `note` says why a screen that does not exist yet is not there. */
const screens: Record<string, (viewport: { width: number; height: number }, note: (words: string) => void) => Promise<Page | undefined>> = {
  'the pages list': async (viewport) => {
    const page = await open(viewport);
    await page.getByRole('table', { name: 'Pages' }).getByRole('row', { name: /a11y-errors/ }).getByText(/^\d+ errors?$/).waitFor();
    return page;
  },
  'the new page screen': async (viewport) => {
    const page = await open(viewport);
    await page.getByRole('main').getByRole('link', { name: 'New page' }).click();
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('textbox', { name: 'Address' }).fill('/accessibility-check');
    await page.getByText('/accessibility-check is free.').waitFor();
    return page;
  },
  'the editor with a section selected': async (viewport) => {
    const page = await editor(viewport);
    await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^GAP benefits at a glance/ }).click();
    await page.getByRole('region', { name: /^Card grid/ }).waitFor();
    return page;
  },
  'the editor with a problem at its field': async (viewport) => {
    const page = await editor(viewport, await scratchPage(`a11y-problems-${viewport.width}`));
    await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('');
    await page.getByRole('heading', { name: /^Problems: 1 error/ }).waitFor();
    return page;
  },
  'the editor with page settings': async (viewport) => {
    const page = await editor(viewport);
    await page.getByRole('list', { name: 'Settings' }).getByRole('button', { name: 'Page settings' }).click();
    await page.getByRole('region', { name: /^Page settings/ }).getByRole('textbox', { name: 'Search description' }).waitFor();
    return page;
  },
  'the Add section dialog': async (viewport) => {
    const page = await editor(viewport);
    await page.getByRole('button', { name: 'Add section' }).click();
    const palette = page.getByRole('dialog', { name: 'Add a section' });
    await shown(palette);
    await palette.getByRole('searchbox', { name: 'Search blocks' }).fill('questions');
    return page;
  },
  'the image picker dialog': async (viewport) => {
    const page = await editor(viewport);
    await page.getByRole('button', { name: /^(Choose|Change) image/ }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await shown(picker);
    await picker.getByRole('list', { name: 'Images' }).getByRole('listitem').first().waitFor();
    return page;
  },
  'the unsaved-changes dialog': async (viewport, note) => {
    const page = await editor(viewport, await scratchPage(`a11y-unsaved-${viewport.width}`));
    await editHeading(page, 'An edit not saved yet');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Pages' }).click();
    const asking = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    if (await asking.waitFor({ timeout: 3000 }).then(() => true, () => false)) {
      await shown(asking);
      return page;
    }
    // The screen it left for is another test's; this one has nothing of its own to check until the dialog exists.
    note('leaving the editor with unsaved edits by the Pages link asks nothing: there is no dialog to check (issue 20 §2)');
    return undefined;
  },
  'the conflict dialog': async (viewport) => {
    const file = await scratchPage(`a11y-conflict-${viewport.width}`);
    const page = await editor(viewport, file);
    await editHeading(page, 'Changed in the studio');
    await writeText(studio.root, file, setJson(await readText(studio.root, file), ['sections', 0, 'heading'], 'Changed on disk'));
    const clash = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: /changed/i });
    await shown(clash);
    return page;
  },
};

/** axe on the screen as it is, then with each scrolled pane scrolled to its end: every violation found, once. */
async function axeEverywhere(page: Page): Promise<string[]> {
  const found = new Set(await axeViolations(page));
  const scrolled = await page.evaluate(() => {
    let n = 0;
    for (const el of document.querySelectorAll('*')) {
      const { overflowY } = getComputedStyle(el);
      if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight + 1) {
        el.scrollTop = el.scrollHeight;
        n++;
      }
    }
    return n;
  });
  if (scrolled) for (const v of await axeViolations(page)) found.add(v);
  return [...found];
}

// Each screen is reached once, at the first size, then the same tab is resized to the second and checked again:
// the screens are the same at both sizes, and reaching one (a studio page load, a few clicks) costs more than axe.
describe(`the studio at ${viewports.map((v) => `${v.width}×${v.height}`).join(' and ')}: no serious or critical axe issue`, () => {
  for (const [name, reach] of Object.entries(screens)) {
    it(name, async () => {
      const [first, ...others] = viewports;
      const notes: string[] = [];
      const page = await reach(first!, (words) => notes.push(words));
      for (const words of notes) console.log(`${name}: ${words}`);
      if (!page) return;
      expect(await axeEverywhere(page), `${first!.width}×${first!.height}`).toEqual([]);
      for (const viewport of others) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await axeEverywhere(page), `${viewport.width}×${viewport.height}`).toEqual([]);
      }
    }, 90_000);
  }
});
