/** Sign-ins limited per client address (src/hosted/auth/login-limits.ts): a token bucket, 429 with Retry-After. */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress, createLoginLimits, loginLimit } from '../../src/hosted/auth/login-limits.ts';

/** A request from `address` (its connection's address), with `forwarded` as X-Forwarded-For, and its answer. */
function request(address: string, forwarded?: string) {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: address });
  const req = new IncomingMessage(socket);
  if (forwarded) req.headers['x-forwarded-for'] = forwarded;
  const res = new ServerResponse(req);
  return { req, res };
}

describe('login limits', () => {
  it('10 sign-ins at once, then 5 a minute; past that 429 with Retry-After, per address', () => {
    let t = 0;
    const limits = createLoginLimits({ trustProxy: false, now: () => t });
    expect(loginLimit).toEqual({ burst: 10, perMinute: 5 });
    for (let i = 0; i < 10; i++) expect(limits.admit(request('192.0.2.1').req, request('192.0.2.1').res)).toBe(true);
    const { req, res } = request('192.0.2.1');
    expect(limits.admit(req, res)).toBe(false);
    expect(res.statusCode).toBe(429);
    expect(res.getHeader('retry-after')).toBe('12');
    // Another address is not held up.
    expect(limits.admit(request('192.0.2.2').req, request('192.0.2.2').res)).toBe(true);
    // A token comes back every 12 s.
    t += 11_000;
    expect(limits.admit(request('192.0.2.1').req, request('192.0.2.1').res)).toBe(false);
    t += 1_000;
    expect(limits.admit(request('192.0.2.1').req, request('192.0.2.1').res)).toBe(true);
  });

  it('the client address: the connection’s, or behind a trusted proxy the last X-Forwarded-For entry (the proxy’s own)', () => {
    expect(clientAddress(request('10.0.0.5', '198.51.100.1').req, false)).toBe('10.0.0.5');
    expect(clientAddress(request('10.0.0.5', '198.51.100.1').req, true)).toBe('198.51.100.1');
    expect(clientAddress(request('10.0.0.5', '1.2.3.4, 198.51.100.1').req, true)).toBe('198.51.100.1');
    expect(clientAddress(request('10.0.0.5', 'not-an-address').req, true)).toBe('10.0.0.5');
    expect(clientAddress(request('10.0.0.5').req, true)).toBe('10.0.0.5');
  });
});
