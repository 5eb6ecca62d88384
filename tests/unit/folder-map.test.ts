/** README's folder map is the dependency matrix, written out (src/dev/folder-map.ts, `npm run docs`). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderMap, folderMapEnd, folderMapStart, withFolderMap, type MatrixLayer } from '../../src/dev/folder-map.ts';
import { repoRoot } from '../helpers/temp-project.ts';

const { layers } = createRequire(import.meta.url)(path.join(repoRoot, '.dependency-cruiser.cjs')) as { layers: MatrixLayer[] };
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

describe("README's folder map", () => {
  it('is the matrix as it is (npm run docs -- --check fails otherwise)', () => {
    expect(withFolderMap(readme, layers)).toBe(readme);
  });

  it('has a row per layer, naming the folders it may import', () => {
    const table = folderMap(layers);
    expect(table.split('\n')).toHaveLength(layers.length + 2);
    expect(table).toContain('| `src/engine/` |');
    expect(table).toMatch(/\| `src\/islands\/` \| [^\n]* \| `src\/theme\/`, `src\/generated\/`, `src\/blocks\/shared\/`/);
    expect(table).toMatch(/\| `src\/generated\/` \| [^\n]* \| nothing outside itself \|/);
  });

  it('goes stale when the matrix changes, and is refused without its markers', () => {
    const changed = layers.map((l) => (l.name === 'engine' ? { ...l, mayImport: [...l.mayImport, 'theme'] } : l));
    expect(withFolderMap(readme, changed)).not.toBe(readme);
    expect(withFolderMap(readme, changed)).toContain('`src/generated/`, `src/theme/`');
    expect(withFolderMap(readme.replace(folderMapEnd, ''), layers)).toBeUndefined();
    expect(withFolderMap(readme.replace(folderMapStart, ''), layers)).toBeUndefined();
  });
});
