/**
 * The one watcher of the local tools: Vite's (it already watches the modules it serves), told to watch what
 * the site is made of too (site-config/, schemas/, public/). Each change is said with what it touches, so a
 * tool drops its compiled schemas or reloads the content without its own list of folders.
 */
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { configLayout } from '../engine/config-files.ts';

/** What a change touches: the schemas, the content (site-config/, public/), or neither (a source module, say). */
export type ChangeArea = 'schemas' | 'content' | 'other';

/**
 * Calls `onChange` with each changed file's path, what it touches, and for a file under site-config/, its name as the
 * site names it (`configFile`: site-config/pages/gap.json), which the studio compares with what it read.
 */
export function watchSite(vite: ViteDevServer, root: string, onChange: (file: string, area: ChangeArea, configFile?: string) => void): void {
  const schemas = path.join(root, configLayout.schemasDir);
  const config = path.join(root, configLayout.dir);
  const content = [config, path.join(root, configLayout.publicDir)];
  const inside = (dir: string, file: string) => file === dir || file.startsWith(`${dir}${path.sep}`);
  vite.watcher.add([...content, schemas]);
  for (const event of ['add', 'change', 'unlink'] as const) {
    vite.watcher.on(event, (file: string) => {
      const area = inside(schemas, file) ? 'schemas' : content.some((dir) => inside(dir, file)) ? 'content' : 'other';
      onChange(file, area, inside(config, file) ? path.relative(root, file).split(path.sep).join('/') : undefined);
    });
  }
}
