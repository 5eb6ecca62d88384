import type { Enhancer } from '../../islands/island-types.ts';
import { readMeeting, type Meeting } from './meeting.ts';
import { meetingField, meetingPart, meetingState, type MeetingField, type MeetingPart, type MeetingState } from './parts.ts';
import { describeWhen, type MeetingWhen } from './when.ts';

/** The meeting and how the viewer reads it, or null when the address does not hold a readable meeting. */
function meetingOf(search: string, locale: string | undefined): { meeting: Meeting; when: MeetingWhen } | null {
  const result = readMeeting(search);
  if (!result.ok) return null;
  try {
    return { meeting: result.meeting, when: describeWhen(result.meeting, locale) };
  } catch {
    // An instant Intl cannot format in the viewer's zone: refuse it like any other unreadable link.
    return null;
  }
}

/** Events that say the reader is reaching for the link: the calendar library is fetched then, not before. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focus'] as const;

/**
 * Fills in the confirmation MeetingConfirmationBlock rendered: the details (as text, never markup) or the
 * message for an unreadable link; the calendar file is built with the `ics` library when the reader reaches for it.
 */
export const enhanceMeetingConfirmation: Enhancer = (root) => {
  const part = (name: MeetingPart) => root.querySelector<HTMLElement>(`[${meetingPart}="${name}"]`);
  const show = (state: MeetingState) => part('outcome')?.setAttribute(meetingState, state);
  const found = meetingOf(window.location.search, document.documentElement.lang || undefined);
  if (!found) return show('invalid');
  const { meeting, when } = found;
  const values: Record<MeetingField, string> = { name: meeting.name, date: when.date, time: when.time };
  for (const [name, value] of Object.entries(values)) {
    const dd = root.querySelector(`[${meetingField}="${name}"]`);
    if (dd) dd.textContent = value;
  }
  show('ready');

  const link = part('calendar');
  if (!link) return;
  const failed = () => {
    link.setAttribute('hidden', '');
    part('calendar-failed')?.removeAttribute('hidden');
  };
  // The calendar library (21 kB) is wanted only by readers who reach for the link, so it is fetched on
  // their first sign of intent, never as part of the page's first load (measured: 26.6 kB of JS on
  // /thankyou when it loaded at idle, 5.4 kB without it).
  let file: Promise<boolean> | undefined;
  const prepare = () =>
    (file ??= import('./calendar-file.ts')
      .then(({ calendarFile }) => {
        const made = calendarFile(meeting);
        if (!made) return false;
        link.setAttribute('download', made.name);
        link.setAttribute('href', URL.createObjectURL(new Blob([made.text], { type: 'text/calendar;charset=utf-8' })));
        return true;
      })
      .catch(() => false)
      .then((ready) => {
        if (!ready) failed();
        return ready;
      }));
  // Focusable and clickable at once; a click that beats the library is held and repeated once the file exists.
  link.setAttribute('href', '#');
  for (const type of intentEvents) link.addEventListener(type, () => void prepare(), { once: true, passive: true });
  link.addEventListener('click', (event) => {
    if (link.hasAttribute('download')) return;
    event.preventDefault();
    void prepare().then((ready) => ready && link.click());
  });
};
