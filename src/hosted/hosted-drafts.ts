/**
 * Which draft is whose, for the hosted studio: one open draft per person for now, the branch
 * draft/<their email>/edits, started from main on their first write. Until then they read main as published (a
 * worktree of its own, main-view/, which also holds the roles file the sign-in reads).
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Person } from './auth/auth-handler.ts';
import type { ContentStore } from './git/content-store.ts';
import { git } from './git/git.ts';
import { draftBranch } from './git/store-paths.ts';

/** The name of everyone's one draft. */
const draftName = 'edits';

export interface HostedDrafts {
  /** main as last fetched, checked out: what a person without a draft reads. */
  readonly mainFolder: string;
  /** The person's draft, if they have one. */
  draftOf(person: Person): Promise<string | undefined>;
  /** The person's draft, started now if they have none. */
  ensureDraft(person: Person): Promise<string>;
  /** Forgets what it knew of a draft (after it is published). */
  forget(branch: string): void;
  /** Moves main-view to main as last fetched (after a publish; a new draft does it too). */
  refreshMain(): Promise<void>;
}

/** Paths the clone's checkouts never show as changes: the linked node_modules (.gitignore's `node_modules/` matches folders, not a link). */
const excluded = ['/node_modules'];

async function excludeLinks(store: ContentStore): Promise<void> {
  const file = path.join(store.repo, 'info/exclude');
  const text = await readFile(file, 'utf8').catch(() => '');
  const missing = excluded.filter((line) => !text.split('\n').includes(line));
  if (!missing.length) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${text}${text && !text.endsWith('\n') ? '\n' : ''}${missing.join('\n')}\n`);
}

/**
 * `mainChanged` is told each time main-view is checked out again, after git has written it: a studio showing the
 * folder reads it again at once (its watcher's word comes later, and a person's next request may come first).
 */
export async function openHostedDrafts(store: ContentStore, mainChanged: (folder: string) => Promise<void> = async () => {}): Promise<HostedDrafts> {
  await excludeLinks(store);
  const mainFolder = path.join(store.dataDir, 'main-view');
  const known = new Map<string, string>();
  // People found without a draft. Every request of theirs asks (the app's assets and the preview's modules too): one
  // `git rev-parse` each was some 600 of the 1,700 git runs of the browser test. Their draft is started here only
  // (ensureDraft), and a restart, which could find one fetched from the team's repository, starts with this empty.
  const without = new Set<string>();
  const starting = new Map<string, Promise<string>>();

  const refreshMain = async () => {
    if (!(await stat(path.join(mainFolder, '.git')).catch(() => undefined))) {
      await git(['worktree', 'prune'], store.call());
      await git(['worktree', 'add', '--quiet', '--detach', '--force', mainFolder, store.mainRef], store.call());
    } else {
      await git(['checkout', '--quiet', '--force', '--detach', store.mainRef], store.call(mainFolder));
      await git(['clean', '--quiet', '-fd'], store.call(mainFolder)); // not -x: the node_modules link stays
    }
    await mainChanged(mainFolder);
  };
  await refreshMain();

  const draftOf = async (person: Person) => {
    const cached = known.get(person.email);
    if (cached) return cached;
    if (without.has(person.email)) return undefined;
    const branch = draftBranch(person, draftName);
    if (!(await store.hasRef(`refs/heads/${branch}`))) {
      without.add(person.email);
      return undefined;
    }
    known.set(person.email, branch);
    return branch;
  };

  return {
    mainFolder,
    draftOf,
    async ensureDraft(person) {
      const existing = await draftOf(person);
      if (existing) return existing;
      // Two first writes at once (two tabs) start one draft.
      let pending = starting.get(person.email);
      if (!pending) {
        pending = store.createDraft(person, draftName).finally(() => starting.delete(person.email));
        starting.set(person.email, pending);
      }
      const branch = await pending;
      without.delete(person.email);
      known.set(person.email, branch);
      // The draft started from main as just fetched: what others read follows it.
      await refreshMain().catch((error: unknown) => console.error('Could not bring main-view up to date:', error));
      return branch;
    },
    forget(branch) {
      for (const [email, b] of known) if (b === branch) known.delete(email);
    },
    refreshMain,
  };
}
