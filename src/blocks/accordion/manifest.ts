import type { BlockManifest } from '../block-manifest.ts';

export const manifest = {
  type: 'accordion',
  load: () => import('./AccordionBlock.tsx').then((m) => m.AccordionBlock),
  hydrate: 'static',
} satisfies BlockManifest<'accordion'>;
