/**
 * The commands read their options with node:util parseArgs, strictly: a mistyped or incomplete option is
 * one plain line and exit 2, not ignored (a misspelt --strict used to validate without it) and not a crash.
 */
import { describe, expect, it } from 'vitest';
import { runScript } from '../helpers/temp-project.ts';

describe('command-line options', () => {
  it('a misspelt option is named, with what the command takes, and nothing runs', async () => {
    const run = await runScript('validate.ts', ['--stric']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe("npm run validate: Unknown option '--stric'. It takes --root <value>, --format <value>, --strict, --no-cache.");
    expect(run.stdout).toBe('');
  });

  it('an option missing its value says so', async () => {
    const run = await runScript('build.ts', ['--out']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("npm run build: Option '--out <value>' argument missing.");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a command that takes a name as well refuses an option it does not take the same way', async () => {
    const run = await runScript('new-block.ts', ['priceTable', '--force']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe("npm run new-block: Unknown option '--force'. It takes no options.");
    expect(run.stdout).toBe('');
  });

  it('both spellings of a value are read: --format json and --format=json', async () => {
    for (const args of [['--format', 'json'], ['--format=json']]) {
      const run = await runScript('validate.ts', args);
      expect(run.code, run.output).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ ok: true });
    }
  });
});
