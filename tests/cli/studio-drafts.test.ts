/**
 * The studio's site state keeps the last draft it validated (src/studio/server/site-state.ts): the editor's check and
 * its preview ask for the same draft after each edit, and a save writes the draft last checked; each validated the
 * whole site again (some 0.4 s apiece at 10,000 pages). The kept run is given again only while every other file is
 * as it was and no picture or schema was reported changed, so what the editor is told stays what `npm run validate`
 * says. The watcher's word of a file of site-config/ that reads as the run holds it (the studio's own save) keeps the
 * site's run too.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteState, problemsOf, type SiteState } from '../../src/studio/server/site-state.ts';
import { copyProject, removeProject } from '../helpers/temp-project.ts';

const file = 'site-config/pages/gap.json';
const other = 'site-config/pages/titania-total-surface-protection.json';

describe('the studio keeps the last draft it validated', () => {
  let root: string;
  let state: SiteState;
  let original: string;
  const read = (name: string) => readFile(path.join(root, name), 'utf8');
  const write = (name: string, text: string) => writeFile(path.join(root, name), text);
  /** gap.json with its first heading changed to `heading`. */
  const draft = (heading: string) => original.replace(/"heading": "[^"]+"/, `"heading": "${heading}"`);

  beforeAll(async () => {
    root = await copyProject('content');
    state = createSiteState(root, {});
    original = await read(file);
  }, 60_000);
  afterAll(() => removeProject(root));

  it('gives the check and the preview one run for one draft, and a new one for another draft', async () => {
    const first = await state.withDraft(file, 'page', draft('GAP, checked once'));
    expect(await state.withDraft(file, 'page', draft('GAP, checked once'))).toBe(first);
    expect(await state.withDraft(file, 'page', draft('GAP, checked twice'))).not.toBe(first);
  });

  it('validates again when the watcher reports another file changed on disk, and says what that file now breaks', async () => {
    const before = await state.withDraft(file, 'page', draft('GAP, before the other file changed'));
    const otherText = await read(other);
    await write(other, otherText.replace(/"path": "[^"]+"/, '"path": "/gap"'));
    try {
      // Not yet reported: site-config/ is read once until the watcher says it changed (some 70 ms of each check at
      // 10,000 pages, each file's size and date), as the site's run is.
      expect(await state.withDraft(file, 'page', draft('GAP, before the other file changed'))).toBe(before);
      state.changed('content', other);
      const after = await state.withDraft(file, 'page', draft('GAP, before the other file changed'));
      expect(after).not.toBe(before);
      expect(problemsOf(after.loaded).some((p) => p.file === other && p.severity !== 'warning'), 'the other file now claims /gap').toBe(true);
    } finally {
      await write(other, otherText);
      state.changed('content', other);
    }
  });

  it('reads public/ again once the watcher reports a change there: a picture that may not be published is then said', async () => {
    const picture = 'public/images/drafts-test.svg';
    const text = draft('GAP, before a picture came');
    await state.withDraft(file, 'page', text);
    await write(picture, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    try {
      const unsafe = (run: Awaited<ReturnType<SiteState['withDraft']>>) => problemsOf(run.loaded).filter((p) => p.code === 'unsafe-picture').map((p) => p.file);
      // Kept until the watcher says so, as site-config/ is: each check read every SVG again.
      expect(unsafe(await state.withDraft(file, 'page', draft('GAP, a picture came')))).toEqual([]);
      state.changed('content');
      expect(unsafe(await state.withDraft(file, 'page', draft('GAP, a picture came')))).toEqual([picture]);
    } finally {
      await rm(path.join(root, picture));
      state.changed('content');
    }
  });

  it('after the watcher reports a picture, a schema or a change it does not name, validates again', async () => {
    const text = draft('GAP, before a reported change');
    // The watcher names only files of site-config/ (src/dev/site-watcher.ts): a picture is a change of content it does not name.
    for (const what of ['content', 'schemas'] as const) {
      const before = await state.withDraft(file, 'page', text);
      state.changed(what);
      expect(await state.withDraft(file, 'page', text), `after a change of ${what}`).not.toBe(before);
    }
  });

  it('keeps the draft’s run when the watcher reports a file of site-config/ that reads as it did (the studio’s own save, reported early)', async () => {
    const text = draft('GAP, checked before its own save was reported');
    const checked = await state.withDraft(file, 'page', text);
    state.changed('content', file);
    state.changed('content', other);
    expect(await state.withDraft(file, 'page', text)).toBe(checked);
    const saving = state.saved(file, 'page', text, write(file, text));
    state.changed('content', file);
    expect((await saving).loaded, 'the save takes the checked run').toBe(checked.loaded);
    await write(file, original);
    state.changed('content', file);
  });

  it('keeps the site’s run when the watcher reports a file of site-config/ that reads as the run holds it; reads again when it does not', async () => {
    const onDisk = await state.current();
    state.changed('content', file);
    state.changed('content', 'site-config/pages/.gap.json.0a1b2c3d.studio-save');
    expect(await state.current(), 'the studio’s own save, reported, and its temporary file').toBe(onDisk);

    const otherText = await read(other);
    await write(other, otherText.replace(/"path": "[^"]+"/, '"path": "/gap"'));
    try {
      state.changed('content', other);
      const after = await state.current();
      expect(after).not.toBe(onDisk);
      expect(problemsOf(after.loaded).some((p) => p.file === other && p.severity !== 'warning'), 'the other file now claims /gap').toBe(true);
    } finally {
      await write(other, otherText);
      state.changed('content', other);
    }
    state.changed('content');
    expect(await state.current(), 'a picture is not compared').not.toBe(onDisk);
  });

  it('a save of the draft last checked takes its run; a save of other words is validated', async () => {
    const text = draft('GAP, saved as checked');
    const checked = await state.withDraft(file, 'page', text);
    const saved = await state.saved(file, 'page', text, write(file, text));
    expect(saved.loaded).toBe(checked.loaded);
    expect(await state.current(), 'the site as it now is on disk').toBe(saved);
    expect(saved.files.find((f) => f.file === file)?.text).toBe(text);

    // Words the last check never saw (a save from another tab): a run of their own, as validate would make.
    const unchecked = original.replace(/"title": "[^"]+"/, '"title": ""');
    const validated = await state.saved(file, 'page', unchecked, write(file, unchecked));
    expect(validated.loaded).not.toBe(checked.loaded);
    expect(problemsOf(validated.loaded).some((p) => p.file === file && p.severity !== 'warning'), 'an empty title is an error').toBe(true);
    await write(file, original);
    state.changed('content');
  });

  it('while a save is written, the site asked for is the site with it, whatever the watcher says meanwhile; a write that fails is forgotten', async () => {
    const text = draft('GAP, asked for while it was written');
    let finish!: () => void;
    const written = new Promise<void>((resolve) => (finish = resolve)).then(() => write(file, text));
    const saving = state.saved(file, 'page', text, written);
    // The file swapped out for a moment (file-store.ts): the watcher reports it gone, and the link picker asks.
    state.changed('content', file);
    const asked = state.current();
    finish();
    expect(await asked).toBe(await saving);
    expect((await asked).files.find((f) => f.file === file)?.text).toBe(text);

    const failed = state.saved(file, 'page', draft('GAP, never written'), Promise.reject(new Error('the disk is full')));
    state.changed('content', file);
    await expect(failed).rejects.toThrow('the disk is full');
    const after = await state.current();
    expect(after.files.find((f) => f.file === file)?.text, 'the disk as it is').toBe(text);
    await write(file, original);
    state.changed('content', file);
  });
});
