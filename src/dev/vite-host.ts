/**
 * The one Vite host of the local tools (`npm run dev`, `npm run studio`): Vite in middleware mode inside the
 * tool's own HTTP server, so pages, source modules and the live-reload socket share one port and several tools
 * (a test's among them) can run at once. What Vite may answer is decided by vite-passthrough.ts, never by Vite.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { mayPassToVite } from './vite-passthrough.ts';

export interface ViteHostOptions {
  /** The project (holding vite.config.ts, index.html, src/, public/). */
  root: string;
  /** The tool's own server: Vite's socket listens on it. */
  server: Server;
  /** Where Vite keeps its pre-bundled dependencies; a copy of the project keeps its own (its node_modules is usually a link). */
  cacheDir?: string;
  /** More host names Vite answers, as local-access.ts does (ALLOWED_HOSTS): only for a tool opened to the network. */
  allowedHosts?: string[];
  /** Entries to scan for dependencies before the first visit (Vite's optimizeDeps.entries). */
  entries?: string[];
}

/**
 * Folders of a project that Vite's watcher is kept out of, on top of its own (node_modules, .git, its cache): the
 * build's cache, the build's output and the local lead inbox, none of which a module of the site or the studio
 * imports. The build cache alone held 34,000 files on this project (more at 10,000 pages), and the watcher's first
 * walk over it cost each studio and dev server some 5 CPU-seconds after it printed its address (8.0 → 2.9 CPU-s in
 * the first four seconds, 2026-11-29). site-config/ is no module either: the tools read it, and watch it with a
 * watcher of their own (site-watcher.ts).
 */
export const unwatchedFolders = ['.cache', 'dist', '.data', 'site-config'] as const;

export function createViteHost(options: ViteHostOptions): Promise<ViteDevServer> {
  const { root } = options;
  return createViteServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    // No other origin may read what Vite serves (its default lets every localhost page do so).
    server: {
      middlewareMode: true,
      ws: { server: options.server },
      cors: false,
      watch: { ignored: unwatchedFolders.map((folder) => `${path.join(root, folder)}/**`) },
      ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
    },
    ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
    ...(options.entries ? { optimizeDeps: { entries: options.entries } } : {}),
  });
}

/**
 * Hands the request for `pathname` to Vite (source modules, /@vite/client, dependencies, public files) if
 * vite-passthrough.ts allows it; what it may not serve, or does not, is answered by `otherwise` (a 404).
 */
export function passToVite(vite: ViteDevServer, req: IncomingMessage, res: ServerResponse, pathname: string, otherwise: () => Promise<void> | void): Promise<void> {
  if (!mayPassToVite(vite.config, pathname)) return Promise.resolve(otherwise());
  return new Promise((resolve, reject) => {
    vite.middlewares(req, res, (error?: unknown) => (error ? reject(error) : Promise.resolve(otherwise()).then(resolve, reject)));
    res.once('close', resolve);
  });
}
