/**
 * Publishing a draft, step by step: fetch; merge the draft into main in a folder of its own (never a draft's), with
 * a merge commit by the publisher; check the result with the caller's validation; push main. On a conflict, a failed
 * check or a failed push it stops and says why, in words, with nothing lost: the draft's branch is untouched, and
 * main changes nowhere (the clone has no local main: what it knows of main moves only when the push succeeded).
 * When main moved on the team's repository meanwhile, it fetches, merges and checks again, once.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describeChange, type FileVersion } from './change-words.ts';
import { git, GitError, lastWords, type GitCall, type Person } from './git.ts';
import { StoreError, writablePath } from './store-paths.ts';
import type { Conflict } from '../../studio/hosted-protocol.ts';

/** What publishing uses of the content store (content-store.ts), which calls it. */
export interface PublishStore {
  readonly dataDir: string;
  readonly main: string;
  readonly mainRef: string;
  call(cwd?: string, as?: Person): GitCall;
  fetch(): Promise<void>;
  forkPoint(branch: string): Promise<string>;
  changes(branch: string): Promise<{ file: string; words: string }[]>;
}

/** The check a merged main must pass before it is pushed: `npm run validate -- --strict`'s, on the folder. */
export type Validate = (folder: string) => Promise<{ ok: boolean; words: string }>;

/** A file the draft and main both changed in ways git cannot merge: the screens' type. */
export type { Conflict };

export type PublishResult =
  | { ok: true; commit: string; message: string }
  | { ok: false; reason: 'conflict'; message: string; conflicts: Conflict[] }
  | { ok: false; reason: 'invalid'; message: string; words: string }
  | { ok: false; reason: 'unreachable' | 'rejected' | 'empty' | 'outside'; message: string };

const kept = 'The draft is kept as it is, and the published site is unchanged.';

/** The folder merges are made in, checked out (detached) at main as last fetched. */
async function publishFolder(store: PublishStore): Promise<string> {
  const folder = path.join(store.dataDir, 'publish');
  if (!(await stat(path.join(folder, '.git')).catch(() => undefined))) {
    await git(['worktree', 'prune'], store.call());
    await git(['worktree', 'add', '--quiet', '--detach', '--force', folder, store.mainRef], store.call());
  }
  await git(['merge', '--abort'], store.call(folder)).catch(() => undefined);
  await git(['checkout', '--quiet', '--force', '--detach', store.mainRef], store.call(folder));
  await git(['reset', '--quiet', '--hard', store.mainRef], store.call(folder));
  await git(['clean', '--quiet', '-fdx'], store.call(folder));
  return folder;
}

/** A conflicting file with its three texts: what each side did, in words, and who changed it on main since the draft began. */
export async function describeConflict(store: PublishStore, branch: string, file: string, texts: Pick<Conflict, 'base' | 'main' | 'draft'>): Promise<Conflict> {
  const version = (text: string | undefined): FileVersion | undefined => (text === undefined ? undefined : { file, text });
  const forked = await store.forkPoint(branch);
  const by = await git(['log', '--format=%an', `${forked}..${store.mainRef}`, '--', file], store.call());
  return {
    file,
    ...texts,
    mainChange: describeChange(version(texts.base), version(texts.main)),
    draftChange: describeChange(version(texts.base), version(texts.draft)),
    mainBy: [...new Set(by.split('\n').filter(Boolean))],
  };
}

/** The conflicting files of a merge that stopped, each with its three texts and what each side did. */
async function conflictsOf(store: PublishStore, folder: string, branch: string): Promise<Conflict[]> {
  const out = await git(['diff', '--name-only', '-z', '--diff-filter=U'], store.call(folder));
  const conflicts: Conflict[] = [];
  for (const file of out.split('\0').filter(Boolean)) {
    // Stages of the index during a merge: 1 the common base, 2 ours (main), 3 theirs (the draft).
    const stage = (n: number) => git(['cat-file', 'blob', `:${n}:${file}`], store.call(folder)).catch(() => undefined);
    const [base, main, draft] = await Promise.all([stage(1), stage(2), stage(3)]);
    conflicts.push(await describeConflict(store, branch, file, { base, main, draft }));
  }
  return conflicts;
}

/** Why a push failed: main moved on (fetch and merge again), the repository refused it (its words), or it could not be reached. */
function pushFailure(error: unknown): 'moved' | 'rejected' | 'unreachable' {
  const said = error instanceof GitError ? error.stderr : '';
  if (/\[rejected\].*\((fetch first|non-fast-forward)\)|! \[rejected\]/.test(said)) return 'moved';
  if (/\[remote rejected\]|hook declined|protected branch|denied|not allowed|403/i.test(said)) return 'rejected';
  return 'unreachable';
}

/** What the team's repository itself said (a hook's "remote: …" lines), for a refusal. */
const remoteWords = (error: unknown) =>
  error instanceof GitError
    ? error.stderr
        .split('\n')
        .filter((line) => line.startsWith('remote:'))
        .map((line) => line.slice('remote:'.length).trim())
        .filter(Boolean)
        .join(' ')
    : '';

/** The one-line summary of what a draft changes, for the merge commit's message. */
async function summary(store: PublishStore, branch: string): Promise<string> {
  const words = (await store.changes(branch)).map((c) => c.words);
  return words.length > 3 ? `${words.slice(0, 3).join('; ')} and ${words.length - 3} more` : words.join('; ');
}

/** See the file's comment. Runs in the store's queue (ContentStore.publish). */
export async function publishDraft(store: PublishStore, branch: string, publisher: Person, validate: Validate): Promise<PublishResult> {
  const draftRef = `refs/heads/${branch}`;
  for (let round = 0; ; round++) {
    try {
      await store.fetch();
    } catch (error) {
      const why = error instanceof StoreError ? error.message : lastWords(error);
      return { ok: false, reason: 'unreachable', message: `Nothing was published: ${why} ${kept} Publish again when it can be reached.` };
    }
    const changes = await store.changes(branch);
    if (!changes.length) return { ok: false, reason: 'empty', message: 'This draft changes nothing that is not already published.' };
    // A draft branch can be pushed to by anyone with access to the repository: publish only what the studio may write.
    const outside = changes.map((c) => c.file).filter((file) => !isWritable(file));
    if (outside.length) {
      return { ok: false, reason: 'outside', message: `This draft changes files the studio does not publish (${outside.join(', ')}). ${kept}` };
    }
    const folder = await publishFolder(store);
    const message = `Publish ${branch.slice('draft/'.length)}: ${await summary(store, branch)}`;
    try {
      await git(['merge', '--quiet', '--no-ff', '--no-verify', '--no-edit', '-m', message, draftRef], store.call(folder, publisher));
    } catch (error) {
      const conflicts = await conflictsOf(store, folder, branch);
      await git(['merge', '--abort'], store.call(folder)).catch(() => undefined);
      if (!conflicts.length) throw error;
      const said = conflicts.map((c) => `${c.file}: on the site, ${c.mainChange}${c.mainBy.length ? ` (by ${c.mainBy.join(', ')})` : ''}; in this draft, ${c.draftChange}`).join('. ');
      return { ok: false, reason: 'conflict', conflicts, message: `This draft and the published site both changed the same part of ${conflicts.length === 1 ? 'a file' : `${conflicts.length} files`}: ${said}. Choose which to keep, then publish again. ${kept}` };
    }
    const checked = await validate(folder);
    if (!checked.ok) {
      await git(['reset', '--quiet', '--hard', store.mainRef], store.call(folder));
      return { ok: false, reason: 'invalid', words: checked.words, message: `The site would not pass its checks with this draft, so nothing was published:\n${checked.words}` };
    }
    const merged = (await git(['rev-parse', 'HEAD'], store.call(folder))).trim();
    try {
      await git(['push', '--quiet', 'origin', `${merged}:refs/heads/${store.main}`], store.call());
    } catch (error) {
      await git(['reset', '--quiet', '--hard', store.mainRef], store.call(folder));
      const failure = pushFailure(error);
      if (failure === 'moved' && round === 0) continue; // main moved on meanwhile: fetch, merge and check again, once
      const why =
        failure === 'moved'
          ? 'the published site kept changing while this draft was being published'
          : failure === 'rejected'
            ? `the team's repository refused it (${remoteWords(error) || lastWords(error)})`
            : `the team's repository could not be reached (${lastWords(error)})`;
      return { ok: false, reason: failure === 'rejected' ? 'rejected' : 'unreachable', message: `Nothing was published: ${why}. ${kept} Publish again${failure === 'rejected' ? ' once that is sorted out' : ''}.` };
    }
    // What this clone knows of main follows the push, without waiting for the next fetch.
    await git(['update-ref', store.mainRef, merged], store.call());
    return { ok: true, commit: merged, message: `Published: ${message.slice('Publish '.length)}` };
  }
}

function isWritable(file: string): boolean {
  try {
    writablePath(file);
    return true;
  } catch {
    return false;
  }
}
