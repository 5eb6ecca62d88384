import type { Enhancer } from '../registry.ts';
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

/**
 * Runs `work` when the browser has nothing more urgent to do: the calendar library (21 kB) is wanted
 * only when the reader reaches for the link, never before the page has painted.
 */
function whenIdle(work: () => void) {
  const start = () => ('requestIdleCallback' in window ? requestIdleCallback(() => work(), { timeout: 2000 }) : setTimeout(work, 200));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Fills in the confirmation MeetingConfirmationBlock rendered: the details (as text, never markup) or the
 * message for an unreadable link, then the calendar file, built with the `ics` library loaded only now.
 */
export const enhanceMeetingConfirmation: Enhancer = (root) => {
  const part = (name: MeetingPart) => root.querySelector<HTMLElement>(`[${meetingPart}="${name}"]`);
  const show = (state: MeetingState) => part('outcome')?.setAttribute(meetingState, state);
  const found = meetingOf(window.location.search, document.documentElement.lang || undefined);
  if (!found) return show('invalid');
  const { meeting, when } = found;
  const values: Record<MeetingField, string> = { name: meeting.name, date: when.date, time: when.time, timeZone: when.timeZone };
  for (const [name, value] of Object.entries(values)) {
    const dd = root.querySelector(`[${meetingField}="${name}"]`);
    if (dd) dd.textContent = value;
  }
  show('ready');

  const link = part('calendar');
  const failed = () => {
    link?.setAttribute('hidden', '');
    part('calendar-failed')?.removeAttribute('hidden');
  };
  whenIdle(() => {
    void import('./calendar-file.ts')
      .then(({ calendarFile }) => {
        const file = calendarFile(meeting);
        if (!file || !link) return failed();
        link.setAttribute('download', file.name);
        link.setAttribute('href', URL.createObjectURL(new Blob([file.text], { type: 'text/calendar;charset=utf-8' })));
      })
      .catch(failed);
  });
};
