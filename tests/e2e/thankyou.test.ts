/**
 * Issue 4, acceptance: /thankyou in real Chromium over the production build. The meeting from the address
 * is shown in the viewer's time zone, the calendar file downloads and parses back; hostile or broken
 * addresses render a friendly message, safely, with no calendar file.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { onlyEvent } from '../unit/ics-reader.ts';
import { browserSession } from './browser-session.ts';
import { siteConfig } from './pages.ts';

const baseURL = inject('baseURL');
// What the card says when the link holds no meeting: how to get the invitation, no failure wording (outside review round 6).
const FRIENDLY = 'Cannot find the email?';

const session = browserSession();

async function visit(params: Record<string, string> | string, timezoneId = 'America/Chicago') {
  const context = await session.newContext((browser) => browser.newContext({ timezoneId, locale: 'en-US', acceptDownloads: true }));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('dialog', (d) => {
    problems.push(`a script opened a dialog: ${d.message()}`);
    void d.dismiss();
  });
  const query = typeof params === 'string' ? params : new URLSearchParams(params).toString();
  await page.goto(`${baseURL}/thankyou${query ? `?${query}` : ''}`);
  await page.locator('[data-island="meetingConfirmation"][data-hydrated]').waitFor({ state: 'attached' });
  return { page, problems };
}

const details = (page: Page) =>
  page.locator('dl').evaluate((dl) => Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/[\u2009\u202f\u00a0]/g, ' ')])));

const good = { event_start_time: '2026-12-01T10:00:00-05:00', event_end_time: '2026-12-01T10:30:00-05:00', event_type_name: 'Discovery Call' };

describe('/thankyou', () => {
  it('shows the meeting in the viewer\'s zone, and its calendar file parses back', async () => {
    const { page, problems } = await visit(good);
    expect(await page.getByRole('heading', { level: 1, name: 'Your meeting is confirmed' }).isVisible()).toBe(true);
    expect(await page.getByText('We have sent a confirmation email').isVisible()).toBe(true);
    expect(await details(page)).toEqual({
      Meeting: 'Discovery Call',
      Date: 'Tuesday, December 1, 2026',
      // The zone's short name after the time, not a row of its own in long form (outside review round 7).
      Time: '9:00 – 9:30 AM CST',
    });

    const link = page.getByRole('link', { name: 'Add to your calendar' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('discovery-call-2026-12-01.ics');
    // saveAs, not path(): the run's Chromium is a remote one (shared-browser.ts), whose downloads are streamed to us.
    const saved = path.join(await mkdtemp(path.join(tmpdir(), 'ics-')), download.suggestedFilename());
    await download.saveAs(saved);
    const text = await readFile(saved, 'utf8');
    await rm(path.dirname(saved), { recursive: true, force: true });
    const { event, alarm } = onlyEvent(text);
    expect(event.props).toMatchObject({ DTSTART: '20261201T150000Z', DTEND: '20261201T153000Z', SUMMARY: 'Discovery Call', DESCRIPTION: 'Discovery Call' });
    expect(alarm.props).toMatchObject({ ACTION: 'DISPLAY', TRIGGER: '-PT15M' });
    expect(problems).toEqual([]);
  });

  it('fills the page in without React, and fetches ics only when the reader reaches for the link', async () => {
    const { page } = await visit(good);
    const link = page.getByRole('link', { name: 'Add to your calendar' });
    await link.waitFor();
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.endsWith('.js')));
    const before = await scripts();
    expect(before.some((name) => /\/enhance-[\w-]+\.js$/.test(name))).toBe(true);
    expect(before.filter((name) => /hydrate-island|react-dom|client-/i.test(name))).toEqual([]);
    // Idle time passes; the calendar library is still not part of the page's load.
    await page.waitForTimeout(2500);
    expect((await scripts()).filter((name) => /calendar-file/.test(name))).toEqual([]);
    await link.hover();
    await expect.poll(async () => (await scripts()).filter((name) => /calendar-file/.test(name)).length).toBe(1);
  });

  it('a keyboard reader who presses Enter at once still gets the file', async () => {
    const { page } = await visit(good);
    const link = page.getByRole('link', { name: 'Add to your calendar' });
    await link.waitFor();
    await link.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('discovery-call-2026-12-01.ics');
  });

  it('follows the viewer: the same link in Tokyo is the next day', async () => {
    const { page } = await visit(good, 'Asia/Tokyo');
    expect(await details(page)).toEqual({ Meeting: 'Discovery Call', Date: 'Wednesday, December 2, 2026', Time: '12:00 – 12:30 AM GMT+9' });
  });

  it('renders <script> in every parameter safely, as a friendly message', async () => {
    const hostile = '<script>window.__owned=1;alert(1)</script><img src=x onerror="window.__owned=1;alert(2)">';
    const { page, problems } = await visit({ event_start_time: hostile, event_end_time: hostile, event_type_name: hostile });
    expect(await page.getByText(FRIENDLY).filter({ visible: true }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main script:not([type="application/json"])').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('__owned');
    expect(await page.getByRole('link', { name: 'Add to your calendar' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('without a meeting: a calm note in the card, no alert, no empty band; with one, both buttons one width on a phone; nothing shifts', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 375, height: 800 }, timezoneId: 'America/Chicago', locale: 'en-US' }));
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseURL}/thankyou`);
    await page.locator('[data-island="meetingConfirmation"][data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByRole('alert').filter({ visible: true }).count()).toBe(0);
    expect(await page.locator('.MuiAlert-root').filter({ visible: true }).count(), 'no alert box').toBe(0);
    // The note's card ends where the section's padding starts: no tall empty band under it.
    const band = await page.locator('main section').first().evaluate((section) => {
      const card = section.querySelector('[data-meeting-part="outcome"]')!.parentElement!.getBoundingClientRect();
      return section.getBoundingClientRect().bottom - card.bottom;
    });
    expect(band).toBeLessThanOrEqual(80);
    // The note fills its cell: no held slot round it (95 px above and 90 below at 375 px: outside review round 7).
    const slot = await page.locator('[data-meeting-part="invalid"]').evaluate((note) => {
      const cell = note.parentElement!.getBoundingClientRect();
      const r = note.getBoundingClientRect();
      return { above: r.top - cell.top, below: cell.bottom - r.bottom };
    });
    expect(slot.above).toBeLessThan(30);
    expect(slot.below).toBeLessThan(30);

    await page.goto(`${baseURL}/thankyou?${new URLSearchParams(good).toString()}`);
    const calendar = page.getByRole('link', { name: 'Add to your calendar' });
    await calendar.waitFor();
    const back = page.getByRole('link', { name: 'See how Admin in a Box works' });
    const [a, b] = [(await calendar.boundingBox())!, (await back.boundingBox())!];
    expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(a.x - b.x)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });

  it('at 1280 px: each label on its value\'s baseline, the buttons centred under the title, the note card not a tall empty box', async () => {
    const { page } = await visit(good);
    await page.setViewportSize({ width: 1280, height: 900 });
    const baselines = await page.locator('dl').evaluate((dl) =>
      [...dl.querySelectorAll('dt')].map((dt) => {
        // A baseline: the bottom of a zero-height inline box placed in the text.
        const mark = (el: Element) => { const s = document.createElement('span'); s.style.display = 'inline-block'; el.append(s); const y = s.getBoundingClientRect().bottom; s.remove(); return y; };
        return mark(dt) - mark(dt.nextElementSibling!);
      }),
    );
    expect(baselines.length).toBe(3);
    for (const gap of baselines) expect(Math.abs(gap)).toBeLessThan(1);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    for (const name of ['Add to your calendar', 'See how Admin in a Box works']) {
      const b = (await page.getByRole('link', { name }).boundingBox())!;
      expect(Math.abs(b.x + b.width / 2 - (title.x + title.width / 2)), name).toBeLessThan(2);
    }
    // With a meeting, "What happens next" follows the calendar button at once: no held hole between them.
    const calendarBox = (await page.getByRole('link', { name: 'Add to your calendar' }).boundingBox())!;
    const next = (await page.getByRole('heading', { name: 'What happens next' }).boundingBox())!;
    expect(next.y - (calendarBox.y + calendarBox.height)).toBeLessThanOrEqual(90);
    // Without a meeting the note sits in the held space with no more than about 60 px above or below it.
    const fallback = await visit('');
    await fallback.page.setViewportSize({ width: 1280, height: 900 });
    const space = await fallback.page.locator('[data-meeting-part="invalid"]').evaluate((note) => {
      const cell = note.parentElement!.getBoundingClientRect();
      const r = note.getBoundingClientRect();
      return { above: r.top - cell.top, below: cell.bottom - r.bottom };
    });
    expect(space.above).toBeLessThan(60);
    expect(space.below).toBeLessThan(60);
    // Never an empty card: it says the call is booked and where its time is, and its email and phone are links (outside review round 7).
    const note = fallback.page.locator('[data-meeting-part="invalid"]');
    expect(await note.getByText('The date and time are in your confirmation email', { exact: false }).isVisible()).toBe(true);
    expect(await note.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([`mailto:${siteConfig.contact.email}`, siteConfig.contact.phoneLink]);
    // A success page: no failure wording, and what happens next.
    expect(await fallback.page.locator('main').textContent()).not.toMatch(/could not|cannot read|error|failed/i);
    expect(await fallback.page.getByRole('heading', { name: 'What happens next' }).isVisible()).toBe(true);
  });

  it.each([
    ['no parameters', ''],
    ['garbage dates', { ...good, event_start_time: 'banana', event_end_time: '2026-99-99T99:99:99Z' }],
    ['an end before the start', { ...good, event_start_time: good.event_end_time, event_end_time: good.event_start_time }],
    ['a start without a time zone', { ...good, event_start_time: '2026-12-01T10:00:00' }],
  ])('with %s: a friendly message and no calendar file', async (_name, params) => {
    const { page, problems } = await visit(params);
    expect(await page.getByRole('heading', { level: 1, name: 'Your meeting is confirmed' }).isVisible()).toBe(true);
    expect(await page.getByText(FRIENDLY).filter({ visible: true }).count()).toBe(1);
    expect(await page.locator('dl').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Add to your calendar' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
