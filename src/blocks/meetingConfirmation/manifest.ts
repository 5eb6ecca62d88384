import type { BlockManifest } from '../block-manifest.ts';
import { contactSiteProps } from '../shared/site-contact.ts';

// The meeting comes from the address, so only the browser can show it: plain DOM code fills it in as
// the page loads (measured: hydrating it with React cost 128 kB of JS and put LCP at 1.28x the reference).
export const manifest = {
  type: 'meetingConfirmation',
  load: () => import('./MeetingConfirmationBlock.tsx').then((m) => m.MeetingConfirmationBlock),
  hydrate: 'enhance',
  enhance: () => import('./enhance.ts').then((m) => m.enhanceMeetingConfirmation),
  // The site's email and phone, so the note's mentions of them are links.
  siteProps: contactSiteProps,
} satisfies BlockManifest<'meetingConfirmation'>;
