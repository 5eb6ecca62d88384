/** Animation timings of docs/requirements.md §9, in milliseconds. Components take theirs from here. */
export const timings = {
  fade: 150,
  collapse: 350,
  modal: 300,
  carousel: 600,
  offcanvas: 300,
} as const;

/** The carousel advances every 5000 ms and counts a swipe from 40 px (docs/requirements.md §9). */
export const carousel = { intervalMs: 5000, swipeThresholdPx: 40 } as const;

/** Above 769 px the navigation is a horizontal bar; at 769 px or below, a sticky bar with a drawer (docs/requirements.md §2). */
export const NAV_DESKTOP_MIN_WIDTH = 770;
