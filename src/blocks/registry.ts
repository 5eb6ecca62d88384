import type { ComponentType } from 'react';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';
import type { SiteConfig } from '../generated/site-config.ts';
import { formSiteProps } from './form/query.ts';
import type { HooksByType } from './hooks.ts';
import { accordionBrochure } from './accordion/brochure.ts';
import { accordionStructuredData } from './accordion/structured-data.ts';
import { bannerBrochure } from './banner/brochure.ts';
import { cardGridBrochure } from './cardGrid/brochure.ts';
import { cardGridCheck } from './cardGrid/check.ts';
import { carouselBrochure } from './carousel/brochure.ts';
import { embedBrochure } from './embed/brochure.ts';
import { embedCheck } from './embed/check.ts';
import { formBrochure } from './form/brochure.ts';
import { listBrochure } from './list/brochure.ts';
import { meetingConfirmationBrochure } from './meetingConfirmation/brochure.ts';
import { proseBrochure } from './prose/brochure.ts';
import { tabsBrochure } from './tabs/brochure.ts';
import { comparisonTableBrochure } from './comparisonTable/brochure.ts';
import { comparisonTableStructuredData } from './comparisonTable/structured-data.ts';
import { comparisonTableCheck } from './comparisonTable/check.ts';

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

interface EntryBase<T extends BlockType> {
  /** Loaded lazily so the browser fetches only the code of the islands a page has. */
  load: () => Promise<ComponentType<BlockPropsByType[T]>>;
  /**
   * Site-wide values the block needs besides its own JSON (the form's API address and key), added to its
   * props when the page is rendered; an island receives them serialized with the rest of its props.
   */
  siteProps?: (site: SiteConfig) => Record<string, unknown>;
}

export type BlockEntry<T extends BlockType> = EntryBase<T> &
  ({ hydrate: Exclude<Hydration, 'enhance'> } | { hydrate: 'enhance'; enhance: () => Promise<Enhancer> });

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
  // The meeting comes from the address, so only the browser can show it: plain DOM code fills it in as
  // the page loads (measured: hydrating it with React cost 128 kB of JS and put LCP at 1.28x the reference).
  meetingConfirmation: {
    load: () => import('./meetingConfirmation/MeetingConfirmationBlock.tsx').then((m) => m.MeetingConfirmationBlock),
    hydrate: 'enhance',
    enhance: () => import('./meetingConfirmation/enhance.ts').then((m) => m.enhanceMeetingConfirmation),
  },
  comparisonTable: { load: () => import('./comparisonTable/ComparisonTableBlock.tsx').then((m) => m.ComparisonTableBlock), hydrate: 'static' },
} satisfies { [T in BlockType]: BlockEntry<T> };

/**
 * What each block contributes beyond its HTML (see ./hooks.ts), by block type: the functions live in the
 * block's own folder. A table apart from `registry` because the browser loads `registry` and needs none of
 * this: the bundler drops what the browser never imports (measured: in the entries, they added 417 bytes
 * gzipped to the script every page loads). The compiler rejects a missing, extra or mistyped line.
 */
export const blockHooks = {
  accordion: { brochure: accordionBrochure, structuredData: accordionStructuredData },
  banner: { brochure: bannerBrochure },
  cardGrid: { brochure: cardGridBrochure, check: cardGridCheck },
  prose: { brochure: proseBrochure },
  tabs: { brochure: tabsBrochure },
  carousel: { brochure: carouselBrochure },
  embed: { brochure: embedBrochure, check: embedCheck },
  list: { brochure: listBrochure },
  form: { brochure: formBrochure },
  meetingConfirmation: { brochure: meetingConfirmationBrochure },
  comparisonTable: { brochure: comparisonTableBrochure, structuredData: comparisonTableStructuredData, check: comparisonTableCheck },
} satisfies HooksByType;
