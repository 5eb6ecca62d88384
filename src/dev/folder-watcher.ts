/**
 * A watcher of one folder tree that only passes on what the system says: a name changed in a folder. Vite's watcher
 * (chokidar) reads a whole folder again when a file is renamed into it, to tell what was added and what removed, and
 * a save renames its file into place (the studio's lost-write guard, many editors): at 10,000 pages, each save cost
 * some 200 ms of the one thread, in the way of the save's own answer. The tools need no more than the name: they read
 * the file themselves, and a name that is not one of theirs (a folder, a deleted file) makes them read everything.
 */
import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface FolderWatcher {
  close(): void;
}

/** Calls `onChange` with the full path of each file or folder created, changed, renamed or removed under `root`. */
/**
 * How long a name must be quiet before its change is said: a file written in place is emptied, then written, and the
 * system says both; said at the first, a reader found the file empty (tests/cli/studio-server.test.ts). A save that
 * moves the file out and back in is one change too.
 */
export const settleMs = 50;

export function watchFolder(root: string, onChange: (file: string) => void): FolderWatcher {
  /** Each folder watched, with its inode: a folder removed and made again under its name is a new one to watch. */
  const watchers = new Map<string, { watcher: FSWatcher; inode: number }>();
  const settling = new Map<string, ReturnType<typeof setTimeout>>();
  let closed = false;
  const changed = (file: string) => {
    clearTimeout(settling.get(file));
    settling.set(
      file,
      setTimeout(() => {
        settling.delete(file);
        if (!closed) onChange(file);
      }, settleMs),
    );
  };

  /** Watches `dir` and the folders under it; a folder that cannot be watched (gone meanwhile) is skipped. */
  const add = (dir: string, inode: number) => {
    if (closed) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_event, name) => {
        if (!name) return changed(dir);
        const file = path.join(dir, name.toString());
        // A folder made or moved in is watched too (its files are news at once, as the folder's); one removed is not.
        const folder = folderInode(file);
        if (folder !== undefined) {
          if (watchers.get(file)?.inode !== folder) {
            forget(file);
            add(file, folder);
          }
        } else if (watchers.has(file)) forget(file);
        changed(file);
      });
    } catch {
      return;
    }
    watcher.on('error', () => forget(dir));
    watchers.set(dir, { watcher, inode });
    for (const entry of entriesOf(dir)) {
      const sub = path.join(dir, entry.name);
      const subInode = entry.isDirectory() ? folderInode(sub) : undefined;
      if (subInode !== undefined) add(sub, subInode);
    }
  };
  const forget = (dir: string) => {
    for (const [watched, { watcher }] of watchers) {
      if (watched === dir || watched.startsWith(`${dir}${path.sep}`)) {
        watcher.close();
        watchers.delete(watched);
      }
    }
  };
  add(root, folderInode(root) ?? 0);
  return {
    close() {
      closed = true;
      for (const timer of settling.values()) clearTimeout(timer);
      settling.clear();
      for (const { watcher } of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

function folderInode(file: string): number | undefined {
  try {
    const stat = statSync(file);
    return stat.isDirectory() ? stat.ino : undefined;
  } catch {
    return undefined;
  }
}

function entriesOf(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
