import type { BlockManifest } from '../block-manifest.ts';

export const manifest = {
  type: 'carousel',
  load: () => import('./CarouselBlock.tsx').then((m) => m.CarouselBlock),
  hydrate: 'visible',
} satisfies BlockManifest<'carousel'>;
