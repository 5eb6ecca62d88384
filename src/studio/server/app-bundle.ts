/**
 * The studio's browser app, built by Vite into memory as the studio starts (about a second). The browser then loads one
 * minified script with React in production mode, where Vite's development server sent some 250 modules compiled on
 * request and React's development build: an editor opened in about a third of the time (3.3 s to 1.1 s, measured in
 * Chromium on this machine) and every keystroke cost less. `npm run studio -- --dev` serves the app through Vite
 * instead, for work on the studio itself. The preview is the same in both: the site's pages, rendered through Vite.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { contentTypes } from '../../server/static-files.ts';

/** The studio's pages are under /studio/ (studio-server.ts); Vite puts the built files in its assets/ folder. */
const base = '/studio/';
/** Where the built app's files are served from: a path no screen of the app's router uses. */
export const appAssetsBase = `${base}assets/`;

export interface AppBundle {
  /** The app's page, its script and style addresses under appAssetsBase. */
  html: string;
  /** The files under appAssetsBase, by their name there. */
  assets: Map<string, { body: string | Uint8Array; type: string }>;
}

/** Builds the app whose page is `entry` (relative to `root`), writing nothing to disk. */
export async function buildStudioApp(root: string, entry: string): Promise<AppBundle> {
  const result = await build({
    root,
    configFile: false,
    plugins: [react()],
    base,
    publicDir: false,
    logLevel: 'error',
    build: {
      write: false,
      target: 'es2022',
      // One script for a tool used on a desktop, on this computer: splitting it would only add requests.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { input: path.join(root, entry) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const bundle: AppBundle = { html: '', assets: new Map() };
  for (const file of outputs.flatMap((o) => o.output)) {
    const body = file.type === 'chunk' ? file.code : file.source;
    if (file.fileName.endsWith('.html')) bundle.html = String(body);
    else if (file.fileName.startsWith('assets/')) {
      bundle.assets.set(file.fileName.slice('assets/'.length), { body, type: contentTypes[path.extname(file.fileName)] ?? 'application/octet-stream' });
    }
  }
  if (!bundle.html) throw new Error(`Building the studio app from ${entry} gave no page.`);
  return bundle;
}
