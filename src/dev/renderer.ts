/**
 * The one renderer loader of the local tools: pages are rendered by the build's own renderer
 * (src/render/render-page.tsx), loaded through their Vite host module by module, so a save to a component is
 * seen at once and a component may use what only Vite understands (as the build's bundle of it does,
 * scripts/lib/renderer.ts), into the site's own template, so its islands hydrate.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { ResolvedPage, SiteModel } from '../engine/types.ts';

export type Renderer = typeof import('../render/render-page.tsx');

function loadRenderer(vite: ViteDevServer): Promise<Renderer> {
  return vite.ssrLoadModule('/src/render/render-page.tsx') as Promise<Renderer>;
}

/** index.html as Vite serves it at `address` (its client and plugins' tags in), with `head` added to its head. */
export async function pageTemplate(vite: ViteDevServer, root: string, address: string, head = ''): Promise<string> {
  const html = await vite.transformIndexHtml(address, await readFile(path.join(root, 'index.html'), 'utf8'));
  return head ? html.replace('</head>', `${head}</head>`) : html;
}

export interface DevRender {
  model: SiteModel;
  page: ResolvedPage;
  /** The template (pageTemplate), with what the tool adds to it. */
  template: string;
  /** Marks each section with where it comes from (the studio's preview). */
  markSections?: boolean;
}

/** The page's HTML, rendered now by the current code. */
export async function renderInDev(vite: ViteDevServer, { model, page, template, markSections }: DevRender): Promise<string> {
  const renderer = await loadRenderer(vite);
  return renderer.renderPage(model, page, { components: await renderer.loadComponents(), template, dev: true, ...(markSections ? { markSections } : {}) });
}
