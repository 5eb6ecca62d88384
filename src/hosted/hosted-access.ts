/**
 * The studio server's access rules in hosted mode, in place of the local ones (src/dev/local-access.ts, which
 * answer localhost only and demand a per-launch secret). Behind the sign-in (auth/auth-handler.ts), which has already
 * let the request through: a live session, and for a write an Origin equal to STUDIO_PUBLIC_URL. What stays here:
 * - Host: the public URL's host only (no DNS rebinding to the studio's port);
 * - writes: the content type the endpoint takes (a cross-site form cannot send JSON or a picture type);
 * - reads of the API: never from another site (Sec-Fetch-Site), as locally.
 * No per-launch secret: the session cookie (SameSite) and the origin check do its work, and the studio restarts
 * per draft, which would change a secret under the person's open page.
 */
import type { Server } from 'node:http';
import type { LocalAccess, Refusal } from '../dev/local-access.ts';

const fromElsewhere = (site: string | string[] | undefined) => site !== undefined && site !== 'same-origin' && site !== 'none';

export function createHostedAccess(publicUrl: URL): (server: Server) => LocalAccess {
  const host = publicUrl.host.toLowerCase();
  return () => ({
    secret: '',
    checkHost(req): Refusal | undefined {
      if ((req.headers.host ?? '').toLowerCase() === host) return undefined;
      return { status: 403, message: `This studio answers only ${publicUrl.origin}/ (the Host ${JSON.stringify(req.headers.host ?? '')} is not its name).` };
    },
    checkRead(req): Refusal | undefined {
      const navigation = req.headers['sec-fetch-mode'] === 'navigate' && req.headers['sec-fetch-dest'] === 'document';
      return fromElsewhere(req.headers['sec-fetch-site']) && !navigation ? { status: 403, message: 'Another website may not load or read the studio’s pages and data.' } : undefined;
    },
    checkWrite(req, types): Refusal | undefined {
      if (req.method === 'GET' || req.method === 'HEAD') return undefined;
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!types.includes(type)) return { status: 415, message: `This address takes ${types.join(' or ')}, not ${JSON.stringify(type || 'no content type')}.` };
      return undefined;
    },
  });
}
