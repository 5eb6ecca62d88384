import type { ComponentType } from 'react';
import { registry, type Enhancer, type Hydration } from '../blocks/registry.ts';

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

/** Parts of the site chrome that are islands too. */
const chromeIslands = {
  siteMenu: { load: () => import('../chrome/SiteMenu.tsx').then((m) => m.SiteMenu), hydrate: 'interaction' },
} satisfies Record<string, IslandEntry>;

/** Watchers of block islands, by block type. */
const watchers: Record<string, () => Promise<Watcher>> = {
  // The scheduler's frame shows a loading state, then other ways to book if the widget never appears;
  // the embed island itself only hydrates when touched, which may be never.
  embed: () => import('../blocks/embed/watch-frame.ts').then((m) => m.watchFrame),
};

/** Every island the browser may run, by name: the interactive blocks and the chrome islands. */
export const islandTable: Record<string, IslandEntry> = {
  ...Object.fromEntries(
    Object.entries(registry)
      .filter(([, entry]) => entry.hydrate !== 'static')
      .map(([type, entry]) => [type, { ...(entry as unknown as IslandEntry), ...(watchers[type] ? { watch: watchers[type] } : {}) }]),
  ),
  ...chromeIslands,
};
