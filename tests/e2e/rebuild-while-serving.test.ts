import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempProject, type TempProject } from '../helpers/temp-project.ts';
import { spawnScript, startServer, type ServerProcess } from './server-process.ts';

/**
 * `npm run build` while `npm run serve` serves the same dist/: every request made during the rebuild is
 * answered in full from a whole build (the old one or the new one), never a 404 or a cut page, and the
 * server keeps running. The build swaps the folder in at the end; nothing half-made is left beside it.
 */
describe('rebuilding while the server answers', () => {
  let copy: TempProject;
  let dist: string;
  let serve: ServerProcess;

  beforeAll(async () => {
    copy = tempProject('rebuild-');
    dist = path.join(copy.root, 'dist');
    const built = copy.run('build', ['--out', dist], { SITE_API_BASE: '' });
    if (built.status !== 0) throw new Error(`the first build failed:\n${built.stdout}${built.stderr}`);
    serve = await startServer('serve', { args: ['--dir', dist] });
  });

  afterAll(async () => {
    await serve?.stop();
    copy?.remove();
  });

  it('every request during a rebuild gets a whole answer, and the server keeps running', async () => {
    // The pages, and the files the home page needs (the rebuild makes the same names: same content).
    const home = await (await fetch(`${serve.base}/`)).text();
    const files = [...home.matchAll(/(?:src|href)="(\/(?:assets|fonts)\/[^"]+)"/g)].map((m) => m[1]!);
    // Each page is a file named after its address (routes.ts outputFileFor): gap.html for /gap.
    const pages = readdirSync(dist)
      .filter((name) => name.endsWith('.html') && !['index.html', '404.html'].includes(name))
      .map((name) => `/${name.slice(0, -'.html'.length)}`);
    const targets = ['/', ...pages, ...new Set(files)];
    expect(pages.length).toBeGreaterThan(10);
    // At least the bootstrap script and the web font (one variable file since 2026-11-28).
    expect(files.some((f) => f.startsWith('/assets/')) && files.some((f) => f.startsWith('/fonts/'))).toBe(true);

    // A rebuild that changes one page: the build still brings its spare copy of the output up to date and swaps it in
    // whole (output-tree.ts), which is the moment this test is about. (A rebuild of everything, the cache removed,
    // swapped the same way and cost some 12 CPU-seconds more, with the visitors' load.)
    const gapFile = path.join(copy.root, 'site-config/pages/gap.json');
    const gapText = readFileSync(gapFile, 'utf8');
    const heading = /"heading": "([^"]+)"/.exec(gapText)![1]!;
    writeFileSync(gapFile, gapText.replace(`"heading": "${heading}"`, `"heading": "${heading} (rebuilt)"`));
    const build = spawnScript('build', ['--root', copy.root, '--out', dist], { SITE_API_BASE: '' });
    let buildOutput = '';
    build.stdout!.on('data', (d: Buffer) => (buildOutput += d));
    build.stderr!.on('data', (d: Buffer) => (buildOutput += d));
    const built = new Promise<number | null>((resolve) => build.on('close', resolve));
    let building = true;
    void built.then(() => (building = false));

    const failures: string[] = [];
    let failed = 0;
    const fail = (what: string) => failed++ < 30 && failures.push(what);
    let answered = 0;
    // Four visitors at once, each going through every address and file until the build is done.
    const visitor = async (offset: number) => {
      for (let i = offset; building; i++) {
        const target = targets[i % targets.length]!;
        try {
          const res = await fetch(`${serve.base}${target}`);
          const body = await res.text();
          answered++;
          if (res.status !== 200) fail(`${target}: ${res.status}`);
          else if (!target.startsWith('/assets/') && !target.startsWith('/fonts/') && !body.trimEnd().endsWith('</html>')) fail(`${target}: a cut page (${body.length} characters)`);
        } catch (error) {
          fail(`${target}: no answer (${(error as Error).cause ?? (error as Error).message})`);
        }
      }
    };
    await Promise.all([0, 7, 13, 21].map(visitor));

    expect(await built, buildOutput).toBe(0);
    expect(failures, `${failed} of ${answered + failed} requests failed`).toEqual([]);
    expect(answered, 'requests made while the build ran').toBeGreaterThan(100);
    expect(serve.alive()).toBe(true);
    const gap = await fetch(`${serve.base}/gap`);
    expect(gap.status).toBe(200);
    expect((await gap.text()).replace(/<[^>]+>/g, ''), 'the rebuilt page is served').toContain(`${heading} (rebuilt)`);
    // The work folder and the old build are gone.
    expect(readdirSync(copy.root).filter((name) => name.startsWith('.dist.'))).toEqual([]);
  });

  it('a request that arrives in the instant dist/ is being swapped waits for the new one', async () => {
    // The build's swap is two renames; here the gap between them is held open for 300 ms.
    const aside = path.join(copy.root, '.dist.aside');
    renameSync(dist, aside);
    const answers = Promise.all(['/', '/gap', '/robots.txt'].map(async (target) => `${target} ${(await fetch(`${serve.base}${target}`)).status}`));
    await new Promise((r) => setTimeout(r, 300));
    renameSync(aside, dist);
    expect(await answers).toEqual(['/ 200', '/gap 200', '/robots.txt 200']);
    expect(serve.alive()).toBe(true);
  });
});
