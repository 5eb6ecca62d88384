import type { BlockManifest } from '../block-manifest.ts';
import { formSiteProps } from './query.ts';

// Inputs are uncontrolled, so what is typed before hydration is kept; the code loads once the form is
// touched (measured: hydrating /contact's form on load cost 62 ms of blocking time on a phone).
export const manifest = {
  type: 'form',
  load: () => import('./FormBlock.tsx').then((m) => m.FormBlock),
  hydrate: 'interaction',
  siteProps: formSiteProps,
} satisfies BlockManifest<'form'>;
