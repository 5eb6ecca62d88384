/**
 * The build step that draws the pictures' words in Inter (src/build/outline-pictures.ts): over a build folder, every
 * SVG with words is replaced by its outlined copy, each kept in the build cache by its content, so a rebuild with the
 * pictures unchanged outlines nothing; the file in the build folder (a hard link into the cache) is never written in
 * place. And over the site's own pictures: none keeps a <text>, and each still passes the validator's SVG safety rules.
 */
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildCache } from '../../src/build/build-cache.ts';
import { outlinePictures } from '../../src/build/outline-pictures.ts';
import { outlineSvgText } from '../../src/build/svg-text-outlines.ts';
import { svgProblems } from '../../src/engine/svg-safety.ts';
import { repoRoot } from '../helpers/temp-project.ts';

const made: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), name));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const worded = (words: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50" font-family="Inter,sans-serif"><text x="10" y="30" font-size="15">${words}</text></svg>`;
const plain = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

/** A build folder as Vite leaves it: images/ copied from public/, and one file linked from elsewhere (as the cache links it). */
function buildFolder(words = 'Claims'): { dir: string; original: string } {
  const dir = tempDir('outline-build-');
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'images/claims.svg'), worded(words));
  writeFileSync(path.join(dir, 'images/plain.svg'), plain);
  const original = path.join(tempDir('outline-cached-'), 'gap.svg');
  writeFileSync(original, worded('GAP'));
  linkSync(original, path.join(dir, 'images/gap.svg'));
  return { dir, original };
}

describe('outlinePictures', () => {
  it('outlines every worded SVG, leaves the others, and never writes through a link', async () => {
    const { dir, original } = buildFolder();
    const cache = new BuildCache(tempDir('outline-project-'));
    const summary = await outlinePictures(repoRoot, dir, cache);
    expect(summary).toEqual({ pictures: 2, outlinedNow: 2, kept: [] });
    for (const name of ['claims.svg', 'gap.svg']) expect(readFileSync(path.join(dir, 'images', name), 'utf8')).not.toContain('<text');
    expect(readFileSync(path.join(dir, 'images/plain.svg'), 'utf8')).toBe(plain);
    expect(readFileSync(original, 'utf8')).toBe(worded('GAP'));
  });

  it('outlines again only a picture whose content changed', async () => {
    const project = tempDir('outline-project-');
    await outlinePictures(repoRoot, buildFolder().dir, new BuildCache(project));
    const again = buildFolder();
    expect((await outlinePictures(repoRoot, again.dir, new BuildCache(project))).outlinedNow).toBe(0);
    expect(readFileSync(path.join(again.dir, 'images/claims.svg'), 'utf8')).toBe(outlineSvgText(worded('Claims')).svg);

    const edited = buildFolder('Claims paid');
    expect((await outlinePictures(repoRoot, edited.dir, new BuildCache(project))).outlinedNow).toBe(1);
    expect(readFileSync(path.join(edited.dir, 'images/claims.svg'), 'utf8')).toContain('data-text="Claims paid"');
  });

  it('says, on every build, which words it kept as text', async () => {
    const project = tempDir('outline-project-');
    const folder = () => {
      const dir = tempDir('outline-build-');
      writeFileSync(path.join(dir, 'serif.svg'), worded('x').replace('<text ', '<text font-family="Georgia" '));
      return dir;
    };
    const first = await outlinePictures(repoRoot, folder(), new BuildCache(project));
    const second = await outlinePictures(repoRoot, folder(), new BuildCache(project));
    expect(second.outlinedNow).toBe(0);
    expect(first.kept).toEqual(['serif.svg: "x" is kept as text: its font is Georgia, not Inter']);
    expect(second.kept).toEqual(first.kept);
  });
});

describe("the site's pictures, as the build serves them", () => {
  const dir = path.join(repoRoot, 'public/images');
  const pictures = readdirSync(dir).filter((name) => name.endsWith('.svg'));

  it.each(pictures)('%s: no <text> left, and still safe to serve', (name) => {
    const { svg, kept } = outlineSvgText(readFileSync(path.join(dir, name), 'utf8'));
    expect(kept).toEqual([]);
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svgProblems(svg)).toEqual([]);
  });
});
