import { createEvent } from 'ics';
import type { Meeting } from './meeting.ts';

/** The reminder the calendar file carries (docs/requirements.md §9: 15 minutes before). */
const REMINDER_MINUTES = 15;

export interface CalendarFile {
  name: string;
  text: string;
}

const ymd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A file name a person recognizes in their downloads: the event's name and its local date,
 * in safe characters only ("Discovery Call" on 1 Dec 2026 → discovery-call-2026-12-01.ics).
 */
export function calendarFileName(meeting: Meeting): string {
  const slug = meeting.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'meeting'}-${ymd(meeting.start)}.ics`;
}

/**
 * The meeting as an iCalendar file (docs/requirements.md §2): start and end in UTC, summary and description
 * both the event type's name, and a display alarm 15 minutes before. Null when the library refuses the data,
 * so a broken file is never offered.
 */
export function calendarFile(meeting: Meeting): CalendarFile | null {
  const { error, value } = createEvent({
    productId: 'owl-site/thankyou',
    start: meeting.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: meeting.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: meeting.name,
    description: meeting.name,
    alarms: [{ action: 'display', description: meeting.name, trigger: { minutes: REMINDER_MINUTES, before: true } }],
  });
  if (error || !value) return null;
  return { name: calendarFileName(meeting), text: value };
}
