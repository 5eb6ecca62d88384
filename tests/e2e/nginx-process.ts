/**
 * Debian's real nginx serving a build, as the Docker image does: the shipped main file, deploy/nginx.conf,
 * run as it is with only its paths and port made this test's (its own prefix in a temporary folder, pid and
 * temporary files there, the build's dist/nginx.conf and dist/nginx-http.conf included from the build, no
 * access log, a free port of 127.0.0.1). nginx runs as this user, as a child process of the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxConfFile, nginxHttpConfFile } from '../../src/build/deploy-nginx.ts';
import { brotliModule, nginxBinary, nginxPackages, nginxSkipReason } from '../../scripts/lib/system-needs.ts';
import { repoRoot } from '../helpers/temp-project.ts';
import { freePort } from './server-process.ts';

const install = `apt-get install -y ${nginxPackages.join(' ')} (as .ci/run does)`;

/** Why this machine cannot run the nginx tests (a developer's, without nginx); never in CI. Printed by the files that skip. */
export const nginxSkip = nginxSkipReason(process.env, existsSync);

export interface NginxProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  /** Everything nginx printed so far (its error log is stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with the Docker image's paths and port replaced by this run's; each must be found exactly once. */
export function shippedConfig(distDir: string, prefix: string, port: number): string {
  let text = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const swap = (from: string | RegExp, to: string) => {
    const count = typeof from === 'string' ? text.split(from).length - 1 : (text.match(new RegExp(from.source, 'g')) ?? []).length;
    if (count < 1) throw new Error(`deploy/nginx.conf no longer has ${String(from)}: update tests/e2e/nginx-process.ts to its new layout`);
    text = text.replaceAll(typeof from === 'string' ? from : new RegExp(from.source, 'g'), to);
  };
  // First: the paths put in below may be under /tmp themselves.
  swap(/ \/tmp\//, ` ${prefix}/`);
  swap('include /etc/nginx/site.conf;', `include ${path.join(distDir, nginxConfFile)};`);
  swap('include /etc/nginx/site-http.conf;', `include ${path.join(distDir, nginxHttpConfFile)};`);
  swap('root /srv/site;', `root ${distDir};`);
  swap('listen 8080;', `listen 127.0.0.1:${port};`);
  swap('listen [::]:8080;', '');
  swap('access_log /dev/stdout;', 'access_log off;');
  return text;
}

function answers(base: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${base}/`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(true));
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Starts nginx on the build in `distDir` with the shipped configuration; resolves once it answers. */
export async function startNginx(distDir: string): Promise<NginxProcess> {
  const binary = nginxBinary(existsSync);
  if (!existsSync(binary)) throw new Error(`nginx is not installed, and this test runs the site behind it: ${install}.`);
  if (!existsSync(brotliModule)) throw new Error(`nginx's brotli module is not installed (${brotliModule}), and the site's nginx.conf serves .br files with it: ${install}.`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, shippedConfig(distDir, prefix, port));
  const nginx: ChildProcess = spawn(binary, ['-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  nginx.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx stopped at start (exit ${nginx.exitCode}):\n${output}`);
    }
    if (await answers(base)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 10 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, port, output: () => output, stop };
}
