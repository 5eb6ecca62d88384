/**
 * The hosted studio's cookies. `__Host-` names: a browser keeps such a cookie only when it is Secure, has Path=/
 * and no Domain, so no other host under the same domain can set or overwrite it (a sibling site could otherwise
 * plant a session of its choosing). HttpOnly: no script reads it; SameSite=Lax: another site's form or fetch does
 * not carry it, while a link from the company's mail or chat still arrives signed in.
 */
import type { IncomingMessage } from 'node:http';

/** The session: an opaque id and its signature (sessions.ts). */
export const sessionCookie = '__Host-studio';
/** A sign-in under way: which login attempt this browser started (oidc.ts keeps the attempt's secrets server-side). */
export const loginCookie = '__Host-studio-login';

/** A cookie's value from the request, or undefined; the first one when the browser sent the name twice. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A Set-Cookie line with the attributes every cookie here has; `maxAgeSeconds` 0 deletes it. */
export function setCookie(name: string, value: string, maxAgeSeconds?: number): string {
  return [`${name}=${value}`, 'Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax', ...(maxAgeSeconds !== undefined ? [`Max-Age=${maxAgeSeconds}`] : [])].join('; ');
}

export const clearCookie = (name: string): string => setCookie(name, '', 0);
