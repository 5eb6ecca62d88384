/**
 * One studio server for a test file: the real server (src/studio/server/) on a real socket of this computer,
 * over a temporary copy of the project, and plain HTTP calls to it.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStudio, type Studio } from '../../src/studio/server/studio-server.ts';
import { listen } from '../../src/server/listen.ts';
import { copyProject, removeProject } from '../helpers/temp-project.ts';

export interface RunningStudio {
  root: string;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** A request to the studio; the answer's status, its body as text and, when it is JSON, parsed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shapes are protocol.ts's; each test reads the fields it checks
  call(method: string, address: string, body?: unknown): Promise<{ status: number; text: string; json: any; type: string }>;
  stop(): Promise<void>;
}

export async function startStudio(): Promise<RunningStudio> {
  const root = await copyProject('build');
  const studio: Studio = await createStudio({ root, env: process.env, cacheDir: path.join(root, '.vite') });
  await listen(studio.server, { env: { PORT: '0' }, defaultPort: 0, running: 'a test studio', command: 'the test' });
  const { port } = studio.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    root,
    origin,
    async call(method, address, body) {
      const raw = body instanceof Uint8Array;
      const res = await fetch(origin + address, {
        method,
        ...(body === undefined ? {} : { body: raw ? new Uint8Array(body) : JSON.stringify(body), headers: { 'Content-Type': raw ? 'application/octet-stream' : 'application/json' } }),
      });
      const text = await res.text();
      const type = res.headers.get('content-type') ?? '';
      return { status: res.status, text, type, json: type.includes('json') ? JSON.parse(text) : undefined };
    },
    async stop() {
      await studio.close();
      await removeProject(root);
    },
  };
}
