/**
 * The hosted studio's folders (src/hosted/draft-studios.ts), with studios that only record what they are asked: a
 * folder git is changing (a publish, a resolve) is held, and no studio starts for it until the hold is released.
 * A page left open on the draft used to start one at once (its event stream reconnects), whose Vite then watched the
 * worktree removed under it and restarted (seen in the hosted browser test's log: "vite.config.ts changed,
 * restarting server").
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftStudios, type DraftStudios } from '../../src/hosted/draft-studios.ts';
import type { Studio } from '../../src/studio/server/studio-server.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'draft-studios-'));
const root = path.join(temp, 'project');
const folder = path.join(temp, 'drafts/editor/edits');
mkdirSync(path.join(root, 'node_modules'), { recursive: true });
mkdirSync(folder, { recursive: true });

const made: string[] = [];
const closed: string[] = [];
/** A studio that answers every request with the folder it was made for. */
async function fakeStudio(options: { root: string }): Promise<Studio> {
  made.push(options.root);
  const server = createServer((_req, res) => res.end(`studio of ${path.relative(temp, options.root)}`));
  return { server, unusedUploads: async () => [], preview: async () => '', changed: () => {}, close: async () => void closed.push(options.root) };
}

let studios: DraftStudios;
let server: Server;
let base = '';
beforeAll(async () => {
  studios = createDraftStudios({ root, cacheDir: path.join(temp, 'vite-cache'), studio: { env: {} }, create: fakeStudio });
  server = createServer((req, res) => void studios.serve(folder, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await studios.closeAll();
  await new Promise((resolve) => server.close(resolve));
  rmSync(temp, { recursive: true, force: true });
});

describe('a folder git is changing', () => {
  it('has its studio stopped, starts none while held (503, try again), and starts one once every hold is released', async () => {
    expect(await (await fetch(`${base}/studio/`)).text()).toBe('studio of drafts/editor/edits');
    expect(made).toEqual([folder]);

    const release = await studios.hold(folder);
    expect(closed).toEqual([folder]);
    expect(studios.running()).toEqual([]);
    const refused = await fetch(`${base}/studio/api/events`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ error: 'This draft is being published or brought up to date right now: try again in a moment.' });
    await expect(studios.preview(folder, {})).rejects.toMatchObject({ status: 503 });
    expect(made, 'no studio started while held').toHaveLength(1);

    // Two holds at once (a publish and a resolve): the folder is free only when both are released; a release said twice counts once.
    const second = await studios.hold(folder);
    release();
    release();
    expect((await fetch(`${base}/studio/`)).status).toBe(503);
    second();
    expect(await (await fetch(`${base}/studio/`)).text()).toBe('studio of drafts/editor/edits');
    expect(made).toEqual([folder, folder]);
  });
});
