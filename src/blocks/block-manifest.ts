/**
 * What a block's folder says about it in `manifest.ts`: its type, its component and how it runs in the
 * browser. `npm run generate` lists every folder's manifest in src/blocks/registry.ts, which the renderer
 * and the browser's island table read. The browser downloads this table, so a manifest holds only lazy
 * loaders (`() => import(…)`): each island's code still loads on its own, when it is needed.
 *
 * What the block adds beyond its HTML, in Node only (brochure, structured data, checks), is in the same
 * folder's `node-hooks.ts` (typed by ./hooks.ts), listed in src/blocks/node-registry.ts: a module apart,
 * so none of it can reach the browser (the dependency matrix, .dependency-cruiser.cjs, checks that).
 */
import type { ComponentType } from 'react';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';
import type { SiteConfig } from '../generated/site-config.ts';
import type { Enhancer, Hydration, Watcher } from '../islands/island-types.ts';

interface ManifestBase<T extends BlockType> {
  /**
   * The block's type: its folder's name, `"type"` in pages, and the name of its schema (`schema.json` in
   * the folder, which `npm run generate` writes to schemas/blocks/<type>.schema.json).
   */
  type: T;
  /** Loaded lazily so the browser fetches only the code of the islands a page has. */
  load: () => Promise<ComponentType<BlockPropsByType[T]>>;
  /**
   * Site-wide values the block needs besides its own JSON (the form's API address and key), added to its
   * props when the page is rendered; an island receives them serialized with the rest of its props.
   */
  siteProps?: (site: SiteConfig) => Record<string, unknown>;
}

/** A block's manifest; `hydrate` says how it runs in the browser (see `Hydration`). */
export type BlockManifest<T extends BlockType> = ManifestBase<T> &
  (
    | { hydrate: 'static' }
    | {
        hydrate: Exclude<Hydration, 'static' | 'enhance'>;
        /** Plain DOM code that looks after part of the island from the first paint, hydrated or not (see `Watcher`). */
        watch?: () => Promise<Watcher>;
      }
    | { hydrate: 'enhance'; enhance: () => Promise<Enhancer> }
  );
