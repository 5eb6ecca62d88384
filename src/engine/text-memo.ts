/**
 * A pure function of a file's text, remembered by that text. The studio loads the whole site on every check,
 * preview and save, and each load read every SVG of public/ with an XML parser twice (its safety and its words):
 * 40 of a load's 66 ms here, for pictures that had not changed. Keyed by the text itself, so an edited file is
 * simply a new key; the oldest entries go once `limit` texts are kept, so a long session cannot grow without end.
 */
export function memoByText<T>(fn: (text: string) => T, limit = 1000): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) return kept.get(text)!;
    const value = fn(text);
    if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    kept.set(text, value);
    return value;
  };
}
