/**
 * The hosted studio's content store: its own clone of the team's repository, where each person's draft is a branch
 * (draft/<email>/<name>) checked out in a folder of its own (a git worktree), so the studio edits a draft as the
 * plain project folder it edits today. Each save is a commit authored by the person, with a message in words
 * (change-words.ts); drafts are pushed to the team's repository as they are saved, so a lost server loses none.
 * Publishing merges a draft into main (publish.ts); history reads git's log.
 *
 * Layout of the data folder: home/ (git's HOME: the only config it reads), repo.git/ (the clone, bare: its
 * branches live in worktrees), drafts/<email>/<name>/ (one worktree per draft), publish/ (where merges are made).
 * Operations that change the clone run one at a time (a queue), so two saves never race on git's locks.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describeChange, type FileVersion } from './change-words.ts';
import { git, gitBytes, GitError, lastWords as reason, type GitCall, type Person } from './git.ts';
import { publishDraft, type Conflict, type PublishResult, type Validate } from './publish.ts';
import { findConflicts, resolveConflicts, type Side } from './resolve.ts';
import { checkOnDisk, checkPerson, draftBranch, draftPrefix, isDraftBranch, StoreError, writablePath } from './store-paths.ts';
import type { FileChange } from '../../studio/hosted-protocol.ts';

export type { Conflict, PublishResult, Validate } from './publish.ts';
export type { Side } from './resolve.ts';
export { StoreError } from './store-paths.ts';

export interface StoreOptions {
  /** The team's repository: an https or ssh URL, or a local path or file:// URL (tests, a repository on the same server). */
  remoteUrl: string;
  /** The branch the site is built from. */
  mainBranch?: string;
  /** Variables that give git its push credentials (GIT_SSH_COMMAND with a deploy key, GIT_ASKPASS …). */
  env?: Record<string, string>;
  /** Time limit of one git call, in ms (default 60 s). */
  timeoutMs?: number;
}

/** One file of a save: its text or bytes; null deletes it; no content takes the file as it is in the draft's folder. */
export interface SavedFile {
  path: string;
  content?: string | Uint8Array | null;
}

export interface Commit {
  commit: string;
  author: Person;
  /** When it was made, ISO 8601. */
  when: string;
  message: string;
}

export interface DraftSummary {
  branch: string;
  /** The name it was given, as in its branch ("tire-care"). */
  name: string;
  /** Who started it (an email). */
  owner: string;
  /** Its folder, for the studio to edit. */
  folder: string;
  /** Its commits since it began, newest first. */
  commits: Commit[];
  /** The files it changes against main as it was when it began. */
  files: string[];
  /** The addresses of the pages among them. */
  pages: string[];
  /** True when the team's repository has its last commit. */
  shared: boolean;
}

export interface SaveResult {
  /** The new commit; undefined when the files were already as saved. */
  commit?: string;
  message: string;
  /** True when the draft is on the team's repository too; otherwise why not (kept here, and sent with the next save). */
  shared: true | string;
}

/** One file a draft changes, before (at the fork) and after (in the draft), for the review: the screens' type. */
export type { FileChange };

/** Fields of a log line, between separators git never writes in them. */
const logFormat = '--format=%H%x1f%an%x1f%ae%x1f%aI%x1f%s%x1e';
const parseLog = (out: string): Commit[] =>
  out
    .split('\x1e')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [commit = '', name = '', email = '', when = '', message = ''] = line.split('\x1f');
      return { commit, author: { name, email }, when, message };
    });

/** True when the bytes look like text (no NUL in the first 8000, git's own test). */
const isText = (bytes: Buffer) => !bytes.subarray(0, 8000).includes(0);

/** What git's settings in the store's HOME say: no guessed identity, paths as they are, no background work. */
const gitConfig = `[user]
\tuseConfigOnly = true
[core]
\tquotePath = false
\tautocrlf = false
[advice]
\tdetachedHead = false
[gc]
\tautoDetach = false
[init]
\tdefaultBranch = main
`;

export class ContentStore {
  readonly repo: string;
  readonly home: string;
  readonly main: string;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly dataDir: string,
    private readonly options: StoreOptions,
  ) {
    this.repo = path.join(dataDir, 'repo.git');
    this.home = path.join(dataDir, 'home');
    this.main = options.mainBranch ?? 'main';
  }

  /**
   * The store in `dataDir`: clones the team's repository there the first time (or reuses the clone), and fetches.
   * Drafts found on the team's repository and not here (another server's, or before this disk) get their branch.
   */
  static async open(dataDir: string, remoteUrl: string, options: Omit<StoreOptions, 'remoteUrl'> = {}): Promise<ContentStore> {
    if (!remoteUrl || remoteUrl.startsWith('-') || /^ext::/i.test(remoteUrl)) throw new StoreError(400, `${JSON.stringify(remoteUrl)} is not a repository address git may use.`);
    const store = new ContentStore(path.resolve(dataDir), { ...options, remoteUrl });
    await store.serial(() => store.setUp());
    return store;
  }

  /** Runs `task` after every change queued before it, so changes to the clone never overlap. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** A git call in `cwd` (the clone unless said), as `as` when it makes a commit. */
  call(cwd = this.repo, as?: Person): GitCall {
    return { cwd, home: this.home, as, timeoutMs: this.options.timeoutMs, env: { ...this.options.env, GIT_LITERAL_PATHSPECS: '1' } };
  }

  private async setUp(): Promise<void> {
    await mkdir(this.home, { recursive: true });
    await writeFile(path.join(this.home, '.gitconfig'), gitConfig);
    const fresh = !(await stat(path.join(this.repo, 'HEAD')).catch(() => undefined));
    if (fresh) {
      await mkdir(this.repo, { recursive: true });
      await git(['init', '--quiet', '--bare'], this.call());
      await git(['remote', 'add', 'origin', this.options.remoteUrl], this.call());
    } else await git(['remote', 'set-url', 'origin', this.options.remoteUrl], this.call());
    await git(['config', 'remote.origin.fetch', '+refs/heads/*:refs/remotes/origin/*'], this.call());
    try {
      await this.fetch();
    } catch (error) {
      // A clone fetched before can go on: drafts are saved here and shared when the repository is back.
      if (fresh || !(await this.hasRef(`refs/remotes/origin/${this.main}`))) throw error;
    }
    if (!(await this.hasRef(`refs/remotes/origin/${this.main}`))) throw new StoreError(500, `The team's repository has no branch "${this.main}" to publish to.`);
    await git(['worktree', 'prune'], this.call());
    for (const remote of await this.refs(`refs/remotes/origin/${draftPrefix}`)) {
      const branch = remote.slice('origin/'.length);
      if (isDraftBranch(branch) && !(await this.hasRef(`refs/heads/${branch}`))) await git(['branch', '--quiet', '--no-track', branch, `refs/remotes/${remote}`], this.call());
    }
  }

  /** Fetches the team's repository; a StoreError in words when it cannot be reached. */
  async fetch(): Promise<void> {
    try {
      await git(['fetch', '--quiet', '--prune', 'origin'], this.call());
    } catch (error) {
      throw new StoreError(503, `The team's repository cannot be reached (${reason(error)}).`);
    }
  }

  async hasRef(ref: string): Promise<boolean> {
    return git(['rev-parse', '--verify', '--quiet', ref], this.call()).then(
      () => true,
      () => false,
    );
  }

  /** Short names of the refs under `prefix` (refs/heads/draft/ → draft/…). */
  private async refs(prefix: string): Promise<string[]> {
    const out = await git(['for-each-ref', '--format=%(refname:short)', prefix], this.call());
    return out.split('\n').filter(Boolean);
  }

  /** main as last fetched: what drafts start from and are compared with. */
  get mainRef(): string {
    return `refs/remotes/origin/${this.main}`;
  }

  /** The folder of a draft's worktree. */
  folderOf(branch: string): string {
    return path.join(this.dataDir, 'drafts', branch.slice(draftPrefix.length));
  }

  private async existingDraft(branch: unknown): Promise<string> {
    if (!isDraftBranch(branch) || !(await this.hasRef(`refs/heads/${branch}`))) throw new StoreError(404, `There is no draft ${JSON.stringify(branch)}.`);
    return branch;
  }

  /** The draft's folder, checked out if it is not (after a restart, or for a draft found on the team's repository). */
  async folder(branch: string): Promise<string> {
    if (!isDraftBranch(branch)) throw new StoreError(404, `There is no draft ${JSON.stringify(branch)}.`);
    const folder = this.folderOf(branch);
    // Checked out, so the branch is there (git deletes no branch a worktree holds, and removeDraft removes the worktree
    // first): every request of a draft's owner asks for its folder, and a `git rev-parse` each was a hundred runs in
    // the browser test.
    if (await stat(path.join(folder, '.git')).catch(() => undefined)) return folder;
    await this.existingDraft(branch);
    await git(['worktree', 'prune'], this.call());
    await rm(folder, { recursive: true, force: true });
    await git(['worktree', 'add', '--quiet', folder, branch], this.call());
    return folder;
  }

  /** Starts a draft for `person` from main as it is on the team's repository now. Its name must be new for them. */
  createDraft(person: Person, name: string): Promise<string> {
    return this.serial(async () => {
      const who = checkPerson(person);
      const branch = draftBranch(who, name);
      if (await this.hasRef(`refs/heads/${branch}`)) throw new StoreError(409, `You already have a draft called "${name}".`);
      await this.fetch().catch(() => undefined); // from main as last seen, when the repository cannot be reached
      await git(['branch', '--quiet', '--no-track', branch, this.mainRef], this.call());
      await git(['config', `branch.${branch}.studioOwner`, who.email], this.call());
      await this.folder(branch);
      return branch;
    });
  }

  /**
   * Every draft, with its commits, the files and pages it changes, and whether the team's repository has it. Kept
   * while no branch moves: the list is asked for by every review request and took some seven git runs a draft, so
   * one `for-each-ref` of every branch and its commit says whether the last list still holds.
   */
  async listDrafts(): Promise<readonly DraftSummary[]> {
    const refs = await git(['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads/', 'refs/remotes/'], this.call());
    if (this.listed?.refs !== refs) {
      const drafts = this.readDrafts();
      this.listed = { refs, drafts };
      // A list that failed is not kept: the next request reads again.
      drafts.catch(() => this.listed?.drafts === drafts && (this.listed = undefined));
    }
    return this.listed!.drafts;
  }

  private listed?: { refs: string; drafts: Promise<readonly DraftSummary[]> };

  private async readDrafts(): Promise<readonly DraftSummary[]> {
    const out: DraftSummary[] = [];
    for (const branch of await this.refs(`refs/heads/${draftPrefix}`)) {
      if (!isDraftBranch(branch)) continue;
      const base = await this.forkPoint(branch);
      const commits = parseLog(await git(['log', logFormat, `${base}..refs/heads/${branch}`], this.call()));
      const changes = await this.changedFiles(base, branch);
      const pages: string[] = [];
      for (const { file, status } of changes) {
        if (!file.startsWith('site-config/pages/')) continue;
        const text = await this.textAt(status === 'deleted' ? base : `refs/heads/${branch}`, file);
        const address = text && /"path"\s*:\s*"([^"]*)"/.exec(text)?.[1];
        pages.push(address || `/${file.slice('site-config/pages/'.length).replace(/\.json$/, '')}`);
      }
      const owner = (await git(['config', '--get', `branch.${branch}.studioOwner`], this.call()).catch(() => '')).trim() || commits.at(-1)?.author.email || branch.split('/')[1] || '';
      const [local, remote] = await Promise.all([this.commitOf(`refs/heads/${branch}`), this.commitOf(`refs/remotes/origin/${branch}`)]);
      out.push({ branch, name: branch.split('/')[2] ?? '', owner, folder: this.folderOf(branch), commits, files: changes.map((c) => c.file), pages, shared: local === remote });
    }
    return out;
  }

  private commitOf(ref: string): Promise<string | undefined> {
    return git(['rev-parse', '--verify', '--quiet', ref], this.call()).then(
      (out) => out.trim(),
      () => undefined,
    );
  }

  /** Where the draft began: its merge base with main. */
  async forkPoint(branch: string): Promise<string> {
    return (await git(['merge-base', this.mainRef, `refs/heads/${branch}`], this.call())).trim();
  }

  private async changedFiles(from: string, branch: string): Promise<{ file: string; status: FileChange['status'] }[]> {
    const out = await git(['diff', '--name-status', '-z', '--no-renames', from, `refs/heads/${branch}`, '--'], this.call());
    const fields = out.split('\0').filter(Boolean);
    const files: { file: string; status: FileChange['status'] }[] = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
      const code = fields[i] ?? '';
      files.push({ file: fields[i + 1] ?? '', status: code === 'A' ? 'added' : code === 'D' ? 'deleted' : 'modified' });
    }
    return files;
  }

  /** A file's bytes at a commit (or ref), or undefined when it has no such file. */
  async bytesAt(commit: string, file: string): Promise<Buffer | undefined> {
    return gitBytes(['cat-file', 'blob', `${commit}:${file}`], this.call()).catch((error: unknown) => {
      if (error instanceof GitError && error.exitCode === 128) return undefined;
      throw error;
    });
  }

  private async textAt(commit: string, file: string): Promise<string | undefined> {
    return (await this.bytesAt(commit, file))?.toString('utf8');
  }

  /**
   * Saves `files` in the draft as one commit by `person`, with a message saying what changed. Only paths under
   * site-config/ and public/images/ (not the roles file, no links leading out); anything else refuses the whole save.
   */
  commit(branch: string, person: Person, files: readonly SavedFile[], note = ''): Promise<SaveResult> {
    return this.serial(async () => {
      await this.existingDraft(branch);
      const who = checkPerson(person);
      const paths = [...new Set(files.map((f) => writablePath(f.path)))];
      if (!paths.length) throw new StoreError(400, 'Say which files to save.');
      const folder = await this.folder(branch);
      for (const file of paths) await checkOnDisk(folder, file);
      for (const { path: file, content } of files) {
        const abs = path.join(folder, file);
        if (content === null) await rm(abs, { force: true });
        else if (content !== undefined) {
          await mkdir(path.dirname(abs), { recursive: true });
          await writeFile(abs, content);
        }
      }
      const here = this.call(folder, who);
      await git(['reset', '--quiet'], here); // only this save's files are committed
      await git(['add', '--all', '--', ...paths], here);
      const staged = await git(['diff', '--cached', '--name-status', '-z', '--no-renames'], here);
      const fields = staged.split('\0').filter(Boolean);
      const lines: string[] = [];
      for (let i = 0; i + 1 < fields.length; i += 2) {
        const file = fields[i + 1] ?? '';
        const before = await this.versionAt(folder, 'HEAD', file);
        const after = fields[i] === 'D' ? undefined : { file, text: await readFile(path.join(folder, file), 'utf8') };
        lines.push(describeChange(before, after));
      }
      if (!lines.length) return { message: 'Nothing changed: the files were already as saved.', shared: true };
      const message = `${lines.join('; ')}${note}`;
      await git(['commit', '--quiet', '--no-verify', '-m', message], here);
      const commit = (await git(['rev-parse', 'HEAD'], here)).trim();
      return { commit, message, shared: await this.share(branch) };
    });
  }

  private async versionAt(folder: string, ref: string, file: string): Promise<FileVersion | undefined> {
    const text = await git(['cat-file', 'blob', `${ref}:${file}`], this.call(folder)).catch(() => undefined);
    return text === undefined ? undefined : { file, text };
  }

  /** Pushes the draft to the team's repository: true, or why it could not (the draft stays here). */
  private async share(branch: string): Promise<true | string> {
    try {
      await git(['push', '--quiet', 'origin', `refs/heads/${branch}:refs/heads/${branch}`], this.call());
      return true;
    } catch (error) {
      return `Saved on the studio's server; not yet on the team's repository (${reason(error)}). It is sent with the next save or publish.`;
    }
  }

  /** Each file the draft changes since it began, before and after, for the review. */
  async changes(branch: string): Promise<FileChange[]> {
    await this.existingDraft(branch);
    const base = await this.forkPoint(branch);
    const out: FileChange[] = [];
    for (const { file, status } of await this.changedFiles(base, branch)) {
      const before = status === 'added' ? undefined : await this.bytesAt(base, file);
      const after = status === 'deleted' ? undefined : await this.bytesAt(`refs/heads/${branch}`, file);
      const binary = [before, after].some((b) => b !== undefined && !isText(b));
      const text = (b: Buffer | undefined) => (b === undefined || binary ? undefined : b.toString('utf8'));
      const version = (b: Buffer | undefined): FileVersion | undefined => (b === undefined ? undefined : { file, text: binary ? '' : b.toString('utf8') });
      out.push({ file, status, before: text(before), after: text(after), binary, words: describeChange(version(before), version(after)) });
    }
    return out;
  }

  /** Who changed `file`, when and how, newest first, following renames: on main unless another ref is named. */
  async history(file: string, ref = this.mainRef): Promise<Commit[]> {
    writablePath(file, true);
    return parseLog(await git(['log', '--follow', logFormat, ref, '--', file], this.call()));
  }

  /** The text of `file` at `commit`, or undefined when the file did not exist then. */
  async fileAt(commit: string, file: string): Promise<string | undefined> {
    writablePath(file, true);
    if (!/^[0-9a-f]{4,40}$/i.test(commit)) throw new StoreError(400, `${JSON.stringify(commit)} is not a version (a commit id).`);
    return this.textAt(commit, file);
  }

  /** A new draft for `person` whose one change is `file` put back as it was at `commit`. */
  async restoreAsDraft(file: string, commit: string, person: Person): Promise<string> {
    writablePath(file);
    if (!/^[0-9a-f]{4,40}$/i.test(commit)) throw new StoreError(400, `${JSON.stringify(commit)} is not a version (a commit id).`);
    const bytes = await this.bytesAt(commit, file);
    if (bytes === undefined) throw new StoreError(404, `${file} did not exist in version ${commit}.`);
    const [when = '', short = ''] = (await git(['log', '-1', '--format=%as%x1f%h', commit, '--'], this.call())).trim().split('\x1f');
    const base = `restore ${path.posix.basename(file).replace(/\.[^.]+$/, '')} ${short}`;
    let branch = '';
    for (let n = 1; !branch; n++) {
      branch = await this.createDraft(person, n === 1 ? base : `${base} ${n}`).catch((error: unknown) => {
        if (error instanceof StoreError && error.status === 409 && n < 50) return '';
        throw error;
      });
    }
    await this.commit(branch, person, [{ path: file, content: bytes }], ` (restored from the version of ${when}, ${short})`);
    return branch;
  }

  /**
   * Publishes the draft: merges it into main with a merge commit by `publisher`, has `validate` check the result,
   * and pushes main. Says why not, in words, on a conflict, a failed check or a failed push; nothing is lost then.
   */
  publish(branch: string, publisher: Person, validate: Validate): Promise<PublishResult> {
    return this.serial(async () => {
      await this.existingDraft(branch);
      const result = await publishDraft(this, branch, checkPerson(publisher), validate);
      if (result.ok) await this.removeDraft(branch);
      return result;
    });
  }

  /** The draft's conflicts with main as on the team's repository now (fetched first, when it can be reached). */
  conflicts(branch: string): Promise<Conflict[]> {
    return this.serial(async () => {
      await this.existingDraft(branch);
      await this.fetch().catch(() => undefined); // main as last fetched, when the repository cannot be reached
      return findConflicts(this, branch);
    });
  }

  /**
   * Settles the draft's conflicts with main by `person`'s choice for each conflicting file (resolve.ts): a merge of
   * main into the draft, committed by them and shared. The draft then publishes without conflict.
   */
  resolve(branch: string, person: Person, choices: Readonly<Record<string, Side>>): Promise<{ message: string; resolved: boolean; shared: true | string }> {
    return this.serial(async () => {
      await this.existingDraft(branch);
      const who = checkPerson(person);
      await this.fetch();
      const result = await resolveConflicts(this, await this.folder(branch), who, choices);
      return { ...result, shared: result.resolved ? await this.share(branch) : true };
    });
  }

  /** Forgets a draft here and on the team's repository (after it is published). */
  private async removeDraft(branch: string): Promise<void> {
    await git(['worktree', 'remove', '--force', this.folderOf(branch)], this.call()).catch(() => undefined);
    await git(['branch', '--quiet', '-D', branch], this.call());
    await git(['config', '--remove-section', `branch.${branch}`], this.call()).catch(() => undefined);
    await git(['push', '--quiet', 'origin', '--delete', branch], this.call()).catch(() => undefined);
  }
}
