import { useSyncExternalStore } from 'react';
import type { ImageFile, LinkTargets } from '../../../protocol.ts';

/**
 * What the link pickers offer, as it arrives and changes: read by the fields that use it, which alone are drawn again.
 * Handed in the form's context as a value, it made rjsf draw the whole form again each time it came (2.9 MB of pages
 * at 10,000 pages, asked for once the page is shown and after files change).
 */
export interface LinksSource {
  current: () => LinkTargets | undefined;
  subscribe: (onChange: () => void) => () => void;
}

export function createLinksSource(): LinksSource & { set: (links: LinkTargets | undefined) => void } {
  let links: LinkTargets | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => links,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set(next) {
      if (next === links) return;
      links = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The link pickers' data in a field (undefined while it loads). */
export const useLinks = (context: StudioFormContext): LinkTargets | undefined => useSyncExternalStore(context.links.subscribe, context.links.current);

/** What the studio's own widgets need from the editor, handed to them through rjsf's `formContext`. */
export interface StudioFormContext {
  /** Pages with their anchors, @named links and {{values}}, for link fields (useLinks). */
  links: LinksSource;
  /** Whether text may hold {{values}} (pages and shared sections; not site.json, which defines them). */
  valuesAllowed: boolean;
  /** Opens the image picker; resolves with the image chosen, or undefined when the person closes it. */
  pickImage: () => Promise<ImageFile | undefined>;
}
