import type { BlockManifest } from '../block-manifest.ts';

export const manifest = {
  type: 'cardGrid',
  load: () => import('./CardGridBlock.tsx').then((m) => m.CardGridBlock),
  hydrate: 'static',
  // The words on the card of the page being read, from site.json (ui.youAreHere).
  siteProps: (site) => ({ youAreHere: site.ui.youAreHere }),
} satisfies BlockManifest<'cardGrid'>;
