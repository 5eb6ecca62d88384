/**
 * The only script every page loads. It is tiny: it finds the page's islands and hydrates each when it
 * is needed (visible, or first touched), fetching only that island's code. Static blocks ship nothing.
 */
import { islandTable } from '../islands/island-table.ts';
import { islandAttributes } from '../islands/markers.ts';

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

function hydrateWhenNeeded(root: HTMLElement) {
  const name = root.getAttribute(islandAttributes.name) ?? '';
  const entry = islandTable[name];
  if (!entry) return;
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
