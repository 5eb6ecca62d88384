/**
 * Sign-ins limited per client address: each address may start 10 sign-ins at once, then 5 a minute (a person
 * needs one, a tab restored with several studio pages a few); past that, 429 with Retry-After. It keeps one address
 * from filling the server with login attempts (each holds a PKCE verifier and a nonce until it ends) or hammering
 * the company's identity provider in the studio's name. The bucket is the servers' own (src/server/rate-limit.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { createRateLimiter, type RateLimit } from '../../server/rate-limit.ts';

export const loginLimit: RateLimit = { burst: 10, perMinute: 5 };

export interface LoginLimits {
  /** True when the request may start a sign-in; otherwise it has been answered 429 with Retry-After. */
  admit(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * The client's address. Behind a proxy (`trustProxy`) the last X-Forwarded-For entry, the one the proxy itself
 * added (those before it are the client's word, which may be forged); otherwise the connection's own address.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((a) => a.trim()).filter(Boolean).pop();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export function createLoginLimits(options: { trustProxy: boolean; limit?: RateLimit; now?: () => number }): LoginLimits {
  const limiter = createRateLimiter(options.limit ?? loginLimit, options.now);
  return {
    admit(req, res) {
      const taken = limiter.take(clientAddress(req, options.trustProxy));
      if (taken.ok) return true;
      const wait = taken.retryAfterSeconds;
      res.setHeader('Retry-After', String(wait));
      res.writeHead(429, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`Too many sign-ins from this address: try again in ${wait} second${wait === 1 ? '' : 's'}.\n`);
      return false;
    },
  };
}
