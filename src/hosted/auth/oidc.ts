/**
 * Sign-in with the company's identity provider, through openid-client (the authorization code flow with PKCE):
 * discovery of the issuer at start, the redirect to the provider's login, the callback (code exchange, and the ID
 * token's issuer, audience, expiry and nonce checked by openid-client), and the provider's logout address.
 *
 * Each login attempt's secrets (state, nonce, PKCE verifier) stay on the server, in memory, under a random attempt
 * id; the browser holds only that id, in a cookie (cookies.ts). A callback is accepted once, for the attempt its
 * own browser started, within 10 minutes: a code sent to someone else's browser (a forged sign-in link) finds no
 * attempt there. A restart forgets attempts under way, and those people click "Sign in" again.
 */
import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { HostedConfig } from '../config.ts';

/** Who the provider says signed in, from the checked ID token. */
export interface SignedIn {
  email: string;
  name: string;
  subject: string;
  idToken: string;
}

/** A sign-in the studio will not accept: `message` is for the person at the browser; 502 when the provider failed. */
export class SignInError extends Error {
  override name = 'SignInError';
  constructor(
    readonly status: 400 | 403 | 502,
    message: string,
  ) {
    super(message);
  }
}

export interface OidcLogin {
  /** Starts a sign-in that comes back to `returnTo` (a path on the studio): the attempt's id, for the browser's cookie, and where to send it. */
  start(returnTo: string): Promise<{ attempt: string; redirectTo: URL }>;
  /** Ends the attempt the browser's cookie names with the callback the provider sent it to: who signed in, and where they were going. */
  finish(attempt: string | undefined, callback: URL): Promise<{ person: SignedIn; returnTo: string }>;
  /** Where to send a browser after the studio's own logout: the provider's end_session_endpoint, when it has one. */
  logoutUrl(idToken: string | undefined): URL | undefined;
}

export interface OidcOptions {
  oidc: HostedConfig['oidc'];
  /** Registered with the provider: `<public URL>/auth/callback`. */
  redirectUri: string;
  /** Registered with the provider as a post-logout address: `<public URL>/auth/signed-out`. */
  postLogoutUri: string;
  /** Plain http to the provider (the demo's and the tests' provider on localhost; the config allows it only there). */
  allowHttp?: boolean;
  now?: () => number;
}

const attemptMs = 10 * 60 * 1000;
/** Attempts remembered at most; past it, the oldest is dropped (the login limit keeps one address from filling it). */
const maxAttempts = 10_000;

/** A path on the studio to return to after sign-in; anything else (another site, "//evil.example") is the studio's home. */
export function safeReturn(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && ![...value].some((c) => c < ' ') ? value : '/';
}

/** Discovers the issuer (a failure says what to check, and the studio does not start) and returns the sign-in steps. */
export async function connectOidc(options: OidcOptions): Promise<OidcLogin> {
  const { oidc } = options;
  let config: client.Configuration;
  try {
    config = await client.discovery(oidc.issuer, oidc.clientId, { client_secret: oidc.clientSecret.reveal(), redirect_uris: [options.redirectUri] }, client.ClientSecretPost(oidc.clientSecret.reveal()), {
      ...(options.allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
      timeout: 10,
    });
  } catch (error) {
    throw new Error(`STUDIO_OIDC_ISSUER: the identity provider at ${oidc.issuer.href} could not be discovered (${(error as Error).message}). Check the address (its /.well-known/openid-configuration must answer) and that this server can reach it.`, { cause: error });
  }
  const now = options.now ?? Date.now;
  const attempts = new Map<string, { state: string; nonce: string; verifier: string; returnTo: string; started: number }>();
  const endSession = config.serverMetadata().end_session_endpoint;

  return {
    async start(returnTo) {
      const t = now();
      for (const [id, attempt] of attempts) if (t - attempt.started > attemptMs || attempts.size >= maxAttempts) attempts.delete(id);
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const attempt = randomBytes(24).toString('base64url');
      attempts.set(attempt, { state, nonce, verifier, returnTo: safeReturn(returnTo), started: t });
      const redirectTo = client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { attempt, redirectTo };
    },

    async finish(attemptId, callback) {
      const attempt = attemptId ? attempts.get(attemptId) : undefined;
      // One use: a replayed callback, or a second tab's, finds nothing.
      if (attemptId) attempts.delete(attemptId);
      if (!attempt || now() - attempt.started > attemptMs) {
        throw new SignInError(400, 'This sign-in was not started in this browser, or took longer than 10 minutes: sign in again.');
      }
      const providerError = callback.searchParams.get('error');
      if (providerError) {
        const said = callback.searchParams.get('error_description');
        throw new SignInError(403, `The identity provider did not sign you in (${providerError}${said ? `: ${said}` : ''}).`);
      }
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: attempt.verifier, expectedState: attempt.state, expectedNonce: attempt.nonce, idTokenExpected: true });
      } catch (error) {
        const status = error instanceof client.ResponseBodyError || error instanceof TypeError ? 502 : 400;
        throw new SignInError(status, `The sign-in could not be completed: ${(error as Error).message}. Sign in again; if it happens again, tell whoever runs the studio.`);
      }
      const idClaims = tokens.claims()!;
      // A provider that keeps to the spec's letter (Okta, oidc-provider) puts the profile's claims in the userinfo
      // answer, not the ID token, when it also issues an access token: asked there, for the same subject only.
      let claims: Record<string, unknown> = idClaims;
      if (typeof idClaims.email !== 'string') {
        try {
          claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
        } catch (error) {
          throw new SignInError(502, `The identity provider did not say who you are (its userinfo answer failed: ${(error as Error).message}). Sign in again; if it happens again, tell whoever runs the studio.`);
        }
      }
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      if (!email) throw new SignInError(403, 'The identity provider did not say your email address, which the studio needs to know your role: ask whoever runs it to add the "email" scope to the studio\'s application.');
      const verified = claims.email_verified;
      if (verified === false || (oidc.emailVerified === 'required' && verified !== true)) {
        throw new SignInError(403, `The identity provider has not verified ${email}, so the studio cannot take it as yours.`);
      }
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
      return { person: { email, name, subject: idClaims.sub, idToken: tokens.id_token! }, returnTo: attempt.returnTo };
    },

    logoutUrl(idToken) {
      if (!endSession) return undefined;
      return client.buildEndSessionUrl(config, { post_logout_redirect_uri: options.postLogoutUri, ...(idToken ? { id_token_hint: idToken } : {}) });
    },
  };
}
