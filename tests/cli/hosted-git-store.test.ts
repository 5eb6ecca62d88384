/**
 * The hosted studio's content store (src/hosted/git/) against a real bare repository made from this project's
 * site-config/, public/ and schemas/ (what validation reads), with the real git program: saves, publishing,
 * validation's refusal, merges and conflicts, an unreachable remote, refused paths, history and restore.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { createSchemaValidator, type SchemaValidator } from '../../src/engine/schema-validator.ts';
import { printed, validateCommand } from '../../src/engine/validate-command.ts';
import { ContentStore, StoreError, type Validate } from '../../src/hosted/git/content-store.ts';

const editor = { name: 'Edna Editor', email: 'edna@owl.example' };
const colleague = { name: 'Carl Colleague', email: 'carl@owl.example' };
const publisher = { name: 'Pia Publisher', email: 'pia@owl.example' };

/** The same check as `npm run validate -- --strict`, in process (the schemas compiled once: every case has the same). */
let validator: SchemaValidator | undefined;
const validate: Validate = async (folder) => {
  validator ??= createSchemaValidator(path.join(folder, 'schemas'));
  const run = await validateCommand({ root: folder, strict: true, blockHooks, env: {}, validator });
  return { ok: run.code === 0, words: `${printed(run, 'err')}${printed(run, 'out')}` };
};

let temp = '';
let seed = '';
const sh = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: temp, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'Seed', GIT_AUTHOR_EMAIL: 'seed@owl.example', GIT_COMMITTER_NAME: 'Seed', GIT_COMMITTER_EMAIL: 'seed@owl.example' },
  });

beforeAll(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'hosted-git-'));
  // A repository holding what validation reads, as committed (others may be editing the work tree meanwhile).
  seed = path.join(temp, 'seed');
  mkdirSync(seed);
  const tar = path.join(temp, 'seed.tar');
  execFileSync('git', ['archive', '--format=tar', '-o', tar, 'HEAD', 'site-config', 'public', 'schemas']);
  execFileSync('tar', ['-xf', tar, '-C', seed]);
  sh(seed, 'init', '--quiet', '-b', 'main');
  sh(seed, 'add', '.');
  sh(seed, 'commit', '--quiet', '-m', 'The site as it is');
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let count = 0;
/** A new bare remote and a store on it, each in folders of its own. */
async function setUp() {
  const dir = path.join(temp, `case-${++count}`);
  const remote = path.join(dir, 'team.git');
  sh(temp, 'clone', '--quiet', '--bare', seed, remote);
  const store = await ContentStore.open(path.join(dir, 'data'), remote);
  return { dir, remote, store, main: () => sh(remote, 'rev-parse', 'main').trim() };
}

const gapFile = 'site-config/pages/gap.json';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages edited freely, as a person would
type Page = any;
const gapText = () => readFileSync(path.join(seed, gapFile), 'utf8');
const gap = (): Page => JSON.parse(gapText());
const json = (page: Page) => `${JSON.stringify(page, null, 2)}\n`;
/** The page's text with one value replaced where it is written, the rest of the file as it was (as the studio saves). */
function replaced(text: string, was: unknown, now: unknown): string {
  const written = JSON.stringify(was);
  expect(text.split(written)).toHaveLength(2);
  return text.replace(written, JSON.stringify(now));
}
const withHeading = (heading: unknown) => replaced(gapText(), gap().sections[0].heading, heading);
const withFirstAnswer = (answer: string) => replaced(gapText(), gap().sections[4].items[0].text[0], answer);
const tirePage = (heading = 'Tire care, covered') => {
  const page = gap();
  // A new page no other page links to yet: reached from an ad, so strict validation does not warn that it is unlinked.
  Object.assign(page, { path: '/tire-care', title: 'Tire Care | Owl', description: 'Tire and wheel protection for the vehicles you sell, from one plan.', reachedFromOutside: true });
  page.sections[0].heading = heading;
  return json(page);
};

describe('saving a draft', () => {
  it('makes one commit per save, authored by the editor, with words for a message; main is unchanged on the remote', async () => {
    const { remote, store, main } = await setUp();
    const before = main();
    const branch = await store.createDraft(editor, 'Tire care');
    expect(branch).toBe('draft/edna-owl-example/tire-care');
    const first = await store.commit(branch, editor, [{ path: 'site-config/pages/tire-care.json', content: tirePage() }]);
    const second = await store.commit(branch, editor, [{ path: 'site-config/pages/tire-care.json', content: tirePage('Tires and wheels, covered') }]);
    expect([first.message, second.message]).toEqual(['New page /tire-care', 'Edit /tire-care: hero heading']);
    expect(first.shared).toBe(true);

    expect(main()).toBe(before);
    const log = sh(remote, 'log', '--format=%an <%ae>|%cn|%s', `main..${branch}`).trim().split('\n');
    expect(log).toEqual(['Edna Editor <edna@owl.example>|Edna Editor|Edit /tire-care: hero heading', 'Edna Editor <edna@owl.example>|Edna Editor|New page /tire-care']);

    // A save that changes nothing makes no commit; the studio's own edit in the folder is saved by naming the file.
    expect((await store.commit(branch, editor, [{ path: 'site-config/pages/tire-care.json', content: tirePage('Tires and wheels, covered') }])).commit).toBeUndefined();
    const folder = await store.folder(branch);
    writeFileSync(path.join(folder, gapFile), withHeading('Edited in the folder'));
    expect((await store.commit(branch, colleague, [{ path: gapFile }])).message).toBe('Edit /gap: hero heading');

    const [draft] = await store.listDrafts();
    expect(draft).toMatchObject({ branch, name: 'tire-care', owner: editor.email, folder, pages: ['/gap', '/tire-care'], shared: true });
    expect(draft?.commits.map((c) => c.author.name)).toEqual(['Carl Colleague', 'Edna Editor', 'Edna Editor']);
    await expect(store.createDraft(editor, 'tire  care!')).rejects.toThrow(/already have a draft called/);
  });

  it('refuses writes outside site-config/ and public/images/, the roles file and links leading out, and writes nothing', async () => {
    const { dir, store } = await setUp();
    const branch = await store.createDraft(editor, 'sneaky');
    const folder = await store.folder(branch);
    const head = () => sh(folder, 'rev-parse', 'HEAD').trim();
    const start = head();
    const refused = ['src/x.ts', 'package.json', '../outside.json', '/etc/passwd', 'site-config/../package.json', 'site-config/./site.json', 'site-config\\site.json', '.git/config', 'site-config/.git/config', 'public/favicon.svg', 'public/images', 'site-config/studio-roles.json', 'Site-Config/studio-roles.json'.toLowerCase()];
    for (const file of refused) {
      await expect(store.commit(branch, editor, [{ path: file, content: '{}' }]), file).rejects.toBeInstanceOf(StoreError);
    }
    // One refused path refuses the whole save.
    await expect(store.commit(branch, editor, [{ path: gapFile, content: withHeading('X') }, { path: 'index.html', content: '' }])).rejects.toThrow(/only pages and settings/);

    const outside = path.join(dir, 'outside');
    mkdirSync(outside);
    symlinkSync(outside, path.join(folder, 'site-config/pages/linked'));
    symlinkSync('../../package.json', path.join(folder, 'site-config/pages/link.json'));
    await expect(store.commit(branch, editor, [{ path: 'site-config/pages/linked/x.json', content: '{}' }])).rejects.toThrow(/leads outside site-config/);
    await expect(store.commit(branch, editor, [{ path: 'site-config/pages/link.json', content: '{}' }])).rejects.toThrow(/is a link/);
    expect(existsSync(path.join(outside, 'x.json'))).toBe(false);
    expect(readFileSync(path.join(folder, gapFile), 'utf8')).toBe(gapText());
    expect(head()).toBe(start);
    await expect(store.commit('draft/../main', editor, [{ path: gapFile, content: '{}' }])).rejects.toThrow(/no draft/);

    // A picture is written, and said as one.
    rmSync(path.join(folder, 'site-config/pages/linked'));
    rmSync(path.join(folder, 'site-config/pages/link.json'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10"/></svg>\n';
    expect((await store.commit(branch, editor, [{ path: 'public/images/tire.svg', content: svg }])).message).toBe('Add picture tire.svg');
  });
});

describe('publishing', () => {
  it("merges the draft into the remote's main with a merge commit by the publisher, and forgets the draft", async () => {
    const { remote, store, main } = await setUp();
    const before = main();
    const branch = await store.createDraft(editor, 'tire care');
    await store.commit(branch, editor, [{ path: 'site-config/pages/tire-care.json', content: tirePage() }]);
    const result = await store.publish(branch, publisher, validate);
    expect(result).toMatchObject({ ok: true, message: 'Published: edna-owl-example/tire-care: New page /tire-care' });
    expect(main()).not.toBe(before);
    expect(sh(remote, 'show', 'main:site-config/pages/tire-care.json')).toBe(tirePage());
    expect(sh(remote, 'log', '-1', '--format=%an|%p', 'main').trim()).toMatch(/^Pia Publisher\|[0-9a-f]+ [0-9a-f]+$/);
    expect(sh(remote, 'log', '-1', '--format=%an', 'main^2').trim()).toBe('Edna Editor');
    expect(sh(remote, 'branch', '--list', 'draft/*').trim()).toBe('');
    expect(await store.listDrafts()).toEqual([]);
  });

  it("refuses a draft that fails validation with the validator's words; the remote is unchanged and the draft kept", async () => {
    const { store, main } = await setUp();
    const before = main();
    const branch = await store.createDraft(editor, 'broken');
    const saved = await store.commit(branch, editor, [{ path: gapFile, content: withHeading(42) }]);
    const result = await store.publish(branch, publisher, validate);
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'invalid') throw new Error(`expected a refusal by validation: ${result.message}`);
    expect(result.words).toMatch(/site-config\/pages\/gap\.json:\d+:\d+.*heading/);
    expect(result.message).toContain(result.words);
    expect(main()).toBe(before);
    expect((await store.listDrafts()).map((d) => d.commits[0]?.commit)).toEqual([saved.commit]);
    expect(await store.publish(branch, publisher, async () => ({ ok: true, words: '' }))).toMatchObject({ ok: true });
  });

  it('publishes two drafts of different pages, and of different lines of one page, merged by git', async () => {
    const { remote, store } = await setUp();
    const a = await store.createDraft(editor, 'gap heading');
    const b = await store.createDraft(colleague, 'about');
    const c = await store.createDraft(colleague, 'gap faq');
    await store.commit(a, editor, [{ path: gapFile, content: withHeading('GAP, plainly') }]);
    const about = JSON.parse(readFileSync(path.join(seed, 'site-config/pages/about.json'), 'utf8'));
    about.description = `${about.description} Edited.`;
    await store.commit(b, colleague, [{ path: 'site-config/pages/about.json', content: json(about) }]);
    await store.commit(c, colleague, [{ path: gapFile, content: withFirstAnswer('An answer in other words.') }]);
    for (const branch of [a, b, c]) expect(await store.publish(branch, publisher, validate), branch).toMatchObject({ ok: true });
    const published = JSON.parse(sh(remote, 'show', `main:${gapFile}`));
    expect(published.sections[0].heading).toBe('GAP, plainly');
    expect(published.sections[4].items[0].text).toEqual(['An answer in other words.']);
    expect(JSON.parse(sh(remote, 'show', 'main:site-config/pages/about.json')).description).toMatch(/ Edited\.$/);
  });

  it('reports two edits of the same heading as a conflict with both texts, in words, and loses neither', async () => {
    const { store, main } = await setUp();
    const first = await store.createDraft(editor, 'heading one');
    const second = await store.createDraft(colleague, 'heading two');
    await store.commit(first, editor, [{ path: gapFile, content: withHeading('GAP: the first heading') }]);
    const saved = await store.commit(second, colleague, [{ path: gapFile, content: withHeading('GAP: the second heading') }]);
    expect(await store.publish(first, publisher, validate)).toMatchObject({ ok: true });
    const published = main();
    const result = await store.publish(second, publisher, validate);
    if (result.ok || result.reason !== 'conflict') throw new Error(`expected a conflict: ${result.message}`);
    expect(result.conflicts).toHaveLength(1);
    const [conflict] = result.conflicts;
    expect(conflict).toMatchObject({ file: gapFile, mainChange: 'Edit /gap: hero heading', draftChange: 'Edit /gap: hero heading', mainBy: ['Edna Editor'] });
    expect(conflict?.main).toContain('GAP: the first heading');
    expect(conflict?.draft).toContain('GAP: the second heading');
    expect(conflict?.base).toBe(gapText());
    expect(result.message).toContain('on the site, Edit /gap: hero heading (by Edna Editor); in this draft, Edit /gap: hero heading');
    expect(main()).toBe(published);
    expect((await store.listDrafts()).find((d) => d.branch === second)?.commits[0]?.commit).toBe(saved.commit);
  });

  it('with the remote unreachable, says so, loses nothing, and publishes once it is back; also when the push itself fails', async () => {
    const { dir, remote, store, main } = await setUp();
    const before = main();
    const branch = await store.createDraft(editor, 'offline');
    await store.commit(branch, editor, [{ path: gapFile, content: withHeading('GAP, offline') }]);
    const away = path.join(dir, 'away.git');
    const local = () => sh(store.repo, 'rev-parse', `refs/heads/${branch}`, store.mainRef).trim();
    const kept = local();

    renameSync(remote, away);
    // Saving goes on: the draft is kept on the studio's server and shared later.
    const offline = await store.commit(branch, editor, [{ path: 'site-config/pages/tire-care.json', content: tirePage() }]);
    expect(offline.shared).toMatch(/not yet on the team's repository/);
    const afterSave = local();
    const refused = await store.publish(branch, publisher, validate);
    expect(refused).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(refused.message).toMatch(/^Nothing was published: The team's repository cannot be reached \(.+\)\. The draft is kept as it is/);
    expect(local()).toBe(afterSave);
    expect(afterSave.split('\n')[1]).toBe(kept.split('\n')[1]);

    // The push fails after a good fetch, merge and check: the repository goes away while validation runs.
    renameSync(away, remote);
    const pushFails = await store.publish(branch, publisher, async (folder) => {
      renameSync(remote, away);
      return validate(folder);
    });
    expect(pushFails).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(pushFails.message).toMatch(/could not be reached/);
    expect(local()).toBe(afterSave);
    renameSync(away, remote);
    expect(main()).toBe(before);

    expect(await store.publish(branch, publisher, validate)).toMatchObject({ ok: true });
    expect(sh(remote, 'show', 'main:site-config/pages/tire-care.json')).toBe(tirePage());
  });

  it('when main moves on while publishing, fetches, merges and checks again, and keeps both changes', async () => {
    const { dir, remote, store } = await setUp();
    const branch = await store.createDraft(editor, 'race');
    await store.commit(branch, editor, [{ path: 'site-config/pages/tire-care.json', content: tirePage() }]);
    const other = path.join(dir, 'other');
    sh(dir, 'clone', '--quiet', remote, other);
    let checks = 0;
    const result = await store.publish(branch, publisher, async (folder) => {
      if (checks++ === 0) {
        writeFileSync(path.join(other, gapFile), withHeading('GAP, from elsewhere'));
        sh(other, 'commit', '--quiet', '-am', 'Elsewhere');
        sh(other, 'push', '--quiet', 'origin', 'main');
      }
      return validate(folder);
    });
    expect(result).toMatchObject({ ok: true });
    expect(checks).toBe(2);
    expect(JSON.parse(sh(remote, 'show', `main:${gapFile}`)).sections[0].heading).toBe('GAP, from elsewhere');
    expect(sh(remote, 'show', 'main:site-config/pages/tire-care.json')).toBe(tirePage());
  });

  it("says the repository's own words when it refuses the push, and keeps the draft", async () => {
    const { remote, store, main } = await setUp();
    const before = main();
    writeFileSync(path.join(remote, 'hooks/pre-receive'), '#!/bin/sh\necho "main is protected: ask the owners" >&2\nexit 1\n', { mode: 0o755 });
    const branch = await store.createDraft(editor, 'protected');
    await store.commit(branch, editor, [{ path: gapFile, content: withHeading('GAP, refused') }]);
    const result = await store.publish(branch, publisher, validate);
    expect(result).toMatchObject({ ok: false, reason: 'rejected' });
    expect(result.message).toContain("the team's repository refused it (main is protected: ask the owners)");
    expect(main()).toBe(before);
    expect((await store.listDrafts()).map((d) => d.branch)).toEqual([branch]);
  });

  it('refuses a draft someone changed outside site-config/ behind the studio, and one with nothing to publish', async () => {
    const { store, main } = await setUp();
    const before = main();
    const branch = await store.createDraft(editor, 'behind');
    expect(await store.publish(branch, publisher, validate)).toMatchObject({ ok: false, reason: 'empty' });
    const folder = await store.folder(branch);
    writeFileSync(path.join(folder, 'schemas/extra.json'), '{}\n');
    sh(folder, 'add', 'schemas/extra.json');
    sh(folder, 'commit', '--quiet', '-m', 'Behind the studio');
    const result = await store.publish(branch, publisher, validate);
    expect(result).toMatchObject({ ok: false, reason: 'outside' });
    expect(result.message).toContain('schemas/extra.json');
    expect(main()).toBe(before);
  });
});

describe('history', () => {
  it('lists who changed a page, when and how; shows an earlier version; restores it as a new draft', async () => {
    const { remote, store } = await setUp();
    for (const [person, heading] of [
      [editor, 'GAP, second version'],
      [colleague, 'GAP, third version'],
    ] as const) {
      const branch = await store.createDraft(person, heading);
      await store.commit(branch, person, [{ path: gapFile, content: withHeading(heading) }]);
      expect(await store.publish(branch, publisher, validate)).toMatchObject({ ok: true });
    }
    const history = await store.history(gapFile);
    expect(history.map((h) => [h.author.name, h.message])).toEqual([
      ['Carl Colleague', 'Edit /gap: hero heading'],
      ['Edna Editor', 'Edit /gap: hero heading'],
      ['Seed', 'The site as it is'],
    ]);
    expect(history[0]?.when).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = history[1]?.commit ?? '';
    expect(JSON.parse((await store.fileAt(second, gapFile)) ?? '').sections[0].heading).toBe('GAP, second version');
    expect(await store.fileAt(second, 'site-config/pages/none.json')).toBeUndefined();
    await expect(store.fileAt('--output=/tmp/x', gapFile)).rejects.toThrow(/not a version/);
    await expect(store.history('../package.json')).rejects.toBeInstanceOf(StoreError);

    const restored = await store.restoreAsDraft(gapFile, second, editor);
    expect(restored).toMatch(/^draft\/edna-owl-example\/restore-gap-[0-9a-f]+$/);
    const [change] = await store.changes(restored);
    expect(change).toMatchObject({ file: gapFile, status: 'modified', words: 'Edit /gap: hero heading', binary: false });
    expect(JSON.parse(change?.before ?? '').sections[0].heading).toBe('GAP, third version');
    expect(JSON.parse(change?.after ?? '').sections[0].heading).toBe('GAP, second version');
    expect((await store.listDrafts())[0]?.commits[0]?.message).toMatch(/^Edit \/gap: hero heading \(restored from the version of \d{4}-\d\d-\d\d, [0-9a-f]+\)$/);
    expect(await store.publish(restored, publisher, validate)).toMatchObject({ ok: true });
    expect(JSON.parse(sh(remote, 'show', `main:${gapFile}`)).sections[0].heading).toBe('GAP, second version');
    // Once the first is published, its name is free again.
    expect(await store.restoreAsDraft(gapFile, second, editor)).toBe(restored);
  });
});
