/**
 * Waits before each retry of a failed chunk: a flaky connection gets two more chances, and the whole
 * attempt is over within about two seconds, so a click held meanwhile still falls through inside the
 * browser's ~5 s window in which it may open a new tab.
 */
const retryDelaysMs = [500, 1500];

/**
 * Runs `load` until it succeeds, retrying after each delay; rejects with the last error. A plain retry
 * is enough: Chromium does not keep a failed import() in its module map (measured on Chromium 156: the
 * same import() fetches the chunk again, and a failed dependency too, whether the server answered 503
 * or the network dropped; a failed <link rel=modulepreload> does not stick either).
 */
export async function loadWithRetries<T>(load: () => Promise<T>, delays: readonly number[] = retryDelaysMs): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}
