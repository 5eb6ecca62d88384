import type { Watcher } from '../../islands/island-types.ts';
import { frameSrcAttribute, frameStateAttribute, type FrameState } from './frame-state.ts';
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
  // The frame's address, kept aside until the frame nears the screen (EmbedBlock): so the frame has loaded nothing yet.
  const address = frame?.getAttribute(frameSrcAttribute);
  if (!frame || !address) return;
  const widget = knownWidget(address);
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
    nearby.disconnect();
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
  // The frame is given its address a screen ahead of the visitor, so the widget has begun to load when it is reached
  // (and never with the page's first paint, which it delayed).
  const nearby = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      nearby.disconnect();
      frame.src = address;
    },
    { rootMargin: '100% 0px' },
  );
  for (const event of early) onEvent(event);
  if (state === 'working') return;
  addEventListener('message', onEvent);
  frame.addEventListener('load', onEvent);
  nearby.observe(frame);
  observer.observe(frame);
};
