import type { CustomerQuery, FormEndpoint } from './query.ts';

/** A request still unanswered after this long is abandoned and counts as a failure, so the visitor can try again. */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * Sends one form body (docs/requirements.md §7). Resolves true on a 2xx answer (success is judged by status
 * only) and false on anything else: another status, a network error, or no answer within the time limit, in
 * which case the request is aborted. It never rejects, so the caller always leaves its sending state.
 */
export async function sendQuery(endpoint: FormEndpoint, body: CustomerQuery, timeoutMs = SEND_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted: a fetch that ignored the abort signal would otherwise hang the form.
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, timeoutMs);
  });
  const answered = fetch(endpoint.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Api-Key ${endpoint.key}` },
    body: JSON.stringify(body),
    signal: controller.signal,
    credentials: 'same-origin',
  }).then(
    (response) => response.ok,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
