/** What the dev server (scripts/dev.ts) and its page-side helpers agree on: live-preview messages, the script tag, the gallery's address. */

/** The messages between the dev server and the live preview in the page (live-preview.ts). */
export const liveEvents = {
  /** Server → page, after a save that left site-config valid: fetch the page again and swap it in. */
  updated: 'site-config:updated',
  /** Page → server, when the page connects: the server answers with the error overlay if there are problems. */
  connected: 'site-config:connected',
  /** Dispatched on `document` after the page has swapped in new content (tests and tools wait for it). */
  refreshed: 'site-config:refreshed',
} as const;

/** The script tag the dev server adds to every page it serves. */
export const livePreviewScript = '<script type="module" src="/src/dev/live-preview.ts"></script>';

/** Where the dev server shows the block gallery (gallery.ts). Never part of the build. */
export const galleryPath = '/_gallery';
