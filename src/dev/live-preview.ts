/**
 * Live preview, for `npm run dev` only: dev-server.ts adds this module to the pages it serves; the
 * production build never contains it. After a good save the dev server sends `site-config:updated`;
 * the page fetches itself again and swaps in what changed (header, main, footer, title, description,
 * styles), then hydrates the new islands. No reload: scroll position and page state stay. After a bad
 * save the server sends the problems instead, shown in our own overlay (problems-overlay.ts) over the
 * page, which stays as it was; the next good save removes the overlay.
 */
import { hydrateIslands } from '../client/main.ts';
import { islandAttributes } from '../islands/markers.ts';
import { hideProblems, showProblems } from './problems-overlay.ts';
import { liveEvents, type ProblemsMessage } from './protocol.ts';

const regions = ['body > header', 'body > main', 'body > footer'] as const;

/** Each region as the server last sent it (browser-serialised, so the two compare like for like). */
const served = new Map<string, string>(regions.map((r) => [r, document.querySelector(r)?.outerHTML ?? '']));

function syncHead(next: Document): void {
  document.title = next.title;
  for (const selector of ['meta[name="description"]', 'meta[property="og:title"]', 'meta[property="og:description"]', 'link[rel="canonical"]', `script[${islandAttributes.uiText}]`]) {
    const now = document.head.querySelector(selector);
    const then = next.head.querySelector(selector);
    if (now && then) now.replaceWith(document.importNode(then, true));
  }
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const data of next.head.querySelectorAll('script[type="application/ld+json"]')) document.head.append(document.importNode(data, true));
  // Server-rendered styles the new content needs and this page does not have yet. Old ones stay: the
  // islands' style cache counts on them.
  const have = new Set([...document.querySelectorAll('style')].map((s) => s.textContent));
  for (const style of next.head.querySelectorAll('style')) {
    if (!have.has(style.textContent)) document.head.append(document.importNode(style, true));
  }
}

async function refresh(): Promise<void> {
  const response = await fetch(location.href, { cache: 'no-store', headers: { Accept: 'text/html' } });
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  // DOMParser parses as if scripts were off, so <noscript> content became live elements (a <style> in one
  // would apply); turn it back into the inert text it is in a page with scripts on.
  for (const fallback of next.querySelectorAll('noscript')) fallback.textContent = fallback.innerHTML;
  if (!next.querySelector('body > main') || regions.some((r) => !next.querySelector(r) !== !document.querySelector(r))) {
    location.reload(); // not the same kind of page (a crash report, the start-up problem list): show it as it is
    return;
  }
  syncHead(next);
  for (const region of regions) {
    const incoming = next.querySelector(region);
    const current = document.querySelector(region);
    if (!incoming || !current || incoming.outerHTML === served.get(region)) continue;
    served.set(region, incoming.outerHTML);
    const fresh = document.importNode(incoming, true);
    current.replaceWith(fresh);
    hydrateIslands(fresh);
  }
  document.dispatchEvent(new CustomEvent(liveEvents.refreshed));
}

let running: Promise<void> | undefined;
let again = false;

/** Saves come in bursts (an editor writes twice, several files change): one refresh at a time, one more after. */
function scheduleRefresh(): void {
  if (running) {
    again = true;
    return;
  }
  running = refresh()
    .catch((error: unknown) => console.error('Live preview could not refresh the page', error))
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        scheduleRefresh();
      }
    });
}

if (import.meta.hot) {
  import.meta.hot.on(liveEvents.updated, () => {
    hideProblems();
    scheduleRefresh();
  });
  import.meta.hot.on(liveEvents.problems, (data: ProblemsMessage) => showProblems(data.problems));
  // A page opened while site-config has problems is told about them at once.
  import.meta.hot.send(liveEvents.connected, {});
}
