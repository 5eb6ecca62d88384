/**
 * The build's step that draws every picture's words in Inter (svg-text-outlines.ts): each SVG of the build folder
 * that holds a <text> is replaced by its outlined copy. public/ keeps the editable sources (and the dev server serves
 * them); only the built site's copies change.
 *
 * Each outlined picture is a cache entry (build-cache.ts) named by its content and the outliner's code and fonts, so
 * a rebuild with the pictures unchanged outlines nothing and loads neither fontkit nor the fonts: it reads each SVG
 * once and links the entry in its place (docs/performance.md, "Pictures' words").
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashFiles, hashOf, type BuildCache } from './build-cache.ts';
import { sourceFiles } from './source-deps.ts';

/** What the step did: pictures with words, how many were outlined now (not found in the cache), and the texts kept. */
export interface OutlineSummary {
  pictures: number;
  outlinedNow: number;
  /** "images/x.svg: why", for each text left as text (the picture is still served, its words in the fallback font). */
  kept: string[];
}

/** The key of the outliner itself: its modules, and the lockfile that pins fontkit and the Inter files. */
async function outlinerKey(root: string): Promise<string> {
  const modules = await sourceFiles(root, ['src/build/svg-text-outlines.ts']);
  return hashFiles(root, ['package-lock.json', ...modules]);
}

/** Outlines the words of every SVG under `dir` (a build folder whose files may be links into the cache: never written in place). */
export async function outlinePictures(root: string, dir: string, cache: BuildCache): Promise<OutlineSummary> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const summary: OutlineSummary = { pictures: 0, outlinedNow: 0, kept: [] };
  let key: string | undefined;
  let outline: typeof import('./svg-text-outlines.ts').outlineSvgText | undefined;
  for (const file of files) {
    const svg = await readFile(file, 'utf8');
    if (!svg.includes('<text')) continue;
    summary.pictures++;
    key ??= await outlinerKey(root);
    const entry = `pictures/${hashOf(key, svg)}.svg`;
    const keptEntry = `${entry}.kept.json`;
    const shown = path.relative(dir, file).split(path.sep).join('/');
    if (!(await cache.has(entry))) {
      outline ??= (await import('./svg-text-outlines.ts')).outlineSvgText;
      const outlined = outline(svg);
      // The reasons go beside the picture, so every build says them, not only the one that outlined it.
      if (outlined.kept.length) await cache.put(keptEntry, JSON.stringify(outlined.kept));
      await cache.put(entry, outlined.svg);
      summary.outlinedNow++;
    }
    if (await cache.has(keptEntry)) {
      const kept = JSON.parse(await readFile(cache.entry(keptEntry), 'utf8')) as string[];
      summary.kept.push(...kept.map((reason) => `${shown}: ${reason}`));
    }
    await cache.placeFile(entry, file);
  }
  return summary;
}
