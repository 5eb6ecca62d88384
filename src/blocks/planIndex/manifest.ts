import type { BlockManifest } from '../block-manifest.ts';
import { planIndexSiteProps } from './plan-groups.ts';

/** Static: plain links, no JavaScript. */
export const manifest = {
  type: 'planIndex',
  load: () => import('./PlanIndexBlock.tsx').then((m) => m.PlanIndexBlock),
  hydrate: 'static',
  // The plan families and their pages, from site.json's footer groups (plan-groups.ts).
  siteProps: planIndexSiteProps,
} satisfies BlockManifest<'planIndex'>;
