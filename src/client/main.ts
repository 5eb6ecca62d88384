/**
 * The only script every page loads. It is tiny: it finds the page's islands and hydrates each when it
 * is needed (visible, or first touched), fetching only that island's code. Static blocks ship nothing;
 * enhanced blocks run their plain DOM code right after the first paint, without React.
 *
 * An island never traps the visitor: its code is retried when it fails to load, and if it still cannot
 * load (or breaks while rendering) the island stays as the static page, with its no-JavaScript fallbacks,
 * and a click held for it does what it would have done without JavaScript.
 */
import type { HydratedIsland } from '../islands/island-types.ts';
import { islandTable } from './island-table.ts';
import { islandAttributes } from '../islands/markers.ts';
import { loadWithRetries } from './load-with-retries.ts';
import { fallBackToStatic, reportIsland } from './static-fallback.ts';

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Runs `work` once the next frame has been painted (a timer queued from a frame callback runs after that frame). */
const afterNextPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

/**
 * Starts an island's watcher (see `Watcher`) after the first paint. Until its code arrives, the messages
 * the page receives and the loads inside the island (a frame's) are kept for it.
 */
function watchWhenPainted(root: HTMLElement, watch: NonNullable<HydratedIsland['watch']>) {
  const early: Event[] = [];
  const keep = (event: Event) => early.push(event);
  addEventListener('message', keep);
  root.addEventListener('load', keep, true);
  root.setAttribute(islandAttributes.watched, '');
  afterNextPaint(() =>
    void loadWithRetries(watch).then(
      (watcher) => {
        removeEventListener('message', keep);
        root.removeEventListener('load', keep, true);
        watcher(root, early);
      },
      (error) => {
        root.removeAttribute(islandAttributes.watched);
        reportIsland(root, 'could not load its watcher', error);
        // What the watcher would have done is what a visitor without JavaScript gets from <noscript> (the
        // scheduler's frame with its address): the island stays static HTML.
        fallBackToStatic(root);
      },
    ),
  );
}

function hydrateWhenNeeded(root: HTMLElement) {
  const entry = islandTable[root.getAttribute(islandAttributes.name) ?? ''];
  if (!entry) return;
  if (entry.hydrate === 'enhance') {
    // Fetched just after the first paint, so it never competes with what that paint needs (the fonts);
    // what it fills in has its space held, so nothing moves.
    afterNextPaint(() =>
      void loadWithRetries(entry.enhance).then(
        (enhance) => {
          enhance(root);
          root.setAttribute('data-hydrated', '');
        },
        (error) => reportIsland(root, 'could not load its code', error),
      ),
    );
    return;
  }
  if (entry.watch && root.querySelector(`[${islandAttributes.watch}]`)) watchWhenPainted(root, entry.watch);

  let state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  // What the visitor did before the island was ready, done again once it is (or, for a click, natively if it never is).
  let heldClick: HTMLElement | undefined;
  let heldSubmit: (() => void) | undefined;
  const ready = () => {
    state = 'ready';
    heldClick?.click();
    heldSubmit?.();
    heldClick = heldSubmit = undefined;
  };
  const giveUp = (what: string, error: unknown, relocate: (el: HTMLElement) => HTMLElement | undefined = (el) => el) => {
    state = 'failed';
    reportIsland(root, what, error);
    fallBackToStatic(root);
    // The listeners below now let it through: a link is followed, a button does what its HTML says. A held
    // submit is dropped: without its code the form cannot send (its <noscript> note now says what to do).
    const click = heldClick && relocate(heldClick);
    heldClick = heldSubmit = undefined;
    click?.click();
  };
  const start = () => {
    if (state !== 'idle') return;
    state = 'loading';
    // The React runtime and the island's own code, fetched side by side, each retried.
    void loadWithRetries(() => Promise.all([import('./hydrate-island.tsx'), entry.load()])).then(
      ([{ hydrateIsland }, component]) =>
        hydrateIsland(root, component, { onReady: ready, onError: (error, relocate) => giveUp('broke while rendering', error, relocate) }).catch((error: unknown) =>
          giveUp('could not start', error),
        ),
      (error) => giveUp('could not load its code', error),
    );
  };

  // A click that arrives before the island is ready is held and replayed once it is, so it is never lost.
  root.addEventListener(
    'click',
    (event) => {
      if (state === 'ready' || state === 'failed') return;
      const target = (event.target as Element).closest<HTMLElement>('button, a, [role="button"]');
      // A form's send button is let through: the browser checks the fields first, and only when they
      // are valid does a submit follow, which is what waits (below).
      if (!target || (target instanceof HTMLButtonElement && target.type === 'submit' && target.form)) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick = target;
      start();
    },
    { capture: true },
  );
  root.addEventListener(
    'submit',
    (event) => {
      if (state === 'ready' || state === 'failed') return;
      event.preventDefault();
      event.stopPropagation();
      const form = event.target as HTMLFormElement;
      const { submitter } = event as SubmitEvent;
      // Submitted again once the code is there: the browser checks the fields again, then the form sends.
      heldSubmit = () => form.requestSubmit(submitter);
      start();
    },
    { capture: true },
  );

  const strategy = root.getAttribute(islandAttributes.hydrate);
  if (strategy === 'load') {
    start();
  } else if (strategy === 'interaction') {
    for (const type of intentEvents) root.addEventListener(type, start, { once: true, passive: true });
    // Focus that arrived before this script (a fast typist on a slow network) counts as interaction.
    if (root.contains(document.activeElement)) start();
  } else {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '300px' },
    );
    // display: contents has no box of its own; observe the island's first element.
    observer.observe((root.firstElementChild as HTMLElement | null) ?? root);
  }
}

/** Hydrates the islands under `scope`, each when it is needed: the whole page at start; new content in the dev server's live preview. */
export function hydrateIslands(scope: ParentNode = document): void {
  for (const root of scope.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) hydrateWhenNeeded(root);
}

hydrateIslands();
