/**
 * `npm run checks`: the checks `npm test` runs before its tests, side by side, as many at a time as the machine has
 * cores: generated files and docs up to date, types, lint, the dependency matrix and the site's content. Run one
 * after the other they took about 37 s here, mostly the type check (20 s) and the lint (11 s), each on one core.
 * The type check is now TypeScript 7's native compiler (`typescript-native`: 4 s, 8 CPU-seconds), so the lint
 * leads.
 * Each check's output is shown only when it fails; every check runs, so one run names every failure.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Longest first, so the short ones fill the other cores while it runs. */
const checks: [name: string, args: string[]][] = [
  ['lint', ['run', 'lint']],
  ['types', ['run', 'typecheck']],
  ['dependency matrix', ['run', 'deps']],
  ['generated files', ['run', 'generate', '--', '--check']],
  ['docs', ['run', 'docs', '--', '--check']],
  ['content', ['run', 'validate', '--', '--strict']],
];

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

function run([name, args]: (typeof checks)[number]): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    // npm, not the commands themselves: package.json stays the one place that says what each check runs.
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['--silent', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    const done = (ok: boolean) => resolve({ name, ok, seconds: (Date.now() - started) / 1000, output });
    child.once('error', (error) => {
      output += String(error);
      done(false);
    });
    child.once('close', (code) => done(code === 0));
  });
}

const queue = [...checks];
const results: Result[] = [];
const started = Date.now();
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), checks.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await run(next);
      results.push(result);
      console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
    }
  }),
);
const failed = results.filter((r) => !r.ok);
for (const { name, output } of failed) console.error(`\n── ${name} failed ──\n${output.trimEnd()}`);
console.log(`${failed.length ? `${failed.length} of ${checks.length} checks failed` : `All ${checks.length} checks passed`} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
process.exitCode = failed.length ? 1 : 0;
