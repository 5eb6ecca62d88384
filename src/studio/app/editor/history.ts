/**
 * Undo and redo over whole snapshots of the document. Snapshots are cheap (edits replace only the objects on
 * the changed path) and cannot drift from what is shown, unlike a log of inverse operations.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** What the last edit was (a field being typed in), so a run of keystrokes undoes as one step. */
  lastKey?: string;
  lastAt?: number;
}

/** How long a pause ends a run of typing in one field, for undo. */
const TYPING_PAUSE_MS = 1000;
const LIMIT = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** A new present. With a `key` equal to the last edit's, soon after it, it replaces that edit instead of adding a step. */
export function record<T>(history: History<T>, next: T, key?: string, now = Date.now()): History<T> {
  if (next === history.present) return history;
  const continues = key !== undefined && key === history.lastKey && now - (history.lastAt ?? 0) < TYPING_PAUSE_MS;
  const past = continues ? history.past : [...history.past, history.present].slice(-LIMIT);
  return { past, present: next, future: [], lastKey: key, lastAt: now };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
