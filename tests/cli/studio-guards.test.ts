/**
 * What the studio refuses (issue 20 §1), over a real socket with raw requests. Each refusal starts from a request
 * the studio accepts (the control: `valid`) and breaks exactly one thing, so each test fails without its own guard:
 * Host, Origin, content type, secret. Then what it does not serve (.data/, hidden files, Vite's editor opener),
 * the headers that keep other sites from reading or framing it, and the uploads it refuses.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioApi, studioSecret } from '../../src/studio/protocol.ts';
import { startStudio, type RunningStudio } from './studio-harness.ts';

let studio: RunningStudio;
beforeAll(async () => {
  studio = await startStudio();
});
afterAll(() => studio?.stop());

let counter = 0;
/** A new page request nobody made yet, and whether its file exists afterwards. */
function newPage() {
  const address = `/guard-test-${++counter}`;
  return { body: JSON.stringify({ address, title: `Guard test ${counter} | Owl Admin`, from: 'recipe:blank' }), written: () => existsSync(path.join(studio.root, `site-config/pages${address}.json`)) };
}

/** Everything a write from the studio's own page carries. */
const valid = () => ({ Host: `127.0.0.1:${studio.port}`, Origin: `http://127.0.0.1:${studio.port}`, 'Content-Type': 'application/json', [studioSecret.header]: studio.secret });

describe('a write is taken only from the studio’s own page', () => {
  it('the control: a request with the right Host, Origin, content type and secret creates the page', async () => {
    const page = newPage();
    const answer = await studio.raw('POST', studioApi.newPage, valid(), page.body);
    expect(answer.status).toBe(201);
    expect(page.written()).toBe(true);
  });

  it.each([
    ['another name (DNS rebinding)', 'rebind.attacker.example:PORT'],
    ['another port', '127.0.0.1:1'],
    ['no port', 'localhost'],
    ['an address of the network', '192.168.1.20:PORT'],
  ])('a Host of %s is refused with 403 and nothing is written', async (_what, host) => {
    const page = newPage();
    const answer = await studio.raw('POST', studioApi.newPage, { ...valid(), Host: host.replace('PORT', String(studio.port)) }, page.body);
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatch(/answers only http:\/\/localhost/);
    expect(page.written()).toBe(false);
  });

  it('localhost and [::1] with the studio’s port are its names', async () => {
    for (const host of [`localhost:${studio.port}`, `[::1]:${studio.port}`, `LocalHost:${studio.port}`]) {
      expect((await studio.raw('GET', studioApi.files, { Host: host })).status, host).toBe(200);
    }
  });

  it('a read of the API through another name is refused too: a rebound page cannot read the files', async () => {
    const answer = await studio.raw('GET', `${studioApi.file}?file=site-config/site.json`, { Host: `attacker.example:${studio.port}` });
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain('"brand"');
  });

  it.each([
    ['another website', { Origin: 'https://attacker.example' }],
    ['another port of this computer', { Origin: 'http://127.0.0.1:1' }],
    ['the null origin of a sandboxed frame', { Origin: 'null' }],
  ])('an Origin of %s is refused with 403 and nothing is written', async (_what, headers) => {
    const page = newPage();
    const answer = await studio.raw('POST', studioApi.newPage, { ...valid(), ...headers }, page.body);
    expect(answer.status).toBe(403);
    expect(page.written()).toBe(false);
  });

  it('no Origin is refused unless the browser says the request is same-origin', async () => {
    const { Origin: _origin, ...noOrigin } = valid();
    const refused = newPage();
    expect((await studio.raw('POST', studioApi.newPage, noOrigin, refused.body)).status).toBe(403);
    expect((await studio.raw('POST', studioApi.newPage, { ...noOrigin, 'Sec-Fetch-Site': 'cross-site' }, refused.body)).status).toBe(403);
    expect(refused.written()).toBe(false);
    const taken = newPage();
    expect((await studio.raw('POST', studioApi.newPage, { ...noOrigin, 'Sec-Fetch-Site': 'same-origin' }, taken.body)).status).toBe(201);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])('a body sent as %j (what a form or a no-cors fetch can send) is refused with 415', async (type) => {
    const page = newPage();
    const headers: Record<string, string> = { ...valid(), 'Content-Type': type };
    if (!type) delete headers['Content-Type'];
    const answer = await studio.raw('POST', studioApi.newPage, headers, page.body);
    expect(answer.status).toBe(415);
    expect(page.written()).toBe(false);
  });

  it.each([
    ['no secret', undefined],
    ['a wrong secret', 'not-the-secret'],
    ['a secret one character short', 'SHORT'],
  ])('%s is refused with 403 and nothing is written', async (_what, secret) => {
    const page = newPage();
    const headers: Record<string, string> = { ...valid() };
    if (secret === 'SHORT') headers[studioSecret.header] = studio.secret.slice(0, -1);
    else if (secret) headers[studioSecret.header] = secret;
    else delete headers[studioSecret.header];
    const answer = await studio.raw('POST', studioApi.newPage, headers, page.body);
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatch(/secret/);
    expect(page.written()).toBe(false);
  });

  it('every write endpoint demands the secret: saves, checks, previews and uploads', async () => {
    const before = await readdir(path.join(studio.root, 'site-config/pages'));
    const { [studioSecret.header]: _secret, ...noSecret } = valid();
    const attempts: [string, string, Record<string, string>, string][] = [
      ['PUT', studioApi.file, noSecret, JSON.stringify({ file: 'site-config/pages/gap.json', data: {}, baseVersion: '', force: true })],
      ['POST', studioApi.check, noSecret, JSON.stringify({ file: 'site-config/pages/gap.json', data: {} })],
      ['POST', studioApi.preview, noSecret, JSON.stringify({ file: 'site-config/pages/gap.json', data: {} })],
      ['POST', `${studioApi.images}?name=x.svg`, { ...noSecret, 'Content-Type': 'image/svg+xml' }, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'],
      ['DELETE', `${studioApi.images}?path=/images/gap.svg`, noSecret, '{}'],
    ];
    for (const [method, address, headers, body] of attempts) expect((await studio.raw(method, address, headers, body)).status, `${method} ${address}`).toBe(403);
    expect(await readdir(path.join(studio.root, 'site-config/pages'))).toEqual(before);
    expect(existsSync(path.join(studio.root, 'public/images/x.svg'))).toBe(false);
  });

  it('the app’s page carries the secret; no API answer does', async () => {
    expect((await studio.raw('GET', '/studio/', {})).text).toContain(studio.secret);
    for (const address of [studioApi.files, studioApi.schemas, studioApi.links, studioApi.images]) expect((await studio.call('GET', address)).text, address).not.toContain(studio.secret);
  });
});

/** The built app's script, as the app's page names it. */
async function appScript(): Promise<string> {
  const page = (await studio.raw('GET', '/studio/', {})).text;
  const script = /<script type="module" crossorigin src="(\/studio\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  if (!script) throw new Error(`the studio's page names no built script:\n${page}`);
  return script;
}

describe('no other website may read or frame the studio', () => {
  it('API answers, the app’s files and Vite’s modules carry no CORS header, even to another localhost origin', async () => {
    const from = { Origin: 'http://localhost:1' };
    for (const address of [studioApi.files, await appScript(), '/@vite/client', '/src/client/main.ts']) {
      const answer = await studio.raw('GET', address, from);
      expect(answer.headers['access-control-allow-origin'], address).toBeUndefined();
    }
    const preflight = await studio.raw('OPTIONS', studioApi.newPage, { ...from, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a fetch, script or picture load from another site’s page is refused; a person following a link is not', async () => {
    expect((await studio.raw('GET', studioApi.files, { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors' })).status).toBe(403);
    const script = { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' };
    expect((await studio.raw('GET', await appScript(), script)).status).toBe(403);
    expect((await studio.raw('GET', '/src/client/main.ts', script)).status).toBe(403);
    expect((await studio.raw('GET', '/studio/', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' })).status).toBe(200);
    expect((await studio.raw('GET', '/studio/', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' })).status).toBe(403);
  });

  it('its pages may not be framed and have a policy of their own', async () => {
    const page = await studio.raw('GET', '/studio/edit/site-config/pages/gap.json', {});
    expect(page.headers['x-frame-options']).toBe('DENY');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self'/);
  });
});

describe('only public/ and the modules pages load are served', () => {
  it('never .data/ (the leads), hidden files, the project’s own files or Vite’s editor opener', async () => {
    await mkdir(path.join(studio.root, '.data'), { recursive: true });
    await writeFile(path.join(studio.root, '.data/leads.jsonl'), '{"email":"visitor@example.com"}\n');
    for (const address of [
      '/.data/leads.jsonl',
      '/%2edata/leads.jsonl',
      `/@fs${studio.root}/.data/leads.jsonl`,
      '/src/../.data/leads.jsonl',
      '/.git/config',
      '/package.json',
      '/site-config/site.json',
      '/__open-in-editor?file=package.json',
    ]) {
      const answer = await studio.raw('GET', address, {});
      expect(answer.status, address).toBe(404);
      expect(answer.text, address).not.toContain('visitor@example.com');
    }
  });

  it('public files, the built app’s files and the preview’s modules are served', async () => {
    expect((await studio.raw('GET', '/images/gap.svg', {})).status).toBe(200);
    const app = await studio.raw('GET', await appScript(), {});
    expect(app.status).toBe(200);
    expect(app.headers['content-type']).toMatch(/^text\/javascript/);
    // Its name changes with its content, so a browser may keep it for good.
    expect(app.headers['cache-control']).toContain('immutable');
    expect((await studio.raw('GET', '/studio/assets/index-none.js', {})).status).toBe(404);
    expect((await studio.raw('GET', '/src/client/main.ts', {})).status).toBe(200);
  });
});
