/**
 * The sign-in put together from the config: the identity provider discovered, sessions under the data dir, the
 * roles file, the login limit, and the guard over them (auth-handler.ts). What `npm run studio -- --hosted` puts in
 * front of the studio, and what the demo and the tests start.
 */
import path from 'node:path';
import type { HostedConfig } from '../config.ts';
import { authPaths, createAuthGuard, type AuthGuard, type AuthOptions } from './auth-handler.ts';
import { createLoginLimits } from './login-limits.ts';
import { connectOidc } from './oidc.ts';
import { createRolesSource } from './roles.ts';
import { createSessionStore, type SessionOptions, type SessionStore } from './sessions.ts';

export interface HostedAuthOptions {
  config: HostedConfig;
  /** The roles file to read (the clone's site-config/studio-roles.json) and the schemas to check it with. */
  rolesFile: string;
  schemasDir: string;
  /** Plain http to the identity provider: only the demo's and the tests' provider on localhost. */
  allowHttp?: boolean;
  /** Session lifetimes and clock (tests shorten them). */
  sessions?: Pick<SessionOptions, 'idleMs' | 'absoluteMs' | 'now'>;
  isApi?: AuthOptions['isApi'];
}

export interface HostedAuth extends AuthGuard {
  sessions: SessionStore;
}

/** The sessions' folder under the data dir. */
export const sessionsDir = (dataDir: string) => path.join(dataDir, 'sessions');

export async function createHostedAuth(options: HostedAuthOptions): Promise<HostedAuth> {
  const { config } = options;
  const base = config.publicUrl.origin;
  const login = await connectOidc({
    oidc: config.oidc,
    redirectUri: `${base}${authPaths.callback}`,
    postLogoutUri: `${base}${authPaths.signedOut}`,
    ...(options.allowHttp ? { allowHttp: true } : {}),
  });
  const sessions = createSessionStore({ dir: sessionsDir(config.dataDir), secret: config.sessionSecret, ...options.sessions });
  await sessions.sweep();
  const guard = createAuthGuard({
    config,
    login,
    sessions,
    roles: createRolesSource(options.rolesFile, options.schemasDir),
    limits: createLoginLimits({ trustProxy: config.trustProxy }),
    ...(options.isApi ? { isApi: options.isApi } : {}),
  });
  return { ...guard, sessions };
}
