import { islandAttributes } from '../../islands/markers.ts';

/**
 * How a widget's frame is doing, written by watch-frame.ts on the island's root (outside what React
 * renders, so hydration never sees it) and read by EmbedBlock's CSS. Absent: still loading.
 */
export const frameStateAttribute = 'data-frame-state';

/** Where a watched frame keeps its address until watch-frame.ts gives it to the frame, as it nears the screen. */
export const frameSrcAttribute = 'data-src';

export type FrameState = 'working' | 'failed';

/** A CSS selector for a part of the frame's box while the frame is in `state`. */
export const whileFrame = (state: FrameState) => `[${frameStateAttribute}="${state}"] &`;

/** A CSS selector for a part of the frame's box while a watcher is deciding (never without JavaScript, nor when the watcher's code failed). */
export const whileDeciding = `[${islandAttributes.watched}]:not([${frameStateAttribute}]) &`;

/** While a watcher looks after the frame (it gives the frame its address): the frame's <noscript> copy, if a failed island unwrapped it, makes way. */
export const whileWatched = `[${islandAttributes.watched}] &`;

/** An island left static with no watcher (its code or the watcher's could not load): the <noscript> copy, with its address, stands in for the frame. */
export const whileUnwatchedFailure = `[${islandAttributes.failed}]:not([${islandAttributes.watched}]) &`;
