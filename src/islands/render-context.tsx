import type { EmotionCache } from '@emotion/react';
import { createContext, useContext } from 'react';
import type { UiText } from '../blocks/shared/ui-text.tsx';

/** Per-page state of a server render: the style cache and the island counter. */
export interface RenderState {
  cache: EmotionCache;
  ui: UiText;
  /** A page-unique id for the next island (server render only, where render order is fixed). */
  takeIslandId: () => number;
  /** Dev server: show a failing block as a visible placeholder instead of failing the page. */
  dev: boolean;
  /** The address being rendered (null for the not-found page), so a block can mark a link to this very page. */
  path?: string | null;
}

export const RenderContext = createContext<RenderState | null>(null);

/** The address of the page being rendered, or null (not-found page, or outside a page render: a test, an island in the browser). */
export function useCurrentPath(): string | null {
  return useContext(RenderContext)?.path ?? null;
}

export function useRenderState(): RenderState {
  const state = useContext(RenderContext);
  if (!state) throw new Error('Island rendered outside a page render.');
  return state;
}
