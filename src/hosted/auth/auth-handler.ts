/**
 * The guard in front of everything the hosted studio serves. It answers the sign-in addresses itself:
 *   GET  /auth/login?return=/path   starts a sign-in (limited per address: login-limits.ts)
 *   GET  /auth/callback             where the identity provider sends the browser back
 *   POST /auth/logout               ends the session, then the provider's (when it has an end_session_endpoint);
 *                                   asked for JSON (the studio's page), says where to go next instead of redirecting
 *   GET  /auth/signed-out           where the provider sends the browser after logout
 * Every other request needs a live session of a person the roles file names now (their role is looked up on each
 * request); without one, an API call gets 401 JSON and a page a redirect to the sign-in. Every write (any method
 * but GET and HEAD) must come from the studio's own pages: its Origin must be STUDIO_PUBLIC_URL (403 otherwise),
 * which, with the SameSite cookie, stops another site's form or script from acting in a signed-in person's name.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeMarkup } from '../../render/escape-markup.ts';
import type { HostedConfig } from '../config.ts';
import { clearCookie, loginCookie, readCookie, sessionCookie, setCookie } from './cookies.ts';
import type { LoginLimits } from './login-limits.ts';
import { safeReturn, SignInError, type OidcLogin } from './oidc.ts';
import { RolesFileError, type RolesSource, type StudioRole } from './roles.ts';
import type { SessionStore } from './sessions.ts';

/** Who is making a request: what the identity provider said, and the role the roles file gives now. */
export interface Person {
  email: string;
  name: string;
  role: StudioRole;
}

export interface AuthOptions {
  config: Pick<HostedConfig, 'publicUrl'>;
  login: OidcLogin;
  sessions: SessionStore;
  roles: RolesSource;
  limits: LoginLimits;
  /** Addresses that are API calls (401 JSON, not a redirect to the sign-in). Default: under /studio/api/. */
  isApi?: (pathname: string) => boolean;
}

export interface AuthGuard {
  /**
   * Answers the request when it is a sign-in address or is refused, and resolves undefined; otherwise resolves the
   * person making it, and the caller goes on to serve it.
   */
  guard(req: IncomingMessage, res: ServerResponse): Promise<Person | undefined>;
  /** The person a guarded request was let through for (undefined for a request `guard` did not let through). */
  who(req: IncomingMessage): Person | undefined;
}

export const authPaths = { login: '/auth/login', callback: '/auth/callback', logout: '/auth/logout', signedOut: '/auth/signed-out' } as const;

const noStore = { 'Cache-Control': 'no-store' };

/** A small page of the studio's own (sign-in problems, signed out): plain HTML, every value escaped. */
function sendPage(res: ServerResponse, status: number, title: string, paragraphs: string[], headers: Record<string, string | string[]> = {}): void {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  res.writeHead(status, { ...headers, ...noStore, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'" });
  res.end(`<!doctype html>\n<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(title)}</title>\n<h1>${escapeMarkup(title)}</h1>\n${body}\n</html>\n`);
}

const signInLink = `<a href="${authPaths.login}">Sign in</a>`;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(status, { ...headers, ...noStore, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

export function createAuthGuard(options: AuthOptions): AuthGuard {
  const { login, sessions, roles, limits } = options;
  const origin = options.config.publicUrl.origin;
  const isApi = options.isApi ?? ((pathname: string) => pathname.startsWith('/studio/api/'));
  const people = new WeakMap<IncomingMessage, Person>();
  const maxAge = Math.floor(sessions.absoluteMs / 1000);

  /** A request that changes something, from anywhere but the studio's own pages. */
  const crossOrigin = (req: IncomingMessage) => {
    if (req.method === 'GET' || req.method === 'HEAD') return false;
    const site = req.headers['sec-fetch-site'];
    return req.headers.origin !== origin || (site !== undefined && site !== 'same-origin');
  };

  const refuseCrossOrigin = (res: ServerResponse, api: boolean) => {
    const message = 'Changes are accepted only from the studio’s own pages (this request came from another origin, or said none).';
    if (api) sendJson(res, 403, { error: message });
    else sendPage(res, 403, 'Not from the studio', [escapeMarkup(message)]);
  };

  const startLogin = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!limits.admit(req, res)) return;
    const { attempt, redirectTo } = await login.start(safeReturn(url.searchParams.get('return')));
    res.writeHead(302, { ...noStore, Location: redirectTo.href, 'Set-Cookie': setCookie(loginCookie, attempt, 600) }).end();
  };

  const finishLogin = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const clearAttempt = clearCookie(loginCookie);
    try {
      const { person, returnTo } = await login.finish(readCookie(req, loginCookie), new URL(url.pathname + url.search, origin));
      const role = await roles.roleOf(person.email);
      if (!role) {
        sendPage(res, 403, 'Not on the studio’s list', [`You signed in as ${escapeMarkup(person.email)}, which the studio’s roles file does not name, so you may not use the studio.`, 'Ask whoever runs the studio to add your address (or your domain) to site-config/studio-roles.json.'], { 'Set-Cookie': clearAttempt });
        return;
      }
      const { cookie } = await sessions.create(person);
      res.writeHead(303, { ...noStore, Location: returnTo, 'Set-Cookie': [clearAttempt, setCookie(sessionCookie, cookie, maxAge)] }).end();
    } catch (error) {
      if (error instanceof SignInError) return sendPage(res, error.status, 'Not signed in', [escapeMarkup(error.message), signInLink], { 'Set-Cookie': clearAttempt });
      if (error instanceof RolesFileError) return sendPage(res, 503, 'The studio’s roles file needs fixing', [`<pre>${escapeMarkup(error.message)}</pre>`], { 'Set-Cookie': clearAttempt });
      throw error;
    }
  };

  const logout = async (req: IncomingMessage, res: ServerResponse) => {
    const cookie = readCookie(req, sessionCookie);
    const session = await sessions.read(cookie);
    await sessions.destroy(cookie);
    const next = login.logoutUrl(session?.idToken)?.href ?? authPaths.signedOut;
    // The studio's page signs out with fetch and goes on itself: its Content-Security-Policy (form-action 'self')
    // would block a form's redirect to the identity provider. A plain form still gets the redirect.
    if ((req.headers.accept ?? '').includes('application/json')) return sendJson(res, 200, { signedOut: true, next }, { 'Set-Cookie': clearCookie(sessionCookie) });
    res.writeHead(303, { ...noStore, Location: next, 'Set-Cookie': clearCookie(sessionCookie) }).end();
  };

  /** The person the request's session belongs to, if it has a live one and the roles file still names them. */
  const personOf = async (req: IncomingMessage): Promise<Person | undefined> => {
    const cookie = readCookie(req, sessionCookie);
    const session = await sessions.read(cookie);
    if (!session) return undefined;
    const role = await roles.roleOf(session.email);
    if (!role) {
      // Taken out of the roles file since signing in: out now, not at the session's end.
      await sessions.destroy(cookie);
      return undefined;
    }
    return { email: session.email, name: session.name, role };
  };

  return {
    who: (req) => people.get(req),
    async guard(req, res) {
      const url = new URL(req.url ?? '/', origin);
      const api = isApi(url.pathname);
      const method = req.method ?? 'GET';
      const reads = method === 'GET' || method === 'HEAD';
      switch (url.pathname) {
        case authPaths.login:
        case authPaths.callback:
        case authPaths.signedOut:
          if (!reads) {
            res.writeHead(405, { ...noStore, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Only GET is answered here.\n');
          } else if (url.pathname === authPaths.login) await startLogin(req, res, url);
          else if (url.pathname === authPaths.callback) await finishLogin(req, res, url);
          else sendPage(res, 200, 'Signed out', ['You have signed out of the studio.', signInLink]);
          return undefined;
        case authPaths.logout:
          if (method !== 'POST') {
            res.writeHead(405, { ...noStore, Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' }).end('Sign out with the studio’s Sign out button (a POST).\n');
          } else if (crossOrigin(req)) refuseCrossOrigin(res, false);
          else await logout(req, res);
          return undefined;
      }
      let person: Person | undefined;
      try {
        person = await personOf(req);
      } catch (error) {
        if (!(error instanceof RolesFileError)) throw error;
        if (api) sendJson(res, 503, { error: error.message });
        else sendPage(res, 503, 'The studio’s roles file needs fixing', [`<pre>${escapeMarkup(error.message)}</pre>`]);
        return undefined;
      }
      if (!person) {
        const cleared: Record<string, string> = readCookie(req, sessionCookie) !== undefined ? { 'Set-Cookie': clearCookie(sessionCookie) } : {};
        if (api || !reads) sendJson(res, 401, { error: 'Sign in first: your session has ended, or you have not signed in.', signIn: authPaths.login }, cleared);
        else res.writeHead(302, { ...noStore, ...cleared, Location: `${authPaths.login}?return=${encodeURIComponent(url.pathname + url.search)}` }).end();
        return undefined;
      }
      if (crossOrigin(req)) {
        refuseCrossOrigin(res, api);
        return undefined;
      }
      people.set(req, person);
      return person;
    },
  };
}
