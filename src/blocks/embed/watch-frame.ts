import type { Watcher } from '../../islands/island-types.ts';
import { frameStateAttribute, type FrameState } from './frame-state.ts';
import { knownWidget } from './widgets.ts';

/** How long a visitor may look at the loading state, once the frame is on screen, before being offered other ways. */
export const loadTimeoutMs = 15_000;

/**
 * How long a widget that reports itself (widgets.ts) may stay silent once its frame has loaded: when the
 * widget cannot be reached, the browser's own error page is what loads.
 */
export const silenceTimeoutMs = 5_000;

/**
 * Looks after a widget's frame from the first paint (EmbedBlock draws the states): it is `working` once
 * the widget says so (or, for a widget that says nothing, once the frame has loaded), and `failed` when
 * that has not happened in time; then the fallback covers the frame. A widget that speaks up later still
 * wins, and the frame comes back.
 */
export const watchFrame: Watcher = (root, early) => {
  const frame = root.querySelector('iframe');
  if (!frame) return;
  const widget = knownWidget(frame.src);
  let state: FrameState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = (next: FrameState) => {
    clearTimeout(timer);
    state = next;
    root.setAttribute(frameStateAttribute, next);
    if (next !== 'working') return;
    removeEventListener('message', onEvent);
    frame.removeEventListener('load', onEvent);
    observer.disconnect();
  };
  const failIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => settle('failed'), ms);
  };
  const loaded = () => {
    if (!widget) settle('working');
    else if (state !== 'failed') failIn(silenceTimeoutMs);
  };
  const onEvent = (event: Event) => {
    if (event.type === 'message') {
      const { source, data } = event as MessageEvent;
      if (source === frame.contentWindow && (!widget || widget.isWorking(data))) settle('working');
    } else if (event.target === frame) {
      loaded();
    }
  };
  // The clock starts when the visitor can see the frame (it loads lazily, as it nears the screen).
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    if (state === undefined && timer === undefined) failIn(loadTimeoutMs);
  });
  for (const event of early) onEvent(event);
  // A frame that loaded before the bootstrap ran left no event to keep, only its entry in the page's resource timing.
  const loadedBefore = performance.getEntriesByName(frame.src).some((e) => (e as PerformanceResourceTiming).initiatorType === 'iframe');
  if (state === undefined && timer === undefined && loadedBefore) loaded();
  if (state === 'working') return;
  addEventListener('message', onEvent);
  frame.addEventListener('load', onEvent);
  observer.observe(frame);
};
