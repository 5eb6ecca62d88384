/**
 * The hosted studio's settings (src/hosted/config.ts): a good environment gives a typed config; each bad setting
 * gives a refusal that names it and says what to do, all at once; and no secret is ever printed.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { describeRefusals, readHostedConfig, type ConfigOptions, type HostedConfig } from '../../src/hosted/config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'owl-hosted-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string, mode = 0o600) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  chmodSync(at, mode);
  return at;
};

const sessionSecret = 'q8S0x1yXUO0jvZbBJk4m2mXlFqgG0mF6mXqk2mI0bYI=';
const token = 'ghp_TOKENVALUE1234567890';
const clientSecret = 'client-secret-value-42';
const good = {
  STUDIO_PUBLIC_URL: 'https://studio.owladmin.example',
  STUDIO_REPO_URL: 'https://github.com/owl/site.git',
  STUDIO_REPO_TOKEN: token,
  STUDIO_OIDC_ISSUER: 'https://sso.owladmin.example/realms/staff',
  STUDIO_OIDC_CLIENT_ID: 'owl-studio',
  STUDIO_OIDC_CLIENT_SECRET: clientSecret,
  STUDIO_SESSION_SECRET: sessionSecret,
  STUDIO_DATA_DIR: '/var/lib/owl-studio',
};

function config(env: Record<string, string | undefined>, options?: ConfigOptions): HostedConfig {
  const read = readHostedConfig(env, options);
  if (!read.ok) throw new Error(describeRefusals(read.refusals));
  return read.config;
}

/** The refusals for `good` changed by `change`: setting → message. */
function refusals(change: Record<string, string | undefined>, options?: ConfigOptions): Record<string, string> {
  const read = readHostedConfig({ ...good, ...change }, options);
  if (read.ok) return {};
  for (const r of read.refusals) expect(r.message.startsWith(`${r.setting} `), r.message).toBe(true);
  return Object.fromEntries(read.refusals.map((r) => [r.setting, r.message]));
}

describe('hosted config: what it accepts', () => {
  it('a complete https setup, with the defaults for what is left unset', () => {
    const c = config(good);
    expect(c.publicUrl.href).toBe('https://studio.owladmin.example/');
    expect(c.repository).toMatchObject({ url: 'https://github.com/owl/site.git', branch: 'main', access: { kind: 'token', user: 'x-access-token' } });
    expect(c.oidc).toMatchObject({ clientId: 'owl-studio', emailVerified: 'required' });
    expect(c.oidc.issuer.href).toBe('https://sso.owladmin.example/realms/staff');
    expect(c.dataDir).toBe('/var/lib/owl-studio');
    expect(c.trustProxy).toBe(false);
  });

  it('secrets from files (…_FILE), an ssh key, a repository on this computer, a branch and a proxy', () => {
    const key = file('deploy_key', '-----BEGIN OPENSSH PRIVATE KEY-----\n');
    const c = config({
      ...good,
      STUDIO_REPO_URL: 'git@github.com:owl/site.git',
      STUDIO_REPO_TOKEN: undefined,
      STUDIO_REPO_SSH_KEY: key,
      STUDIO_REPO_BRANCH: 'release/site',
      STUDIO_OIDC_CLIENT_SECRET: undefined,
      STUDIO_OIDC_CLIENT_SECRET_FILE: file('client-secret', `${clientSecret}\n`),
      STUDIO_SESSION_SECRET: undefined,
      STUDIO_SESSION_SECRET_FILE: file('session-secret', `${sessionSecret}\n`),
      STUDIO_OIDC_EMAIL_VERIFIED: 'not-sent',
      STUDIO_TRUST_PROXY: '1',
    });
    expect(c.repository).toEqual({ url: 'git@github.com:owl/site.git', branch: 'release/site', access: { kind: 'ssh-key', keyFile: key } });
    expect(c.oidc.clientSecret.reveal()).toBe(clientSecret);
    expect(c.sessionSecret.reveal()).toBe(sessionSecret);
    expect(c.oidc.emailVerified).toBe('not-sent');
    expect(c.trustProxy).toBe(true);
    expect(config({ ...good, STUDIO_REPO_URL: '/srv/git/site.git', STUDIO_REPO_TOKEN: undefined }).repository.access).toEqual({ kind: 'local' });
    expect(config({ ...good, STUDIO_REPO_URL: 'ssh://git@git.owladmin.example/site.git', STUDIO_REPO_TOKEN: undefined, STUDIO_REPO_SSH_KEY: key }).repository.access.kind).toBe('ssh-key');
  });

  it('plain http on localhost only for the demo', () => {
    const local = { ...good, STUDIO_PUBLIC_URL: 'http://localhost:5190', STUDIO_OIDC_ISSUER: 'http://localhost:5191' };
    expect(config(local, { localHttp: true }).publicUrl.origin).toBe('http://localhost:5190');
    expect(Object.keys(refusals(local))).toEqual(['STUDIO_PUBLIC_URL', 'STUDIO_OIDC_ISSUER']);
    expect(Object.keys(refusals({ STUDIO_PUBLIC_URL: 'http://studio.owladmin.example' }, { localHttp: true }))).toEqual(['STUDIO_PUBLIC_URL']);
  });

  it('no secret shows in the config printed, logged or turned into JSON, nor in any refusal', () => {
    const c = config(good);
    const shown = [JSON.stringify(c), inspect(c, { depth: 10 }), `${c.oidc.clientSecret}`, String(c.sessionSecret)].join('\n');
    for (const secret of [token, clientSecret, sessionSecret]) expect(shown).not.toContain(secret);
    const withTokenInUrl = refusals({ STUDIO_REPO_URL: `https://x-access-token:${token}@github.com/owl/site.git`, STUDIO_SESSION_SECRET: 'short', STUDIO_OIDC_CLIENT_SECRET: clientSecret });
    expect(Object.values(withTokenInUrl).join('\n')).not.toMatch(new RegExp(`${token}|short|${clientSecret}`));
  });
});

describe('hosted config: every refusal names its setting and what to do', () => {
  it('all of them at once, when nothing is set', () => {
    const read = readHostedConfig({});
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.refusals.map((r) => r.setting)).toEqual([
      'STUDIO_PUBLIC_URL',
      'STUDIO_REPO_URL',
      'STUDIO_OIDC_ISSUER',
      'STUDIO_OIDC_CLIENT_ID',
      'STUDIO_OIDC_CLIENT_SECRET',
      'STUDIO_SESSION_SECRET',
      'STUDIO_DATA_DIR',
    ]);
    expect(describeRefusals(read.ok ? [] : read.refusals)).toMatch(/^The hosted studio cannot start: 7 settings need attention\.\n {2}- STUDIO_PUBLIC_URL is not set/);
  });

  it('an unknown STUDIO_ variable, with the setting it was probably meant to be', () => {
    expect(refusals({ STUDIO_OIDC_CLIENTID: 'x' })).toEqual({ STUDIO_OIDC_CLIENTID: expect.stringContaining('did you mean STUDIO_OIDC_CLIENT_ID?') });
    expect(refusals({ STUDIO_WHATEVER_THIS_IS: 'x' })).toEqual({ STUDIO_WHATEVER_THIS_IS: expect.stringContaining('is not a setting of the hosted studio') });
  });

  it('STUDIO_PUBLIC_URL: not https, not an address, with a password, a path, a query or a #', () => {
    expect(refusals({ STUDIO_PUBLIC_URL: 'http://studio.owladmin.example' }).STUDIO_PUBLIC_URL).toMatch(/^STUDIO_PUBLIC_URL must start with https:\/\/ \(the studio sets Secure cookies/);
    expect(refusals({ STUDIO_PUBLIC_URL: 'studio.owladmin.example' }).STUDIO_PUBLIC_URL).toMatch(/must be a web address/);
    expect(refusals({ STUDIO_PUBLIC_URL: 'ftp://studio.owladmin.example' }).STUDIO_PUBLIC_URL).toMatch(/must be a web address/);
    expect(refusals({ STUDIO_PUBLIC_URL: 'https://a:b@studio.owladmin.example' }).STUDIO_PUBLIC_URL).toMatch(/user name or password/);
    for (const tail of ['/studio', '/?a=1', '/#x']) {
      expect(refusals({ STUDIO_PUBLIC_URL: `https://studio.owladmin.example${tail}` }).STUDIO_PUBLIC_URL).toMatch(/origin only.*__Host- cookie/);
    }
  });

  it('STUDIO_OIDC_ISSUER: not an address, http, with a query, the discovery document itself', () => {
    expect(refusals({ STUDIO_OIDC_ISSUER: 'accounts.google.com' }).STUDIO_OIDC_ISSUER).toMatch(/issuer address/);
    expect(refusals({ STUDIO_OIDC_ISSUER: 'http://sso.owladmin.example' }).STUDIO_OIDC_ISSUER).toMatch(/must start with https:\/\//);
    expect(refusals({ STUDIO_OIDC_ISSUER: 'https://sso.owladmin.example/?x=1' }).STUDIO_OIDC_ISSUER).toMatch(/no query/);
    expect(refusals({ STUDIO_OIDC_ISSUER: 'https://accounts.google.com/.well-known/openid-configuration' }).STUDIO_OIDC_ISSUER).toMatch(/give the issuer, https:\/\/accounts.google.com\.$/);
  });

  it('STUDIO_OIDC_CLIENT_ID and the client secret: missing, given twice, a file that is missing, relative or empty', () => {
    expect(refusals({ STUDIO_OIDC_CLIENT_ID: '  ' }).STUDIO_OIDC_CLIENT_ID).toMatch(/is not set: register the studio/);
    expect(refusals({ STUDIO_OIDC_CLIENT_SECRET: undefined }).STUDIO_OIDC_CLIENT_SECRET).toMatch(/is not set: copy the client secret.*STUDIO_OIDC_CLIENT_SECRET_FILE/);
    expect(refusals({ STUDIO_OIDC_CLIENT_SECRET_FILE: file('s1', 'x') }).STUDIO_OIDC_CLIENT_SECRET).toMatch(/and STUDIO_OIDC_CLIENT_SECRET_FILE are both set: keep one/);
    const withFile = (f: string) => refusals({ STUDIO_OIDC_CLIENT_SECRET: undefined, STUDIO_OIDC_CLIENT_SECRET_FILE: f }).STUDIO_OIDC_CLIENT_SECRET_FILE;
    expect(withFile('secrets/client')).toMatch(/must be an absolute path/);
    expect(withFile(path.join(dir, 'no-such-file'))).toMatch(/names a file the studio cannot read \(.*ENOENT\)/);
    expect(withFile(file('empty', '\n'))).toMatch(/names an empty file/);
  });

  it('STUDIO_OIDC_EMAIL_VERIFIED and STUDIO_TRUST_PROXY take only their words', () => {
    expect(refusals({ STUDIO_OIDC_EMAIL_VERIFIED: 'no' }).STUDIO_OIDC_EMAIL_VERIFIED).toMatch(/must be "required" \(the default\) or "not-sent"/);
    expect(refusals({ STUDIO_TRUST_PROXY: 'yes' }).STUDIO_TRUST_PROXY).toMatch(/must be 1 .* or 0/);
  });

  it('STUDIO_SESSION_SECRET: words, too short, not random', () => {
    expect(refusals({ STUDIO_SESSION_SECRET: 'correct horse battery staple and more words' }).STUDIO_SESSION_SECRET).toMatch(/random bytes written in base64 or hex, not words: make one with `openssl rand -base64 32`/);
    expect(refusals({ STUDIO_SESSION_SECRET: Buffer.alloc(16, 7).toString('base64') }).STUDIO_SESSION_SECRET).toMatch(/holds 16 bytes; it needs at least 32/);
    expect(refusals({ STUDIO_SESSION_SECRET: 'ab'.repeat(40) }).STUDIO_SESSION_SECRET).toMatch(/does not look random/);
    expect(refusals({ STUDIO_SESSION_SECRET: 'Q'.repeat(60) }).STUDIO_SESSION_SECRET).toMatch(/does not look random/);
    expect(refusals({ STUDIO_SESSION_SECRET: undefined }).STUDIO_SESSION_SECRET).toMatch(/is not set: it signs the sign-in cookies/);
    // 64 hex digits of random bytes are as good as base64.
    expect(refusals({ STUDIO_SESSION_SECRET: Buffer.from(sessionSecret, 'base64').toString('hex') })).toEqual({});
  });

  it('STUDIO_DATA_DIR: missing or relative', () => {
    expect(refusals({ STUDIO_DATA_DIR: undefined }).STUDIO_DATA_DIR).toMatch(/is not set: name a folder/);
    expect(refusals({ STUDIO_DATA_DIR: 'data' }).STUDIO_DATA_DIR).toMatch(/must be an absolute path/);
  });

  it('STUDIO_REPO_URL: missing, a token in the address, plain http, an unknown kind; https without a token', () => {
    expect(refusals({ STUDIO_REPO_URL: undefined }).STUDIO_REPO_URL).toMatch(/is not set: give the address of the team's repository/);
    expect(refusals({ STUDIO_REPO_URL: `https://user:${token}@github.com/owl/site.git` }).STUDIO_REPO_URL).toMatch(/carries a user name or token in the address: remove it .* STUDIO_REPO_TOKEN_FILE/);
    expect(refusals({ STUDIO_REPO_URL: 'http://git.owladmin.example/site.git' }).STUDIO_REPO_URL).toMatch(/must start with https:\/\//);
    expect(refusals({ STUDIO_REPO_URL: 'ftp://git.owladmin.example/site.git' }).STUDIO_REPO_URL).toMatch(/must be an https:\/\/, ssh:\/\/ or git@host:path address/);
    expect(refusals({ STUDIO_REPO_TOKEN: undefined }).STUDIO_REPO_TOKEN).toMatch(/is not set: an https:\/\/ address needs a token that may push/);
    expect(refusals({ STUDIO_REPO_SSH_KEY: file('k0', 'key') }).STUDIO_REPO_SSH_KEY).toMatch(/is not used with an https:\/\/ address/);
  });

  it('STUDIO_REPO_SSH_KEY: missing, relative, a folder, missing file, readable by others; a token or password beside ssh', () => {
    const ssh = { STUDIO_REPO_URL: 'git@github.com:owl/site.git', STUDIO_REPO_TOKEN: undefined };
    expect(refusals(ssh).STUDIO_REPO_SSH_KEY).toMatch(/is not set: an ssh address needs the path of a private key/);
    expect(refusals({ ...ssh, STUDIO_REPO_SSH_KEY: 'keys/deploy' }).STUDIO_REPO_SSH_KEY).toMatch(/must be an absolute path/);
    expect(refusals({ ...ssh, STUDIO_REPO_SSH_KEY: dir }).STUDIO_REPO_SSH_KEY).toMatch(/which is not a file/);
    expect(refusals({ ...ssh, STUDIO_REPO_SSH_KEY: path.join(dir, 'none') }).STUDIO_REPO_SSH_KEY).toMatch(/cannot read .*ENOENT/);
    const open = file('open_key', 'key', 0o644);
    expect(refusals({ ...ssh, STUDIO_REPO_SSH_KEY: open }).STUDIO_REPO_SSH_KEY).toBe(`STUDIO_REPO_SSH_KEY names a key others on this computer may read (${open}): run chmod 600 ${open}.`);
    expect(refusals({ ...ssh, STUDIO_REPO_SSH_KEY: file('k1', 'key'), STUDIO_REPO_TOKEN: token }).STUDIO_REPO_TOKEN).toMatch(/is not used with an ssh address/);
    expect(refusals({ STUDIO_REPO_URL: 'ssh://git:pw@git.owladmin.example/site.git', STUDIO_REPO_TOKEN: undefined, STUDIO_REPO_SSH_KEY: file('k2', 'key') }).STUDIO_REPO_URL).toMatch(/must not carry a password/);
  });

  it('a repository on this computer takes no token or key; STUDIO_REPO_BRANCH must be a branch name', () => {
    expect(refusals({ STUDIO_REPO_URL: '/srv/git/site.git' }).STUDIO_REPO_TOKEN).toMatch(/is not used with a repository on this computer/);
    expect(refusals({ STUDIO_REPO_URL: 'file:///srv/git/site.git', STUDIO_REPO_TOKEN: undefined, STUDIO_REPO_SSH_KEY: '/k' }).STUDIO_REPO_SSH_KEY).toMatch(/is not used with a repository on this computer/);
    for (const branch of ['-main', 'a..b', 'main.lock', 'a b', 'main/', '/main', 'x@{1}']) {
      expect(refusals({ STUDIO_REPO_BRANCH: branch }).STUDIO_REPO_BRANCH, branch).toMatch(/is not a branch name git accepts/);
    }
  });
});
