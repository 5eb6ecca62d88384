import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceMeetingConfirmation } from '../../src/blocks/meetingConfirmation/enhance.ts';
import { MeetingConfirmationBlock } from '../../src/blocks/meetingConfirmation/MeetingConfirmationBlock.tsx';
import type { MeetingConfirmationBlockProps } from '../../src/generated/block-props.ts';
import { onlyEvent } from '../unit/ics-reader.ts';
import { BlockProviders } from './block-harness.tsx';

const props: MeetingConfirmationBlockProps = {
  type: 'meetingConfirmation',
  heading: 'Your meeting is confirmed',
  emailNote: 'We have sent a confirmation email with the meeting details.',
  labels: { event: 'Meeting', date: 'Date', time: 'Time' },
  calendarLabel: 'Add to your calendar',
  invalidMessage: 'We could not read the meeting details from this link.',
};

const at = (params: Record<string, string>) => window.history.replaceState(null, '', `/thankyou?${new URLSearchParams(params).toString()}`);
const good = { event_start_time: '2026-12-01T10:00:00-05:00', event_end_time: '2026-12-01T10:30:00-05:00', event_type_name: 'Discovery Call' };

/** Intl puts thin and narrow no-break spaces around the dash and before AM; compare with plain ones. */
const normalSpaces = (record: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v?.replace(/[\u2009\u202f\u00a0]/g, ' ')]));

// The viewer's zone, fixed so the expected times can be written out (Node applies a TZ change at once).
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Chicago';
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

let blobs: Blob[];
beforeEach(() => {
  blobs = [];
  // jsdom has no Blob URLs; keep the blob to read the calendar file back.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

/**
 * The block as the browser gets it: its prerendered HTML (the component does not run in the browser),
 * then its plain DOM code, run on it at the address `at` set.
 */
function showAt(params: Record<string, string>) {
  at(params);
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <BlockProviders>
      <MeetingConfirmationBlock {...props} />
    </BlockProviders>,
  );
  document.body.append(root);
  enhanceMeetingConfirmation(root);
  return root;
}

/** Which outcome the block shows: the other one stays invisible (checked in a real browser by the e2e suite). */
const outcome = (root: HTMLElement) => root.querySelector('[data-meeting-part="outcome"]')!.getAttribute('data-meeting-state');
const values = (root: HTMLElement) => Object.fromEntries([...root.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

const calendarLink = () => screen.findByRole('link', { name: 'Add to your calendar' });

/** The calendar link once its file is made: the file is built when the reader reaches for the link (here, focuses it). */
async function calendarFileLink() {
  const link = await calendarLink();
  fireEvent.focus(link);
  await waitFor(() => expect(link.hasAttribute('download')).toBe(true));
  return link;
}

describe('meeting confirmation', () => {
  it('prerenders the neutral part only: both outcomes wait, empty, for the address to be read', () => {
    const html = renderToString(
      <BlockProviders>
        <MeetingConfirmationBlock {...props} />
      </BlockProviders>,
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('h1, h2')?.textContent).toBe('Your meeting is confirmed');
    expect(outcome(root)).toBeNull();
    expect(Object.values(values(root))).toEqual(['', '', '']);
    expect(root.querySelector('[data-meeting-part="calendar"]')?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('script')).toBeNull();
  });

  it('keeps "What happens next" out of the held outcome cell: shown with the meeting and without, it never leaves a hole', () => {
    // In the held cell (both outcomes overlap there, the taller one sets its height), the steps shown only
    // without a meeting left a 150-240 px hole under a booked lead's details (outside review round 6).
    const nextSteps = { heading: 'What happens next', steps: [{ title: 'Discovery call', text: 'Thirty minutes.' }, { title: 'Proposal', text: 'A written plan.' }] };
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <BlockProviders>
        <MeetingConfirmationBlock {...props} nextSteps={nextSteps} />
      </BlockProviders>,
    );
    const cell = root.querySelector('[data-meeting-part="outcome"]')!;
    const steps = [...root.querySelectorAll('h2, h3, h4')].find((h) => h.textContent === 'What happens next')!;
    expect(steps).toBeTruthy();
    expect(cell.contains(steps)).toBe(false);
    expect(root.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('shows the meeting in the viewer\'s time zone, and offers its calendar file', async () => {
    const root = showAt(good);
    expect(outcome(root)).toBe('ready');
    expect(screen.getByText('We have sent a confirmation email with the meeting details.')).toBeTruthy();
    // Written out, not computed with the code under test: 15:00 UTC is 9:00 in Chicago (see the zone set above).
    expect(normalSpaces(values(root))).toEqual({
      Meeting: 'Discovery Call',
      Date: 'Tuesday, December 1, 2026',
      // The zone as a short name after the time, not a row of its own in long form (outside review round 7).
      Time: '9:00 – 9:30 AM CST',
    });

    // A link at once, but no file until the reader reaches for it: the calendar library is not loaded before.
    expect((await calendarLink()).getAttribute('href')).toBe('#');
    expect(blobs).toEqual([]);
    const link = await calendarFileLink();
    expect(link.getAttribute('download')).toBe('discovery-call-2026-12-01.ics');
    expect(link.getAttribute('href')).toBe('blob:test/1');
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const { event, alarm } = onlyEvent(await blobs[0]!.text());
    expect(event.props).toMatchObject({ DTSTART: '20261201T150000Z', DTEND: '20261201T153000Z', SUMMARY: 'Discovery Call', DESCRIPTION: 'Discovery Call' });
    expect(alarm.props).toMatchObject({ ACTION: 'DISPLAY', TRIGGER: '-PT15M' });
    expect(root.querySelector('[data-meeting-part="calendar-failed"]')!.hasAttribute('hidden')).toBe(true);
  });

  it.each([
    ['no parameters', {}],
    ['garbage dates', { ...good, event_start_time: 'next tuesday', event_end_time: '25:99' }],
    ['an end before the start', { ...good, event_start_time: good.event_end_time, event_end_time: good.event_start_time }],
    ['an impossible date', { ...good, event_start_time: '2026-02-31T10:00:00Z', event_end_time: '2026-02-31T10:30:00Z' }],
    ['a missing name', { event_start_time: good.event_start_time, event_end_time: good.event_end_time }],
  ])('explains, without a calendar file, when the link has %s', async (_name, params) => {
    const root = showAt(params);
    expect(outcome(root)).toBe('invalid');
    expect(Object.values(values(root))).toEqual(['', '', '']);
    // Give a calendar file that should not be built its chance to be.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(root.querySelector('[data-meeting-part="calendar"]')!.hasAttribute('href')).toBe(false);
    expect(blobs).toEqual([]);
  });

  it('treats <script> in every parameter as text to refuse, never as markup', () => {
    const hostile = '<script>window.__owned = true</script><img src=x onerror="window.__owned = true">';
    const root = showAt({ event_start_time: hostile, event_end_time: hostile, event_type_name: hostile });
    expect(outcome(root)).toBe('invalid');
    expect(root.querySelector('script, img')).toBeNull();
    expect(root.textContent).not.toContain('window.__owned');
    // Whether such markup would run is for a real browser to say: jsdom runs neither inserted scripts nor
    // onerror, so it is checked in tests/e2e/thankyou.test.ts, not here.
  });

  it('refuses markup in the name even with good times', () => {
    const root = showAt({ ...good, event_type_name: '<b>Discovery</b>' });
    expect(outcome(root)).toBe('invalid');
    expect(root.textContent).not.toContain('Discovery');
  });

  it('shows a name with quotes and ampersands exactly, as text', async () => {
    const root = showAt({ ...good, event_type_name: 'Owner\'s Q&A: "GAP" plans' });
    expect(values(root).Meeting).toBe('Owner\'s Q&A: "GAP" plans');
    expect(root.querySelector('dd b, dd script')).toBeNull();
    await calendarFileLink();
    expect(onlyEvent(await blobs[0]!.text()).event.props.SUMMARY).toBe('Owner\'s Q&A: "GAP" plans');
  });

  it('without a meeting, the card says the call is booked and where its time is, and the note\'s email and phone are links', () => {
    // The card held an envelope and one note in an empty slot (outside review round 7): it now says what it knows.
    const contact = { email: 'hello@owladmin.example', emailHref: 'mailto:hello@owladmin.example', phone: '(555) 010-4477', phoneHref: 'tel:+15550104477' };
    at({});
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <BlockProviders>
        <MeetingConfirmationBlock {...props} unknownTime="Your call is booked. The date and time are in your confirmation email." invalidMessage="Cannot find the email? Write to hello@owladmin.example or call (555) 010-4477." contact={contact} />
      </BlockProviders>,
    );
    document.body.append(root);
    enhanceMeetingConfirmation(root);
    expect(outcome(root)).toBe('invalid');
    const note = root.querySelector('[data-meeting-part="invalid"]')!;
    expect(note.textContent).toContain('The date and time are in your confirmation email.');
    expect([...note.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['mailto:hello@owladmin.example', 'tel:+15550104477']);
  });
});
