import type { BlockManifest } from '../block-manifest.ts';

/** Callout: static, no JavaScript. `hydrate: 'enhance'` with an `enhance` loader for plain DOM code; 'visible', 'interaction' or 'load' for an island. */
export const manifest = {
  type: 'callout',
  load: () => import('./CalloutBlock.tsx').then((m) => m.CalloutBlock),
  hydrate: 'static',
} satisfies BlockManifest<'callout'>;
