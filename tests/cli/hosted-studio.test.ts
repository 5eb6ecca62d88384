/**
 * Issue 23, the hosted studio put together (src/hosted/hosted-studio.ts): a real OpenID provider (the demo's, with its
 * editor and publisher), a real bare repository made from a copy of the whole project (the studio runs from it),
 * and the studio's own API driven over HTTP as its page does. Each write is a commit in the person's draft; the team's
 * main changes only when a publisher publishes, after `npm run validate -- --strict`'s check.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPeople } from '../../src/hosted/demo/run-demo.ts';
import type { HostedStudio } from '../../src/hosted/hosted-studio.ts';
import { studioApi } from '../../src/studio/protocol.ts';
import { startHostedTeam, type HostedTeam } from '../helpers/hosted-team.ts';
import { Jar, send, signIn } from '../helpers/oidc-browser.ts';
import { runScript } from '../helpers/temp-project.ts';

const [editor, publisher] = demoPeople as [(typeof demoPeople)[number], (typeof demoPeople)[number]];
const draftOfEditor = 'draft/editor-example-com/edits';
const newPage = 'site-config/pages/tire-care.json';

let team: HostedTeam;
// The team's names, once it is started (the tests below read them as plain values).
let temp = '';
let remote = '';
let base = '';
let studio: HostedStudio;
const git = (cwd: string, ...args: string[]) => team.git(cwd, ...args);
const remoteMain = () => git(remote, 'rev-parse', 'main').trim();

beforeAll(async () => {
  // The team's repository: the whole project (the studio renders from its draft's folder), with the content as
  // committed and a roles file naming the demo's two people; the demo's provider; the studio in front of them.
  team = await startHostedTeam(demoPeople, 'hosted-studio-');
  ({ temp, remote, base, studio } = team);
}, 60_000);

afterAll(() => team?.close());

/** A request from the studio's own page: its origin, JSON. */
const write = (jar: Jar, method: string, address: string, body: unknown, origin = base) =>
  send(jar, `${base}${address}`, { method, headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const read = async (jar: Jar, address: string) => {
  const answer = await send(jar, `${base}${address}`);
  expect(answer.status, `${address}: ${answer.status}`).toBe(200);
  return answer.json();
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's data, edited as a person would
type Page = any;
/** Opens a file through the studio, changes its data with `edit`, saves it: the answer. */
async function edit(jar: Jar, file: string, change: (page: Page) => void): Promise<Response> {
  const opened = await read(jar, `${studioApi.file}?file=${encodeURIComponent(file)}`);
  change(opened.data);
  return write(jar, 'PUT', studioApi.file, { file, data: opened.data, baseVersion: opened.version });
}
const draftLog = () => git(remote, 'log', '--format=%an <%ae>|%s', `main..${draftOfEditor}`).trim().split('\n');

const editorJar = new Jar();
const publisherJar = new Jar();

describe('the hosted studio', () => {
  it('an editor signs in, creates a page and saves it twice: three commits by them in their draft, main unchanged', async () => {
    const mainBefore = remoteMain();
    const page = (await signIn(editorJar, `${base}/studio/`, editor.email, editor.password)).at(-1)!;
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="studio">');
    // The page says it is the hosted studio's: only then does the app show the hosted screens (the local one has no such meta).
    expect(html).toContain('<meta name="studio-hosted" content="1" />');
    expect(await read(editorJar, '/hosted/api/me')).toEqual({ email: editor.email, name: editor.name, role: 'editor', draft: null });

    const made = await write(editorJar, 'POST', studioApi.newPage, { address: '/tire-care', title: 'Tire Care | Owl Admin', from: 'site-config/pages/gap.json' });
    expect(made.status, await made.clone().text()).toBe(201);
    expect(await made.json()).toEqual({ file: newPage });
    expect((await read(editorJar, '/hosted/api/me')).draft).toBe(draftOfEditor);
    const first = await edit(editorJar, newPage, (p) => (p.sections[0].heading = 'Tire care, covered'));
    expect(first.status, await first.clone().text()).toBe(200);
    // Its own description (strict validation refuses the starting text), and reached from an ad: no page links to it yet.
    const second = await edit(editorJar, newPage, (p) => Object.assign(p, { description: 'Tire and wheel protection for the vehicles you sell, from one plan.', reachedFromOutside: true }));
    expect(second.status).toBe(200);

    expect(remoteMain()).toBe(mainBefore);
    const log = draftLog();
    expect(log.map((line) => line.split('|')[0])).toEqual(Array(3).fill(`${editor.name} <${editor.email}>`));
    expect(log.map((line) => line.split('|')[1])).toEqual([expect.stringMatching(/^Edit \/tire-care: /), 'Edit /tire-care: hero heading', 'New page /tire-care']);

    // The editor's studio shows their draft; the publisher, without a draft, sees main as published.
    const files = async (jar: Jar) => ((await read(jar, studioApi.files)) as { files: { file: string }[] }).files.map((f) => f.file);
    expect(await files(editorJar)).toContain(newPage);
    await signIn(publisherJar, `${base}/studio/`, publisher.email, publisher.password);
    expect(await files(publisherJar)).not.toContain(newPage);

    // The node_modules linked into the draft's folder is no change of the draft's.
    const folder = await studio.store.folder(draftOfEditor);
    expect(git(folder, 'status', '--porcelain')).toBe('');
  });

  it('an editor may not publish (403, enforced on the server); the publisher reviews the draft and publishes it to main', async () => {
    const mainBefore = remoteMain();
    const refused = await write(editorJar, 'POST', '/hosted/api/publish', { branch: draftOfEditor });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(/Only a publisher may publish/);
    expect(remoteMain()).toBe(mainBefore);

    // An editor sees their own drafts; a publisher everyone's, with each file before and after.
    expect((await read(editorJar, '/hosted/api/drafts')).map((d: { branch: string }) => d.branch)).toEqual([draftOfEditor]);
    const [draft] = await read(publisherJar, '/hosted/api/drafts');
    expect(draft).toMatchObject({ branch: draftOfEditor, owner: editor.email, pages: ['/tire-care'], shared: true });
    expect(draft.folder).toBeUndefined();
    const { changes } = await read(publisherJar, `/hosted/api/drafts/${encodeURIComponent(draftOfEditor)}/changes`);
    expect(changes).toEqual([expect.objectContaining({ file: newPage, status: 'added', after: expect.stringContaining('Tire care, covered') })]);

    const published = await write(publisherJar, 'POST', '/hosted/api/publish', { branch: draftOfEditor });
    const result = await published.json();
    expect(published.status, JSON.stringify(result)).toBe(200);
    expect(result).toMatchObject({ ok: true, message: expect.stringContaining('New page /tire-care') });
    expect(git(remote, 'show', `main:${newPage}`)).toContain('Tire care, covered');
    expect(git(remote, 'log', '-1', '--format=%an', 'main').trim()).toBe(publisher.name);
    expect((await read(editorJar, '/hosted/api/me')).draft).toBeNull();
    // main as published now holds the page, for everyone.
    expect(((await read(publisherJar, studioApi.files)) as { files: { file: string }[] }).files.map((f) => f.file)).toContain(newPage);
  });

  it('a draft with an error is not published: the validator’s words name the field, and the draft is kept', async () => {
    const mainBefore = remoteMain();
    expect((await edit(editorJar, 'site-config/pages/gap.json', (p) => (p.sections[0].heading = 42))).status).toBe(200);
    const refused = await write(publisherJar, 'POST', '/hosted/api/publish', { branch: draftOfEditor });
    const result = await refused.json();
    expect(refused.status).toBe(422);
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(result.words).toMatch(/site-config\/pages\/gap\.json:\d+:\d+.*heading/);
    expect(remoteMain()).toBe(mainBefore);
    expect(draftLog()).toHaveLength(1);
  });

  it('the review’s routes: the pages before and after for anyone signed in; changes and conflicts for the owner or a publisher; resolving for a publisher only', async () => {
    const gap = 'site-config/pages/gap.json';
    const draft = encodeURIComponent(draftOfEditor);
    // The editor's draft holds their invalid heading (the test before): its "after" says what stops it.
    expect((await read(publisherJar, `/hosted/api/drafts/${draft}/pages`)).pages).toEqual([expect.objectContaining({ file: gap, address: '/gap', status: 'modified' })]);
    const side = (jar: Jar, which: string) => send(jar, `${base}/hosted/api/drafts/${draft}/preview?file=${encodeURIComponent(gap)}&side=${which}`);
    const before = await side(publisherJar, 'before');
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('GAP: close the gap after a total loss');
    expect(await (await side(publisherJar, 'after')).text()).toContain('The preview is waiting for a fix');
    expect((await side(publisherJar, 'sideways')).status).toBe(400);
    expect((await send(publisherJar, `${base}/hosted/api/drafts/${draft}/preview?file=${encodeURIComponent('site-config/pages/ev.json')}&side=after`)).status).toBe(404);
    expect((await read(editorJar, `/hosted/api/drafts/${draft}/conflicts`)).conflicts).toEqual([]);

    // Choosing between a draft and the site is a publisher's: an editor gets 403, even on their own draft.
    const refused = await write(editorJar, 'POST', `/hosted/api/drafts/${draft}/resolve`, { choices: {} });
    expect(refused.status).toBe(403);
    const nothing = await write(publisherJar, 'POST', `/hosted/api/drafts/${draft}/resolve`, { choices: {} });
    expect(await nothing.json()).toMatchObject({ resolved: false, message: expect.stringMatching(/no longer conflicts/) });
    expect((await write(publisherJar, 'POST', `/hosted/api/drafts/${draft}/resolve`, { choices: { [gap]: 'theirs' } })).status).toBe(400);

    // History on main: who, when, what; a version's page; and its restore as a new draft of the person's.
    const { versions } = await read(editorJar, `/hosted/api/history?file=${encodeURIComponent(gap)}`);
    expect(versions.at(-1)).toMatchObject({ author: { name: 'Seed', email: 'seed@owl.example' }, message: 'The site as it is', commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    const old = versions.at(-1).commit as string;
    const then = await send(editorJar, `${base}/hosted/api/history/preview?file=${encodeURIComponent(gap)}&commit=${old}`);
    expect(then.status).toBe(200);
    expect(await then.text()).toContain('GAP: close the gap after a total loss');
    expect((await write(publisherJar, 'POST', '/hosted/api/restore', { file: 'site-config/studio-roles.json', commit: old })).status).toBe(400);
    // The new page as first made (before its two saves), from its history on main since it was published.
    const made = (await read(publisherJar, `/hosted/api/history?file=${encodeURIComponent(newPage)}`)).versions;
    expect(made.map((v: { message: string }) => v.message)).toEqual(['Edit /tire-care: description, reached from outside', 'Edit /tire-care: hero heading', 'New page /tire-care']);
    const restored = await write(publisherJar, 'POST', '/hosted/api/restore', { file: newPage, commit: made.at(-1).commit });
    expect(restored.status, await restored.clone().text()).toBe(201);
    const { branch } = await restored.json();
    expect(branch).toMatch(/^draft\/publisher-example-com\/restore-tire-care-/);
    expect(git(remote, 'log', '-1', '--format=%an|%s', branch).trim()).toMatch(/^Paul Publisher\|/);
    // Someone else's draft: an editor may see its pages (a preview link), not its changes or conflicts.
    const theirs = encodeURIComponent(branch);
    expect((await send(editorJar, `${base}/hosted/api/drafts/${theirs}/pages`)).status).toBe(200);
    expect((await send(editorJar, `${base}/hosted/api/drafts/${theirs}/changes`)).status).toBe(403);
    expect((await send(editorJar, `${base}/hosted/api/drafts/${theirs}/conflicts`)).status).toBe(403);
    expect((await read(editorJar, '/hosted/api/drafts')).map((d: { branch: string }) => d.branch)).toEqual([draftOfEditor]);
  });

  it('without a session, every API route of the studio and of the hosted studio answers 401', async () => {
    const nobody = new Jar();
    const draft = `/hosted/api/drafts/${encodeURIComponent(draftOfEditor)}`;
    const hosted = ['me', 'drafts', 'publish', 'history', 'history/preview', 'restore'].map((r) => `/hosted/api/${r}`);
    const routes = [...Object.values(studioApi), ...hosted, ...['changes', 'conflicts', 'pages', 'preview', 'resolve'].map((r) => `${draft}/${r}`)];
    for (const route of routes) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        const answer = await send(nobody, `${base}${route}`, { method, headers: { origin: base, 'content-type': 'application/json' }, ...(method === 'GET' ? {} : { body: '{}' }) });
        expect(answer.status, `${method} ${route}`).toBe(401);
      }
    }
  });

  it('a write from another site gets 403 and changes nothing', async () => {
    const before = git(remote, 'rev-parse', '--all');
    const page = await write(editorJar, 'POST', studioApi.newPage, { address: '/evil', title: 'Evil | Owl Admin', from: 'site-config/pages/gap.json' }, 'https://evil.example');
    expect(page.status).toBe(403);
    const save = await send(editorJar, `${base}${studioApi.file}`, { method: 'PUT', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, body: '{}' });
    expect(save.status).toBe(403);
    const publish = await write(publisherJar, 'POST', '/hosted/api/publish', { branch: draftOfEditor }, 'https://evil.example');
    expect(publish.status).toBe(403);
    expect(git(remote, 'rev-parse', '--all')).toBe(before);
  });

  it('a request under another name (DNS rebinding) gets 403 even with a session; under its own name, the same request is answered', async () => {
    /** GET with a Host of our choosing (fetch may not set one), carrying the editor's cookies. */
    const under = (host: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const url = new URL(`${base}${studioApi.files}`);
        const req = request(url, { headers: { host, cookie: editorJar.header(url) } }, (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        });
        req.on('error', reject);
        req.end();
      });
    const own = await under(new URL(base).host);
    expect(own.status).toBe(200);
    const rebound = await under(`evil.example:${new URL(base).port}`);
    expect(rebound.status).toBe(403);
    expect(rebound.text).not.toContain('site-config/pages/gap.json');
  });

  it('`npm run studio -- --hosted` with a missing setting exits 1 naming it, before it listens', async () => {
    const run = await runScript('studio.ts', ['--hosted'], {
      STUDIO_PUBLIC_URL: 'https://studio.owladmin.example',
      STUDIO_REPO_URL: remote,
      STUDIO_OIDC_ISSUER: 'https://sso.owladmin.example/realms/staff',
      STUDIO_OIDC_CLIENT_SECRET: 'client-secret',
      STUDIO_SESSION_SECRET: randomBytes(32).toString('base64'),
      STUDIO_DATA_DIR: path.join(temp, 'never'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot start: one setting needs attention/);
    expect(run.stderr).toMatch(/STUDIO_OIDC_CLIENT_ID is not set/);
    expect(run.output).not.toMatch(/listening/);
  });
});
