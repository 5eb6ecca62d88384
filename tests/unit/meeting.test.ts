import { describe, expect, it } from 'vitest';
import { calendarFile, calendarFileName } from '../../src/blocks/meetingConfirmation/calendar-file.ts';
import { MAX_NAME_LENGTH, cleanName, parseInstant, readMeeting, type Meeting } from '../../src/blocks/meetingConfirmation/meeting.ts';
import { describeWhen } from '../../src/blocks/meetingConfirmation/when.ts';
import { onlyEvent } from './ics-reader.ts';

const query = (start: string, end: string, name: string) =>
  `?${new URLSearchParams({ event_start_time: start, event_end_time: end, event_type_name: name }).toString()}`;

const meeting: Meeting = { start: new Date('2026-12-01T15:00:00Z'), end: new Date('2026-12-01T15:30:00Z'), name: 'Discovery Call' };

describe('parseInstant', () => {
  it.each([
    ['2026-12-01T10:00:00-05:00', '2026-12-01T15:00:00.000Z'],
    ['2026-12-01T15:00:00Z', '2026-12-01T15:00:00.000Z'],
    ['2026-12-01T15:00Z', '2026-12-01T15:00:00.000Z'],
    ['2026-12-01T20:30:00.250+0530', '2026-12-01T15:00:00.250Z'],
    ['2028-02-29T12:00:00Z', '2028-02-29T12:00:00.000Z'],
  ])('reads %s', (text, iso) => expect(parseInstant(text)?.toISOString()).toBe(iso));

  it.each([
    'tomorrow', '', '2026-12-01', '2026-12-01T15:00:00', '2026-02-31T10:00:00Z', '2027-02-29T10:00:00Z', '2026-13-01T10:00:00Z',
    '2026-12-01T24:00:00Z', '2026-12-01T10:60:00Z', '2026-12-01T10:00:00+15:00', '1899-12-01T10:00:00Z', '+02026-12-01T10:00:00Z',
    '2026-12-01T10:00:00Z<script>', '1733065200000',
  ])('refuses %j', (text) => expect(parseInstant(text)).toBeNull());
});

describe('readMeeting', () => {
  it('reads the three parameters the scheduling service sends', () => {
    expect(readMeeting(query('2026-12-01T10:00:00-05:00', '2026-12-01T10:30:00-05:00', '  Discovery   Call '))).toEqual({ ok: true, meeting });
  });

  it.each([
    ['nothing', '', 'missing'],
    ['no name', '?event_start_time=2026-12-01T15:00:00Z&event_end_time=2026-12-01T15:30:00Z', 'missing'],
    ['garbage dates', query('soon', 'later', 'Call'), 'bad-time'],
    ['an end before the start', query('2026-12-01T15:30:00Z', '2026-12-01T15:00:00Z', 'Call'), 'reversed'],
    ['an end equal to the start', query('2026-12-01T15:00:00Z', '2026-12-01T15:00:00Z', 'Call'), 'reversed'],
    ['a meeting over a day long', query('2026-12-01T15:00:00Z', '2026-12-03T15:00:00Z', 'Call'), 'reversed'],
    ['markup in the name', query('2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z', '<script>alert(1)</script>'), 'bad-name'],
    ['a control character in the name', query('2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z', 'Call\u0007'), 'bad-name'],
    ['a huge name', query('2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z', 'x'.repeat(100_000)), 'bad-name'],
    ['a huge time', query('2026-12-01T15:00:00Z'.repeat(1000), '2026-12-01T15:30:00Z', 'Call'), 'bad-time'],
    ['script everywhere', query('<script>alert(1)</script>', '<script>alert(2)</script>', '<script>alert(3)</script>'), 'bad-time'],
  ])('refuses %s', (_name, search, reason) => expect(readMeeting(search)).toEqual({ ok: false, reason }));

  it('caps the name', () => {
    expect(cleanName('x'.repeat(MAX_NAME_LENGTH))).toHaveLength(MAX_NAME_LENGTH);
    expect(cleanName('x'.repeat(MAX_NAME_LENGTH + 1))).toBeNull();
    expect(cleanName("Owner's Q&A: 30 min, \"GAP\"; plans")).toBe("Owner's Q&A: 30 min, \"GAP\"; plans");
  });
});

// Intl writes narrow and thin no-break spaces around the dash and before AM/PM.
const plain = (when: Record<string, string>) => Object.fromEntries(Object.entries(when).map(([k, v]) => [k, v.replace(/[\u2009\u202f\u00a0]/g, ' ')]));

describe('describeWhen', () => {
  it('writes the date, and the time range with the zone\'s short name, as the viewer reads them', () => {
    expect(plain({ ...describeWhen(meeting, 'en-US', 'America/New_York') })).toEqual({
      date: 'Tuesday, December 1, 2026',
      time: '10:00 – 10:30 AM EST',
    });
    expect(plain({ ...describeWhen(meeting, 'en-US', 'Asia/Tokyo') })).toEqual({
      date: 'Wednesday, December 2, 2026',
      time: '12:00 – 12:30 AM GMT+9',
    });
    // A viewer on UTC (the review's screenshots): "UTC", not "Coordinated Universal Time (UTC)" (outside review round 7).
    expect(plain({ ...describeWhen(meeting, 'en-US', 'UTC') }).time).toBe('3:00 – 3:30 PM UTC');
  });

  it('shows both dates when the meeting crosses midnight', () => {
    const late = { ...meeting, start: new Date('2026-12-02T04:30:00Z'), end: new Date('2026-12-02T05:30:00Z') };
    expect(plain({ ...describeWhen(late, 'en-US', 'America/New_York') })).toMatchObject({
      date: 'Tuesday, December 1 – Wednesday, December 2, 2026',
      time: '11:30 PM – 12:30 AM EST',
    });
  });
});

describe('calendarFile', () => {
  it('is an event with start, end, summary and description, and a display alarm 15 minutes before', () => {
    const file = calendarFile(meeting)!;
    const { event, alarm } = onlyEvent(file.text);
    expect(event.props).toMatchObject({
      DTSTART: '20261201T150000Z',
      DTEND: '20261201T153000Z',
      SUMMARY: 'Discovery Call',
      DESCRIPTION: 'Discovery Call',
    });
    expect(event.props.UID).toBeTruthy();
    expect(alarm.props).toMatchObject({ ACTION: 'DISPLAY', TRIGGER: '-PT15M' });
  });

  it('escapes what iCalendar gives meaning to, so the text reads back unchanged', () => {
    const name = 'Owner\'s Q&A; GAP, "plans" \\ more';
    const { event } = onlyEvent(calendarFile({ ...meeting, name })!.text);
    expect(event.props.SUMMARY).toBe(name);
    expect(event.props.DESCRIPTION).toBe(name);
  });

  it('folds a long name without breaking the file', () => {
    const name = 'Discovery Call with the Owl Admin team about F&I administration, reinsurance and plans'.slice(0, 120);
    const { event } = onlyEvent(calendarFile({ ...meeting, name })!.text);
    expect(event.props.SUMMARY).toBe(name);
  });

  it('gets a recognizable, safe file name', () => {
    const local = new Date(2026, 11, 1, 10, 0);
    expect(calendarFileName({ ...meeting, start: local })).toBe('discovery-call-2026-12-01.ics');
    expect(calendarFileName({ ...meeting, start: local, name: 'Café ../../etc/passwd: Démo!' })).toBe('cafe-etc-passwd-demo-2026-12-01.ics');
    expect(calendarFileName({ ...meeting, start: local, name: '会议' })).toBe('meeting-2026-12-01.ics');
  });
});
