/**
 * `npm run studio` as a person starts it (scripts/studio.ts, a real process on a copy of the project): it
 * listens on this computer only, refuses a HOST that would open it to the network, prints its address, and
 * tells open pages about changes made on disk.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../src/server/listen.ts';
import { studioApi, type FileChanged } from '../../src/studio/protocol.ts';
import { createStudio } from '../../src/studio/server/studio-server.ts';
import { copyProject, removeProject, repoRoot, runScript } from '../helpers/temp-project.ts';

let root: string;
let child: ChildProcess;
let port: number;
let printed = '';

beforeAll(async () => {
  root = await copyProject('build');
  child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'scripts/studio.ts'), '--root', root], {
    env: { ...process.env, PORT: '0', HOST: '', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  port = await new Promise<number>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      printed += chunk;
      const match = /Studio: http:\/\/localhost:(\d+)\/studio\/\n/.exec(printed);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`the studio stopped (${code}):\n${printed}`)));
  });
});
afterAll(async () => {
  child?.kill();
  await removeProject(root);
});

/** The local addresses listening on `port`, from the kernel's own table (/proc/net/tcp and tcp6). */
async function listeningAddresses(port: number): Promise<string[]> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const rows = (await Promise.all(['/proc/net/tcp', '/proc/net/tcp6'].map((f) => readFile(f, 'utf8').catch(() => '')))).join('\n');
  return rows
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')
    .map((cols) => cols[1]!.split(':')[0]!);
}

describe('npm run studio', () => {
  it('prints its address and listens on 127.0.0.1 only', async () => {
    expect(printed).toContain(`Studio: http://localhost:${port}/studio/`);
    // 0100007F is 127.0.0.1 as the kernel writes it; 00000000 would be every network.
    expect(await listeningAddresses(port)).toEqual(['0100007F']);
    const page = await fetch(`http://127.0.0.1:${port}/studio/`);
    expect(page.status).toBe(200);
    // The app as built at start (app-bundle.ts): one script of its own, no module compiled on request.
    const html = await page.text();
    expect(html).toMatch(/<script type="module" crossorigin src="\/studio\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(html).not.toContain('/@vite/client');
  });

  it('with --dev, serves its app through Vite, compiled on request', async () => {
    const studio = await createStudio({ root, env: process.env, cacheDir: path.join(root, '.vite'), app: 'vite' });
    const { url } = await listen(studio.server, { env: { PORT: '0' }, defaultPort: 0, running: 'the studio', command: 'npm run studio' });
    try {
      const html = await (await fetch(new URL('/studio/', url))).text();
      expect(html).toContain('<script type="module" src="/@vite/client"></script>');
      expect(html).toContain('<script type="module" src="/src/studio/app/main.tsx"></script>');
      expect(html).not.toContain('/studio/assets/');
    } finally {
      await studio.close();
    }
  });

  it('refuses a HOST that is not this computer, in one line', async () => {
    const run = await runScript('studio.ts', ['--root', root], { HOST: '0.0.0.0', PORT: '0' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('HOST=0.0.0.0 would open the studio to other computers, and the studio writes files: it listens on this computer only. Leave HOST unset (127.0.0.1).');
  });

  it('sends a `changed` event within 2 s of a file being edited on disk', async () => {
    const file = 'site-config/pages/about.json';
    const events: FileChanged[] = [];
    const stream = await new Promise<http.IncomingMessage>((resolve) => http.get(`http://127.0.0.1:${port}${studioApi.events}`, resolve));
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    let buffer = '';
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: changed\ndata: (.*)$/m.exec(message)?.[1];
        if (data) events.push(JSON.parse(data));
      }
    });
    const text = await readFile(path.join(root, file), 'utf8');
    const started = Date.now();
    await writeFile(path.join(root, file), text.replace('"title": "', '"title": "Changed on disk: '));
    while (!events.some((e) => e.file === file) && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 25));
    stream.destroy();
    const event = events.find((e) => e.file === file);
    expect(event, `no changed event for ${file} within 2 s`).toBeDefined();
    const opened = await (await fetch(`http://127.0.0.1:${port}${studioApi.file}?file=${encodeURIComponent(file)}`)).json();
    expect(event!.version).toBe(opened.version);
  });
});
