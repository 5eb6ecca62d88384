/**
 * src/hosted/repo-access.ts with the real git program: the token reaches git through the credential helper given in
 * the environment (and is in no argument and no file), and an ssh key path with a quote in it stays one word.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitAccessEnv } from '../../src/hosted/repo-access.ts';
import { Secret } from '../../src/hosted/secret.ts';

const home = mkdtempSync(path.join(tmpdir(), 'hosted-repo-access-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** What git's credential machinery answers for an https host, with nothing of this machine's git settings. */
const fill = (env: Record<string, string>) =>
  execFileSync('git', ['credential', 'fill'], {
    input: 'protocol=https\nhost=git.example\n\n',
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', ...env },
  });

describe('the push credentials as git sees them', () => {
  it('a token is answered by the credential helper, with its user, even with shell characters in it', () => {
    const token = `tok'en $(echo no) "x" \`y\``;
    const env = gitAccessEnv({ kind: 'token', user: 'x-access-token', token: new Secret(token) });
    expect(fill(env)).toContain(`username=x-access-token\npassword=${token}\n`);
    // Only in the helper's own variable: not in the configured command git may print.
    expect(env.GIT_CONFIG_VALUE_0).not.toContain('tok');
  });

  it('without it, git has no credential to give (and asks no one)', () => {
    expect(() => fill({})).toThrow();
  });

  it('an ssh key is the only identity ssh is given, its path one word for the shell', () => {
    const env = gitAccessEnv({ kind: 'ssh-key', keyFile: "/run/secrets/deploy key's" });
    expect(env.GIT_SSH_COMMAND).toBe(`ssh -o BatchMode=yes -o IdentitiesOnly=yes -i '/run/secrets/deploy key'\\''s'`);
    expect(execFileSync('sh', ['-c', `printf '%s\\n' ${env.GIT_SSH_COMMAND!.split(' -i ')[1]}`], { encoding: 'utf8' })).toBe("/run/secrets/deploy key's\n");
    expect(gitAccessEnv({ kind: 'local' })).toEqual({});
  });
});
