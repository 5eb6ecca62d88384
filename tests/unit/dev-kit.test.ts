/**
 * The dev-server kit (src/dev/) that `npm run dev` and the studio share: its pieces in process. The servers as a
 * whole are dev-guards.test.ts, studio-guards.test.ts and studio-server.test.ts (real processes and requests).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ViteDevServer } from 'vite';
import { serveFont } from '../../src/dev/font-route.ts';
import { problemPage } from '../../src/dev/problem-page.ts';
import { watchSite, type ChangeArea } from '../../src/dev/site-watcher.ts';
import { fontFile } from '../../src/render/fonts.ts';
import { repoRoot } from '../helpers/temp-project.ts';

/** A response that records what was written. */
function recorder() {
  const said = { status: 0, headers: {} as Record<string, string>, body: Buffer.alloc(0) };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(said, { status, headers });
      return res;
    },
    end(body?: string | Buffer) {
      said.body = Buffer.from(body ?? '');
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, said };
}

describe('the font route', () => {
  it('serves the site’s web font from @fontsource-variable/inter, as the build copies it', async () => {
    const { res, said } = recorder();
    expect(await serveFont(repoRoot, `/fonts/${fontFile}`, res)).toBe(true);
    expect(said.status).toBe(200);
    expect(said.headers['Content-Type']).toBe('font/woff2');
    expect(said.body.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 404 for any other name under /fonts/, a path that climbs out included, and leaves other paths alone', async () => {
    for (const address of ['/fonts/nothing.woff2', '/fonts/../../../package.json', '/fonts/%2e%2e/package.json']) {
      const { res, said } = recorder();
      expect(await serveFont(repoRoot, address, res)).toBe(true);
      expect(said.status, address).toBe(404);
    }
    const { res, said } = recorder();
    expect(await serveFont(repoRoot, '/gap', res)).toBe(false);
    expect(said.status).toBe(0);
  });
});

describe('the problem page', () => {
  const content = { heading: 'site-config has problems', lines: [{ at: 'site-config/pages/gap.json:3:5', where: 'title', message: 'must be text, got <b>' }, 'In one sentence & more'] };

  it('fills the site’s template, so its scripts (the live preview) still load, and escapes what it shows', () => {
    const html = problemPage(content, '<html lang="<!--app-lang-->"><head><!--app-head--><script src="/@vite/client"></script></head><body><!--app-body--></body></html>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>site-config has problems</title><script src="/@vite/client">');
    expect(html).toContain('<li><code>site-config/pages/gap.json:3:5</code> <b>title</b>: must be text, got &lt;b&gt;</li>');
    expect(html).toContain('<li>In one sentence &amp; more</li>');
    expect(html).not.toContain('<!--app-');
  });

  it('is a document of its own without a template (the studio’s preview)', () => {
    const html = problemPage({ heading: 'Nothing to preview yet', intro: 'This file has no page to show.' });
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Nothing to preview yet<\/title>/);
    expect(html).toContain('<p>This file has no page to show.</p>');
    expect(html).not.toContain('<ul');
  });
});

describe('the watcher', () => {
  it('watches schemas/ and public/ through Vite’s watcher, site-config/ with its own, and says what each change touches', async () => {
    const added: string[] = [];
    const listeners = new Map<string, (file: string) => void>();
    const vite = { watcher: { add: (dirs: string[]) => added.push(...dirs), on: (event: string, listener: (file: string) => void) => listeners.set(event, listener) } };
    const seen: [string, ChangeArea][] = [];
    const configFiles: (string | undefined)[] = [];
    const root = await mkdtemp(path.join(tmpdir(), 'owl-watch-site-'));
    await mkdir(path.join(root, 'site-config/pages'), { recursive: true });
    const watcher = watchSite(vite as unknown as ViteDevServer, root, (file, area, configFile) => {
      seen.push([path.relative(root, file), area]);
      configFiles.push(configFile);
    });
    try {
      expect(added.map((d) => path.relative(root, d)).sort()).toEqual(['public', 'schemas']);
      expect([...listeners.keys()].sort()).toEqual(['add', 'change', 'unlink']);
      // site-config/ told to Vite's watcher all the same (a project's own Vite configuration) is said once, by the other.
      for (const file of ['schemas/blocks/banner.schema.json', 'site-config/pages/gap.json', 'public/images/a.png', 'src/blocks/banner/BannerBlock.tsx', 'schemas-old/x.json', 'site-config-backup/x.json']) {
        listeners.get('change')!(path.join(root, file));
      }
      expect(seen).toEqual([
        ['schemas/blocks/banner.schema.json', 'schemas'],
        ['public/images/a.png', 'content'],
        ['src/blocks/banner/BannerBlock.tsx', 'other'],
        [path.join('schemas-old', 'x.json'), 'other'],
        [path.join('site-config-backup', 'x.json'), 'other'],
      ]);
      expect(configFiles).toEqual([undefined, undefined, undefined, undefined, undefined]);
      // A file of site-config/ is also named as the site names it, for the studio to compare with what it read.
      await writeFile(path.join(root, 'site-config/pages/gap.json'), '{}\n');
      await vi.waitFor(() => expect(seen).toContainEqual([path.join('site-config', 'pages', 'gap.json'), 'content']));
      expect(configFiles).toContain('site-config/pages/gap.json');
    } finally {
      watcher.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
