/** Markers shared by the server (which writes them) and the browser bootstrap (which reads them). Kept free of imports so the bootstrap stays tiny. */
export const islandAttributes = {
  name: 'data-island',
  id: 'data-island-id',
  hydrate: 'data-hydrate',
  props: 'data-island-props',
  /** The island's place on the page (SectionIndexContext), so it renders the same heading levels and ids when hydrated. */
  section: 'data-section-index',
  /** The page's one copy of site.json `ui`, which every island renders with. */
  uiText: 'data-ui-text',
  /** Set on an island whose code could not load or broke while rendering: it stays static HTML (see client/static-fallback.ts). */
  failed: 'data-island-failed',
  /**
   * Put by a component on an element that its island's `watch` code looks after from the first paint,
   * whether or not the island ever hydrates (the scheduler's frame); islands without one skip that code.
   */
  watch: 'data-island-watch',
  /**
   * Set by the bootstrap on an island root as soon as it knows a watcher will run (and removed if the
   * watcher's code cannot load): until the watcher decides, a component may hold back what it decides on.
   */
  watched: 'data-island-watched',
} as const;

/** React ids inside an island are prefixed per island, so two islands never share an id. */
export const islandIdPrefix = (id: number) => `i${id}-`;
