import { islandAttributes } from '../islands/markers.ts';

/**
 * Leaves an island as the static page it was before its code ran, for good. An island without its code
 * is in the same place as a visitor without JavaScript, so what it wrote for them in <noscript> now
 * applies: the tabs and the carousel show every panel and quote instead of controls that cannot work,
 * the form says how else to reach us. (With scripting on, the browser keeps <noscript> as text: its markup.)
 */
export function fallBackToStatic(root: HTMLElement): void {
  for (const note of root.querySelectorAll('noscript')) note.outerHTML = note.textContent ?? '';
  root.setAttribute(islandAttributes.failed, '');
}

/** One line per island that gave up, naming it: enough for a developer, never a wall of stack traces. */
export function reportIsland(root: HTMLElement, what: string, error: unknown): void {
  const name = root.getAttribute(islandAttributes.name);
  const detail = error instanceof Error ? error.message : String(error);
  console.error(`Island "${name}" ${what}, so it stays as the page's HTML: ${detail}`);
}
