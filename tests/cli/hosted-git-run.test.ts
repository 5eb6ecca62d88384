/**
 * src/hosted/git/git.ts, the one way the hosted studio runs git: nothing of the machine's or the user's settings
 * leaks in, the person is passed per commit, a call that takes too long is stopped, and failures carry git's words
 * with passwords blanked.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blankPasswords, git, GitError, lastWords } from '../../src/hosted/git/git.ts';

let dir = '';
let home = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hosted-git-run-'));
  home = mkdtempSync(path.join(tmpdir(), 'hosted-git-home-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});
const leaked = ['GIT_CONFIG_PARAMETERS', 'GIT_AUTHOR_NAME', 'GIT_DIR'] as const;
afterEach(() => {
  for (const name of leaked) delete process.env[name];
});

describe('git()', () => {
  it("reads no setting of the server's: only the store's HOME, and the person given per commit", async () => {
    const call = { cwd: dir, home };
    await git(['init', '--quiet', '-b', 'main'], call);
    // What the server's own environment says must not reach git.
    process.env.GIT_CONFIG_PARAMETERS = "'user.name'='Leaked'";
    process.env.GIT_AUTHOR_NAME = 'Leaked';
    process.env.GIT_DIR = '/nowhere';
    await expect(git(['config', 'user.name'], call)).rejects.toBeInstanceOf(GitError);
    writeFileSync(path.join(home, '.gitconfig'), '[user]\n\tuseConfigOnly = true\n');
    writeFileSync(path.join(dir, 'a.txt'), 'a\n');
    await git(['add', 'a.txt'], call);
    // No identity: git refuses to guess one (useConfigOnly) instead of recording the server's user.
    await expect(git(['commit', '--quiet', '-m', 'x'], call)).rejects.toThrow(/git commit failed \(exit 128\)/);
    await git(['commit', '--quiet', '-m', 'A save'], { ...call, as: { name: 'Edna Editor', email: 'edna@owl.example' } });
    expect(await git(['log', '--format=%an <%ae> / %cn <%ce>'], call)).toBe('Edna Editor <edna@owl.example> / Edna Editor <edna@owl.example>\n');
  });

  it("fails with a GitError carrying git's exit code and words", async () => {
    const error = await git(['rev-parse', '--verify', 'no-such-branch'], { cwd: dir, home }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect(error).toMatchObject({ exitCode: 128, timedOut: false, args: ['rev-parse', '--verify', 'no-such-branch'] });
    expect((error as GitError).stderr).toContain('Needed a single revision');
    expect(lastWords(error)).toBe('Needed a single revision');
  });

  it('stops a call that takes longer than its time limit', async () => {
    // hash-object --stdin waits for input that never comes.
    const error = await git(['hash-object', '--stdin'], { cwd: dir, home, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ timedOut: true, exitCode: null });
    expect((error as Error).message).toMatch(/took too long/);
  });

  it('never shows a password or token written in a URL, in the error or its arguments', async () => {
    const url = 'https://studio:s3cret-token@127.0.0.1:1/team.git';
    const error = await git(['ls-remote', url], { cwd: dir, home, timeoutMs: 10_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect(JSON.stringify([(error as GitError).message, (error as GitError).stderr, (error as GitError).args])).not.toContain('s3cret');
    expect((error as GitError).args).toContain('https://studio:***@127.0.0.1:1/team.git');
    expect(blankPasswords('fatal: unable to access https://u:p@h/x/')).toBe('fatal: unable to access https://u:***@h/x/');
  });
});
