/**
 * A real OpenID provider on this computer (oidc-provider, certified by the OpenID Foundation), for
 * `npm run studio:demo` and the tests: the studio signs in against it exactly as against a company's Keycloak or
 * Google Workspace (discovery, the login page, the code flow with PKCE, signed ID tokens, logout). Its people and
 * their passwords are the demo's; its login page is a plain form of its own, which any browser or test can post.
 * Not for a real team: its keys and sessions live in memory and last as long as it runs.
 */
import { generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { escapeMarkup } from '../../render/escape-markup.ts';
import { readBody } from '../../server/request-body.ts';

/** A person who may sign in at the demo provider. */
export interface DemoPerson {
  email: string;
  name: string;
  password: string;
  /** What the ID token says of the address; false stands for a provider that has not checked it. */
  emailVerified?: boolean;
}

export interface DemoProviderOptions {
  people: readonly DemoPerson[];
  /** The one application registered: the studio, with its secret and addresses. */
  client: { id: string; secret: string; redirectUri: string; postLogoutUri: string };
  /** 0 (the default): any free port. */
  port?: number;
}

export interface DemoProvider {
  /** The issuer address (STUDIO_OIDC_ISSUER), e.g. http://localhost:5181. */
  issuer: string;
  server: Server;
  close(): Promise<void>;
}

/** The demo's login page: one form, addressed by the interaction's id. */
function loginPage(uid: string, problem?: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}/login`;
  return `<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sign in: demo identity provider</title>
<h1>Sign in</h1>
<p>The demo identity provider of <code>npm run studio:demo</code> (a stand-in for the company's login).</p>
${problem ? `<p role="alert">${escapeMarkup(problem)}</p>` : ''}
<form method="post" action="${escapeMarkup(action)}">
<p><label>Email <input name="email" type="email" autocomplete="username" required autofocus></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Sign in</button></p>
</form>
</html>
`;
}

const samePassword = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function startDemoProvider(options: DemoProviderOptions): Promise<DemoProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const byEmail = new Map(options.people.map((p) => [p.email.toLowerCase(), p]));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        redirect_uris: [options.client.redirectUri],
        post_logout_redirect_uris: [options.client.postLogoutUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'demo' }] } as Configuration['jwks'],
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Short, stated lifetimes (seconds): a demo's sign-ins need no more, and the provider stops asking for them.
    ttl: { Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = byEmail.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: person.email, email_verified: person.emailVerified ?? true, name: person.name }) };
    },
    // The studio is the demo's own application: it needs no consent screen, so the grant is made at sign-in.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const providerCallback = provider.callback();

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, posted: boolean) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const send = (status: number, html: string) => res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
    if (!posted) return send(200, loginPage(uid));
    const form = new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
    const person = byEmail.get((form.get('email') ?? '').trim().toLowerCase());
    if (!person || !samePassword(form.get('password') ?? '', person.password)) return send(401, loginPage(uid, 'That email and password do not match a person of the demo.'));
    await provider.interactionFinished(req, res, { login: { accountId: person.email.toLowerCase() } }, { mergeWithLastSubmission: false });
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) return void providerCallback(req, res);
    const posted = req.method === 'POST' && match[2] !== undefined;
    interaction(req, res, match[1]!, posted).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`This sign-in has expired or is not this browser's: start again from the studio. (${(error as Error).message})\n`);
    });
  });

  return {
    issuer,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
