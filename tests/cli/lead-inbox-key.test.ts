/**
 * The served inbox checks the key the build put in the forms, and answers only if the build's forms post
 * to this site: `npm start` run with another SITE_API_KEY / SITE_API_BASE than the build had must not
 * change what is accepted. Real builds, served by the real `npm run serve`, over real sockets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../src/blocks/form/query.ts';
import { leadApi, localInbox, readBuiltLeadApi } from '../../src/server/lead-api.ts';
import { readInbox } from '../../src/server/lead-inbox.ts';
import { freePort } from '../helpers/free-port.ts';
import { repoRoot, runScript } from '../helpers/temp-project.ts';

const BAKED = 'key-baked-in-at-build';
const SHELL = 'key-in-the-serving-shell';
const lead = { company_name: 'Desert Motors', name: 'Ana Ruiz', mobile: '5550104477', email: 'ana@desertmotors.example', contact_type: 1 };

let dir: string;
/** Built with the forms posting to this site, with BAKED as their key. */
let localBuild: string;
/** Built with the forms posting to a real API elsewhere. */
let remoteBuild: string;

async function build(out: string, env: Record<string, string>): Promise<void> {
  const run = await runScript('build.ts', ['--out', out], env);
  expect(run.code, run.output).toBe(0);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inbox-key-'));
  localBuild = path.join(dir, 'local');
  remoteBuild = path.join(dir, 'remote');
  await build(localBuild, { SITE_API_BASE: '', SITE_API_KEY: BAKED });
  await build(remoteBuild, { SITE_API_BASE: 'https://api.example.com', SITE_API_KEY: BAKED });
}, 180_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

interface Served {
  base: string;
  leadsFile: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm run serve -- --dir <build>` as its own process (node with tsx's loader, so stopping it stops the server). */
async function serve(distDir: string, env: Record<string, string>): Promise<Served> {
  const port = await freePort();
  const leadsFile = path.join(await mkdtemp(path.join(dir, 'leads-')), 'leads.jsonl');
  const loader = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  const child: ChildProcess = spawn(process.execPath, ['--import', loader, path.join(repoRoot, 'scripts/serve.ts'), '--dir', distDir], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1', PORT: String(port), HOST: '127.0.0.1', LEADS_FILE: leadsFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + 30_000; ; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited:\n${output}`);
    if (await fetch(`${base}/`).then(() => true, () => false)) break;
    if (Date.now() > end) throw new Error(`npm run serve did not answer within 30 s:\n${output}`);
  }
  return {
    base,
    leadsFile,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const post = (base: string, key: string) =>
  fetch(`${base}${QUERY_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Api-Key ${key}` }, body: JSON.stringify(lead) });

describe('the served inbox follows the build, not the shell it is served from', () => {
  it('accepts the key the build put in the forms, and refuses the one the serving shell has', async () => {
    const server = await serve(localBuild, { SITE_API_BASE: '', SITE_API_KEY: SHELL });
    try {
      expect((await post(server.base, SHELL)).status).toBe(401);
      expect((await post(server.base, BAKED)).status).toBe(201);
      expect((await readInbox(server.leadsFile)).records.map((r) => r.body)).toEqual([lead]);
    } finally {
      await server.stop();
    }
  });

  it('stays off when the build\'s forms post to a real API, even if the serving shell says the API is local', async () => {
    const server = await serve(remoteBuild, { SITE_API_BASE: '', SITE_API_KEY: BAKED });
    try {
      const answer = await post(server.base, BAKED);
      expect(answer.status).not.toBe(201);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect((await readInbox(server.leadsFile)).records).toEqual([]);
      expect(server.output()).not.toMatch(/lead inbox is off/);
    } finally {
      await server.stop();
    }
  });

  it('says in one line why the inbox is off when the build cannot tell (a folder mixing two builds)', async () => {
    const mixed = path.join(dir, 'mixed');
    await cp(localBuild, mixed, { recursive: true });
    const contact = path.join(mixed, 'contact.html');
    await writeFile(contact, (await readFile(contact, 'utf8')).replaceAll(`"key":"${BAKED}"`, '"key":"another-key"'));
    const server = await serve(mixed, { SITE_API_BASE: '', SITE_API_KEY: BAKED });
    try {
      expect((await post(server.base, BAKED)).status).not.toBe(201);
      const said = server.output().split('\n').filter((l) => l.includes('lead inbox'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^The local lead inbox is off: The forms in .*mixed disagree \(contact\.html sends to \/api\/account\/website\/customer\/query\/ with key "another-key"; index\.html sends to \/api\/account\/website\/customer\/query\/ with key "key-baked-in-at-build"\): it mixes two builds\. Rebuild with `npm run build`\.$/);
    } finally {
      await server.stop();
    }
  });
});

describe('reading the lead API from a build', () => {
  it('finds the address and key in every page with a form', async () => {
    const reading = await readBuiltLeadApi(localBuild);
    expect(reading).toMatchObject({ ok: true, api: { local: true, url: QUERY_PATH, key: BAKED } });
    expect(reading.ok && reading.pages).toEqual(expect.arrayContaining(['contact.html', 'index.html']));
    expect(await leadApi(remoteBuild)).toEqual({ local: false, url: `https://api.example.com${QUERY_PATH}`, key: BAKED });
  });

  it('says what is wrong when it cannot tell, and the inbox stays off', async () => {
    const cases: [string, (build: string) => Promise<void>, RegExp][] = [
      ['an empty folder', async (build) => void (await rm(build, { recursive: true })), /holds no built pages, so there is no form key to check: run `npm run build` first\.$/],
      ['a build without forms', async (build) => {
        for (const page of ['index.html', 'contact.html', 'admin-in-a-box.html']) await rm(path.join(build, page));
      }, /^No page in .* has a form, so nothing will be sent to a lead inbox\.$/],
      ['a form whose key cannot be read', async (build) => {
        const page = path.join(build, 'contact.html');
        await writeFile(page, (await readFile(page, 'utf8')).replace(/"endpoint":\{[^}]*\}/, '"endpoint":null'));
      }, /contact\.html has a form, but no address and key for it could be read, so the key the forms send is unknown\. Rebuild with `npm run build`\.$/],
    ];
    for (const [name, damage, message] of cases) {
      const copy = await mkdtemp(path.join(dir, 'case-'));
      await cp(localBuild, copy, { recursive: true });
      await damage(copy);
      const warned: string[] = [];
      expect(await localInbox(copy, path.join(copy, 'leads.jsonl'), (line) => warned.push(line)), name).toBeUndefined();
      expect(warned, name).toHaveLength(1);
      expect(warned[0], name).toMatch(/^The local lead inbox is off: /);
      expect(warned[0]!.replace(/^The local lead inbox is off: /, ''), name).toMatch(message);
      await expect(leadApi(copy), name).rejects.toThrow(message);
    }
  });
});
