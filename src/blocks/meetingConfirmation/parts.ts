/**
 * The marked parts of the confirmation's HTML, shared by the component (which renders them, hidden and
 * empty) and the browser code (which fills them in from the address). Kept free of imports: the browser
 * code must stay a few kilobytes.
 */
export const meetingPart = 'data-meeting-part';

export type MeetingPart = 'outcome' | 'details' | 'invalid' | 'calendar' | 'calendar-failed';

/** Set on the outcome part once the address is read: which of its two children to show. */
export const meetingState = 'data-meeting-state';

export type MeetingState = 'ready' | 'invalid';

export const meetingField = 'data-meeting-field';

export type MeetingField = 'name' | 'date' | 'time';
