/**
 * The studio's file API over a real socket, on a copy of the project: a save changes only what was edited
 * (a git diff shows just that), a file changed on disk is never overwritten silently, a failed write leaves
 * the file as it was, the check says what `npm run validate` says, and nothing outside site-config/ is
 * reachable.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioApi } from '../../src/studio/protocol.ts';
import { validateAsCli } from '../helpers/temp-project.ts';
import { startStudio, type RunningStudio } from './studio-harness.ts';

let studio: RunningStudio;
beforeAll(async () => {
  studio = await startStudio();
});
afterAll(() => studio?.stop());

const read = (file: string) => readFile(path.join(studio.root, file), 'utf8');
const open = async (file: string) => (await studio.call('GET', `${studioApi.file}?file=${encodeURIComponent(file)}`)).json;

/** `git diff --no-index --numstat` between two texts: [added, removed] line counts. */
function diffStat(before: string, after: string): [number, number] {
  const dir = path.join(tmpdir(), `studio-diff-${process.pid}`);
  execFileSync('mkdir', ['-p', dir]);
  execFileSync('sh', ['-c', 'cat > "$1"', '_', path.join(dir, 'a')], { input: before });
  execFileSync('sh', ['-c', 'cat > "$1"', '_', path.join(dir, 'b')], { input: after });
  let out = '';
  try {
    execFileSync('git', ['diff', '--no-index', '--numstat', path.join(dir, 'a'), path.join(dir, 'b')]);
  } catch (error) {
    out = String((error as { stdout: Buffer }).stdout); // git diff exits 1 when the files differ
  }
  const [added, removed] = out.trim().split('\t').map(Number);
  return [added ?? 0, removed ?? 0];
}

describe('saving keeps the file as a person wrote it', () => {
  it('changing one title changes exactly that line', async () => {
    const file = 'site-config/pages/gap.json';
    const before = await read(file);
    const opened = await open(file);
    const data = { ...opened.data, title: 'GAP: what it covers and what it costs' };
    const saved = await studio.call('PUT', studioApi.file, { file, data, baseVersion: opened.version });
    expect(saved.status).toBe(200);
    const after = await read(file);
    expect(saved.json.text).toBe(after);
    expect(diffStat(before, after)).toEqual([1, 1]);
    expect(after).toBe(before.replace('"title": "GAP Insurance Protection | Guaranteed Asset Protection"', '"title": "GAP: what it covers and what it costs"'));
  });

  it('a new section is written in the house style of the hand-written pages (one line when it fits) and nothing else moves', async () => {
    const file = 'site-config/pages/claims.json';
    const before = await read(file);
    const opened = await open(file);
    const section = { type: 'prose', heading: 'Before you call', text: ['Have your contract number ready.', 'Photos of the damage help.'] };
    const data = { ...opened.data, sections: [...opened.data.sections, section] };
    const saved = await studio.call('PUT', studioApi.file, { file, data, baseVersion: opened.version });
    expect(saved.status).toBe(200);
    const typed = '    { "type": "prose", "heading": "Before you call", "text": ["Have your contract number ready.", "Photos of the damage help."] }';
    expect(before.endsWith('    }\n  ]\n}\n')).toBe(true);
    expect(await read(file)).toBe(`${before.slice(0, -'\n  ]\n}\n'.length)},\n${typed}\n  ]\n}\n`);
  });

  it('moving a section keeps its own text, one-line objects and all', async () => {
    const file = 'site-config/pages/essentials-complete.json';
    const before = await read(file);
    const opened = await open(file);
    const sections = [...opened.data.sections];
    [sections[1], sections[2]] = [sections[2], sections[1]];
    const saved = await studio.call('PUT', studioApi.file, { file, data: { ...opened.data, sections }, baseVersion: opened.version });
    expect(saved.status).toBe(200);
    const after = await read(file);
    expect(before).toMatch(/^ {8}\{ "/m); // it has one-line objects to keep
    expect(JSON.parse(after).sections).toEqual(sections);
    // Every line is still there, only in another order.
    expect(after.split('\n').sort()).toEqual(before.split('\n').sort());
  });
});

describe('a file changed on disk is never overwritten silently', () => {
  it('answers 409 and writes nothing, until the person chooses to keep theirs', async () => {
    const file = 'site-config/pages/about.json';
    const opened = await open(file);
    const theirs = opened.text.replace('"title": "', '"title": "Edited elsewhere: ');
    await writeFile(path.join(studio.root, file), theirs);
    const mine = { ...opened.data, description: `${opened.data.description} Edited in the studio.` };

    const refused = await studio.call('PUT', studioApi.file, { file, data: mine, baseVersion: opened.version });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ conflict: true, file, text: theirs, data: JSON.parse(theirs) });
    expect(refused.json.version).toBe((await open(file)).version);
    expect(await read(file)).toBe(theirs);

    const forced = await studio.call('PUT', studioApi.file, { file, data: mine, baseVersion: opened.version, force: true });
    expect(forced.status).toBe(200);
    expect(JSON.parse(await read(file))).toEqual(mine);
  });

  it('a write that fails leaves the old file whole and says so', async () => {
    // A name so long that the temporary file beside it cannot be made: the write fails before the rename.
    const file = `site-config/pages/${'a'.repeat(240)}.json`;
    const text = `${JSON.stringify({ note: 'the old text' }, null, 2)}\n`;
    await writeFile(path.join(studio.root, file), text);
    const opened = await open(file);
    const failed = await studio.call('PUT', studioApi.file, { file, data: { note: 'the new text' }, baseVersion: opened.version });
    expect(failed.status).toBe(500);
    expect(failed.json.error).toBe(`${file} could not be saved (the file name is too long to save it safely). The file on disk is unchanged; your edits are still here.`);
    expect(await read(file)).toBe(text);
    expect((await readdir(path.join(studio.root, 'site-config/pages'))).filter((n) => n.includes('studio-save'))).toEqual([]);
  });
});

describe('the check is the validator', () => {
  it('gives the exact messages npm run validate gives for a malformed address and an empty required field', async () => {
    const file = 'site-config/pages/contact.json';
    const opened = await open(file);
    const draft = { ...opened.data, path: '/Contact Us', title: '' };
    const checked = await studio.call('POST', studioApi.check, { file, data: draft });
    expect(checked.status).toBe(200);
    const mine = checked.json.problems.filter((p: { file: string }) => p.file === file);
    expect(mine.map((p: { where: string }) => p.where)).toEqual(expect.arrayContaining(['path', 'title']));
    // Problems in this file come first.
    expect(checked.json.problems.slice(0, mine.length)).toEqual(mine);

    await studio.call('PUT', studioApi.file, { file, data: draft, baseVersion: opened.version });
    const cli = await validateAsCli(studio.root);
    expect(cli.code).toBe(1);
    expect(mine).toEqual(cli.problems.filter((p) => p.file === file));
    await studio.call('PUT', studioApi.file, { file, data: opened.data, baseVersion: (await open(file)).version });
  });
  it("sends of the other files only how many problems and errors they have, and their first error, as validate counts them", async () => {
    // Another file with an error on disk, and the draft with one of its own.
    const other = 'site-config/pages/about.json';
    const otherText = await read(other);
    await writeFile(path.join(studio.root, other), otherText.replace(/"title": "[^"]*"/, '"title": ""'));
    try {
      const file = 'site-config/pages/contact.json';
      const opened = await open(file);
      const draft = { ...opened.data, title: '' };
      await studio.call('PUT', studioApi.file, { file, data: draft, baseVersion: opened.version });
      const cli = await validateAsCli(studio.root);
      const elsewhere = cli.problems.filter((p) => p.file !== file);
      expect(elsewhere.filter((p) => p.severity === 'error').map((p) => p.file)).toContain(other);
      for (const answer of [(await studio.call('POST', studioApi.check, { file, data: draft })).json, await open(file)]) {
        expect(answer.elsewhere).toEqual({ problems: elsewhere.length, errors: elsewhere.filter((p) => p.severity === 'error').length });
        const theirs = answer.problems.filter((p: { file: string }) => p.file !== file);
        expect(theirs).toEqual([elsewhere.find((p) => p.severity === 'error')]);
        expect(answer.problems.filter((p: { file: string }) => p.file === file)).toEqual(cli.problems.filter((p) => p.file === file));
      }
      await studio.call('PUT', studioApi.file, { file, data: opened.data, baseVersion: (await open(file)).version });
    } finally {
      await writeFile(path.join(studio.root, other), otherText);
    }
  });
});

describe('only the files the site reads, under site-config/, can be opened or saved', () => {
  const refused = [
    '../package.json',
    'site-config/../package.json',
    '/etc/passwd',
    'site-config\\pages\\gap.json',
    'package.json',
    'schemas/page.schema.json',
    'site-config/pages/gap.txt',
    'site-config/notes.json',
    'site-config/fragments/deeper/x.json',
    'site-config/pages/escape.json',
    'site-config/pages/outside/new.json',
  ];

  beforeAll(async () => {
    const outside = path.join(studio.root, 'outside');
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, 'secret.json'), '{"secret": true}\n');
    await symlink(path.join(outside, 'secret.json'), path.join(studio.root, 'site-config/pages/escape.json'));
    await symlink(outside, path.join(studio.root, 'site-config/pages/outside'));
  });

  it.each(refused)('%s is refused with 400 when opened, checked or saved', async (file) => {
    const get = await studio.call('GET', `${studioApi.file}?file=${encodeURIComponent(file)}`);
    expect(get.status).toBe(400);
    expect(get.json.error).toMatch(/cannot be opened or saved here/);
    const put = await studio.call('PUT', studioApi.file, { file, data: { pwned: true }, baseVersion: '', force: true });
    expect(put.status).toBe(400);
    const check = await studio.call('POST', studioApi.check, { file, data: { pwned: true } });
    expect(check.status).toBe(400);
  });

  it('left everything outside site-config/ untouched', async () => {
    expect(await readFile(path.join(studio.root, 'outside/secret.json'), 'utf8')).toBe('{"secret": true}\n');
    expect(await readdir(path.join(studio.root, 'outside'))).toEqual(['secret.json']);
    expect(JSON.parse(await readFile(path.join(studio.root, 'package.json'), 'utf8')).name).toBe('owl-site');
  });
});
