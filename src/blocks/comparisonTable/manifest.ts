import type { BlockManifest } from '../block-manifest.ts';

export const manifest = {
  type: 'comparisonTable',
  load: () => import('./ComparisonTableBlock.tsx').then((m) => m.ComparisonTableBlock),
  hydrate: 'static',
} satisfies BlockManifest<'comparisonTable'>;
