import type { Meeting } from './meeting.ts';

/** The meeting's date, time range and time zone as the viewer reads them: their own zone, the page's language. */
export interface MeetingWhen {
  date: string;
  time: string;
  /** The zone's name and its identifier, e.g. "Eastern Standard Time (America/New_York)". */
  timeZone: string;
}

function sameDay(meeting: Meeting, zone: { timeZone?: string }): boolean {
  const day = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(meeting.start) === day.format(meeting.end);
}

export function describeWhen(meeting: Meeting, locale: string | undefined, timeZone?: string): MeetingWhen {
  const zone = timeZone ? { timeZone } : {};
  const dates = new Intl.DateTimeFormat(locale, { ...zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const times = new Intl.DateTimeFormat(locale, { ...zone, hour: 'numeric', minute: '2-digit' });
  const named = new Intl.DateTimeFormat(locale, { ...zone, timeZoneName: 'long' });
  const zoneName = named.formatToParts(meeting.start).find((p) => p.type === 'timeZoneName')?.value;
  const zoneId = named.resolvedOptions().timeZone;
  return {
    // formatRange writes one date when both ends fall on the same day, and both otherwise.
    date: dates.formatRange(meeting.start, meeting.end),
    // Across midnight formatRange would repeat both dates, already given above: join the two times instead.
    time: sameDay(meeting, zone) ? times.formatRange(meeting.start, meeting.end) : `${times.format(meeting.start)} – ${times.format(meeting.end)}`,
    timeZone: zoneName && zoneName !== zoneId ? `${zoneName} (${zoneId})` : zoneId,
  };
}
