import type { ComponentType } from 'react';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';

/**
 * How a block runs in the browser. `static` ships no JavaScript at all: the prerendered HTML is the block.
 * The others are islands, hydrated on their own: `visible` when scrolled near, `interaction` on first
 * pointer or focus, `load` as soon as the page has loaded.
 */
export type Hydration = 'static' | 'visible' | 'interaction' | 'load';

export interface BlockEntry<T extends BlockType> {
  /** Loaded lazily so the browser fetches only the code of the islands a page has. */
  load: () => Promise<ComponentType<BlockPropsByType[T]>>;
  hydrate: Hydration;
}

/** Every block type, to its component. The compiler rejects a missing, extra or mistyped entry. */
export const registry = {
  accordion: { load: () => import('./accordion/AccordionBlock.tsx').then((m) => m.AccordionBlock), hydrate: 'static' },
  banner: { load: () => import('./banner/BannerBlock.tsx').then((m) => m.BannerBlock), hydrate: 'static' },
  cardGrid: { load: () => import('./cardGrid/CardGridBlock.tsx').then((m) => m.CardGridBlock), hydrate: 'static' },
  prose: { load: () => import('./prose/ProseBlock.tsx').then((m) => m.ProseBlock), hydrate: 'static' },
} satisfies { [T in BlockType]: BlockEntry<T> };
