import createCache from '@emotion/cache';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeetingConfirmationBlock } from '../../src/blocks/meetingConfirmation/MeetingConfirmationBlock.tsx';
import { describeWhen } from '../../src/blocks/meetingConfirmation/when.ts';
import type { MeetingConfirmationBlockProps } from '../../src/generated/block-props.ts';
import { IslandProviders } from '../../src/islands/IslandProviders.tsx';
import { onlyEvent } from '../unit/ics-reader.ts';
import { renderBlock, serverRenderAndHydrate } from './block-harness.tsx';

const props: MeetingConfirmationBlockProps = {
  type: 'meetingConfirmation',
  heading: 'Your meeting is confirmed',
  emailNote: 'We have sent a confirmation email with the meeting details.',
  labels: { event: 'Meeting', date: 'Date', time: 'Time', timeZone: 'Time zone' },
  calendarLabel: 'Add to your calendar',
  invalidMessage: 'We could not read the meeting details from this link.',
};

const at = (params: Record<string, string>) => window.history.replaceState(null, '', `/thankyou?${new URLSearchParams(params).toString()}`);
const good = { event_start_time: '2026-12-01T10:00:00-05:00', event_end_time: '2026-12-01T10:30:00-05:00', event_type_name: 'Discovery Call' };

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
});

const calendarLink = () => screen.findByRole('link', { name: 'Add to your calendar' });

describe('meeting confirmation', () => {
  it('shows the meeting in the viewer\'s time zone, and offers its calendar file', async () => {
    at(good);
    renderBlock(<MeetingConfirmationBlock {...props} />);
    expect(screen.getByRole('heading', { name: 'Your meeting is confirmed' })).toBeTruthy();
    expect(screen.getByText('We have sent a confirmation email with the meeting details.')).toBeTruthy();
    const when = describeWhen({ start: new Date('2026-12-01T15:00:00Z'), end: new Date('2026-12-01T15:30:00Z'), name: '' }, undefined);
    const details = Object.fromEntries([...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(details).toEqual({ Meeting: 'Discovery Call', Date: when.date, Time: when.time, 'Time zone': when.timeZone });
    expect(when.timeZone).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);

    const link = await calendarLink();
    expect(link.getAttribute('download')).toBe(`discovery-call-${new Date('2026-12-01T15:00:00Z').toLocaleDateString('en-CA')}.ics`);
    expect(link.getAttribute('href')).toBe('blob:test/1');
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const { event, alarm } = onlyEvent(await blobs[0]!.text());
    expect(event.props).toMatchObject({ DTSTART: '20261201T150000Z', DTEND: '20261201T153000Z', SUMMARY: 'Discovery Call', DESCRIPTION: 'Discovery Call' });
    expect(alarm.props).toMatchObject({ ACTION: 'DISPLAY', TRIGGER: '-PT15M' });
    expect(screen.queryByText('We could not read the meeting details from this link.')).toBeNull();
  });

  it.each([
    ['no parameters', {}],
    ['garbage dates', { ...good, event_start_time: 'next tuesday', event_end_time: '25:99' }],
    ['an end before the start', { ...good, event_start_time: good.event_end_time, event_end_time: good.event_start_time }],
    ['an impossible date', { ...good, event_start_time: '2026-02-31T10:00:00Z', event_end_time: '2026-02-31T10:30:00Z' }],
    ['a missing name', { event_start_time: good.event_start_time, event_end_time: good.event_end_time }],
  ])('explains, without a calendar file, when the link has %s', async (_name, params) => {
    at(params);
    renderBlock(<MeetingConfirmationBlock {...props} />);
    expect(screen.getByRole('heading', { name: 'Your meeting is confirmed' })).toBeTruthy();
    expect(await screen.findByText('We could not read the meeting details from this link.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add to your calendar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to your calendar' })).toBeNull();
    expect(document.querySelector('dl')).toBeNull();
    expect(blobs).toEqual([]);
  });

  it('treats <script> in every parameter as text to refuse, never as markup', async () => {
    const hostile = '<script>window.__owned = true</script><img src=x onerror="window.__owned = true">';
    at({ event_start_time: hostile, event_end_time: hostile, event_type_name: hostile });
    const { container } = renderBlock(<MeetingConfirmationBlock {...props} />);
    expect(await screen.findByText('We could not read the meeting details from this link.')).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).not.toContain('window.__owned');
    expect((window as { __owned?: boolean }).__owned).toBeUndefined();
  });

  it('refuses markup in the name even with good times', async () => {
    at({ ...good, event_type_name: '<b>Discovery</b>' });
    renderBlock(<MeetingConfirmationBlock {...props} />);
    expect(await screen.findByText('We could not read the meeting details from this link.')).toBeTruthy();
    expect(screen.queryByText('Discovery', { exact: false })).toBeNull();
  });

  it('shows a name with quotes and ampersands exactly, as text', async () => {
    at({ ...good, event_type_name: 'Owner\'s Q&A: "GAP" plans' });
    renderBlock(<MeetingConfirmationBlock {...props} />);
    expect(screen.getByText('Owner\'s Q&A: "GAP" plans')).toBeTruthy();
    await calendarLink();
    expect(onlyEvent(await blobs[0]!.text()).event.props.SUMMARY).toBe('Owner\'s Q&A: "GAP" plans');
  });

  it('prerenders a neutral state (no details, no message), then hydrates without a mismatch and shows the meeting', async () => {
    const html = renderToString(
      <IslandProviders cache={createCache({ key: 'css' })}>
        <MeetingConfirmationBlock {...props} />
      </IslandProviders>,
    );
    expect(html).toContain('Your meeting is confirmed');
    expect(html).not.toContain('<dl');
    expect(html).not.toContain('We could not read');

    at(good);
    const hydrated = await serverRenderAndHydrate(<MeetingConfirmationBlock {...props} />);
    expect(hydrated.errors).toEqual([]);
    await waitFor(() => expect(screen.getByText('Discovery Call')).toBeTruthy());
    expect(await calendarLink()).toBeTruthy();
    hydrated.cleanup();
  });
});
