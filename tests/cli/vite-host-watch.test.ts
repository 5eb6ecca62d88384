import { createServer } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createViteHost, unwatchedFolders } from '../../src/dev/vite-host.ts';
import { removeProject } from '../helpers/temp-project.ts';

/*
 * The Vite host of the studio and the dev server watches the project's source, not the build's cache, output or
 * lead inbox: its watcher's first walk over a build cache of thousands of files cost every server start some
 * 5 CPU-seconds (src/dev/vite-host.ts).
 */
describe('the Vite host', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map(removeProject)));

  it('watches src/ and public/, and not .cache/, dist/, .data/ or site-config/ (watched by the tools themselves)', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'owl-vite-host-'));
    made.push(root);
    const files = ['src/main.ts', 'public/logo.svg', '.cache/build/pages/a.json', 'dist/index.html', '.data/leads.jsonl', 'site-config/pages/gap.json'];
    for (const file of files) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), '\n');
    }
    await writeFile(path.join(root, 'vite.config.ts'), 'export default {};\n');
    const vite = await createViteHost({ root, server: createServer(), cacheDir: path.join(root, 'node_modules/.vite') });
    try {
      const watched = () => Object.keys(vite.watcher.getWatched()).map((dir) => path.relative(root, dir).split(path.sep)[0]);
      // The watcher walks the tree after the host is made; once it has src/ and public/, it has walked the top.
      await expect.poll(watched, { timeout: 20_000 }).toEqual(expect.arrayContaining(['src', 'public']));
      for (const folder of unwatchedFolders) expect(watched(), folder).not.toContain(folder);
    } finally {
      await vite.close();
    }
  });
});
