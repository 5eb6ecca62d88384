/**
 * Issue 4, acceptance, in real Chromium over the production build: both forms post to the build's own
 * lead inbox (mounted by global-setup.ts) and what it stored is read back; typing before hydration is
 * kept; without JavaScript nothing is submitted into the address. An endpoint answering 500, a failing
 * network and double clicks are the form's own logic, tested in jsdom (tests/dom/form.test.tsx).
 *
 * Issue 11 item 1: the forms work from the first paint. The send button is enabled in the static HTML; a
 * send before the form's code has loaded (its chunk held back) runs the browser's own checks and, when
 * they pass, sends exactly once as soon as the code is there.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HONEYPOT_FIELD, QUERY_PATH } from '../../src/blocks/form/query.ts';
import { readInbox, type InboxRecord } from '../../src/server/lead-inbox.ts';
import { browserSession } from './browser-session.ts';

const baseURL = inject('baseURL');
const leadsFile = inject('leadsFile');

const session = browserSession();
let runId = 0;

/** A name no other test uses, so each test finds exactly its own submissions in the shared inbox file. */
const unique = (label: string) => `${label} ${process.pid}-${Date.now()}-${++runId}`;

async function storedFor(name: string): Promise<InboxRecord[]> {
  return (await readInbox(leadsFile)).records.filter((r) => r.body.name === name);
}

interface Opened {
  page: Page;
  form: Locator;
  errors: string[];
}

interface OpenOptions {
  javaScript?: boolean;
  /** Holds every script until released: the page is on screen, nothing has run. */
  holdScripts?: boolean;
  /** Holds only the form's own chunk until released: the bootstrap runs, the form cannot hydrate yet. */
  holdFormChunk?: boolean;
}

/** The form island's own code, as the build names it (FormBlock.tsx → assets/FormBlock-<hash>.js). */
const FORM_CHUNK = /\/assets\/FormBlock-[\w-]+\.js$/;

async function open(path: string, formName: string, options: OpenOptions = {}): Promise<Opened & { releaseScripts: () => void }> {
  const context = await session.newContext((browser) => browser.newContext({ javaScriptEnabled: options.javaScript ?? true }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  let release = () => {};
  if (options.holdScripts || options.holdFormChunk) {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(options.holdScripts ? /\.js(\?|$)/ : FORM_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
  }
  // Held module scripts also hold DOMContentLoaded, so only wait for the document to arrive.
  await page.goto(`${baseURL}${path}`, { waitUntil: options.holdScripts ? 'commit' : 'domcontentloaded' });
  // Found by role, then kept by its label's id: a modal dialog hides the rest of the page from roles.
  const labelledBy = await page.getByRole('form', { name: formName }).getAttribute('aria-labelledby');
  const form = page.locator(`form[aria-labelledby="${labelledBy}"]`);
  await form.scrollIntoViewIfNeeded();
  if (!options.holdScripts && !options.holdFormChunk && options.javaScript !== false) {
    await form.hover(); // the form's code loads when it is first touched
    await page.locator('[data-island="form"][data-hydrated]').first().waitFor({ state: 'attached' });
  }
  return { page, form, errors, releaseScripts: () => release() };
}

const LEAD_FORM = 'Ready to transform your operations?';
const CONTACT_FORM = 'Send us a message';

async function fillLead(form: Locator, name: string) {
  await form.getByLabel('Dealership name').fill('Desert Motors');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Mobile number').fill('5550104477');
  await form.getByLabel('Email address').fill('ana@desertmotors.example');
}

async function fillContact(form: Locator, name: string) {
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Email address').fill('bo@example.com');
  await form.getByLabel('How can we help?').fill('Please call me about GAP.\nThanks!');
}

// (MUI's auto-growing message box has a hidden twin textarea, used to measure; it is not a field, nor is the honeypot.)
const values = (form: Locator) => form.locator(`input:not([name="${HONEYPOT_FIELD}"]), textarea:not([aria-hidden])`).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

describe('lead form, against the local inbox', () => {
  it('sends, shows the dialog, clears the fields, and the inbox stored exactly the spec body', async () => {
    const { page, form, errors } = await open('/', LEAD_FORM);
    const name = unique('Ana');
    await fillLead(form, name);
    const request = page.waitForRequest((r) => r.url().endsWith(QUERY_PATH));
    await form.getByRole('button', { name: 'Send me the free guide' }).click();
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(await sent.allHeaders()).toMatchObject({ 'content-type': 'application/json', authorization: `Api-Key ${inject('apiKey')}` });

    const dialog = page.getByRole('dialog', { name: 'Request sent successfully!' });
    await dialog.waitFor();
    expect(await values(form)).toEqual(['', '', '', '']);
    expect(await storedFor(name)).toEqual([
      { receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string, body: { company_name: 'Desert Motors', name, mobile: '5550104477', email: 'ana@desertmotors.example', contact_type: 1 } },
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${baseURL}/`);
    expect(errors).toEqual([]);
  });

  it('keeps what the visitor typed before any script ran, and a send meanwhile goes nowhere', async () => {
    const { page, form, releaseScripts, errors } = await open('/', LEAD_FORM, { holdScripts: true });
    const posts = watchPosts(page);
    const name = unique('Early');
    await fillLead(form, name);
    const button = form.getByRole('button', { name: 'Send me the free guide' });
    expect(await button.isEnabled(), 'the send button works from the first paint').toBe(true);
    // Before the bootstrap has run nothing can send (the body needs script), and nothing leaks either.
    await form.getByLabel('Email address').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseURL}/`);
    expect(posts()).toEqual([]);

    releaseScripts();
    await page.locator('[data-island="form"][data-hydrated]').first().waitFor({ state: 'attached' });
    expect(await values(form)).toEqual(['Desert Motors', name, '5550104477', 'ana@desertmotors.example']);
    await button.click();
    await page.getByRole('dialog', { name: 'Request sent successfully!' }).waitFor();
    expect((await storedFor(name)).map((r) => r.body)).toEqual([{ company_name: 'Desert Motors', name, mobile: '5550104477', email: 'ana@desertmotors.example', contact_type: 1 }]);
    expect(errors).toEqual([]);
  });

  it('a click on send before the form\'s code has loaded (3 s late) sends exactly once, when it arrives', async () => {
    const { page, form, releaseScripts, errors } = await open('/', LEAD_FORM, { holdFormChunk: true });
    const chunkArrives = setTimeout(releaseScripts, 3000);
    const released = Date.now() + 3000;
    const requests: { at: number; body: unknown; headers: Record<string, string> }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(QUERY_PATH)) requests.push({ at: Date.now(), body: r.postDataJSON(), headers: r.headers() });
    });
    const name = unique('Impatient');
    await fillLead(form, name);
    const button = form.getByRole('button', { name: 'Send me the free guide' });
    expect(await button.isEnabled(), 'the send button works from the first paint').toBe(true);
    expect(await form.evaluate((f) => f.closest('[data-island]')!.hasAttribute('data-hydrated')), 'the form has not hydrated').toBe(false);
    await button.click({ timeout: 2000 });

    await page.getByRole('dialog', { name: 'Request sent successfully!' }).waitFor({ timeout: 15_000 });
    clearTimeout(chunkArrives);
    expect(await values(form), 'the spec\'s success state: fields cleared').toEqual(['', '', '', '']);
    await page.waitForTimeout(500);
    const body = { company_name: 'Desert Motors', name, mobile: '5550104477', email: 'ana@desertmotors.example', contact_type: 1 };
    expect(requests.map((r) => r.body)).toEqual([body]);
    expect(requests[0]!.at, 'sent once the code had arrived').toBeGreaterThanOrEqual(released - 50);
    expect(requests[0]!.headers).toMatchObject({ 'content-type': 'application/json', authorization: `Api-Key ${inject('apiKey')}` });
    expect((await storedFor(name)).map((r) => r.body)).toEqual([body]);
    expect(errors).toEqual([]);
  });

  it('an invalid send before the form\'s code has loaded: the browser\'s own check, its own message, no request', async () => {
    const { page, form } = await open('/', LEAD_FORM, { holdFormChunk: true });
    let requests = 0;
    page.on('request', (r) => r.url().endsWith(QUERY_PATH) && requests++);
    const button = form.getByRole('button', { name: 'Send me the free guide' });
    await button.click({ timeout: 2000 });
    const first = form.getByLabel('Dealership name');
    // The browser's constraint check ran: the first empty field is invalid, focused, and has the browser's message.
    expect(await first.evaluate((e) => e === document.activeElement), 'focus moved to the first empty field').toBe(true);
    expect(await first.evaluate((e) => e.matches(':invalid') && (e as HTMLInputElement).validationMessage)).toBeTruthy();
    // A bad email with every other field filled: the browser stops on the email.
    await fillLead(form, unique('Typo'));
    const email = form.getByLabel('Email address');
    await email.fill('ana-at-desertmotors');
    await form.getByLabel('Your name').press('Enter');
    expect(await email.evaluate((e) => e === document.activeElement), 'focus moved to the email').toBe(true);
    expect(await email.evaluate((e) => (e as HTMLInputElement).validity.typeMismatch)).toBe(true);
    // No words of our own under the fields: the browser's bubble is the message (docs/requirements.md §5).
    expect(await form.locator('.MuiFormHelperText-root').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
    expect(page.url()).toBe(`${baseURL}/`);
  });

  it('without JavaScript: the send button is enabled, a note says how else to reach us, and nothing is submitted anywhere', async () => {
    const { page, form } = await open('/', LEAD_FORM, { javaScript: false });
    const posts = watchPosts(page);
    const name = unique('No JS');
    await fillLead(form, name);
    const button = form.getByRole('button', { name: 'Send me the free guide' });
    expect(await button.isEnabled()).toBe(true);
    // (Playwright's text queries skip <noscript>, so the note is found by its place.)
    const note = form.locator('noscript > p');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('To send this form, please turn on JavaScript');
    await form.getByLabel('Email address').press('Enter');
    await button.click();
    await page.waitForTimeout(300);
    expect(page.url(), 'no fields in the address').toBe(`${baseURL}/`);
    expect(posts(), 'nothing posted to the page').toEqual([]);
    expect(await values(form), 'what was typed is still there').toEqual(['Desert Motors', name, '5550104477', 'ana@desertmotors.example']);
    // The browser's own checks still run without JavaScript.
    await form.getByLabel('Your name').fill('');
    await button.click();
    expect(await form.getByLabel('Your name').evaluate((e) => e === document.activeElement)).toBe(true);
  });
});

describe('contact form, against the local inbox', () => {
  it('sends, shows the alert, clears the form, and the inbox stored exactly the spec body', async () => {
    const { page, form, errors } = await open('/contact', CONTACT_FORM);
    const name = unique('Bo');
    await fillContact(form, name);
    await form.getByRole('button', { name: 'Send message' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Message sent successfully!');
    expect(await values(form)).toEqual(['', '', '']);
    expect((await storedFor(name)).map((r) => r.body)).toEqual([{ name, email: 'bo@example.com', message: 'Please call me about GAP.\nThanks!', contact_type: 0 }]);
    expect(page.url()).toBe(`${baseURL}/contact`);
    expect(errors).toEqual([]);
  });

  it('the browser refuses to send a bad email, with its own message and no other', async () => {
    const { page, form } = await open('/contact', CONTACT_FORM);
    let requests = 0;
    page.on('request', (r) => r.url().endsWith(QUERY_PATH) && requests++);
    await fillContact(form, unique('Bad email'));
    const email = form.getByLabel('Email address');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(await email.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await email.evaluate((e) => (e as HTMLInputElement).validity.typeMismatch)).toBe(true);
    expect(await form.locator('.MuiFormHelperText-root').count()).toBe(0);
    expect(requests).toBe(0);
  });

  it('Enter before the form\'s code has loaded sends the message once the code arrives', async () => {
    const { page, form, releaseScripts, errors } = await open('/contact', CONTACT_FORM, { holdFormChunk: true });
    const chunkArrives = setTimeout(releaseScripts, 3000);
    let requests = 0;
    page.on('request', (r) => r.url().endsWith(QUERY_PATH) && requests++);
    const name = unique('Enter');
    await fillContact(form, name);
    await form.getByLabel('Your name').press('Enter');
    const alert = form.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    clearTimeout(chunkArrives);
    expect(await alert.textContent()).toContain('Message sent successfully!');
    expect(await values(form)).toEqual(['', '', '']);
    expect(requests).toBe(1);
    expect((await storedFor(name)).map((r) => r.body)).toEqual([{ name, email: 'bo@example.com', message: 'Please call me about GAP.\nThanks!', contact_type: 0 }]);
    expect(errors).toEqual([]);
  });
});

describe('the honeypot (issue 22 B3): a field only bots fill', () => {
  it('is off-screen, out of the tab order and of what screen readers read, never autofilled, and labelled to be left empty', async () => {
    const { page, form } = await open('/', LEAD_FORM);
    const trap = form.locator(`input[name="${HONEYPOT_FIELD}"]`);
    expect(await trap.count()).toBe(1);
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width, 'left of the page').toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').toBe(true);
    expect(await trap.evaluate((e) => [(e as HTMLInputElement).tabIndex, e.getAttribute('autocomplete'), !!e.closest('[aria-hidden="true"]'), (e as HTMLInputElement).labels![0]!.textContent])).toEqual([-1, 'off', true, 'Leave this field empty']);
    // Screen readers meet the four fields only.
    expect(await form.getByRole('textbox').count()).toBe(4);
    expect(await page.getByRole('textbox', { name: 'Leave this field empty' }).count()).toBe(0);
  });

  // Both forms' trap, in jsdom: tests/dom/form.test.tsx ('the honeypot'). Here, in a real browser, that nothing
  // leaves the page either, not even a native submit.
  it.each([['lead form', '/', LEAD_FORM, 'Send me the free guide']])('%s filled by a script: nothing is posted, the usual success is shown, nothing stored', async (kind, path, formName, send) => {
    const { page, form, errors } = await open(path, formName);
    const posts = watchPosts(page);
    const name = unique('Bot');
    await (kind === 'lead form' ? fillLead(form, name) : fillContact(form, name));
    await form.locator(`input[name="${HONEYPOT_FIELD}"]`).evaluate((e) => ((e as HTMLInputElement).value = 'https://cheap-pills.example'));
    await form.getByRole('button', { name: send }).click();
    if (kind === 'lead form') await page.getByRole('dialog', { name: 'Request sent successfully!' }).waitFor();
    else expect(await form.getByRole('alert').textContent()).toContain('Message sent successfully!');
    expect(await values(form), 'the fields clear as after a send').toEqual(kind === 'lead form' ? ['', '', '', ''] : ['', '', '']);
    await page.waitForTimeout(300);
    expect(posts(), 'nothing posted').toEqual([]);
    expect(await storedFor(name)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** Every POST the page makes, and every document it loads after the first: a native submit would show up here. */
function watchPosts(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' || (r.isNavigationRequest() && r.frame() === page.mainFrame())) seen.push(`${r.method()} ${r.url()}`);
  });
  return () => seen;
}
