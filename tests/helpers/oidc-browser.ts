/**
 * A browser for the hosted studio's tests, in plain HTTP: a cookie jar per origin (as a browser keeps them;
 * Max-Age=0 deletes), redirects followed one by one, and sign-in through the identity provider's own login form
 * (src/hosted/demo/demo-provider.ts), as a person would. Lighter than Chromium, and as real: nothing is mocked.
 * A browser may also stand behind the studio's TLS proxy with an address of its own, which the proxy adds to
 * X-Forwarded-For for that origin (STUDIO_TRUST_PROXY=1), so that each counts apart for the login limit.
 */
import { expect } from 'vitest';

export class Jar {
  private readonly byOrigin = new Map<string, Map<string, string>>();
  constructor(readonly behindProxy?: { origin: string; address: string }) {}
  take(url: URL, response: Response): void {
    const jar = this.byOrigin.get(url.origin) ?? new Map<string, string>();
    this.byOrigin.set(url.origin, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      if (/;\s*max-age=0(;|$)/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }
  header(url: URL): string {
    return [...(this.byOrigin.get(url.origin) ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(url: string, name: string): string | undefined {
    return this.byOrigin.get(new URL(url).origin)?.get(name);
  }
}

/** One request as a browser sends it, without following redirects; the jar's cookies go with it and take its answer's. */
export async function send(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url);
  const headers = new Headers(init.headers);
  const cookie = jar.header(target);
  if (cookie) headers.set('cookie', cookie);
  const proxy = jar.behindProxy;
  if (proxy && target.origin === proxy.origin) headers.set('x-forwarded-for', [headers.get('x-forwarded-for'), proxy.address].filter(Boolean).join(', '));
  const response = await fetch(target, { ...init, headers, redirect: 'manual' });
  jar.take(target, response);
  return response;
}

/** Follows redirects (303 and 302 as GET) until an answer that is not one; the answers on the way, last one last. */
export async function follow(jar: Jar, url: string, init: RequestInit = {}): Promise<Response[]> {
  const seen: Response[] = [];
  let next: string | undefined = url;
  let request = init;
  while (next) {
    const response = await send(jar, next, request);
    seen.push(response);
    const location = response.headers.get('location');
    next = response.status >= 300 && response.status < 400 && location ? new URL(location, next).href : undefined;
    request = {};
    if (seen.length > 12) throw new Error('too many redirects');
  }
  return seen;
}

/** Opens `start` (a page behind the sign-in), signs in on the provider's form: the answers after the form is posted. */
export async function signIn(jar: Jar, start: string, email: string, password: string): Promise<Response[]> {
  const toForm = await follow(jar, start);
  const form = toForm.at(-1)!;
  expect(form.status).toBe(200);
  const html = await form.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action, 'the provider shows its login form').toBeDefined();
  return follow(jar, new URL(action!, form.url).href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password }).toString() });
}
