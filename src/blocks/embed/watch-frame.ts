import type { Watcher } from '../../islands/island-types.ts';
import { frameSrcAttribute, frameStateAttribute, type FrameState } from './frame-state.ts';
import { knownWidget } from './widgets.ts';

/**
 * How long the widget may take, counted from the moment its frame starts to load (it is given its address),
 * before the loading state gives way to other ways to reach us. Counted from the frame's start, not from the
 * page's load nor from when it is seen: 15 s from sight was a long stare at "Loading…" (outside review round 6).
 */
export const loadTimeoutMs = 9_000;

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
  // Whether the frame has been given its address: a load before that is the empty frame's, not the widget's.
  let started = false;

  const settle = (next: FrameState) => {
    clearTimeout(timer);
    state = next;
    root.setAttribute(frameStateAttribute, next);
    if (next !== 'working') return;
    removeEventListener('message', onEvent);
    frame.removeEventListener('load', onEvent);
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
    } else if (event.target === frame && started) {
      loaded();
    }
  };
  // The frame is given its address a screen ahead of the visitor, so the widget has begun to load when it is reached
  // (and never with the page's first paint, which it delayed).
  const nearby = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      nearby.disconnect();
      started = true;
      frame.src = address;
      // The clock starts with the frame's request.
      if (state === undefined) failIn(loadTimeoutMs);
    },
    { rootMargin: '100% 0px' },
  );
  for (const event of early) onEvent(event);
  if (state === 'working') return;
  addEventListener('message', onEvent);
  frame.addEventListener('load', onEvent);
  nearby.observe(frame);
};
