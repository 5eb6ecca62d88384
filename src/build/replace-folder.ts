import { readdir, rm, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder beside `target` for this process to work in (`dist` → `.dist.building-1234`): beside it, so
 * it is on the same disk and a rename can put it in `target`'s place.
 */
export function folderBeside(target: string, purpose: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${purpose}-${process.pid}`);
}

/**
 * Puts the finished folder `next` in the place of `target` by renaming, then deletes the old one. A
 * server reading `target` meanwhile sees the old build or the new one, never a half-written one
 * (between the two renames `target` is absent for an instant; src/server/static-files.ts waits it out).
 * With `keepOld`, the old folder is left at `folderBeside(target, 'old')` for the caller (output-tree.ts reuses it).
 */
export async function replaceFolder(next: string, target: string, { keepOld = false }: { keepOld?: boolean } = {}): Promise<void> {
  const old = folderBeside(target, 'old');
  await rm(old, { recursive: true, force: true });
  let hadOld = true;
  await rename(target, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    hadOld = false;
  });
  try {
    await rename(next, target);
  } catch (error) {
    if (hadOld) await rename(old, target);
    throw error;
  }
  if (!keepOld) await rm(old, { recursive: true, force: true });
}

/** True while process `pid` runs (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Deletes the work folders beside `target` (see folderBeside) left by builds that no longer run: a build
 * stopped with Ctrl+C gets no chance to clean up after itself. A running build's folder is left alone.
 */
export async function removeLeftovers(target: string): Promise<void> {
  const prefix = `.${path.basename(target)}.`;
  const names = await readdir(path.dirname(target)).catch(() => [] as string[]);
  for (const name of names) {
    const pid = name.startsWith(prefix) ? /^[a-z]+-(\d+)$/.exec(name.slice(prefix.length))?.[1] : undefined;
    if (pid && !isRunning(Number(pid))) await rm(path.join(path.dirname(target), name), { recursive: true, force: true });
  }
}
