/**
 * The one way the site's components are loaded for prerendering, in development and in the build alike:
 * through Vite. A component may then use anything Vite understands (a `?raw` import, `import.meta.env`,
 * a JSON import) and it renders the same in `npm run dev` as in `npm run build`; loaded by tsx instead,
 * such an import would pass in development and break the build.
 *  - The dev server and the studio load the renderer module by module (src/dev/renderer.ts), so a save is seen at once.
 *  - The build bundles it with Vite's SSR build, once per code change (cached), so each prerender
 *    worker loads one file.
 */
import path from 'node:path';

const rendererEntry = 'src/render/render-page.tsx';

/**
 * Bundles the renderer into `outDir` (which must be inside the project, so the bundle finds the packages in
 * node_modules) and returns the bundle's file.
 */
export async function bundleRenderer(root: string, outDir: string): Promise<string> {
  const { build } = await import('vite');
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: rendererEntry, outDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { input: rendererEntry } },
  });
  return path.join(outDir, 'render-page.js');
}
