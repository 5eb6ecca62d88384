import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildCache } from '../../src/build/build-cache.ts';
import { precompress } from '../../src/build/precompress.ts';

const made: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), name));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small build: a page, a script under assets/, an image and a font (not text). */
function build(page = '<!doctype html><title>Gap</title><p>GAP protection pays the difference.</p>'.repeat(20)): string {
  const dir = tempDir('precompress-build-');
  mkdirSync(path.join(dir, 'gap'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'fonts'));
  writeFileSync(path.join(dir, 'gap/index.html'), page);
  writeFileSync(path.join(dir, 'assets/app-1a2b.js'), 'export const a = 1;\n'.repeat(50));
  writeFileSync(path.join(dir, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(30)}</svg>`);
  writeFileSync(path.join(dir, 'fonts/inter.woff2'), Buffer.from([1, 2, 3, 4]));
  return dir;
}

const decoded = (file: string) => ({ br: brotliDecompressSync(readFileSync(`${file}.br`)), gz: gunzipSync(readFileSync(`${file}.gz`)) });

describe('precompress', () => {
  it('writes a .br and a .gz beside every text file, each the same bytes once decompressed; nothing for a font', async () => {
    const dir = build();
    const summary = await precompress(dir);
    expect(summary.files).toBe(3);
    for (const file of ['gap/index.html', 'assets/app-1a2b.js', 'logo.svg']) {
      const plain = readFileSync(path.join(dir, file));
      const { br, gz } = decoded(path.join(dir, file));
      expect([br.equals(plain), gz.equals(plain)], file).toEqual([true, true]);
    }
    expect(existsSync(path.join(dir, 'fonts/inter.woff2.br'))).toBe(false);
  });

  it('with a cache, compresses a file again only when its bytes changed, and never gives an old file', async () => {
    const project = tempDir('precompress-project-');
    const cache = new BuildCache(project);
    expect((await precompress(build(), { cache })).compressedNow).toBe(3);
    const again = build();
    expect((await precompress(again, { cache })).compressedNow).toBe(0);
    expect(decoded(path.join(again, 'gap/index.html')).br.equals(readFileSync(path.join(again, 'gap/index.html')))).toBe(true);

    const edited = build('<!doctype html><title>Gap</title><p>Edited: the page changed.</p>'.repeat(20));
    expect((await precompress(edited, { cache })).compressedNow).toBe(1);
    const page = path.join(edited, 'gap/index.html');
    expect(decoded(page).br.toString()).toBe(readFileSync(page, 'utf8'));
    expect(decoded(page).gz.toString()).toBe(readFileSync(page, 'utf8'));
  });
});
