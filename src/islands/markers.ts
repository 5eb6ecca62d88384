/** Markers shared by the server (which writes them) and the browser bootstrap (which reads them). Kept free of imports so the bootstrap stays tiny. */
export const islandAttributes = {
  name: 'data-island',
  id: 'data-island-id',
  hydrate: 'data-hydrate',
  props: 'data-island-props',
} as const;

/** React ids inside an island are prefixed per island, so two islands never share an id. */
export const islandIdPrefix = (id: number) => `i${id}-`;
