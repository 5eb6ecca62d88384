/**
 * The shapes of what the browser runs for a page's interactive parts, shared by the blocks that declare them
 * (src/blocks/<type>/manifest.ts), the chrome's islands, the renderer that marks them and the bootstrap that
 * runs them (src/client/island-table.ts). Types only: nothing here reaches a bundle.
 */
import type { ComponentType } from 'react';

/**
 * How a block runs in the browser. `static` ships no JavaScript at all: the prerendered HTML is the block.
 * `enhance` is static HTML plus a few lines of plain DOM code run as the page loads (no React in the
 * browser), for a block whose only client work is to fill in what the server could not know.
 * The others are islands, hydrated by React on their own: `visible` when scrolled near, `interaction` on
 * first pointer or focus, `load` as soon as the page has loaded.
 */
export type Hydration = 'static' | 'enhance' | 'visible' | 'interaction' | 'load';

/** A block's browser code under `enhance`: it receives the block's wrapper element. */
export type Enhancer = (root: HTMLElement) => void;

/**
 * Plain DOM code that looks after an island's marked part (see `islandAttributes.watch`) from the first
 * paint, whether or not the island hydrates. `early` holds the messages and loads that happened inside
 * the page before this code arrived, so none is missed.
 */
export type Watcher = (root: HTMLElement, early: readonly Event[]) => void;

/** A React island: its component is hydrated over the server's HTML. */
export interface HydratedIsland {
  load: () => Promise<ComponentType<never>>;
  hydrate: Exclude<Hydration, 'static' | 'enhance'>;
  watch?: () => Promise<Watcher>;
}

/** A block enhanced by plain DOM code: no React in the browser. */
export interface EnhancedIsland {
  enhance: () => Promise<Enhancer>;
  hydrate: 'enhance';
}

export type IslandEntry = HydratedIsland | EnhancedIsland;
