/**
 * The studio (src/studio/) is a development tool: the site build never takes any of it. Checked over every
 * file the real build wrote (global-setup.ts builds it as `npm run build` does): no file is named after the
 * studio, and none holds its API's addresses or its source paths.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { studioApi } from '../../src/studio/protocol.ts';

/** What only studio code carries: its API's base address (from protocol.ts) and its source folder. */
const markers = [studioApi.files.replace(/files$/, ''), 'src/studio/'];

describe('no studio code in dist/', () => {
  it('no built file is the studio’s or contains its code', async () => {
    const distDir = inject('distDir');
    const files = (await readdir(distDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => /studio/i.test(path.relative(distDir, f)))).toEqual([]);
    const holding: string[] = [];
    for (const file of files) {
      const text = (await readFile(file)).toString('latin1');
      for (const marker of markers) if (text.includes(marker)) holding.push(`${path.relative(distDir, file)} contains ${marker}`);
    }
    expect(holding).toEqual([]);
  });
});
