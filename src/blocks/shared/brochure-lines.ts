import type { BrochureLine } from '../hooks.ts';

/** Builders of brochure lines shared by the blocks' `brochure.ts` hooks. Empty text gives no heading. */
export const heading = (text?: string): BrochureLine[] => (text ? [{ kind: 'heading', text }] : []);

/** A heading inside a block (a card's, an item's, a panel's); empty text gives none. */
export const subheading = (text?: string): BrochureLine[] => (text ? [{ kind: 'subheading', text }] : []);

/** One paragraph line per text. */
export const paragraphs = (texts?: readonly string[]): BrochureLine[] => (texts ?? []).map((text) => ({ kind: 'paragraph', text }));

/** One bullet line per text. */
export const bullets = (texts?: readonly string[]): BrochureLine[] => (texts ?? []).map((text) => ({ kind: 'bullet', text }));

/** Collapsible items (an accordion's, a tab's): each title as a subheading, then its paragraphs and bullets. */
export const collapsibleItems = (items?: readonly { title: string; text?: string[]; bullets?: string[] }[]): BrochureLine[] =>
  (items ?? []).flatMap((item) => [...subheading(item.title), ...paragraphs(item.text), ...bullets(item.bullets)]);
