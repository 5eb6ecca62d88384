/**
 * The one watcher of the local tools: Vite's (it already watches the modules it serves), told to watch what the site
 * is made of too (schemas/, public/), and for site-config/, whose folders hold a file per page (10,000 of them on a
 * big site), a watcher of names only (folder-watcher.ts; Vite's is kept out of it, vite-host.ts). Each change is said
 * with what it touches, so a tool drops its compiled schemas or reloads the content without its own list of folders.
 */
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { configLayout } from '../engine/config-files.ts';
import { watchFolder, type FolderWatcher } from './folder-watcher.ts';

/** What a change touches: the schemas, the content (site-config/, public/), or neither (a source module, say). */
export type ChangeArea = 'schemas' | 'content' | 'other';

/**
 * Calls `onChange` with each changed file's path, what it touches, and for a file under site-config/, its name as the
 * site names it (`configFile`: site-config/pages/gap.json), which the studio compares with what it read.
 */
export function watchSite(vite: ViteDevServer, root: string, onChange: (file: string, area: ChangeArea, configFile?: string) => void): FolderWatcher {
  const schemas = path.join(root, configLayout.schemasDir);
  const config = path.join(root, configLayout.dir);
  const pictures = path.join(root, configLayout.publicDir);
  const inside = (dir: string, file: string) => file === dir || file.startsWith(`${dir}${path.sep}`);
  vite.watcher.add([pictures, schemas]);
  for (const event of ['add', 'change', 'unlink'] as const) {
    vite.watcher.on(event, (file: string) => {
      // site-config/ is not Vite's to watch; should it be told anyway (a project's own configuration), it is said once, below.
      if (inside(config, file)) return;
      onChange(file, inside(schemas, file) ? 'schemas' : inside(pictures, file) ? 'content' : 'other');
    });
  }
  return watchFolder(config, (file) => onChange(file, 'content', path.relative(root, file).split(path.sep).join('/')));
}
