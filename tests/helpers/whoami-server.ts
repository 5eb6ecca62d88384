/**
 * The sign-in alone, for its tests (tests/cli/hosted-auth.test.ts): behind the hosted studio's sign-in, a page that
 * says who is signed in and with what role, with a Sign out button, and two API addresses
 * (GET /studio/api/whoami, POST /studio/api/echo), each behind the same guard the studio has.
 */
import { createServer, type Server } from 'node:http';
import { escapeMarkup } from '../../src/render/escape-markup.ts';
import { guarded } from '../../src/server/request-guard.ts';
import { authPaths } from '../../src/hosted/auth/auth-handler.ts';
import type { HostedAuth } from '../../src/hosted/auth/hosted-auth.ts';

/** A server that answers nothing until `serve(auth)`: it must listen first, as its address is what the provider registers. */
export function createWhoamiServer(): { server: Server; serve(auth: HostedAuth): void } {
  let auth: HostedAuth | undefined;
  const server = createServer(
    guarded(async (req, res) => {
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (!auth) return void res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Starting: try again in a moment.\n');
      const person = await auth.guard(req, res);
      if (!person) return;
      const { pathname } = new URL(req.url ?? '/', 'http://studio.invalid');
      const json = (status: number, body: unknown) => void res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
      if (pathname === '/studio/api/whoami' && req.method === 'GET') return json(200, auth.who(req));
      if (pathname === '/studio/api/echo' && req.method === 'POST') return json(200, { accepted: true, by: auth.who(req)?.email });
      if (pathname !== '/') return json(404, { error: `Nothing at ${pathname} in the demo.` });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'" });
      res.end(`<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Signed in: studio demo</title>
<h1>Signed in</h1>
<p>You are <strong>${escapeMarkup(person.name)}</strong> (${escapeMarkup(person.email)}), signed in as <strong>${person.role}</strong>.</p>
<p>This demo shows the hosted studio's sign-in only; the studio itself is wired in behind it later (issue 23).</p>
<form method="post" action="${authPaths.logout}"><button type="submit">Sign out</button></form>
</html>
`);
    }),
  );
  return { server, serve: (a) => void (auth = a) };
}
