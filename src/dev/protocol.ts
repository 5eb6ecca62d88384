/** What the dev server (dev-server.ts) and its page-side helpers agree on: live-preview messages, the script tag, the gallery's address. */

/**
 * The messages between the dev server and the live preview in the page (live-preview.ts). All are Vite
 * "custom" messages, which Vite never keeps for later: an "error" message sent while no page is open
 * would be replayed to the next page that connects, even after the problem is fixed.
 */
export const liveEvents = {
  /** Server → page, after a save that left site-config valid: fetch the page again and swap it in. */
  updated: 'site-config:updated',
  /** Server → page, after a save that left problems (and on connecting while there are some): show them. */
  problems: 'site-config:problems',
  /** Page → server, when the page connects: the server answers with `problems` if there are any. */
  connected: 'site-config:connected',
  /** Dispatched on `document` after the page has swapped in new content (tests and tools wait for it). */
  refreshed: 'site-config:refreshed',
} as const;

/** One problem as the page shows it: where it is (file:line:column, the place in the page), and what is wrong. */
export interface ShownProblem {
  file: string;
  line: number;
  column: number;
  where: string;
  message: string;
}

/** The data of a `problems` message. */
export interface ProblemsMessage {
  problems: ShownProblem[];
}

/** The overlay's heading: how many problems, and what to do about them. */
export function problemsHeading(count: number): string {
  return count === 1
    ? 'site-config has 1 problem — fix it and save; this page updates by itself'
    : `site-config has ${count} problems — fix them and save; this page updates by itself`;
}

/** The script tag the dev server adds to every page it serves. */
export const livePreviewScript = '<script type="module" src="/src/dev/live-preview.ts"></script>';

/** Where the dev server shows the block gallery (gallery.ts). Never part of the build. */
export const galleryPath = '/_gallery';
