import type { BlockManifest } from '../block-manifest.ts';
import { contactSiteProps } from '../shared/site-contact.ts';

export const manifest = {
  type: 'prose',
  load: () => import('./ProseBlock.tsx').then((m) => m.ProseBlock),
  hydrate: 'static',
  // The site's email and phone, so the text's mentions of them are links (ContactText).
  siteProps: contactSiteProps,
} satisfies BlockManifest<'prose'>;
