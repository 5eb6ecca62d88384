/**
 * The booked meeting, read from the address the scheduling service redirects to
 * (/thankyou?event_start_time=…&event_end_time=…&event_type_name=…). Everything here is untrusted:
 * it is checked strictly, and anything doubtful makes the whole meeting unreadable rather than half shown.
 */

export interface Meeting {
  start: Date;
  end: Date;
  /** The event type's name, cleaned: plain text, single spaces, at most `MAX_NAME_LENGTH` characters. */
  name: string;
}

export type MeetingResult = { ok: true; meeting: Meeting } | { ok: false; reason: 'missing' | 'bad-time' | 'reversed' | 'bad-name' };

export const MAX_NAME_LENGTH = 120;
/** No real booking lasts longer; a longer span means the address was damaged or made up. */
const MAX_DURATION_MS = 24 * 60 * 60 * 1000;

// ISO 8601 with a date, a time and an explicit offset, as the scheduling service writes it
// (2026-12-01T15:00:00-05:00, or …Z). Without an offset the instant would be ambiguous, so it is refused.
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/** An instant from strict ISO 8601 text, or null: impossible dates (February 31st, 25:00) are refused, not rolled over. */
export function parseInstant(text: string): Date | null {
  const m = ISO_INSTANT.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const millis = m[7] ? Number(`0.${m[7]}`) * 1000 : 0;
  if (year < 2000 || year > 2100 || hour > 23 || minute > 59 || second > 59) return null;
  const dayStart = new Date(Date.UTC(year, month - 1, day));
  if (dayStart.getUTCFullYear() !== year || dayStart.getUTCMonth() !== month - 1 || dayStart.getUTCDate() !== day) return null;
  let offsetMinutes = 0;
  if (m[8] !== 'Z') {
    const [oh, om] = [Number(m[10]), Number(m[11])];
    if (oh > 14 || om > 59) return null;
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) + Math.floor(millis) - offsetMinutes * 60_000);
}

/**
 * The event type's name as plain text, or null when it cannot be a real name: empty, too long, or
 * carrying markup or control characters (someone editing the link, not the scheduling service).
 */
export function cleanName(text: string): string | null {
  const name = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!name || name.length > MAX_NAME_LENGTH || /[<>{}\\\u0000-\u001F\u007F-\u009F\u2028\u2029]/.test(name)) return null;
  return name;
}

/** Reads and checks the three parameters (docs/requirements.md §2, Thankyou page). */
export function readMeeting(search: string): MeetingResult {
  const params = new URLSearchParams(search);
  const startText = params.get('event_start_time');
  const endText = params.get('event_end_time');
  const nameText = params.get('event_type_name');
  if (!startText || !endText || !nameText) return { ok: false, reason: 'missing' };
  // Caps before any parsing, so a huge parameter costs nothing.
  if (startText.length > 40 || endText.length > 40 || nameText.length > 4 * MAX_NAME_LENGTH) {
    return { ok: false, reason: startText.length > 40 || endText.length > 40 ? 'bad-time' : 'bad-name' };
  }
  const start = parseInstant(startText);
  const end = parseInstant(endText);
  if (!start || !end) return { ok: false, reason: 'bad-time' };
  const span = end.getTime() - start.getTime();
  if (span <= 0 || span > MAX_DURATION_MS) return { ok: false, reason: 'reversed' };
  const name = cleanName(nameText);
  if (!name) return { ok: false, reason: 'bad-name' };
  return { ok: true, meeting: { start, end, name } };
}
