import { useCallback, useEffect, useState } from 'react';

/** What an asynchronous load gave: its value once there, its error's message if it failed. */
export interface AsyncState<T> {
  value: T | undefined;
  error: string | undefined;
  /** Loads again (after a change on disk, for instance), keeping the old value on screen meanwhile. */
  reload: () => void;
}

/** Runs `load` when the component appears (and when `key` changes), for data the screen needs from the server. */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncState<T> {
  const [state, setState] = useState<{ value?: T; error?: string }>({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ value }),
      (error: unknown) => current && setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) })),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { value: state.value, error: state.error, reload };
}

/**
 * `value`, once it has stopped changing for `ms` milliseconds (for checks and previews that follow typing). The first
 * value after `undefined` (data just loaded) comes at once, in the same render: there is no typing to wait for, and an
 * editor's preview waited 400 ms for nothing on every page opened (then a render more, some 100 ms at 10,000 pages).
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const waiting = settled === undefined;
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), waiting ? 0 : ms);
    return () => clearTimeout(timer);
  }, [value, ms, waiting]);
  return waiting ? value : settled;
}
