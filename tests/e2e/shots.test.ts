/**
 * `npm run shots` (scripts/shots.ts) run for real on the suite's build: it writes each page, full length,
 * at 375 and 1280 px, and the height it prints for 375 px is the height of the picture it wrote.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'shots-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A PNG's size, from its IHDR chunk (bytes 16-23). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('npm run shots', () => {
  it('writes every chosen page at 375 and 1280 px, full length, and prints the phone height', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/shots.ts'), '--dir', inject('distDir'), '--out', outDir, '--only', '/gap,/no-such-page'],
      { cwd: root, timeout: 120_000 },
    );
    const heights = JSON.parse(readFileSync(path.join(outDir, 'heights.json'), 'utf8')) as Record<string, Record<string, number>>;
    expect(Object.keys(heights).sort()).toEqual(['/gap', '/no-such-page']);
    for (const [page, name] of [['/gap', 'gap'], ['/no-such-page', 'not-found']] as const) {
      for (const width of [375, 1280]) {
        const size = pngSize(path.join(outDir, `${name}@${width}.png`));
        expect(size.width).toBe(width);
        // Full length: the whole document, not one 800 px screen.
        expect(size.height).toBe(heights[page]![width]);
      }
      expect(stdout).toMatch(new RegExp(`^${page}\\s+${heights[page]![375]} px`, 'm'));
    }
    // A plan page is longer than a phone screen, so a screen-sized picture would have been caught above.
    expect(heights['/gap']![375]).toBeGreaterThan(2000);
  });
});
