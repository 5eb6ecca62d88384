import type { BlockManifest } from '../block-manifest.ts';

export const manifest = {
  type: 'prose',
  load: () => import('./ProseBlock.tsx').then((m) => m.ProseBlock),
  hydrate: 'static',
} satisfies BlockManifest<'prose'>;
