/**
 * The one way the site's components are loaded for prerendering, in development and in the build alike:
 * through Vite's SSR module loading. A component may then use anything Vite understands (a `?raw` import,
 * `import.meta.env`, a JSON import) and it renders the same in `npm run dev` as in `npm run build`;
 * loaded by tsx instead, such an import would pass in development and break the build.
 */
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

export type Renderer = typeof import('../../src/render/render-page.tsx');

/** The renderer module, as the given Vite server loads it (the dev server passes its own). */
export function loadRenderer(vite: ViteDevServer): Promise<Renderer> {
  return vite.ssrLoadModule('/src/render/render-page.tsx') as Promise<Renderer>;
}

/** For the build: a Vite server that only loads modules (no HTTP, no watching, no browser dependencies), and its renderer. */
export async function openRenderer(root: string): Promise<{ renderer: Renderer; close: () => Promise<void> }> {
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    // Nothing is served to a browser, so there is nothing to pre-bundle.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return { renderer: await loadRenderer(vite), close: () => vite.close() };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
