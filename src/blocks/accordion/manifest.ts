import type { BlockManifest } from '../block-manifest.ts';
import { accordionSiteProps } from './help.ts';

export const manifest = {
  type: 'accordion',
  load: () => import('./AccordionBlock.tsx').then((m) => m.AccordionBlock),
  hydrate: 'static',
  // The help card's phone and contact page, from site.json (help.ts).
  siteProps: accordionSiteProps,
} satisfies BlockManifest<'accordion'>;
