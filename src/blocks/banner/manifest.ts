import type { BlockManifest } from '../block-manifest.ts';

export const manifest = {
  type: 'banner',
  load: () => import('./BannerBlock.tsx').then((m) => m.BannerBlock),
  hydrate: 'static',
} satisfies BlockManifest<'banner'>;
