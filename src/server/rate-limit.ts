/**
 * A token bucket per client: each client may act `burst` times at once, then `perMinute` times a minute,
 * a token coming back every 60/perMinute seconds. The local lead inbox (lead-inbox.ts) limits posts with it,
 * as nginx's `limit_req ... burst=N nodelay` does for the shipped config (src/build/deploy-nginx.ts).
 */

export interface RateLimit {
  /** How many times a client may act at once, from a full bucket. */
  burst: number;
  /** How many tokens come back in a minute. */
  perMinute: number;
}

export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Takes one of `client`'s tokens, or says in how many whole seconds the next one comes back. */
  take(client: string): Taken;
}

/** Past this many clients remembered, those whose bucket is full again are forgotten (a full bucket is a new client). */
const SWEEP_ABOVE = 10_000;

export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  if (!(limit.burst >= 1 && limit.perMinute > 0)) throw new Error(`a rate limit needs a burst of at least 1 and a positive rate, not ${JSON.stringify(limit)}`);
  const perMs = limit.perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number }, t: number) => Math.min(limit.burst, bucket.tokens + Math.max(0, t - bucket.at) * perMs);

  return {
    take(client) {
      const t = now();
      if (buckets.size > SWEEP_ABOVE) for (const [key, bucket] of buckets) if (level(bucket, t) >= limit.burst) buckets.delete(key);
      const bucket = buckets.get(client) ?? { tokens: limit.burst, at: t };
      bucket.tokens = level(bucket, t);
      bucket.at = t;
      buckets.set(client, bucket);
      // A whisker below 1 is 1: a token refilled in two steps (5/6 then 1/6) sums to 0.9999999999999999.
      if (bucket.tokens >= 1 - 1e-9) {
        bucket.tokens = Math.max(0, bucket.tokens - 1);
        return { ok: true };
      }
      // Whole milliseconds first: 1/6 of a token at 10 a minute is 1,000 ms, not 1,000.0000002.
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.round((1 - bucket.tokens) / perMs) / 1000)) };
    },
  };
}
