import type { Meeting } from './meeting.ts';

/** The meeting's date and time range as the viewer reads them: their own zone, the page's language. */
export interface MeetingWhen {
  date: string;
  /**
   * The start and end with the zone's short name after them, "9:00 – 9:30 AM CST" ("GMT+9" where the language
   * has no abbreviation for the zone): the long name with its identifier, on a row of its own,
   * "Coordinated Universal Time (UTC)", read as a system's output (outside review round 7).
   */
  time: string;
}

function sameDay(meeting: Meeting, zone: { timeZone?: string }): boolean {
  const day = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(meeting.start) === day.format(meeting.end);
}

export function describeWhen(meeting: Meeting, locale: string | undefined, timeZone?: string): MeetingWhen {
  const zone = timeZone ? { timeZone } : {};
  const dates = new Intl.DateTimeFormat(locale, { ...zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const times = new Intl.DateTimeFormat(locale, { ...zone, hour: 'numeric', minute: '2-digit' });
  const named = new Intl.DateTimeFormat(locale, { ...zone, timeZoneName: 'short' });
  const zoneName = named.formatToParts(meeting.start).find((p) => p.type === 'timeZoneName')?.value ?? named.resolvedOptions().timeZone;
  // Across midnight formatRange would repeat both dates, already given above: join the two times instead.
  const range = sameDay(meeting, zone) ? times.formatRange(meeting.start, meeting.end) : `${times.format(meeting.start)} – ${times.format(meeting.end)}`;
  return {
    // formatRange writes one date when both ends fall on the same day, and both otherwise.
    date: dates.formatRange(meeting.start, meeting.end),
    // A no-break space: the zone never starts a line of its own.
    time: `${range}\u00a0${zoneName}`,
  };
}
