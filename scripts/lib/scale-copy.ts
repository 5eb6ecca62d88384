/**
 * A temporary copy of the project with `extra` plan pages added: copies of /gap, each with its own address, title,
 * description and brochure. What `npm run bench:scale` builds and `npm run bench:studio` edits.
 */
import { cp, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const parts = ['site-config', 'schemas', 'public', 'src', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

export const syntheticFile = (i: number) => `site-config/pages/synthetic-plan-${i}.json`;
export const syntheticTitle = (i: number) => `Synthetic protection plan ${i} | Owl Admin`;

export async function copyWithPlans(root: string, extra: number, prefix: string): Promise<string> {
  const template = JSON.parse(await readFile(path.join(root, 'site-config/pages/gap.json'), 'utf8')) as Record<string, unknown>;
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-${extra}-`));
  await Promise.all(parts.map((p) => cp(path.join(root, p), path.join(dir, p), { recursive: true })));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (let i = 1; i <= extra; i++) {
    const text = JSON.stringify(template, null, 2)
      .replaceAll('/brochures/gap.pdf', `/brochures/synthetic-plan-${i}.pdf`)
      .replace(/"title": "[^"]*"/, `"title": "${syntheticTitle(i)}"`)
      .replace(/"description": "[^"]*"/, `"description": "Synthetic plan page number ${i}, generated to measure how validation and prerendering grow with the number of pages."`)
      .replace(/"path": "[^"]*"/, `"path": "/synthetic-plan-${i}"`);
    await writeFile(path.join(dir, syntheticFile(i)), text);
  }
  return dir;
}
