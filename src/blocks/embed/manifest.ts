import type { BlockManifest } from '../block-manifest.ts';

export const manifest = {
  type: 'embed',
  load: () => import('./EmbedBlock.tsx').then((m) => m.EmbedBlock),
  hydrate: 'interaction',
  // The scheduler's frame shows a loading state, then other ways to book if the widget never appears;
  // the island itself only hydrates when touched, which may be never.
  watch: () => import('./watch-frame.ts').then((m) => m.watchFrame),
} satisfies BlockManifest<'embed'>;
