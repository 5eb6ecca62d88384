import type { MeetingConfirmationBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { heading } from '../shared/brochure-lines.ts';

/** The meeting is only known in the browser: the brochure gives only the heading. */
export const meetingConfirmationBrochure = (section: MeetingConfirmationBlockProps): BrochureLine[] => heading(section.heading);
