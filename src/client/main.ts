/**
 * The only script every page loads. It is tiny: it finds the page's islands and hydrates each when it
 * is needed (visible, or first touched), fetching only that island's code. Static blocks ship nothing;
 * enhanced blocks run their plain DOM code right after the first paint, without React.
 */
import { islandTable } from '../islands/island-table.ts';
import { islandAttributes } from '../islands/markers.ts';

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Runs `work` once the next frame has been painted (a timer queued from a frame callback runs after that frame). */
const afterNextPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work, 0));

function hydrateWhenNeeded(root: HTMLElement) {
  const name = root.getAttribute(islandAttributes.name) ?? '';
  const entry = islandTable[name];
  if (!entry) return;
  if (entry.hydrate === 'enhance') {
    // Fetched just after the first paint, so it never competes with what that paint needs (the fonts);
    // what it fills in has its space held, so nothing moves.
    afterNextPaint(() =>
      void entry.enhance().then((enhance) => {
        enhance(root);
        root.setAttribute('data-hydrated', '');
      }),
    );
    return;
  }
  let state: 'idle' | 'loading' | 'ready' = 'idle';
  let pendingClick: HTMLElement | undefined;
  const start = () => {
    if (state !== 'idle') return;
    state = 'loading';
    void import('./hydrate-island.tsx').then(({ hydrateIsland }) =>
      hydrateIsland(root, entry, () => {
        state = 'ready';
        pendingClick?.click();
        pendingClick = undefined;
      }),
    );
  };
  const strategy = root.getAttribute(islandAttributes.hydrate);
  if (strategy === 'load') {
    start();
  } else if (strategy === 'interaction') {
    for (const type of intentEvents) root.addEventListener(type, () => start(), { once: true, passive: true });
    // Focus that arrived before this script (a fast typist on a slow network) counts as interaction.
    if (root.contains(document.activeElement)) start();
    // A click that arrives before the island is ready is held and replayed once it is, so it is never lost.
    root.addEventListener(
      'click',
      (event) => {
        if (state === 'ready') return;
        const target = (event.target as HTMLElement).closest<HTMLElement>('button, a, [role="button"]');
        if (!target) return;
        event.preventDefault();
        event.stopPropagation();
        pendingClick = target;
        start();
      },
      { capture: true },
    );
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
