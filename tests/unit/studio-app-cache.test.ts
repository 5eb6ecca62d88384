import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppBundle } from '../../src/studio/server/app-bundle.ts';
import { appCacheDir, appKey, keepApp, keptApp } from '../../src/studio/server/app-cache.ts';

/** A project of three files: a page, the script it loads, and a module that script imports; plus one it does not. */
async function project(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'app-cache-'));
  await mkdir(path.join(root, 'app'));
  await writeFile(path.join(root, 'package-lock.json'), '{}');
  await writeFile(path.join(root, 'app/index.html'), '<script type="module" src="./main.tsx"></script>');
  await writeFile(path.join(root, 'app/main.tsx'), "import { words } from './words.ts';\nconsole.log(words);\n");
  await writeFile(path.join(root, 'app/words.ts'), "export const words = 'one';\n");
  await writeFile(path.join(root, 'app/unused.ts'), "export const other = 1;\n");
  return root;
}

const key = (root: string) => appKey(root, 'app/index.html', 'app/main.tsx');

const bundle: AppBundle = {
  html: '<!doctype html><script src="/studio/assets/app.js"></script>',
  assets: new Map([
    ['app.js', { type: 'text/javascript', body: 'console.log("app")' }],
    ['logo.png', { type: 'image/png', body: new Uint8Array([0, 255, 10, 13, 128]) }],
  ]),
};

describe("the studio app's kept bundle", () => {
  let root: string;
  beforeEach(async () => {
    root = await project();
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is read back as it was kept, text and bytes alike, and leaves no temporary file', async () => {
    const k = await key(root);
    expect(await keptApp(root, k)).toBeUndefined();
    await keepApp(root, k, bundle);
    const kept = await keptApp(root, k);
    expect(kept?.html).toBe(bundle.html);
    expect(kept?.assets.get('app.js')).toEqual(bundle.assets.get('app.js'));
    expect([...(kept!.assets.get('logo.png')!.body as Uint8Array)]).toEqual([0, 255, 10, 13, 128]);
    expect(await readdir(path.join(root, appCacheDir))).toEqual([`${k}.json`]);
  });

  it('has a new key when the page, a module the script reaches or the lockfile changes, and the same key otherwise', async () => {
    const first = await key(root);
    await writeFile(path.join(root, 'app/unused.ts'), 'export const other = 2;\n');
    expect(await key(root), 'a file the app does not import').toBe(first);
    for (const [file, text] of [['app/words.ts', "export const words = 'two';\n"], ['app/index.html', '<script type="module" src="./main.tsx" defer></script>'], ['package-lock.json', '{"v":2}']] as const) {
      const before = await key(root);
      await writeFile(path.join(root, file), text);
      expect(await key(root), file).not.toBe(before);
    }
  });

  it('a kept file that is cut short or of another shape reads as none, so the app is built again', async () => {
    const k = await key(root);
    await mkdir(path.join(root, appCacheDir), { recursive: true });
    await writeFile(path.join(root, appCacheDir, `${k}.json`), '{"format":1,"html":"<!doc');
    expect(await keptApp(root, k)).toBeUndefined();
    await writeFile(path.join(root, appCacheDir, `${k}.json`), '{"format":0,"html":"x","assets":[]}');
    expect(await keptApp(root, k)).toBeUndefined();
  });

  it('one that cannot be written is only not kept', async () => {
    // A file where the cache folder should be: mkdir fails, as on a read-only node_modules.
    await mkdir(path.join(root, 'node_modules'));
    await writeFile(path.join(root, 'node_modules/.cache'), 'not a folder');
    await expect(keepApp(root, await key(root), bundle)).resolves.toBeUndefined();
  });
});
