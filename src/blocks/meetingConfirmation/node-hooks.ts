import type { MeetingConfirmationBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { meetingConfirmationBrochure } from './brochure.ts';

export const hooks = { brochure: meetingConfirmationBrochure } satisfies BlockHooks<MeetingConfirmationBlockProps>;
