import type { BlockManifest } from '../block-manifest.ts';

export const manifest = {
  type: 'list',
  load: () => import('./ListBlock.tsx').then((m) => m.ListBlock),
  hydrate: 'static',
} satisfies BlockManifest<'list'>;
