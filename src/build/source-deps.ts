/**
 * The project's own files a module is made of: `entries` and every file they reach by a relative import (static,
 * re-exported or `import('./…')` with a literal), as paths relative to `root`, sorted. What they take from
 * node_modules is the lockfile's to say. The build keys its bundles and pages by these files rather than by all of
 * src/ (issue 24 §3): an edit to the studio, the hosted studio or a dev tool reaches no page's module, so it renders
 * no page again. A file that is read rather than imported is not seen here: the build adds such inputs itself.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A relative specifier after `from`, `import` or `import(`: "./x.ts", "../y.tsx?raw". */
const relativeSpecifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;

export async function sourceFiles(root: string, entries: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.normalize(entry));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    // A specifier that names no file (one written in a comment, say) is no input: a real import of it fails the bundle.
    const text = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    seen.add(file);
    if (!/\.(m?[jt]sx?)$/.test(file)) continue; // a JSON, SVG or CSS file imports nothing
    for (const [, , specifier] of text.matchAll(relativeSpecifier)) {
      const target = path.normalize(path.join(path.dirname(file), specifier!.replace(/[?#].*$/, '')));
      if (target.startsWith('..')) throw new Error(`${file} imports ${specifier}, outside the project.`);
      queue.push(target);
    }
  }
  return [...seen].sort();
}
