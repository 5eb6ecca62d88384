/**
 * The one way the hosted studio runs git: the `git` program through execFile (no shell, so no argument is ever
 * read as shell syntax), in a given folder, with a time limit and an environment built from nothing but what git
 * needs. No setting of the machine or of the user the server runs as leaks in (GIT_CONFIG_NOSYSTEM, HOME and
 * XDG_CONFIG_HOME point at the store's own folder), git never waits for a password on a terminal
 * (GIT_TERMINAL_PROMPT=0, ssh in batch mode), and messages are in English whatever the server's locale, so
 * they can be read. Who made a commit is passed with each call (GIT_AUTHOR_*, GIT_COMMITTER_*), never configured.
 */
import { execFile } from 'node:child_process';

/** Someone git records: the author of a save, the publisher of a merge. */
export interface Person {
  name: string;
  email: string;
}

export interface GitCall {
  /** The folder git runs in (a worktree, or the store's bare clone). */
  cwd: string;
  /** HOME for git: the store's own folder, holding the only global config git reads (.gitconfig). */
  home: string;
  /** Milliseconds before git is stopped and the call fails; 60 s unless said (a fetch over a slow network). */
  timeoutMs?: number;
  /** Who the commit is by, for calls that make one (commit, merge): author and committer both. */
  as?: Person;
  /** Variables added to the clean environment: how to reach the remote (GIT_SSH_COMMAND, GIT_ASKPASS …). */
  env?: Record<string, string>;
}

/** git failed, could not start, or took too long: what it said, with any password in a URL blanked out. */
export class GitError extends Error {
  override name = 'GitError';
  constructor(
    /** The arguments after `git`, as run (passwords blanked). */
    readonly args: readonly string[],
    /** git's exit code; null when it did not end by itself (stopped after the time limit) or never started. */
    readonly exitCode: number | null,
    /** What git wrote to standard error (passwords blanked). */
    readonly stderr: string,
    /** True when git was stopped after the time limit. */
    readonly timedOut = false,
    /** What git wrote to standard output before failing (merge-tree lists the conflicting files there, exiting 1). */
    readonly stdout = '',
  ) {
    const said = stderr.trim().split('\n').slice(-4).join(' / ');
    const how = timedOut ? 'took too long and was stopped' : exitCode === null ? 'could not be started' : `failed (exit ${exitCode})`;
    super(`git ${args[0] ?? ''} ${how}${said ? `: ${said}` : ''}`);
  }
}

/** A URL's password or token ("https://user:token@host") as asterisks, so it never reaches a log or a page. */
export function blankPasswords(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:)[^@\s/]*@/gi, '$1***@');
}

/** What git may see of the environment: the program path, and the store's own HOME. Nothing else of the machine's. */
function cleanEnvironment(call: GitCall): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: call.home,
    XDG_CONFIG_HOME: call.home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    // ssh asks for nothing either (an unknown host key or a passphrase fails the call instead of hanging it).
    GIT_SSH_COMMAND: 'ssh -o BatchMode=yes',
    LC_ALL: 'C',
    LANG: 'C',
    ...call.env,
  };
  if (call.as) {
    env.GIT_AUTHOR_NAME = env.GIT_COMMITTER_NAME = call.as.name;
    env.GIT_AUTHOR_EMAIL = env.GIT_COMMITTER_EMAIL = call.as.email;
  }
  return env;
}

/** Output larger than this fails the call rather than filling memory (a picture is at most 5 MB in the studio). */
const maxOutput = 64 * 1024 * 1024;

function run(args: readonly string[], call: GitCall, encoding: 'utf8' | 'buffer'): Promise<{ stdout: string | Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd: call.cwd, env: cleanEnvironment(call), timeout: call.timeoutMs ?? 60_000, maxBuffer: maxOutput, encoding, windowsHide: true },
      (error, stdout, stderr) => {
        const said = blankPasswords(String(stderr));
        if (!error) return resolve({ stdout, stderr: said });
        const shown = args.map(blankPasswords);
        const failure = error as NodeJS.ErrnoException & { killed?: boolean; code?: number | string };
        if (failure.code === 'ENOENT' && typeof failure.code === 'string') {
          return reject(new GitError(shown, null, `There is no "git" program on this server's PATH (${failure.message}).`));
        }
        reject(new GitError(shown, typeof failure.code === 'number' ? failure.code : null, said || failure.message, failure.killed === true, blankPasswords(String(stdout))));
      },
    );
  });
}

/** Runs `git <args>` and gives its standard output as text. Throws GitError when git fails. */
export async function git(args: readonly string[], call: GitCall): Promise<string> {
  return (await run(args, call, 'utf8')).stdout as string;
}

/** Runs `git <args>` and gives its standard output as bytes (a picture's content). Throws GitError when git fails. */
export async function gitBytes(args: readonly string[], call: GitCall): Promise<Buffer> {
  return (await run(args, call, 'buffer')).stdout as Buffer;
}

/** git's own last words about a failure ("Could not read from remote repository."), for a message to a person. */
export function lastWords(error: unknown): string {
  if (!(error instanceof GitError)) return error instanceof Error ? error.message : String(error);
  const lines = error.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('hint:') && !line.startsWith('To '));
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.find((l) => l.startsWith('!')) ?? lines.at(-1) ?? error.message;
  return line.replace(/^(fatal|error):\s*/, '');
}
