/**
 * Conflicts between a draft and main, before and after a publish: found without touching any folder (git's
 * merge-tree), so a draft's page can say "this conflicts with the published site" before anyone publishes; and
 * settled by the publisher's choice, file by file (the site's version or the draft's), as a merge of main into the
 * draft, by the publisher, in the draft's own folder. The draft then holds main's changes and publishes cleanly.
 */
import path from 'node:path';
import { git, GitError, type Person } from './git.ts';
import { describeConflict, type Conflict, type PublishStore } from './publish.ts';
import { StoreError, writablePath } from './store-paths.ts';

/** Which version of a conflicting file to keep: the published site's, or the draft's. */
export type Side = 'main' | 'draft';

/** What a draft's conflicts with main are now (an empty list: it merges cleanly). Reads only. */
export async function findConflicts(store: PublishStore, branch: string): Promise<Conflict[]> {
  const draftRef = `refs/heads/${branch}`;
  let files: string[];
  try {
    await git(['merge-tree', '--write-tree', '--name-only', '-z', '--no-messages', store.mainRef, draftRef], store.call());
    return [];
  } catch (error) {
    // Exit 1: the merge has conflicts; standard output is the tree, then each conflicting file (once per stage).
    if (!(error instanceof GitError) || error.exitCode !== 1) throw error;
    files = [...new Set(error.stdout.split('\0').slice(1).filter(Boolean))];
  }
  const base = await store.forkPoint(branch);
  const text = (ref: string, file: string) => git(['cat-file', 'blob', `${ref}:${file}`], store.call()).catch(() => undefined);
  const conflicts: Conflict[] = [];
  for (const file of files) {
    const [before, main, draft] = await Promise.all([text(base, file), text(store.mainRef, file), text(draftRef, file)]);
    conflicts.push(await describeConflict(store, branch, file, { base: before, main, draft }));
  }
  return conflicts;
}

const sideWords: Record<Side, string> = { main: 'the published version', draft: 'this draft’s version' };

/**
 * Merges main into the draft in `folder` (the draft's worktree) as `person`, keeping for each conflicting file the
 * side `choices` names; every conflicting file needs a choice. Undoes the merge on any refusal or failure. The caller
 * runs it in the store's queue and shares the draft afterwards.
 */
export async function resolveConflicts(store: PublishStore, folder: string, person: Person, choices: Readonly<Record<string, Side>>): Promise<{ message: string; resolved: boolean }> {
  const here = store.call(folder, person);
  const failure = await git(['merge', '--quiet', '--no-ff', '--no-commit', '--no-verify', store.mainRef], here).then(
    () => undefined,
    (error: unknown) => error,
  );
  try {
    const out = await git(['diff', '--name-only', '-z', '--diff-filter=U'], here);
    const conflicting = out.split('\0').filter(Boolean);
    if (failure && !conflicting.length) throw failure;
    if (!conflicting.length) {
      await git(['merge', '--abort'], here).catch(() => undefined);
      return { resolved: false, message: 'This draft no longer conflicts with the published site: publish it again.' };
    }
    const missing = conflicting.filter((file) => choices[file] !== 'main' && choices[file] !== 'draft');
    if (missing.length) throw new StoreError(400, `Choose which version to keep of ${missing.join(', ')}.`);
    const kept: string[] = [];
    for (const file of conflicting) {
      writablePath(file);
      const side = choices[file]!;
      // In the draft's folder, "ours" is the draft and "theirs" is main; a side that deleted the file keeps it deleted.
      const taken = await git(['checkout', side === 'draft' ? '--ours' : '--theirs', '--', file], here).then(
        () => true,
        () => false,
      );
      await git(taken ? ['add', '--', file] : ['rm', '--quiet', '--force', '--', file], here);
      kept.push(`${path.posix.basename(file)}: kept ${sideWords[side]}`);
    }
    const message = `Resolve the conflict with the published site (${kept.join('; ')})`;
    await git(['commit', '--quiet', '--no-verify', '-m', message], here);
    return { resolved: true, message };
  } catch (error) {
    await git(['merge', '--abort'], here).catch(() => undefined);
    throw error;
  }
}
