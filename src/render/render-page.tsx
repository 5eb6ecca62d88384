import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { registry } from '../blocks/registry.ts';
import { SectionIndexContext } from '../blocks/shared/heading-level.tsx';
import { Breadcrumb } from '../chrome/Breadcrumb.tsx';
import { SiteFooter } from '../chrome/SiteFooter.tsx';
import { SiteHeader } from '../chrome/SiteHeader.tsx';
import type { BlockType, ResolvedPage, Section, SiteModel } from '../engine/types.ts';
import { IslandProviders } from '../islands/IslandProviders.tsx';
import { palette } from '../theme/theme.ts';
import { htmlDocument } from './document.ts';
import { stylisPlugins } from './browser-prefixes.ts';
import { Enhanced, Island, scriptSafeJson } from '../islands/Island.tsx';
import { pieceFor, reuse } from './reused-pieces.ts';
import { RenderContext, type RenderState } from '../islands/render-context.tsx';

export type ComponentMap = { [T in BlockType]: ComponentType<never> };

/** Loads every block component once (the registry loads lazily for the browser's sake). */
export async function loadComponents(): Promise<ComponentMap> {
  const entries = await Promise.all(Object.entries(registry).map(async ([type, entry]) => [type, await entry.load()] as const));
  // Each entry pairs a type with its own component; the map type cannot be inferred from entries.
  return Object.fromEntries(entries) as unknown as ComponentMap;
}

/** A block that threw while rendering: which page and section, so the author can find it. */
class BlockRenderError extends Error {
  constructor(page: ResolvedPage, index: number, section: Section, cause: unknown) {
    super(`${page.file}: sections[${index}] (${section.type}) failed to render: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export interface RenderOptions {
  components: ComponentMap;
  /** The built index.html (production) or Vite's transformed one (development). */
  template: string;
  /** Development: a failing block shows a visible placeholder instead of failing the page. */
  dev?: boolean;
  /** Each section starts with a comment, `<!--section N-->` (its place in `page.sections`), for the studio's preview to find it. */
  markSections?: boolean;
  year?: number;
  /** Render the header and footer once for every page they are the same on (reused-pieces.ts); false renders each. */
  reusePieces?: boolean;
}

const globalCss = {
  html: { scrollPaddingTop: 80 },
  body: { WebkitFontSmoothing: 'antialiased', textRendering: 'optimizeLegibility' },
  'a:focus-visible': { outlineColor: palette.amber },
  // Headings break into lines of even length (no lone "percent" under a long line); running text avoids
  // a last line of one short word. Browsers without text-wrap break lines as before.
  'h1, h2, h3, h4, h5, h6': { textWrap: 'balance' },
  'p, li, dd, blockquote, figcaption, caption, td, th': { textWrap: 'pretty' },
  // Two sections of one tone in a row read as one band: the second starts closer, instead of adding its top
  // padding to the first's bottom (home's "Who we serve" sat 150 px below the list before it). An island's
  // section sits in a wrapper of its own (display: contents), hence the second form.
  ...Object.fromEntries(
    ['plain', 'tinted', 'dark'].map((tone) => {
      const prev = `:is(section[data-tone="${tone}"], [data-island]:has(> section[data-tone="${tone}"]))`;
      return [`${prev} + section[data-tone="${tone}"], ${prev} + [data-island] > section[data-tone="${tone}"]`, { paddingTop: 16 }];
    }),
  ),
  // Components set their own display, which would otherwise show an element marked hidden.
  '[hidden]': { display: 'none !important' },
  '.skip-link': {
    position: 'absolute',
    left: 16,
    top: -64,
    zIndex: 2000,
    padding: '12px 20px',
    background: palette.navy,
    color: '#FFFFFF',
    fontWeight: 700,
    borderRadius: 8,
    textDecoration: 'none',
  },
  '.skip-link:focus': { top: 12 },
  '@media (prefers-reduced-motion: reduce)': { '*, *::before, *::after': { scrollBehavior: 'auto !important' } },
} as const;

function BlockView({ section, components, site }: { section: Section; components: ComponentMap; site: SiteModel['site'] }) {
  const Component = components[section.type] as ComponentType<Section>;
  const entry = registry[section.type];
  const props: Section = 'siteProps' in entry ? { ...section, ...entry.siteProps(site) } : section;
  if (entry.hydrate === 'static') return <Component {...props} />;
  if (entry.hydrate === 'enhance') return <Enhanced name={section.type}><Component {...props} /></Enhanced>;
  return <Island name={section.type} hydrate={entry.hydrate} component={Component} props={props} />;
}

function DevPlaceholder({ index, section, error }: { index: number; section: Section; error: unknown }) {
  return (
    <section role="alert" style={{ margin: 24, padding: 24, border: '3px dashed #B42318', background: '#FEF3F2', color: '#7A271A', fontFamily: 'monospace' }}>
      <strong>
        sections[{index}] ({section.type}) failed to render
      </strong>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{error instanceof Error ? error.message : String(error)}</pre>
    </section>
  );
}

/** A page's style cache: only the prefixes the build's browsers need (browser-prefixes.ts), read before the first paint. */
function pageCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins });
  // As createEmotionServer sets it: the cache keeps each style's CSS, for the page's critical CSS.
  cache.compat = true;
  return cache;
}

/** Stands for the page's address in the header kept for every page whose address is not a navigation link. */
const anyPage = '\u0000any page\u0000';

/** Renders one page to a complete HTML document with its critical CSS inline. */
export function renderPage(model: SiteModel, page: ResolvedPage, options: RenderOptions): string {
  const { site } = model;
  const cache = pageCache();
  const emotion = createEmotionServer(cache);
  let islands = 0;
  const state: RenderState = { cache, ui: site.ui, takeIslandId: () => islands++, dev: options.dev ?? false, path: page.path };
  const renderWith = (node: ReactNode, pieceState: RenderState) =>
    renderToString(
      <RenderContext value={pieceState}>
        <IslandProviders cache={pieceState.cache} ui={site.ui}>
          {node}
        </IslandProviders>
      </RenderContext>,
    );
  const piece = (node: ReactNode) => renderWith(node, state);
  /** A piece rendered once for every page it is the same on (reused-pieces.ts), `key` naming what it depends on. */
  const reused = (key: string, node: ReactNode) => {
    if (options.reusePieces === false) return piece(node);
    const kept = pieceFor(site, key, pageCache, islands, (pieceCache, takeIslandId) => renderWith(node, { ...state, cache: pieceCache, takeIslandId }));
    islands += kept.islands;
    return reuse(kept, cache);
  };

  piece(
    <>
      <CssBaseline />
      <GlobalStyles styles={globalCss} />
    </>,
  );
  // The header marks the page's own navigation link, and its menu island carries the address: one header is kept per
  // navigation link, and one for every other page, made with a stand-in address that is then replaced.
  const header = (current: string | null) => (
    <SiteHeader links={site.navigation.links} signUp={site.navigation.signUp} logo={site.brand.logo} homeHref="/" current={current} />
  );
  const isLink = site.navigation.links.some((link) => link.href === page.path);
  const anyHeader = isLink ? [] : reused('header of any page', header(anyPage)).split(scriptSafeJson(anyPage));
  const headerHtml = anyHeader.length === 2 ? anyHeader.join(scriptSafeJson(page.path)) : reused(`header of ${page.path}`, header(page.path));
  const sections = page.sections.map((section, index) => {
    const node = (
      <SectionIndexContext value={index}>
        <BlockView section={section} components={options.components} site={site} />
      </SectionIndexContext>
    );
    const mark = options.markSections ? `<!--section ${index}-->` : '';
    try {
      return mark + piece(node);
    } catch (error) {
      if (!options.dev) throw new BlockRenderError(page, index, section, error);
      return mark + piece(<DevPlaceholder index={index} section={section} error={error} />);
    }
  });
  // A plan page's trail (Home › Protection plans › the plan) opens <main>, above the hero; other pages have none.
  const breadcrumb = piece(<Breadcrumb site={site} path={page.path} />);
  const year = options.year ?? new Date().getFullYear();
  const footer = reused(`footer of ${year}`, <SiteFooter site={site} year={year} />);
  const skipLink = piece(
    <a className="skip-link" href="#main">
      {site.ui.skipToContent}
    </a>,
  );
  const body = `${skipLink}\n${headerHtml}\n<main id="main" tabindex="-1">\n${breadcrumb ? `${breadcrumb}\n` : ''}${sections.join('\n')}\n</main>\n${footer}`;
  const chunks = emotion.extractCriticalToChunks(body);
  const styleTags = emotion.constructStyleTagsFromChunks(chunks);
  return htmlDocument(options.template, { site, page, body, styleTags });
}
