import { islandRegistry } from '../blocks/island-registry.ts';
import type { IslandEntry } from '../islands/island-types.ts';

/** Parts of the site chrome that are islands too. */
const chromeIslands = {
  siteMenu: { load: () => import('../chrome/SiteMenu.tsx').then((m) => m.SiteMenu), hydrate: 'interaction' },
} satisfies Record<string, IslandEntry>;

/**
 * Every island the browser may run, by name: the blocks whose manifest gives them browser code (and a
 * watcher, if any), and the chrome islands. Each entry only holds lazy loaders, so each island's code is a
 * chunk of its own, fetched when that island is needed.
 */
export const islandTable: Record<string, IslandEntry> = {
  // A manifest's component is typed by its block's props; here it takes the props the server serialized.
  ...(islandRegistry as unknown as Record<string, IslandEntry>),
  ...chromeIslands,
};
