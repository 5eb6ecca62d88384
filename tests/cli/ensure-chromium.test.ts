/**
 * scripts/ensure-chromium.ts as `npm test` runs it, on this machine (everything installed). Only cases that
 * install nothing: a CHROME_PATH apt cannot fix stops the run; a browser named by CHROME_PATH is enough.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/temp-project.ts';

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'scripts/ensure-chromium.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

describe('npm test: ensure-chromium', () => {
  it('stops the run, saying why, when CHROME_PATH names no browser', () => {
    const result = run({ CHROME_PATH: '/opt/nowhere/chrome' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CHROME_PATH is /opt/nowhere/chrome, and there is no file there');
  });

  it('goes on, silently, when the browser CHROME_PATH names and nginx are there', () => {
    const result = run({ CHROME_PATH: '/usr/bin/chromium', CI: 'true' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
