import type { BlockManifest } from '../block-manifest.ts';

export const manifest = {
  type: 'cardGrid',
  load: () => import('./CardGridBlock.tsx').then((m) => m.CardGridBlock),
  hydrate: 'static',
} satisfies BlockManifest<'cardGrid'>;
