/**
 * vitest 5's reporter uses Map.groupBy / Object.groupBy (Node 21+) when it prints failures; on Node 20
 * (this project's runtime) it would crash and hide the very failure it was printing. Loaded by
 * vitest.config.ts, which runs in the main vitest process where the reporter lives.
 */
type Key = PropertyKey;

if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const key = keyOf(item, i++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

if (typeof (Object as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value<T>(items: Iterable<T>, keyOf: (item: T, index: number) => Key): Record<Key, T[]> {
      const groups: Record<Key, T[]> = Object.create(null);
      let i = 0;
      for (const item of items) (groups[keyOf(item, i++)] ??= []).push(item);
      return groups;
    },
  });
}

export {};
