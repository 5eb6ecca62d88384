/**
 * The build's work folders beside dist/: one left by a build that was stopped (Ctrl+C gives it no chance
 * to clean up) is removed by the next build; one of a build still running is not touched.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeLeftovers } from '../../src/build/replace-folder.ts';

let parent: string | undefined;
afterEach(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('removeLeftovers', () => {
  it('removes the work folders of builds that no longer run, and nothing else', async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'replace-folder-'));
    const dist = path.join(parent, 'dist');
    const stopped = `.dist.building-${deadPid()}`;
    const oldOfStopped = `.dist.old-${deadPid()}`;
    const running = `.dist.building-${process.pid}`;
    const unrelated = ['.dist.notes', '.other.building-1', 'dist'];
    for (const name of [stopped, oldOfStopped, running, ...unrelated]) await mkdir(path.join(parent, name, 'assets'), { recursive: true });

    await removeLeftovers(dist);

    expect((await readdir(parent)).sort()).toEqual([running, ...unrelated].sort());
    expect(existsSync(path.join(parent, running, 'assets'))).toBe(true);
  });

  it('a folder that does not exist yet is no error', async () => {
    await expect(removeLeftovers(path.join(tmpdir(), 'no-such-parent-folder', 'dist'))).resolves.toBeUndefined();
  });
});
