/**
 * The hosted studio's settings (`npm run studio -- --hosted`), read from the environment once, at start: a typed
 * config, or every refusal at once, each naming its setting and what to do (the studio does not start on a guess).
 * Secrets (the repository token, the client secret, the session key) can come from the variable or, better for a
 * container, from a file it names (`…_FILE`, as Docker and Kubernetes mount secrets); they are held as `Secret`s,
 * so no message, log or dump of the config ever shows them, and no refusal repeats a secret's value.
 * docs/studio-hosting.md, "Configuration", lists every setting.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { closest } from '../engine/suggest.ts';
import { Secret } from './secret.ts';

/** A setting the studio cannot start with, and what to do about it, in one sentence that starts with the setting's name. */
export interface Refusal {
  setting: string;
  message: string;
}

/** How the studio pushes to the team's repository. */
export type RepositoryAccess =
  /** An https:// address: git is handed the token by a credential helper, never in the address (it would be stored in .git/config and shown in git's messages). */
  | { kind: 'token'; user: string; token: Secret }
  /** An ssh address: the private key file given to ssh (`-i`), readable by this user only. */
  | { kind: 'ssh-key'; keyFile: string }
  /** A repository on this computer (a path or file://): the file system's permissions are the credentials. */
  | { kind: 'local' };

export interface HostedConfig {
  /** The address people type, an origin only ("https://studio.owladmin.example"): links, the sign-in return address and the same-origin check use it. */
  publicUrl: URL;
  repository: { url: string; branch: string; access: RepositoryAccess };
  oidc: {
    issuer: URL;
    clientId: string;
    clientSecret: Secret;
    /**
     * 'required' (the default): a sign-in whose ID token does not say `email_verified: true` is refused.
     * 'not-sent': for a provider that never sends the claim (Microsoft Entra ID), whose addresses are its own to give;
     * a token that says `email_verified: false` is still refused.
     */
    emailVerified: 'required' | 'not-sent';
  };
  /** The key of the sessions' cookie signatures: at least 32 random bytes. */
  sessionSecret: Secret;
  /** Where the studio keeps its own state (sessions, its clone): outside any repository, kept across restarts. */
  dataDir: string;
  /** Take the client's address from X-Forwarded-For (the last entry, the one the proxy in front added), for the login limit. */
  trustProxy: boolean;
}

export type ConfigRead = { ok: true; config: HostedConfig } | { ok: false; refusals: Refusal[] };

export interface ConfigOptions {
  /**
   * `npm run studio:demo` and the tests: the public address and the identity provider may be plain http:// on
   * localhost (a browser treats localhost as secure, and nothing crosses a network). Never for a real team.
   */
  localHttp?: boolean;
}

/** Every setting the hosted studio reads; any other STUDIO_… variable is a refusal (a typo would otherwise be a default in silence). */
export const hostedSettings = [
  'STUDIO_PUBLIC_URL',
  'STUDIO_REPO_URL',
  'STUDIO_REPO_BRANCH',
  'STUDIO_REPO_USER',
  'STUDIO_REPO_TOKEN',
  'STUDIO_REPO_TOKEN_FILE',
  'STUDIO_REPO_SSH_KEY',
  'STUDIO_OIDC_ISSUER',
  'STUDIO_OIDC_CLIENT_ID',
  'STUDIO_OIDC_CLIENT_SECRET',
  'STUDIO_OIDC_CLIENT_SECRET_FILE',
  'STUDIO_OIDC_EMAIL_VERIFIED',
  'STUDIO_SESSION_SECRET',
  'STUDIO_SESSION_SECRET_FILE',
  'STUDIO_DATA_DIR',
  'STUDIO_TRUST_PROXY',
] as const;

const minSessionSecretBytes = 32;
const makeSecret = 'make one with `openssl rand -base64 32`';

const isLocalhost = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** The settings' values, trimmed; an empty variable is an unset one. */
type Env = Record<string, string | undefined>;
const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

export function readHostedConfig(env: Env, options: ConfigOptions = {}): ConfigRead {
  const refusals: Refusal[] = [];
  const refuse = (setting: string, message: string) => void refusals.push({ setting, message: `${setting} ${message}` });

  for (const name of Object.keys(env).filter((n) => n.startsWith('STUDIO_') && env[n] !== undefined)) {
    if ((hostedSettings as readonly string[]).includes(name)) continue;
    const near = closest(name, hostedSettings);
    refuse(name, `is not a setting of the hosted studio${near ? `: did you mean ${near}?` : '.'} Rename or remove it (the settings are listed in docs/studio-hosting.md).`);
  }

  /** A secret from NAME or from the file NAME_FILE names, never both. */
  const secret = (name: string, required: string): Secret | undefined => {
    const direct = value(env, name);
    const file = value(env, `${name}_FILE`);
    if (direct !== undefined && file !== undefined) return void refuse(name, `and ${name}_FILE are both set: keep one (the file is safer: it does not show in the process's environment).`);
    if (file !== undefined) {
      if (!path.isAbsolute(file)) return void refuse(`${name}_FILE`, `must be an absolute path (it is ${JSON.stringify(file)}).`);
      try {
        const text = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
        if (!text.trim()) return void refuse(`${name}_FILE`, `names an empty file (${file}): ${required}.`);
        return new Secret(text);
      } catch (error) {
        return void refuse(`${name}_FILE`, `names a file the studio cannot read (${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
      }
    }
    if (direct !== undefined) return new Secret(direct);
    return void refuse(name, `is not set: ${required} (or name a file holding it in ${name}_FILE).`);
  };

  const publicUrl = readPublicUrl(value(env, 'STUDIO_PUBLIC_URL'), options, refuse);
  const repository = readRepository(env, options, refuse, secret);
  const issuer = readIssuer(value(env, 'STUDIO_OIDC_ISSUER'), options, refuse);
  const clientId = value(env, 'STUDIO_OIDC_CLIENT_ID');
  if (!clientId) refuse('STUDIO_OIDC_CLIENT_ID', 'is not set: register the studio as an application (a "web" client) with the identity provider and copy its client id here.');
  const clientSecret = secret('STUDIO_OIDC_CLIENT_SECRET', 'copy the client secret the identity provider gave the studio\'s application');
  const emailVerified = value(env, 'STUDIO_OIDC_EMAIL_VERIFIED') ?? 'required';
  if (emailVerified !== 'required' && emailVerified !== 'not-sent') {
    refuse('STUDIO_OIDC_EMAIL_VERIFIED', `must be "required" (the default) or "not-sent" (for a provider that never sends email_verified, such as Microsoft Entra ID), not ${JSON.stringify(emailVerified)}.`);
  }
  const sessionSecret = readSessionSecret(secret('STUDIO_SESSION_SECRET', `it signs the sign-in cookies: ${makeSecret}`), refuse);
  const dataDir = value(env, 'STUDIO_DATA_DIR');
  if (!dataDir) refuse('STUDIO_DATA_DIR', 'is not set: name a folder the studio may keep its sessions and its clone in, kept across restarts (a volume, in a container), e.g. /var/lib/owl-studio.');
  else if (!path.isAbsolute(dataDir)) refuse('STUDIO_DATA_DIR', `must be an absolute path, such as /var/lib/owl-studio (it is ${JSON.stringify(dataDir)}).`);
  const trust = value(env, 'STUDIO_TRUST_PROXY') ?? '0';
  if (!['0', '1', 'true', 'false'].includes(trust)) refuse('STUDIO_TRUST_PROXY', `must be 1 (the studio is reached through a proxy that adds X-Forwarded-For) or 0 (the default), not ${JSON.stringify(trust)}.`);

  if (refusals.length || !publicUrl || !repository || !issuer || !clientId || !clientSecret || !sessionSecret || !dataDir) return { ok: false, refusals };
  return {
    ok: true,
    config: {
      publicUrl,
      repository,
      oidc: { issuer, clientId, clientSecret, emailVerified: emailVerified as 'required' | 'not-sent' },
      sessionSecret,
      dataDir: path.resolve(dataDir),
      trustProxy: trust === '1' || trust === 'true',
    },
  };
}

/** The refusals as the lines the studio prints before it exits. */
export function describeRefusals(refusals: readonly Refusal[]): string {
  return [`The hosted studio cannot start: ${refusals.length === 1 ? 'one setting needs' : `${refusals.length} settings need`} attention.`, ...refusals.map((r) => `  - ${r.message}`)].join('\n');
}

type Refuse = (setting: string, message: string) => void;

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function readPublicUrl(text: string | undefined, options: ConfigOptions, refuse: Refuse): URL | undefined {
  const name = 'STUDIO_PUBLIC_URL';
  const example = 'e.g. https://studio.owladmin.example';
  if (!text) return void refuse(name, `is not set: set it to the address people will type, ${example}.`);
  const url = parseUrl(text);
  if (!url || !/^https?:$/.test(url.protocol)) return void refuse(name, `must be a web address, ${example} (it is ${JSON.stringify(text)}).`);
  if (url.protocol !== 'https:' && !(options.localHttp && isLocalhost(url))) {
    return void refuse(name, `must start with https:// (the studio sets Secure cookies, which browsers send over https only): put the studio behind a TLS proxy and give its https address, ${example}.`);
  }
  if (url.username || url.password) return void refuse(name, 'must not carry a user name or password: give the bare address people type.');
  if (url.pathname !== '/' || url.search || url.hash) {
    return void refuse(name, `must be an origin only, with no path, query or #, such as ${url.origin} (the studio needs its own host name: its sign-in cookie is a __Host- cookie, for the whole site).`);
  }
  return new URL(url.origin);
}

function readIssuer(text: string | undefined, options: ConfigOptions, refuse: Refuse): URL | undefined {
  const name = 'STUDIO_OIDC_ISSUER';
  if (!text) return void refuse(name, 'is not set: give the identity provider\'s issuer address, e.g. https://accounts.google.com or https://sso.owladmin.example/realms/staff (Keycloak).');
  const url = parseUrl(text);
  if (!url || !/^https?:$/.test(url.protocol)) return void refuse(name, `must be the identity provider's issuer address, such as https://accounts.google.com (it is ${JSON.stringify(text)}).`);
  if (url.protocol !== 'https:' && !(options.localHttp && isLocalhost(url))) return void refuse(name, 'must start with https://: sign-in tokens must not cross the network in clear.');
  if (url.search || url.hash || url.username || url.password) return void refuse(name, 'must be the issuer address alone, with no query, # or password (the address before /.well-known/openid-configuration).');
  if (url.pathname.endsWith('/.well-known/openid-configuration')) return void refuse(name, `is the discovery document's address: give the issuer, ${url.href.replace(/\/\.well-known\/openid-configuration$/, '')}.`);
  return url;
}

function readSessionSecret(secret: Secret | undefined, refuse: Refuse): Secret | undefined {
  if (!secret) return undefined;
  const text = secret.reveal().trim();
  const bytes = /^(?:[0-9a-f]{2})+$/i.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : undefined;
  const name = 'STUDIO_SESSION_SECRET';
  if (!bytes) return void refuse(name, `must be random bytes written in base64 or hex, not words: ${makeSecret}.`);
  if (bytes.length < minSessionSecretBytes) return void refuse(name, `holds ${bytes.length} bytes; it needs at least ${minSessionSecretBytes} random bytes: ${makeSecret}.`);
  // 32 random bytes have some 30 different values; a typed pattern ("aaaa…", "abab…", "0123…" in hex) has a handful.
  if (new Set(bytes).size < 16) return void refuse(name, `does not look random (its bytes repeat a few values): ${makeSecret}.`);
  return new Secret(text);
}

/** "git@github.com:team/site.git": ssh in scp's short form. */
const scpLike = /^[\w.-]+@[\w.-]+:(?!\/\/)\S+$/;

function readRepository(env: Env, options: ConfigOptions, refuse: Refuse, secret: (name: string, required: string) => Secret | undefined): HostedConfig['repository'] | undefined {
  const name = 'STUDIO_REPO_URL';
  const text = value(env, name);
  const branch = value(env, 'STUDIO_REPO_BRANCH') ?? 'main';
  if (!/^(?!-)(?!.*\.\.)(?!.*\/\/)(?!.*@\{)[A-Za-z0-9._/-]+(?<![./]|\.lock)$/.test(branch) || branch.startsWith('/')) {
    refuse('STUDIO_REPO_BRANCH', `is not a branch name git accepts (${JSON.stringify(branch)}): give the branch the site is built from, e.g. main.`);
  }
  const tokenSet = value(env, 'STUDIO_REPO_TOKEN') !== undefined || value(env, 'STUDIO_REPO_TOKEN_FILE') !== undefined;
  const keyFile = value(env, 'STUDIO_REPO_SSH_KEY');
  if (!text) return void refuse(name, 'is not set: give the address of the team\'s repository, e.g. https://github.com/owl/site.git or git@github.com:owl/site.git.');

  const notWith = (setting: string, kind: string) => refuse(setting, `is not used with ${kind}: remove it.`);
  const local = path.isAbsolute(text) || text.startsWith('file://');
  if (local) {
    if (tokenSet) notWith('STUDIO_REPO_TOKEN', 'a repository on this computer');
    if (keyFile) notWith('STUDIO_REPO_SSH_KEY', 'a repository on this computer');
    return { url: text, branch, access: { kind: 'local' } };
  }

  const url = scpLike.test(text) ? undefined : parseUrl(text);
  if (scpLike.test(text) || url?.protocol === 'ssh:') {
    if (url?.password) return void refuse(name, 'must not carry a password: ssh signs in with the key in STUDIO_REPO_SSH_KEY.');
    if (tokenSet) notWith('STUDIO_REPO_TOKEN', 'an ssh address (it signs in with STUDIO_REPO_SSH_KEY)');
    if (!keyFile) return void refuse('STUDIO_REPO_SSH_KEY', 'is not set: an ssh address needs the path of a private key that may push (a deploy key with write access).');
    if (!path.isAbsolute(keyFile)) return void refuse('STUDIO_REPO_SSH_KEY', `must be an absolute path (it is ${JSON.stringify(keyFile)}).`);
    let mode: number;
    try {
      const stat = statSync(keyFile);
      if (!stat.isFile()) return void refuse('STUDIO_REPO_SSH_KEY', `names ${keyFile}, which is not a file.`);
      mode = stat.mode;
    } catch (error) {
      return void refuse('STUDIO_REPO_SSH_KEY', `names a file the studio cannot read (${keyFile}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
    }
    // ssh itself refuses a key others may read ("UNPROTECTED PRIVATE KEY FILE"): said here, before any push.
    if (mode & 0o077) return void refuse('STUDIO_REPO_SSH_KEY', `names a key others on this computer may read (${keyFile}): run chmod 600 ${keyFile}.`);
    return { url: text, branch, access: { kind: 'ssh-key', keyFile } };
  }

  if (!url || !/^https?:$/.test(url.protocol)) return void refuse(name, 'must be an https://, ssh:// or git@host:path address, or a path on this computer.');
  // Never echoed: an address with a user and password in it may hold the token itself.
  if (url.username || url.password) return void refuse(name, 'carries a user name or token in the address: remove it (git would store it in the clone\'s .git/config and print it in its messages) and put the token in STUDIO_REPO_TOKEN_FILE.');
  if (url.protocol !== 'https:' && !(options.localHttp && isLocalhost(url))) return void refuse(name, 'must start with https:// (the push token must not cross the network in clear), or be an ssh address.');
  if (keyFile) notWith('STUDIO_REPO_SSH_KEY', 'an https:// address (it signs in with STUDIO_REPO_TOKEN_FILE)');
  const token = secret('STUDIO_REPO_TOKEN', 'an https:// address needs a token that may push to the repository (a fine-grained token with "Contents: read and write", or a deploy token)');
  if (!token) return undefined;
  return { url: url.href, branch, access: { kind: 'token', user: value(env, 'STUDIO_REPO_USER') ?? 'x-access-token', token } };
}
