import type { BlockManifest } from '../block-manifest.ts';

// The first tab is in the HTML; the tablist only needs code once touched (a click is replayed after hydration).
export const manifest = {
  type: 'tabs',
  load: () => import('./TabsBlock.tsx').then((m) => m.TabsBlock),
  hydrate: 'interaction',
} satisfies BlockManifest<'tabs'>;
