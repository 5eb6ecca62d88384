import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigFiles, listPublicFiles, type ConfigFile } from '../../src/engine/config-files.ts';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { loadFromFiles } from '../../src/engine/load-site.ts';
import {
  assertOrdered,
  currentVersion,
  latestVersion,
  mapBlocks,
  migrateData,
  migrations,
  renameProperty,
  upgradeText,
  type Migration,
} from '../../src/engine/migrations.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { repoRoot as projectRoot, tempProject } from '../helpers/temp-project.ts';

/** A made-up history: banners once called their heading "headline", and pages had a "legacy" flag. */
const history: Migration[] = [
  { from: 1, to: 2, describe: 'banner: "headline" is now "heading"', migrate: (d) => mapBlocks(d, 'banner', (b) => renameProperty(b, 'headline', 'heading')) },
  { from: 2, to: 3, describe: 'pages lose "legacy"', migrate: ({ legacy: _legacy, ...rest }) => rest },
];

const oldPage = `{
  "$schema": "../../schemas/page.schema.json",
  "version": 1,
  "legacy": true,
  "path": "/old-shape",
  "title": "A page in the old shape",
  "description": "This page was written before banners called their heading a heading, and still builds.",
  "sections": [
    { "type": "banner", "headline": "Written long ago", "text": ["Still here."] },
    {
      "type": "banner",
      "headline": "Second banner"
    }
  ]
}
`;

describe('the migration list', () => {
  it('is ordered 1→2→3… with no gap, and says what each step changes', () => {
    expect(() => assertOrdered(migrations)).not.toThrow();
    for (const m of migrations) expect(m.describe.length).toBeGreaterThan(10);
    expect(currentVersion).toBe(latestVersion(migrations));
    expect(() => assertOrdered([history[1]!])).toThrow(/expected 1 to 2/);
  });

  it('every content file states a version this code knows', async () => {
    for (const file of await readConfigFiles(projectRoot)) {
      const version = (JSON.parse(file.text) as { version?: unknown }).version;
      expect(version, file.file).toSatisfy((v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= currentVersion);
    }
  });
});

describe('upgrading a file in an older shape', () => {
  it('applies every step in order and sets the version', () => {
    const result = migrateData(JSON.parse(oldPage), 'page', history);
    expect(result.status).toBe('upgraded');
    const data = result.data as { version: number; legacy?: boolean; sections: Record<string, unknown>[] };
    expect(data.version).toBe(3);
    expect(data.legacy).toBeUndefined();
    expect(data.sections[0]).toEqual({ type: 'banner', heading: 'Written long ago', text: ['Still here.'] });
    expect(Object.keys(data)[1]).toBe('version'); // still where the author wrote it
  });

  it('edits only what changed, keeping the rest of the text and its line numbers', () => {
    const result = upgradeText(oldPage, 'page', history);
    if (result.status !== 'upgraded') throw new Error(result.status);
    expect(result.text.split('\n')).toHaveLength(oldPage.split('\n').length - 1); // only "legacy" went
    expect(result.text).toContain('    { "type": "banner", "heading": "Written long ago", "text": ["Still here."] },');
    expect(result.text).toContain('"version": 3,');
    expect(result.text).toContain('      "heading": "Second banner"\n');
    expect(result.applied.map((m) => m.to)).toEqual([2, 3]);
    expect(upgradeText(result.text, 'page', history).status).toBe('current');
  });

  it('removes and adds properties in the layout of the file', () => {
    const add: Migration[] = [{ from: 1, to: 2, describe: 'banners get a layout', migrate: (d) => mapBlocks(d, 'banner', (b) => ({ ...b, layout: 'split', image: { src: '/a.svg' } })) }];
    const result = upgradeText(oldPage, 'page', [...add, { ...history[1]!, from: 2, to: 3 }]);
    if (result.status !== 'upgraded') throw new Error(result.status);
    expect(result.text).not.toContain('legacy');
    // In a one-line object, a new value is written on the line as a person types it (json-edits.ts, as the studio writes).
    expect(result.text).toContain('"text": ["Still here."], "layout": "split", "image": { "src": "/a.svg" } },');
    expect(result.text).toContain('      "headline": "Second banner",\n      "layout": "split",\n      "image": {\n        "src": "/a.svg"\n      }\n    }');
    expect(JSON.parse(result.text)).toMatchObject({ version: 3, sections: [{ layout: 'split' }, { image: { src: '/a.svg' } }] });
    // Removing the last property takes its comma with it.
    const last = upgradeText('{\n  "version": 1,\n  "a": 1,\n  "legacy": true\n}\n', 'page', [{ ...history[1]!, from: 1, to: 2 }]);
    expect(last.text).toBe('{\n  "version": 2,\n  "a": 1\n}\n');
  });

  it('keeps a byte-order mark, Windows line endings and a renamed value’s own layout', () => {
    const windows = `\ufeff${oldPage.replace('"Second banner"', '{ "text":   "Second banner" }').replace(/\n/g, '\r\n')}`;
    const add: Migration[] = [{ from: 1, to: 2, describe: 'banners get a picture', migrate: (d) => mapBlocks(d, 'banner', (b) => ({ ...b, image: { src: '/a.svg', alt: '' } })) }];
    const result = upgradeText(windows, 'page', [history[0]!, { ...add[0]!, from: 2, to: 3 }]);
    if (result.status !== 'upgraded') throw new Error(result.status);
    expect(result.text.startsWith('\ufeff')).toBe(true);
    expect(result.text.replace(/\r\n/g, '')).not.toContain('\n');
    // The renamed key's value is the same: its text, odd spacing and all, is left as it was.
    expect(result.text).toContain('\r\n      "heading": { "text":   "Second banner" },\r\n      "image": {\r\n        "src": "/a.svg",\r\n        "alt": ""\r\n      }\r\n');
    expect(result.text.split('\r\n').length - windows.split('\r\n').length).toBe(4);
  });

  it('leaves current, unversioned and unreadable files alone', () => {
    expect(upgradeText('{"version": 3}', 'page', history).status).toBe('current');
    expect(upgradeText('{"sections": []}', 'page', history).status).toBe('unversioned');
    expect(upgradeText('{ not json', 'page', history).status).toBe('unversioned');
    expect(upgradeText('{"version": 9}', 'page', history)).toMatchObject({ status: 'newer', version: 9 });
  });
});

describe('the loader', () => {
  async function load(extra: ConfigFile[], list: readonly Migration[]) {
    const files = [...(await readConfigFiles(projectRoot)), ...extra];
    return loadFromFiles(files, {
      blockHooks,
      root: projectRoot,
      validator: createSchemaValidator(path.join(projectRoot, 'schemas')),
      publicFiles: await listPublicFiles(projectRoot),
      migrations: list,
    });
  }
  const file = (text: string): ConfigFile => ({ kind: 'page', file: 'site-config/pages/old-shape.json', text });
  // The made-up history's last shape is today's page schema (legacy dropped, banner heading), so it validates.
  const toToday = history;

  it('accepts a file in the old shape', async () => {
    // Only this file is checked: the rest of site-config is whatever the content editors have now.
    const loaded = await load([file(oldPage)], toToday);
    const mine = loaded.ok ? [] : loaded.problems.filter((p) => p.file === 'site-config/pages/old-shape.json');
    expect(mine.map((p) => p.message)).toEqual([]);
    if (loaded.ok) expect(loaded.model.pages.find((p) => p.path === '/old-shape')?.sections[0]).toMatchObject({ heading: 'Written long ago' });
  });

  it('reports problems at the line and column of the file as written', async () => {
    const text = oldPage.replace('"headline": "Written long ago", "text": ["Still here."]', '"headline": "Written long ago", "text": [42]');
    const loaded = await load([file(text)], toToday);
    expect(loaded.ok).toBe(false);
    const mine = loaded.ok ? [] : loaded.problems.filter((p) => p.file === 'site-config/pages/old-shape.json');
    expect(mine).toHaveLength(1);
    const line = text.split('\n')[8]!;
    expect(mine[0]).toMatchObject({ line: 9, column: line.indexOf('42') + 1, where: 'sections[0] (banner) › text[0]' });
    expectPlain(mine[0]!, 'text[0]');
  });

  // Editors save Windows (CRLF) and old Mac (lone CR) line endings; the position is carried through the
  // upgraded text and back, so both directions must count line breaks alike.
  it.each([
    ['Windows', '\r\n'],
    ['old Mac', '\r'],
  ])('reports the same line and column in a file with %s line endings', async (_name, eol) => {
    const text = oldPage.replace('"headline": "Second banner"', '"headline": "Second banner", "text": [42]').replace(/\n/g, eol);
    const loaded = await load([file(text)], toToday);
    const mine = loaded.ok ? [] : loaded.problems.filter((p) => p.file === 'site-config/pages/old-shape.json');
    const line = text.split(eol)[11]!;
    expect(mine.map(({ line, column, where }) => ({ line, column, where }))).toEqual([{ line: 12, column: line.indexOf('42') + 1, where: 'sections[1] (banner) › text[0]' }]);
  });

  it('refuses a file written for a newer version, in plain words', async () => {
    const loaded = await load([file(oldPage.replace('"version": 1', '"version": 7'))], toToday);
    const mine = loaded.ok ? [] : loaded.problems.filter((p) => p.file === 'site-config/pages/old-shape.json');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ line: 3, column: 14, where: 'version' });
    expect(mine[0]!.message).toMatch(/version 7.*up to 3/);
    expectPlain(mine[0]!, 'version');
  });
});

describe('version 2: shared sections write "note" where they wrote "description"', () => {
  const oldFragment = `{
  "$schema": "../../schemas/fragment.schema.json",
  "version": 1,
  "description": "Written before version 2: the note was called description.",
  "sections": [{ "type": "banner", "heading": "From an old shared file" }]
}
`;
  const oldPageText = `{
  "$schema": "../../schemas/page.schema.json",
  "version": 1,
  "path": "/old-version",
  "title": "A page written for version 1",
  "description": "A page from before version 2: its search description is a description and stays one.",
  "sections": [{ "include": "old-shape" }]
}
`;

  it('renames the note in shared sections, and leaves a page\'s description alone', () => {
    const fragment = upgradeText(oldFragment, 'fragment');
    const page = upgradeText(oldPageText, 'page');
    expect(fragment.text).toBe(oldFragment.replace('"version": 1', '"version": 2').replace('"description":', '"note":'));
    expect(page.text).toBe(oldPageText.replace('"version": 1', '"version": 2'));
  });

  it('the loader accepts the old shape meanwhile', async () => {
    const files: ConfigFile[] = [
      ...(await readConfigFiles(projectRoot)),
      { kind: 'fragment', file: 'site-config/fragments/old-shape.json', text: oldFragment },
      { kind: 'page', file: 'site-config/pages/old-version.json', text: oldPageText },
    ];
    const loaded = loadFromFiles(files, { root: projectRoot, blockHooks, validator: createSchemaValidator(path.join(projectRoot, 'schemas')), publicFiles: await listPublicFiles(projectRoot) });
    const mine = loaded.ok ? [] : loaded.problems.filter((p) => /old-(shape|version)\.json$/.test(p.file));
    expect(mine.map((p) => p.message)).toEqual([]);
    if (loaded.ok) expect(loaded.model.pages.find((p) => p.path === '/old-version')?.sections[0]).toMatchObject({ heading: 'From an old shared file' });
  });

  it('npm run migrate rewrites old files on disk, changing only what the migration changes', () => {
    const copy = tempProject('migrate-');
    try {
      writeFileSync(path.join(copy.root, 'site-config/fragments/old-shape.json'), oldFragment);
      writeFileSync(path.join(copy.root, 'site-config/pages/old-version.json'), oldPageText);
      const check = copy.run('migrate', ['--check']);
      expect(check.status).toBe(1);
      expect(check.stdout).toContain('site-config/fragments/old-shape.json: version 1 → 2');
      expect(check.stdout).toContain('site-config/pages/old-version.json: version 1 → 2');
      expect(check.stdout).toContain('"description", a note for editors');
      expect(readFileSync(path.join(copy.root, 'site-config/fragments/old-shape.json'), 'utf8')).toBe(oldFragment);

      const run = copy.run('migrate');
      expect(run.stdout).toMatch(/Upgraded \d+ file\(s\) to version 2/);
      expect(readFileSync(path.join(copy.root, 'site-config/fragments/old-shape.json'), 'utf8')).toBe(upgradeText(oldFragment, 'fragment').text);
      expect(readFileSync(path.join(copy.root, 'site-config/pages/old-version.json'), 'utf8')).toBe(upgradeText(oldPageText, 'page').text);
      expect(copy.run('migrate', ['--check']).status).toBe(0);

      // The test's pages are linked from nowhere, which is warned about as for any page; the rest must be clean.
      const validated = JSON.parse(copy.run('validate', ['--format', 'json']).stdout) as { problems: { file: string; code: string }[] };
      expect(validated.problems.filter((p) => /old-(shape|version)\.json$/.test(p.file) && p.code !== 'unlinked-page')).toEqual([]);
    } finally {
      copy.remove();
    }
  });
});
