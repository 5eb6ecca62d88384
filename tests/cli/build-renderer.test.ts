import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, removeProject, runScript } from '../helpers/temp-project.ts';

/*
 * The build prerenders with the components loaded the way the dev server loads them (Vite's SSR loading,
 * scripts/lib/renderer.ts), so a component may use what only Vite understands. Here a block imports a text
 * file with `?raw`: the dev server always rendered that; a build that loads components another way fails.
 */
describe('the build renders through the same pipeline as the dev server', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyProject('build');
    const block = path.join(dir, 'src/blocks/prose/ProseBlock.tsx');
    await writeFile(path.join(dir, 'src/blocks/prose/fine-print.txt'), 'Loaded through Vite');
    const source = (await readFile(block, 'utf8'))
      .replace("import Typography", "import finePrint from './fine-print.txt?raw';\nimport Typography")
      .replace('<ActionButtons', '<small data-fine-print>{finePrint}</small>\n      <ActionButtons');
    expect(source).toContain('data-fine-print');
    await writeFile(block, source);
  }, 60_000);
  afterAll(() => removeProject(dir));

  it('builds a component with a Vite-only import, and renders it as development does', async () => {
    const out = path.join(dir, 'out');
    const run = await runScript('build.ts', ['--root', dir, '--out', out]);
    expect(run.output).toMatch(/Built \d+ pages/);
    expect(run.code).toBe(0);
    const about = await readFile(path.join(out, 'about.html'), 'utf8');
    expect(about).toContain('<small data-fine-print="true">Loaded through Vite</small>');
  }, 120_000);

  it('renders production markup: no development labels in the class names', async () => {
    const home = await readFile(path.join(dir, 'out/index.html'), 'utf8');
    expect(home).toMatch(/class="[^"]*css-[a-z0-9]+"/);
    expect(home).not.toMatch(/css-[a-z0-9]+-Mui[A-Za-z]+-root/);
  });
});
