/**
 * Issue 23's acceptance, in Chromium: the hosted studio's screens over a real demo identity provider (its own login
 * page) and a real bare repository as the team's remote. One browser and one studio for the file, a context per
 * person. An editor signs in, makes a plan page and saves it twice, and signs out: main is unchanged and the draft
 * holds their commits. The editor has no Publish button (and the API says 403); the publisher reviews the pages
 * before and after, with the JSON diff, and publishes. Then the refusals: an error named by its field, two editors on
 * one heading (the second sees the conflict; the publisher chooses), and a remote that cannot be reached.
 * tests/cli/hosted-studio.test.ts drives the same server over HTTP only.
 */
import { renameSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import { demoPeople } from '../../src/hosted/demo/run-demo.ts';
import { studioApi } from '../../src/studio/protocol.ts';
import { startHostedTeam, type HostedTeam } from '../helpers/hosted-team.ts';
import { repoRoot, runTsx, seedBuildCache } from '../helpers/temp-project.ts';
import { createSiteHandler } from '../../src/server/site-server.ts';

const [editor, publisher] = demoPeople as [(typeof demoPeople)[number], (typeof demoPeople)[number]];
/** A second editor, for two drafts that change the same heading. */
const writer = { email: 'writer@example.com', name: 'Wanda Writer', password: 'writer-demo', role: 'editor' as const };
const editorDraft = 'draft/editor-example-com/edits';
const writerDraft = 'draft/writer-example-com/edits';
const newPage = 'site-config/pages/tire-care.json';
const gap = 'site-config/pages/gap.json';

let team: HostedTeam;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [team, browser] = await Promise.all([startHostedTeam([...demoPeople, writer], 'hosted-flow-'), launchChromium()]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await team?.close();
});

const remoteMain = () => team.git(team.remote, 'rev-parse', 'main').trim();
const onRemote = (ref: string, file: string) => team.git(team.remote, 'show', `${ref}:${file}`);

/** A new browser context for `person`, signed in through the provider's own login page; it opens on the pages list. */
async function signIn(person: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${team.base}/studio/`);
  expect(new URL(page.url()).origin, 'sent to the identity provider').toBe(team.provider.issuer);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
  return page;
}

/** A call to the API from the person's page, as its scripts make it (their cookies, the studio's origin). */
const api = (page: Page, method: string, address: string, data?: unknown) => page.request.fetch(`${team.base}${address}`, { method, headers: { origin: team.base, 'content-type': 'application/json' }, ...(data === undefined ? {} : { data }) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's data, edited as a person would
type PageData = any;
/** Opens a file through the studio's API, changes it with `change` and saves it, as the editor's Save does. */
async function saveThroughApi(page: Page, file: string, change: (data: PageData) => void): Promise<void> {
  const opened = await (await api(page, 'GET', `${studioApi.file}?file=${encodeURIComponent(file)}`)).json();
  change(opened.data);
  const saved = await api(page, 'PUT', studioApi.file, { file, data: opened.data, baseVersion: opened.version });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The editor's Save, and its status line once saved. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: /saved|Saving|changes/i }).first().innerText(), { timeout: 20_000 }).toMatch(/^(All changes saved|Saved)/);
}

/** The Drafts screen, then the review of the draft named `title`. */
async function openReview(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Drafts' }).click();
  await page.getByRole('heading', { level: 1, name: 'Drafts' }).waitFor();
  await page.getByRole('link', { name: `Review ${title}`, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Review: ${title}` }).waitFor();
}

/** How long a screen may take to show the server's answer: vitest's default of 1 s failed a whole run on a busy machine. */
const poll = { timeout: 20_000 };

const publishButton = (page: Page) => page.getByRole('button', { name: /^Publish( again)?$/ });

/**
 * Waits for Publish's answer to be "Published"; otherwise the page's alerts are the failure's message. (Waiting for
 * "Published or an alert" ended at once after a conflict, whose panel is an alert still on screen while the
 * publish runs: a busy machine failed there.)
 */
async function expectPublished(page: Page): Promise<void> {
  try {
    await page.getByRole('heading', { name: 'Published', exact: true }).waitFor({ timeout: 30_000 });
  } catch (error) {
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`Not published: ${alerts.join(' / ') || 'no answer on the page'}`, { cause: error });
  }
}

describe('the hosted studio in the browser', () => {
  let editorPage: Page;
  let publisherPage: Page;

  it('an editor signs in on the provider’s page, creates a plan page, saves twice and signs out: main unchanged, the draft holds their commits', async () => {
    const mainBefore = remoteMain();
    editorPage = await signIn(editor);
    const header = editorPage.getByRole('banner');
    await expect.poll(() => header.innerText(), poll).toMatch(/Edith Editor\s+Editor/);

    await editorPage.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'New page' }).click();
    // A plan page made from /gap's sections (the Plan page recipe's example texts would be refused at publishing,
    // by design: --strict counts them as errors until the editor writes the page's own words).
    await editorPage.getByRole('radio', { name: 'A copy of an existing page' }).click();
    await editorPage.getByRole('combobox', { name: 'Page to copy' }).click();
    await editorPage.getByRole('option', { name: /^\/gap \(/ }).click();
    await editorPage.getByRole('textbox', { name: 'Address', exact: true }).fill('/tire-care');
    await editorPage.getByText('/tire-care is free.').waitFor();
    await editorPage.getByRole('textbox', { name: 'Title', exact: true }).fill('Tire Care');
    await editorPage.getByRole('button', { name: 'Create page' }).click();
    await editorPage.getByRole('heading', { name: 'Outline', exact: true }).waitFor();

    // First save: the hero's heading.
    await editorPage.getByRole('region', { name: /^Banner:/ }).getByRole('textbox', { name: 'Heading', exact: true }).fill('Tire care, covered');
    await save(editorPage);
    // Second save: the search description, in Page settings.
    await editorPage.getByRole('list', { name: 'Settings' }).getByRole('button', { name: 'Page settings' }).click();
    await editorPage.getByRole('region', { name: /^Page settings/ }).getByRole('textbox', { name: 'Search description', exact: true }).fill('Tire and wheel protection for the vehicles you sell: repairs and replacements after a road hazard, from one plan.');
    await save(editorPage);

    await editorPage.getByRole('button', { name: 'Sign out' }).click();
    // The provider's own sign-out page asks first (oidc-provider's), then sends the browser back to the studio.
    const [confirm, signedOut] = [editorPage.getByRole('button', { name: /sign me out/i }), editorPage.getByRole('heading', { name: 'Signed out' })];
    await confirm.or(signedOut).waitFor();
    if (await confirm.isVisible()) await confirm.click();
    await signedOut.waitFor();
    await editorPage.goto(`${team.base}/studio/`);
    expect(new URL(editorPage.url()).origin, 'signed out: the studio sends them to sign in again').toBe(team.provider.issuer);

    expect(remoteMain()).toBe(mainBefore);
    const log = team.git(team.remote, 'log', '--format=%an <%ae>|%s', `main..${editorDraft}`).trim().split('\n');
    // Creating the page is a commit of its own (the page and its footer link), then one commit per save.
    expect(log.map((line) => line.split('|')[1])).toEqual(['Edit /tire-care: description', 'Edit /tire-care: hero heading', 'New page /tire-care; Edit site settings: footer groups']);
    expect(new Set(log.map((line) => line.split('|')[0]))).toEqual(new Set([`${editor.name} <${editor.email}>`]));
  });

  it('the editor sees no Publish button, and the API refuses them with 403', async () => {
    editorPage = await signIn(editor);
    await openReview(editorPage, 'Your draft');
    await editorPage.getByRole('heading', { level: 2, name: '/tire-care' }).waitFor();
    await editorPage.getByText('A publisher reviews and publishes this draft.').waitFor();
    expect(await publishButton(editorPage).count()).toBe(0);
    const refused = await api(editorPage, 'POST', '/hosted/api/publish', { branch: editorDraft });
    expect(refused.status()).toBe(403);
    expect(team.git(team.remote, 'rev-parse', editorDraft)).toBeTruthy();
  });

  it('the publisher reviews the page before and after, with its JSON diff, and publishes: the remote’s main gains it', async () => {
    const mainBefore = remoteMain();
    publisherPage = await signIn(publisher);
    await expect.poll(() => publisherPage.getByRole('banner').innerText(), poll).toMatch(/Paul Publisher\s+Publisher/);
    await openReview(publisherPage, `${editor.email}’s draft`);
    const card = publisherPage.getByRole('region', { name: '/tire-care' });
    await card.getByText('This page is new in this draft.').waitFor();
    const after = publisherPage.frameLocator('iframe[title="/tire-care in this draft"]');
    await after.getByRole('heading', { level: 1, name: 'Tire care, covered' }).waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: 'The JSON changes' }).click();
    await expect.poll(() => card.getByRole('list', { name: `Lines of ${newPage} before and after` }).innerText(), poll).toContain('"heading": "Tire care, covered"');

    await publishButton(publisherPage).click();
    await expectPublished(publisherPage);
    expect(remoteMain()).not.toBe(mainBefore);
    expect(JSON.parse(onRemote('main', newPage)).sections[0].heading).toBe('Tire care, covered');
    expect(team.git(team.remote, 'log', '-1', '--format=%an', 'main').trim()).toBe(publisher.name);

    // What CI does next: a fresh clone of the team's repository builds, and its server answers the new page.
    const clone = path.join(team.temp, 'fresh-clone');
    team.git(team.temp, 'clone', '--quiet', team.remote, clone);
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
    seedBuildCache(clone); // the run's own build: only what publishing changed renders
    const built = await runTsx([path.join(clone, 'scripts/build.ts'), '--out', path.join(clone, 'dist')], { cwd: clone });
    expect(built.code, built.output).toBe(0);
    const server = createServer(createSiteHandler({ distDir: path.join(clone, 'dist') }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/tire-care`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/<h1[^>]*>Tire care, covered<\/h1>/);
    } finally {
      server.close();
    }
  }, 120_000);

  it('a draft with an error is not published, and the refusal names the field', async () => {
    const mainBefore = remoteMain();
    await saveThroughApi(editorPage, gap, (page) => (page.sections[0].heading = 42));
    await openReview(publisherPage, `${editor.email}’s draft`);
    await publishButton(publisherPage).click();
    const refusal = publisherPage.getByRole('alert').filter({ hasText: 'Not published: the site would not pass its checks' });
    await refusal.waitFor({ timeout: 30_000 });
    expect(await refusal.innerText()).toMatch(/site-config\/pages\/gap\.json:\d+:\d+.*heading/);
    expect(remoteMain()).toBe(mainBefore);
  });

  it('two editors change the same heading: once the first is published, the second sees the conflict; the publisher keeps the second’s and publishes', async () => {
    // The first editor mends their heading (their draft now changes it); the writer changes the same one.
    await saveThroughApi(editorPage, gap, (page) => (page.sections[0].heading = 'GAP cover, in plain words'));
    const writerPage = await signIn(writer);
    await saveThroughApi(writerPage, gap, (page) => (page.sections[0].heading = 'GAP, explained in a minute'));
    await openReview(publisherPage, `${editor.email}’s draft`);
    await publishButton(publisherPage).click();
    await expectPublished(publisherPage);

    await openReview(writerPage, 'Your draft');
    const conflict = writerPage.getByRole('region', { name: 'This draft conflicts with the published site' });
    await conflict.waitFor({ timeout: 30_000 });
    expect(await conflict.innerText()).toMatch(/On the published site: Edit \/gap: hero heading \(by Edith Editor\)\. In this draft: Edit \/gap: hero heading\./);
    expect(await conflict.getByRole('radio').count(), 'an editor is told, not asked to choose').toBe(0);

    await openReview(publisherPage, `${writer.email}’s draft`);
    const choice = publisherPage.getByRole('region', { name: 'This draft conflicts with the published site' });
    await choice.getByRole('radio', { name: 'This draft’s version' }).check();
    await choice.getByRole('button', { name: 'Keep these and publish again' }).click();
    await expectPublished(publisherPage);
    expect(JSON.parse(onRemote('main', gap)).sections[0].heading).toBe('GAP, explained in a minute');
    expect(team.git(team.remote, 'branch', '--list', writerDraft).trim(), 'a published draft is gone').toBe('');
  });

  it('with the remote unreachable, publishing fails with a clear message and loses nothing; once it is back, Publish again publishes', async () => {
    await saveThroughApi(editorPage, gap, (page) => (page.sections[0].heading = 'GAP cover, plainly'));
    const [mainBefore, draftBefore] = [remoteMain(), team.git(team.remote, 'rev-parse', editorDraft).trim()];
    await openReview(publisherPage, `${editor.email}’s draft`);
    renameSync(team.remote, `${team.remote}.away`);
    try {
      await publishButton(publisherPage).click();
      const refusal = publisherPage.getByRole('alert').filter({ hasText: 'Not published: the team’s repository could not be reached' });
      await refusal.waitFor({ timeout: 30_000 });
      expect(await refusal.innerText()).toMatch(/The draft is kept as it is, and the published site is unchanged/);
    } finally {
      renameSync(`${team.remote}.away`, team.remote);
    }
    expect([remoteMain(), team.git(team.remote, 'rev-parse', editorDraft).trim()]).toEqual([mainBefore, draftBefore]);
    expect(JSON.parse(await team.studio.store.fileAt(draftBefore, gap).then((t) => t ?? '{}')).sections[0].heading).toBe('GAP cover, plainly');

    await publishButton(publisherPage).click();
    await expectPublished(publisherPage);
    expect(JSON.parse(onRemote('main', gap)).sections[0].heading).toBe('GAP cover, plainly');
  });
});
