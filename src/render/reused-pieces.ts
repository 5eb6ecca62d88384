/**
 * The header and the footer, rendered once and reused on every page that shows them alike. They are the same on
 * nearly every page, and they were 4.9 of a plan page's 11.9 ms of rendering (2.0 the header, 2.9 the footer; /gap,
 * 2026-11-29): most of it MUI's sx and Emotion's serializing, done again for every page of a 10,000-page build.
 *
 * A piece is reused with everything its render left behind, so the page is byte for byte what rendering it would
 * make (tests/unit/reused-pieces.test.tsx renders every page both ways):
 * - its HTML;
 * - the styles it put in Emotion's cache, in order: put in the page's cache, skipping those already there, exactly as
 *   Emotion does when a render meets a style the cache holds. The page's critical CSS is read from that cache;
 * - how many island ids it took: the page's counter moves on as far. The first id it took is part of its key.
 * A piece is kept per site settings object (a new one, after an edit of site.json in the dev server, starts afresh)
 * and by a key that names everything else its HTML depends on.
 */
import type { EmotionCache } from '@emotion/cache';

/** What rendering a piece leaves: its HTML, the styles it inserted (in order), and the island ids it took. */
export interface RenderedPiece {
  html: string;
  inserted: [string, string | true][];
  registered: [string, string][];
  islands: number;
}

const kept = new WeakMap<object, Map<string, RenderedPiece>>();

/**
 * The piece kept for `owner` (the site settings) and `key`, or made by `render` into `fresh` (an empty cache of the
 * page's kind) starting at island id `firstIsland`, and kept. Returns the piece; `reuse` then puts it in a page.
 */
export function pieceFor(owner: object, key: string, fresh: () => EmotionCache, firstIsland: number, render: (cache: EmotionCache, takeIslandId: () => number) => string): RenderedPiece {
  let pieces = kept.get(owner);
  if (!pieces) kept.set(owner, (pieces = new Map()));
  const full = `${firstIsland}\0${key}`;
  const found = pieces.get(full);
  if (found) return found;
  const cache = fresh();
  let next = firstIsland;
  const html = render(cache, () => next++);
  const piece: RenderedPiece = {
    html,
    inserted: Object.entries(cache.inserted).filter((entry): entry is [string, string | true] => entry[1] !== undefined),
    registered: Object.entries(cache.registered).filter((entry): entry is [string, string] => entry[1] !== undefined),
    islands: next - firstIsland,
  };
  pieces.set(full, piece);
  return piece;
}

/** Puts a piece's styles in the page's cache as its render would have (the ones already there stay where they are). */
export function reuse(piece: RenderedPiece, cache: EmotionCache): string {
  for (const [id, css] of piece.inserted) if (cache.inserted[id] === undefined) cache.inserted[id] = css;
  for (const [name, styles] of piece.registered) if (cache.registered[name] === undefined) cache.registered[name] = styles;
  return piece.html;
}
