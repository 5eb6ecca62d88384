import { createContext, useContext } from 'react';

/**
 * The first section of a page carries the page's one h1; every other section starts at h2.
 * Blocks ask for their level instead of choosing it, so heading order holds on any page an author builds.
 */
export const SectionIndexContext = createContext(1);

export function useHeadingLevels(): { section: 'h1' | 'h2'; item: 'h2' | 'h3' } {
  return useContext(SectionIndexContext) === 0 ? { section: 'h1', item: 'h2' } : { section: 'h2', item: 'h3' };
}

/** A page-unique key for the current section, for ids when the author gave no anchor. */
export function useSectionKey(): string {
  return `section-${useContext(SectionIndexContext)}`;
}
