import type { ComponentType } from 'react';
import { registry, type Hydration } from '../blocks/registry.ts';

export interface IslandEntry {
  load: () => Promise<ComponentType<never>>;
  hydrate: Exclude<Hydration, 'static'>;
}

/** Parts of the site chrome that are islands too. */
const chromeIslands = {
  siteMenu: { load: () => import('../chrome/SiteMenu.tsx').then((m) => m.SiteMenu), hydrate: 'interaction' },
} satisfies Record<string, IslandEntry>;

/** Every island the browser may hydrate, by name: the interactive blocks and the chrome islands. */
export const islandTable: Record<string, IslandEntry> = {
  ...Object.fromEntries(
    Object.entries(registry)
      .filter(([, entry]) => entry.hydrate !== 'static')
      .map(([type, entry]) => [type, entry as unknown as IslandEntry]),
  ),
  ...chromeIslands,
};
