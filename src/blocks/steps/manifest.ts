import type { BlockManifest } from '../block-manifest.ts';

/** Steps: static, no JavaScript. `hydrate: 'enhance'` with an `enhance` loader for plain DOM code; 'visible', 'interaction' or 'load' for an island. */
export const manifest = {
  type: 'steps',
  load: () => import('./StepsBlock.tsx').then((m) => m.StepsBlock),
  hydrate: 'static',
} satisfies BlockManifest<'steps'>;
