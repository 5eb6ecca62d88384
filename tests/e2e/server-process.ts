/**
 * The real servers as separate processes, for tests that must see them crash if they would:
 * `npm run serve` (scripts/serve.ts) and `npm run dev` (scripts/dev.ts), started with node and tsx's
 * loader directly, so the process id is the server's own (its open files are in /proc/<pid>/fd).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../helpers/free-port.ts';
import { repoRoot } from '../helpers/temp-project.ts';

export { freePort };

export interface ServerProcess {
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
  /** The inbox file its forms are stored in (a temporary one). */
  leadsFile: string;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** True while the process runs. */
  alive(): boolean;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** serve: `--dir <build>`; dev: `--root <project copy>`. */
  args: string[];
  env?: Record<string, string>;
  /** The port to ask for (default: a free one). */
  port?: number;
  /** The most files (and sockets) the process may have open (its RLIMIT_NOFILE, soft and hard; default: this process's). */
  openFiles?: number;
}

/**
 * Runs scripts/<script>.ts of this checkout as its own process, with no `tsx` parent in between. With
 * `openFiles`, a shell sets the limit and replaces itself with node (exec), so the process id is still node's.
 */
export function spawnScript(script: 'serve' | 'dev' | 'build', args: string[], env: Record<string, string> = {}, openFiles?: number): ChildProcess {
  const loader = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  const command = [process.execPath, '--import', loader, path.join(repoRoot, 'scripts', `${script}.ts`), ...args];
  const [file, ...argv] = openFiles === undefined ? command : ['/bin/sh', '-c', `ulimit -n ${Math.floor(openFiles)} && exec "$@"`, 'sh', ...command];
  return spawn(file!, argv, {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Starts `npm run serve` or `npm run dev` on a free port (forms go to its own inbox, in a temporary
 * file) and resolves once it listens.
 */
export async function startServer(script: 'serve' | 'dev', options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const leadsDir = mkdtempSync(path.join(tmpdir(), 'server-leads-'));
  const leadsFile = path.join(leadsDir, 'leads.jsonl');
  const child = spawnScript(script, options.args, { PORT: String(port), HOST: '127.0.0.1', SITE_API_BASE: '', LEADS_FILE: leadsFile, ...options.env }, options.openFiles);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (!/(Serving the built site|Dev server) at /.test(output)) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      child.kill();
      throw new Error(`${script} did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    pid: child.pid!,
    port,
    base: `http://127.0.0.1:${port}`,
    leadsFile,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(leadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Sends `request` as raw bytes on a new connection and resolves with whatever came back, once the
 * server closes the connection or `waitMs` passes (then this side closes it).
 */
export function rawExchange(port: number, request: string | Buffer, waitMs = 1500): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', done);
    socket.on('close', done);
    socket.write(request);
  });
}

/** How many files (and sockets) the process has open now. */
export function openHandles(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}
