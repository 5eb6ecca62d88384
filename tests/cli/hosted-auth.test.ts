/**
 * Issue 23, sign-in: a real OpenID provider (oidc-provider, src/hosted/demo/demo-provider.ts) on one local port and
 * the hosted studio's guard (src/hosted/auth/) on another, in front of the demo's who-is-signed-in server. People
 * sign in through the provider's own login form, as a browser would: plain HTTP requests that follow each redirect
 * and post the form, with a cookie jar per site (lighter than Chromium, and as real: nothing is mocked).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostedAuth, sessionsDir } from '../../src/hosted/auth/hosted-auth.ts';
import { readHostedConfig, type HostedConfig } from '../../src/hosted/config.ts';
import { startDemoProvider, type DemoProvider } from '../../src/hosted/demo/demo-provider.ts';
import { createWhoamiServer } from '../helpers/whoami-server.ts';
import { Jar, send, signIn as signInAt } from '../helpers/oidc-browser.ts';
import { repoRoot } from '../helpers/temp-project.ts';

const people = [
  { email: 'editor@example.com', name: 'Edith Editor', password: 'editor-pw' },
  { email: 'Publisher@Example.com', name: 'Paul Publisher', password: 'publisher-pw' },
  // Signs in at the provider, but the roles file does not name her: the studio must turn her away.
  { email: 'stranger@example.org', name: 'Stella Stranger', password: 'stranger-pw' },
  // Named by the roles file's domain entry, but the provider has not verified her address.
  { email: 'unverified@example.com', name: 'Una Unverified', password: 'unverified-pw', emailVerified: false },
];
const roles = { 'editor@example.com': 'editor', 'publisher@example.com': 'publisher', '@example.com': 'editor' };

let dataDir: string;
let rolesFile: string;
let provider: DemoProvider;
let config: HostedConfig;
let port: number;
let base: string;
/** The clock the sessions read: tests move it forward to expire a session. */
let clock = Date.now();
let handler: { server: Server; close(): Promise<void> };

async function startHandler(): Promise<{ server: Server; close(): Promise<void> }> {
  const { server, serve } = createWhoamiServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  serve(await createHostedAuth({ config, rolesFile, schemasDir: path.join(repoRoot, 'schemas'), allowHttp: true, sessions: { now: () => clock } }));
  return {
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let browsers = 0;

/** A browser behind the studio's TLS proxy, with an address of its own (so each counts apart for the login limit). */
const newBrowser = () => new Jar({ origin: base, address: `203.0.113.${++browsers}` });

/** Signs in through the provider's own login page: the answers of the last leg (after the form is posted). */
const signIn = (jar: Jar, email: string, password: string, start = `${base}/`) => signInAt(jar, start, email, password);

const whoami = (jar: Jar) => send(jar, `${base}/studio/api/whoami`);
const sessionFiles = async () => (await readdir(sessionsDir(dataDir)).catch(() => [])).filter((f) => f.endsWith('.json'));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'owl-hosted-auth-'));
  rolesFile = path.join(dataDir, 'studio-roles.json');
  await writeFile(rolesFile, JSON.stringify({ $schema: 'studio-roles.schema.json', version: 1, people: roles }));
  // The handler's port is its public address, which the provider must know first (the registered redirect).
  const probe = createWhoamiServer().server;
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  base = `http://localhost:${port}`;
  const secret = randomBytes(24).toString('base64url');
  provider = await startDemoProvider({ people, client: { id: 'studio-test', secret, redirectUri: `${base}/auth/callback`, postLogoutUri: `${base}/auth/signed-out` } });
  const read = readHostedConfig(
    {
      STUDIO_PUBLIC_URL: base,
      STUDIO_REPO_URL: dataDir,
      STUDIO_OIDC_ISSUER: provider.issuer,
      STUDIO_OIDC_CLIENT_ID: 'studio-test',
      STUDIO_OIDC_CLIENT_SECRET: secret,
      STUDIO_SESSION_SECRET: randomBytes(32).toString('base64'),
      STUDIO_DATA_DIR: dataDir,
      STUDIO_TRUST_PROXY: '1',
    },
    { localHttp: true },
  );
  if (!read.ok) throw new Error(JSON.stringify(read.refusals));
  config = read.config;
  handler = await startHandler();
});

afterAll(async () => {
  await handler?.close();
  await provider?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('hosted studio sign-in', () => {
  it('an editor and a publisher sign in through the provider’s login page, and the guard knows who and what each is', async () => {
    const editor = newBrowser();
    const answers = await signIn(editor, 'editor@example.com', 'editor-pw');
    expect(answers.at(-1)!.status).toBe(200);
    expect(answers.at(-1)!.url).toBe(`${base}/`);
    expect(await answers.at(-1)!.text()).toContain('signed in as <strong>editor</strong>');
    expect(await (await whoami(editor)).json()).toEqual({ email: 'editor@example.com', name: 'Edith Editor', role: 'editor' });

    const publisher = newBrowser();
    await signIn(publisher, 'Publisher@Example.com', 'publisher-pw');
    expect(await (await whoami(publisher)).json()).toEqual({ email: 'Publisher@Example.com', name: 'Paul Publisher', role: 'publisher' });
  });

  it('a wrong password stays on the provider’s form, and signs no one in', async () => {
    const jar = newBrowser();
    const answers = await signIn(jar, 'editor@example.com', 'not-the-password');
    expect(answers.at(-1)!.status).toBe(401);
    expect(jar.get(base, '__Host-studio')).toBeUndefined();
    expect((await whoami(jar)).status).toBe(401);
  });

  it('the session cookie is __Host-studio: HttpOnly, Secure, SameSite=Lax, Path=/ and no Domain', async () => {
    const jar = newBrowser();
    const answers = await signIn(jar, 'editor@example.com', 'editor-pw');
    const callback = answers.find((r) => r.url.startsWith(`${base}/auth/callback`))!;
    const line = callback.headers.getSetCookie().find((c) => c.startsWith('__Host-studio='))!;
    expect(line).toBeDefined();
    const attributes = line.split(';').slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']));
    expect(attributes.some((a) => a.startsWith('domain'))).toBe(false);
    // The login attempt's cookie is cleared in the same answer.
    expect(callback.headers.getSetCookie().find((c) => c.startsWith('__Host-studio-login='))).toMatch(/Max-Age=0/);
  });

  it('without a session, API calls get 401 JSON (reads and writes) and pages a redirect to the sign-in', async () => {
    const none = newBrowser();
    const read = await whoami(none);
    expect(read.status).toBe(401);
    expect(read.headers.get('content-type')).toMatch(/application\/json/);
    expect(await read.json()).toMatchObject({ error: expect.stringMatching(/sign in/i) });
    const write = await send(none, `${base}/studio/api/echo`, { method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(401);
    const page = await send(none, `${base}/some/page?x=1`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/auth/login?return=%2Fsome%2Fpage%3Fx%3D1');
  });

  it('a write from another site, or with no Origin, gets 403 even with a live session; from the studio it passes', async () => {
    const jar = newBrowser();
    await signIn(jar, 'editor@example.com', 'editor-pw');
    const post = (headers: Record<string, string>) => send(jar, `${base}/studio/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ origin: `http://127.0.0.1:${port}` })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    expect((await post({ origin: base, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const own = await post({ origin: base, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ accepted: true, by: 'editor@example.com' });
  });

  it('a forged or tampered session cookie is refused', async () => {
    const jar = newBrowser();
    await signIn(jar, 'editor@example.com', 'editor-pw');
    const real = jar.get(base, '__Host-studio')!;
    const [id, signature] = real.split('.');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const forged = [`${id}.${flip(signature!)}`, `${flip(id!)}.${signature}`, randomBytes(32).toString('base64url') + '.' + randomBytes(32).toString('base64url'), 'admin', ''];
    for (const value of forged) {
      const response = await fetch(`${base}/studio/api/whoami`, { headers: { cookie: `__Host-studio=${value}` } });
      expect(response.status, value).toBe(401);
    }
    expect((await whoami(jar)).status).toBe(200);
  });

  it('a session left idle for over 8 hours is refused and its file deleted; one in use lives on', async () => {
    const idle = newBrowser();
    const busy = newBrowser();
    await signIn(idle, 'editor@example.com', 'editor-pw');
    await signIn(busy, 'editor@example.com', 'editor-pw');
    const before = (await sessionFiles()).length;
    const started = clock;
    try {
      for (let hour = 1; hour <= 8; hour++) {
        clock = started + hour * 60 * 60 * 1000;
        expect((await whoami(busy)).status).toBe(200);
      }
      clock = started + 8 * 60 * 60 * 1000 + 60 * 1000;
      expect((await whoami(idle)).status).toBe(401);
      expect((await whoami(busy)).status).toBe(200);
      expect((await sessionFiles()).length).toBe(before - 1);
    } finally {
      clock = started;
    }
  });

  it('an email the roles file does not name is refused at sign-in, as is an address the provider has not verified', async () => {
    const stranger = newBrowser();
    const answers = await signIn(stranger, 'stranger@example.org', 'stranger-pw');
    expect(answers.at(-1)!.status).toBe(403);
    expect(await answers.at(-1)!.text()).toContain('stranger@example.org, which the studio’s roles file does not name');
    expect(stranger.get(base, '__Host-studio')).toBeUndefined();
    expect((await whoami(stranger)).status).toBe(401);

    const unverified = newBrowser();
    const refused = await signIn(unverified, 'unverified@example.com', 'unverified-pw');
    expect(refused.at(-1)!.status).toBe(403);
    expect(await refused.at(-1)!.text()).toContain('has not verified unverified@example.com');
    expect(unverified.get(base, '__Host-studio')).toBeUndefined();
  });

  it('a person taken out of the roles file is out at their next request', async () => {
    const jar = newBrowser();
    await signIn(jar, 'Publisher@Example.com', 'publisher-pw');
    expect((await whoami(jar)).status).toBe(200);
    const { 'publisher@example.com': _gone, ...rest } = roles;
    await writeFile(rolesFile, JSON.stringify({ $schema: 'studio-roles.schema.json', version: 1, people: { ...rest, '@example.com': undefined } }));
    try {
      expect((await whoami(jar)).status).toBe(401);
    } finally {
      await writeFile(rolesFile, JSON.stringify({ $schema: 'studio-roles.schema.json', version: 1, people: roles }));
    }
  });

  it('a callback is accepted once, and only in the browser that started the sign-in', async () => {
    const jar = newBrowser();
    const answers = await signIn(jar, 'editor@example.com', 'editor-pw');
    const callbackUrl = answers.find((r) => r.url.startsWith(`${base}/auth/callback`))!.url;
    // Replayed in the same browser: the attempt is spent.
    const replay = await send(jar, callbackUrl);
    expect(replay.status).toBe(400);
    // A sign-in link sent to someone else's browser (no login attempt there).
    const other = newBrowser();
    expect((await send(other, callbackUrl)).status).toBe(400);
    expect(other.get(base, '__Host-studio')).toBeUndefined();
  });

  it('logout ends the session, clears the cookie and sends the browser to the provider’s logout; from another site it is refused', async () => {
    const jar = newBrowser();
    await signIn(jar, 'editor@example.com', 'editor-pw');
    const cookie = jar.get(base, '__Host-studio')!;
    const forgedLogout = await send(jar, `${base}/auth/logout`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(forgedLogout.status).toBe(403);
    expect((await whoami(jar)).status).toBe(200);

    const out = await send(jar, `${base}/auth/logout`, { method: 'POST', headers: { origin: base } });
    expect(out.status).toBe(303);
    const location = new URL(out.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/auth/signed-out`);
    expect(location.searchParams.get('id_token_hint')).toBeTruthy();
    expect(out.headers.getSetCookie().join('\n')).toMatch(/__Host-studio=; .*Max-Age=0/);
    // The old cookie, kept by someone who copied it, signs no one in.
    expect((await fetch(`${base}/studio/api/whoami`, { headers: { cookie: `__Host-studio=${cookie}` } })).status).toBe(401);
    expect((await send(jar, `${base}/auth/logout`)).status).toBe(405);
  });

  it('a restart of the studio keeps everyone signed in', async () => {
    const jar = newBrowser();
    await signIn(jar, 'editor@example.com', 'editor-pw');
    await handler.close();
    handler = await startHandler();
    expect(await (await whoami(jar)).json()).toEqual({ email: 'editor@example.com', name: 'Edith Editor', role: 'editor' });
  });

  it('too many sign-ins from one address get 429 with Retry-After; other addresses, and people signed in, go on', async () => {
    const signedIn = newBrowser();
    await signIn(signedIn, 'editor@example.com', 'editor-pw');
    const jar = newBrowser();
    for (let i = 0; i < 10; i++) expect((await send(jar, `${base}/auth/login`)).status).toBe(302);
    const limited = await send(jar, `${base}/auth/login`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('location')).toBeNull();
    // An address the client writes before the proxy's own is its word, not its address: it changes nothing.
    expect((await send(jar, `${base}/auth/login`, { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(429);
    expect((await send(newBrowser(), `${base}/auth/login`)).status).toBe(302);
    expect((await whoami(signedIn)).status).toBe(200);
  });
});
