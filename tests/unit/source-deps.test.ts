import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceFiles } from '../../src/build/source-deps.ts';
import { repoRoot } from '../helpers/temp-project.ts';

describe('sourceFiles', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('follows static, re-exported and literal dynamic relative imports, strips queries, and leaves packages out', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'source-deps-'));
    await mkdir(path.join(dir, 'src/a'), { recursive: true });
    const files: Record<string, string> = {
      'src/entry.ts': `import React from 'react';\nimport { b } from './b.ts';\nexport * from "./a/c.tsx";\nconst d = () => import('./d.ts');\nimport './style.css';`,
      'src/b.ts': `import type { C } from './a/c.tsx';\nimport raw from './pic.svg?raw';\nexport const b = 1;`,
      'src/a/c.tsx': `import { b } from '../b.ts';\nexport type C = 1;`,
      'src/d.ts': `// Once read from './gone.ts', a file that is no more.\nexport {};`,
      'src/unused.ts': `export {};`,
      'src/style.css': '',
      'src/pic.svg': '<svg/>',
    };
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
    expect(await sourceFiles(dir, ['src/entry.ts'])).toEqual(['src/a/c.tsx', 'src/b.ts', 'src/d.ts', 'src/entry.ts', 'src/pic.svg', 'src/style.css']);
  });

  it('reaches every block of the site from the renderer, and no studio, hosted studio or dev tool file', async () => {
    const files = await sourceFiles(repoRoot, ['src/render/render-page.tsx']);
    expect(files).toEqual(expect.arrayContaining(['src/blocks/prose/ProseBlock.tsx', 'src/blocks/banner/BannerBlock.tsx', 'src/chrome/SiteMenu.tsx']));
    expect(files.filter((f) => /^src\/(studio|hosted|dev)\//.test(f))).toEqual([]);
  });
});
