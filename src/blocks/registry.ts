import type { ComponentType } from 'react';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';
import type { SiteConfig } from '../generated/site-config.ts';
import { formSiteProps } from './form/query.ts';

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
  /**
   * Site-wide values the block needs besides its own JSON (the form's API address and key), added to its
   * props when the page is rendered; an island receives them serialized with the rest of its props.
   */
  siteProps?: (site: SiteConfig) => Record<string, unknown>;
}

/** Every block type, to its component. The compiler rejects a missing, extra or mistyped entry. */
export const registry = {
  accordion: { load: () => import('./accordion/AccordionBlock.tsx').then((m) => m.AccordionBlock), hydrate: 'static' },
  banner: { load: () => import('./banner/BannerBlock.tsx').then((m) => m.BannerBlock), hydrate: 'static' },
  cardGrid: { load: () => import('./cardGrid/CardGridBlock.tsx').then((m) => m.CardGridBlock), hydrate: 'static' },
  prose: { load: () => import('./prose/ProseBlock.tsx').then((m) => m.ProseBlock), hydrate: 'static' },
  // The first tab is in the HTML; the tablist only needs code once touched (a click is replayed after hydration).
  tabs: { load: () => import('./tabs/TabsBlock.tsx').then((m) => m.TabsBlock), hydrate: 'interaction' },
  carousel: { load: () => import('./carousel/CarouselBlock.tsx').then((m) => m.CarouselBlock), hydrate: 'visible' },
  embed: { load: () => import('./embed/EmbedBlock.tsx').then((m) => m.EmbedBlock), hydrate: 'interaction' },
  list: { load: () => import('./list/ListBlock.tsx').then((m) => m.ListBlock), hydrate: 'static' },
  // Inputs are uncontrolled, so what is typed before hydration is kept; the code loads once the form is
  // touched (measured: hydrating /contact's form on load cost 62 ms of blocking time on a phone).
  form: { load: () => import('./form/FormBlock.tsx').then((m) => m.FormBlock), hydrate: 'interaction', siteProps: formSiteProps },
  meetingConfirmation: { load: () => import('./meetingConfirmation/MeetingConfirmationBlock.tsx').then((m) => m.MeetingConfirmationBlock), hydrate: 'load' },
} satisfies { [T in BlockType]: BlockEntry<T> };
