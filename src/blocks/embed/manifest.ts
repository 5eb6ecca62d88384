import type { BlockManifest } from '../block-manifest.ts';
import { contactSiteProps } from '../shared/site-contact.ts';

export const manifest = {
  type: 'embed',
  load: () => import('./EmbedBlock.tsx').then((m) => m.EmbedBlock),
  hydrate: 'interaction',
  // The scheduler's frame shows a loading state, then other ways to book if the widget never appears;
  // the island itself only hydrates when touched, which may be never.
  watch: () => import('./watch-frame.ts').then((m) => m.watchFrame),
  // The site's email and phone, for the line under the frame ("Prefer email or phone?").
  siteProps: contactSiteProps,
} satisfies BlockManifest<'embed'>;
