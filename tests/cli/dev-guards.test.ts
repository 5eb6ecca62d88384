/**
 * `npm run dev` under the studio's Host and Origin rules (issue 20 §1): it answers only its own names (with HOST set,
 * also this computer's addresses and the names in ALLOWED_HOSTS), its lead inbox takes no post from another website,
 * and it serves only public/ and the modules pages load: never .data/leads.jsonl, the visitors' names, emails and
 * phone numbers. Each test fails without its guard (src/dev/dev-server.ts, local-access.ts, vite-passthrough.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PATH } from '../../src/blocks/form/query.ts';
import { copyProject, removeProject } from '../helpers/temp-project.ts';
import { startServer } from '../e2e/server-process.ts';

interface Dev {
  root: string;
  port: number;
  leadsFile: string;
  stop(): Promise<void>;
}

/** `npm run dev` on a copy of the project (tests/e2e/server-process.ts starts it as the other server tests do). */
async function startDev(env: Record<string, string> = {}): Promise<Dev> {
  const root = await copyProject('build');
  const server = await startServer('dev', { args: ['--root', root], env });
  return {
    root,
    port: server.port,
    leadsFile: server.leadsFile,
    async stop() {
      await server.stop();
      await removeProject(root);
    },
  };
}

/** A request with exactly these headers (Host included); the answer's status and text. */
function raw(port: number, method: string, address: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const req = request({ host: '127.0.0.1', port, method, path: address, headers: { ...length, ...headers }, setHost: !('Host' in headers) }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const lead = JSON.stringify({ company_name: 'Sample Motors', name: 'Ada Lovelace', mobile: '5550104477', email: 'ada@example.com', contact_type: 1 });

describe('npm run dev on this computer only (HOST unset)', () => {
  let dev: Dev;
  beforeAll(async () => {
    dev = await startDev();
    await mkdir(path.join(dev.root, '.data'), { recursive: true });
    await writeFile(path.join(dev.root, '.data/leads.jsonl'), '{"email":"earlier-visitor@example.com"}\n');
  }, 120_000);
  afterAll(() => dev?.stop());

  it('answers localhost, 127.0.0.1 and [::1] with its port, and no other name', async () => {
    for (const host of [`localhost:${dev.port}`, `127.0.0.1:${dev.port}`, `[::1]:${dev.port}`]) expect((await raw(dev.port, 'GET', '/gap', { Host: host })).status, host).toBe(200);
    for (const host of [`rebind.attacker.example:${dev.port}`, `192.168.1.20:${dev.port}`, `localhost:1`]) expect((await raw(dev.port, 'GET', '/gap', { Host: host })).status, host).toBe(403);
  });

  it('never serves .data/ (the leads), hidden files or the project’s own files', async () => {
    for (const address of ['/.data/leads.jsonl', '/%2Edata/leads.jsonl', `/@fs${dev.root}/.data/leads.jsonl`, '/.git/config', '/package.json', '/__open-in-editor?file=package.json']) {
      const answer = await raw(dev.port, 'GET', address, {});
      expect(answer.status, address).toBe(404);
      expect(answer.text, address).not.toContain('earlier-visitor@example.com');
    }
    expect((await raw(dev.port, 'GET', '/images/gap.svg', {})).status).toBe(200);
    expect((await raw(dev.port, 'GET', '/src/client/main.ts', {})).status).toBe(200);
  });

  it("makes a plan page's brochure when it is asked for (its PDF packages load then, not at the start)", async () => {
    const answer = await raw(dev.port, 'GET', '/brochures/gap.pdf', {});
    expect(answer.status).toBe(200);
    expect(answer.text.startsWith('%PDF-')).toBe(true);
  });

  it('its lead inbox takes the form’s post from its own page, and none from another website', async () => {
    const key = JSON.parse(await readFile(path.join(dev.root, 'site-config/site.json'), 'utf8')).api.key as string;
    const form = { 'Content-Type': 'application/json', Authorization: `Api-Key ${key}` };
    const leads = () => readFile(dev.leadsFile, 'utf8').catch(() => '');
    const before = await leads();
    const from4: Record<string, string>[] = [{ Origin: 'https://attacker.example' }, { Origin: 'http://127.0.0.1:1' }, { 'Sec-Fetch-Site': 'cross-site' }, {}];
    for (const from of from4) {
      expect((await raw(dev.port, 'POST', QUERY_PATH, { ...form, ...from }, lead)).status, JSON.stringify(from)).toBe(403);
    }
    expect(await leads()).toBe(before);
    const own = await raw(dev.port, 'POST', QUERY_PATH, { ...form, Origin: `http://localhost:${dev.port}`, Host: `localhost:${dev.port}` }, lead);
    expect(own.status, own.text).toBe(201);
    expect(await leads()).toContain('ada@example.com');
  });
});

describe('npm run dev opened to the network (HOST=0.0.0.0, ALLOWED_HOSTS)', () => {
  let dev: Dev;
  beforeAll(async () => {
    dev = await startDev({ HOST: '0.0.0.0', ALLOWED_HOSTS: 'devbox.test, Preview.Example' });
  }, 120_000);
  afterAll(() => dev?.stop());

  it('also answers this computer’s addresses and the listed names, and still no other name', async () => {
    for (const host of [`devbox.test:${dev.port}`, `preview.example:${dev.port}`, `192.168.1.20:${dev.port}`, `localhost:${dev.port}`]) expect((await raw(dev.port, 'GET', '/gap', { Host: host })).status, host).toBe(200);
    for (const host of [`rebind.attacker.example:${dev.port}`, `devbox.test.attacker.example:${dev.port}`]) expect((await raw(dev.port, 'GET', '/gap', { Host: host })).status, host).toBe(403);
    expect(existsSync(dev.leadsFile)).toBe(false);
  });
});
