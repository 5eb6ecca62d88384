/**
 * The checks the browser suite runs on every page, in one place, so that checks-can-fail.test.ts can
 * prove each of them reports a deliberately broken page: the same code, not a copy.
 *
 * - watchPage: console errors, hydration warnings, uncaught exceptions, failed requests to the site.
 * - horizontalOverflow: anything that makes the page scroll sideways or sticks out past the right edge.
 * - axeViolations: axe-core's serious and critical violations.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ConsoleMessage, Frame, Page, Request, Response } from 'playwright-core';

/** Words React uses when the server HTML and the first browser render differ (also its minified errors #418/#423/#425). */
export const hydrationPattern = /hydrat|did not match|server rendered|mismatch|Minified React error #(418|423|425)\b/i;

/** True when `url` is served by the site under test (not a third party, not data: or about:). */
export const isOwnOrigin = (url: string, origin: string): boolean => {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
};

/** Long messages (React's hydration diff, stack traces) cut to what a report line can hold. */
const clip = (text: string) => (text.length > 1200 ? `${text.slice(0, 1200)}…` : text);

export interface WatchOptions {
  /** The site's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** The status the page's own document is expected to have (404 for an unknown path); 200 otherwise. */
  documentStatus?: number;
}

export interface PageWatch {
  /** Everything that went wrong since the watch started, one readable line each. */
  problems(): string[];
  /** The main document's status, once it has arrived. */
  documentStatus(): number | undefined;
  /** Stops listening (call before closing the page, so requests it cancels are not counted). */
  stop(): void;
}

/**
 * Listens to a page from before its first navigation and records, as problems:
 * - every console error, except those whose source is another origin (see below);
 * - console warnings that speak of hydration;
 * - every uncaught exception (React 19 reports a recoverable hydration error this way too);
 * - every own-origin response of 400 or more (the main document: any status but `documentStatus`);
 * - every failed request to the site's own origin.
 *
 * What is ignored, and why:
 * - Console messages whose source URL is another origin. On this closed network, and in this suite,
 *   which aborts every third-party request on purpose (siteContext in pages.ts), the scheduling
 *   widget's frame, the video player and any other third-party address fail; Chromium may then log
 *   "Failed to load resource" with the third party's URL as the source. Not the site's errors. A
 *   message without a source URL is NOT ignored.
 * - Chromium's "Failed to load resource: … status of 404" for the page's own document when 404 is what
 *   the test expects (the unknown path); the status itself is checked instead.
 * - net::ERR_ABORTED for a request of a document that has since been left (a link was followed while
 *   the favicon or a lazy image was still loading; a frame was given a new document, or removed, as the
 *   studio does with its preview frames): the browser cancelled it, the site did not fail.
 * - net::ERR_ABORTED for the favicon at any time: Chromium fetches it for its tab strip, not for the
 *   page, and may start that fetch in the instant the next navigation begins, so that it counts as the
 *   new document's and is then cancelled (seen in CI). routing.test.ts checks that /favicon.svg is served.
 */
const isFavicon = (url: string) => new URL(url).pathname === '/favicon.svg';

export function watchPage(page: Page, { origin, documentStatus = 200 }: WatchOptions): PageWatch {
  const problems: string[] = [];
  let status: number | undefined;
  let documentUrl: string | undefined;
  let active = true;
  const onConsole = (message: ConsoleMessage) => {
    if (!active) return;
    const type = message.type();
    const source = message.location().url;
    if (type === 'error') {
      if (source && !isOwnOrigin(source, origin)) return; // a third party's error (see above)
      // Chromium logs every 4xx document; the one the test expects (the unknown path's 404) is not an error.
      if (documentStatus !== 200 && source === documentUrl && message.text().includes(`status of ${documentStatus}`)) return;
      problems.push(`console error: ${clip(message.text())}${source ? ` (at ${source})` : ''}`);
    } else if (type === 'warning' && hydrationPattern.test(message.text())) {
      problems.push(`hydration warning: ${clip(message.text())}`);
    } else if (type === 'warning' && (!source || isOwnOrigin(source, origin))) {
      // Our own pages log no warning either (a Permissions-Policy feature Chromium does not know was one, on every page).
      problems.push(`console warning: ${clip(message.text())}${source ? ` (at ${source})` : ''}`);
    }
  };
  const onPageError = (error: Error) => {
    if (active) problems.push(`uncaught exception: ${error.message.split('\n')[0]}`);
  };
  // Which document each request came from, counted by each frame's documents as they commit. When a frame goes
  // elsewhere or is removed (the page follows a link; the studio swaps its preview frames), the old document's
  // unfinished requests (a favicon, a lazy image, a script, a fetch sent in the instant the navigation began) are
  // cancelled, and that is no failure. Cancellations are judged when problems are read, not when they are reported:
  // Chromium may report one before it reports the commit of the next document. In the main frame a commit counts
  // only after a document request (a same-document change of address, as an app's router makes, loads nothing and
  // cancels nothing); in a frame within, every commit counts, as a new `srcdoc` is a new document without a request.
  const documents = new WeakMap<Frame, number>();
  const loading = new WeakSet<Frame>();
  const documentOf = new WeakMap<Request, { frame: Frame; document: number }>();
  const cancelled: { request: Request; line: string }[] = [];
  const onRequest = (request: Request) => {
    const frame = request.frame();
    if (request.isNavigationRequest()) loading.add(frame);
    documentOf.set(request, { frame, document: documents.get(frame) ?? 0 });
  };
  const onCommit = (frame: Frame) => {
    if (!loading.delete(frame) && frame === page.mainFrame()) return;
    documents.set(frame, (documents.get(frame) ?? 0) + 1);
  };
  const onRequestFailed = (request: Request) => {
    if (!active || !isOwnOrigin(request.url(), origin)) return;
    const error = request.failure()?.errorText ?? 'unknown';
    const line = `request failed: ${request.url()} (${error})`;
    if (error !== 'net::ERR_ABORTED' || (request.isNavigationRequest() && request.frame() === page.mainFrame())) problems.push(line);
    else if (!isFavicon(request.url())) cancelled.push({ request, line });
  };
  const leftBehind = (request: Request) => {
    const from = documentOf.get(request);
    return !from || from.frame.isDetached() || from.document !== (documents.get(from.frame) ?? 0);
  };
  const onResponse = (response: Response) => {
    if (!active || !isOwnOrigin(response.url(), origin)) return;
    const isDocument = response.request().isNavigationRequest() && response.request().frame() === page.mainFrame();
    if (isDocument) {
      status ??= response.status();
      documentUrl ??= response.url();
      if (response.status() !== documentStatus) problems.push(`status ${response.status()} (expected ${documentStatus}) for ${response.url()}`);
    } else if (response.status() >= 400) {
      problems.push(`status ${response.status()} for ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('framenavigated', onCommit);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return {
    problems: () => [...problems, ...cancelled.filter(({ request }) => !leftBehind(request)).map(({ line }) => line)],
    documentStatus: () => status,
    stop() {
      active = false;
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
      page.off('framenavigated', onCommit);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
    },
  };
}

export interface Overflow {
  viewportWidth: number;
  scrollWidth: number;
  /** Up to 8 elements whose right edge is past the viewport and not clipped by a scrolling or hidden-overflow ancestor. */
  offenders: string[];
}

/**
 * Runs in the page (a plain-JS string, so no compiler helper can sneak into it). Two checks:
 * the document is wider than the viewport (the page scrolls sideways), or an element's right edge is
 * past the viewport without an ancestor clipping it (which catches content cut off by a page that hides
 * its overflow). Left edges are not checked: a page cannot scroll to the left of 0, and the skip link
 * waits off-screen on purpose.
 */
const overflowScript = `(() => {
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const offenders = [];
  const describe = (el) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += '#' + el.id;
    const cls = typeof el.className === 'string' ? el.className.split(/\\s+/).filter(Boolean).slice(0, 2) : [];
    if (cls.length) s += '.' + cls.join('.');
    const text = (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
    return s + (text ? ' "' + text + '"' : '');
  };
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.right <= viewportWidth + 1) continue;
    if (getComputedStyle(el).position === 'fixed' || clipped(el)) continue;
    // Report the outermost offender only: its children sticking out with it add nothing.
    if (el.parentElement && offenders.some((o) => o.el.contains(el))) continue;
    offenders.push({ el, text: describe(el) + ': right edge at ' + Math.round(r.right + scrollX) + ' px, width ' + Math.round(r.width) + ' px' });
    if (offenders.length >= 8) break;
  }
  return { viewportWidth, scrollWidth: root.scrollWidth, offenders: offenders.map((o) => o.text) };
})()`;

/** Null when nothing makes the page wider than its viewport; otherwise what does. */
export async function horizontalOverflow(page: Page): Promise<Overflow | null> {
  const result = (await page.evaluate(overflowScript)) as Overflow;
  return result.scrollWidth > result.viewportWidth || result.offenders.length > 0 ? result : null;
}

export const describeOverflow = (o: Overflow) =>
  `horizontal overflow: document ${o.scrollWidth} px wide in a ${o.viewportWidth} px viewport${o.offenders.length ? `; ${o.offenders.join('; ')}` : ''}`;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core (WCAG 2 A and AA rules and axe's best practices) on the page as it is now; only violations
 * of serious or critical impact, one line each with up to five of the elements concerned.
 * Frames are not entered: the only frames are third parties' (scheduler, video), blocked here.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the site's Content-Security-Policy allows no inline script it did not write.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(`window.axe.run(document, { iframes: false, resultTypes: ['violations'] }).then((r) => r.violations)`)) as AxeResult[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)).join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`);
}
