import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once the component runs in the browser: lets an island
 * change attributes that only make sense with JavaScript, after hydration, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
