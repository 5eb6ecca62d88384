import type { ResolvedPage, SiteConfig } from '../engine/types.ts';
import { fontFaceCss, fontUrl } from './fonts.ts';
import { islandAttributes } from '../islands/markers.ts';
import { scriptSafeJson } from '../islands/Island.tsx';
import { escapeMarkup } from './escape-markup.ts';
import { structuredData } from './structured-data.ts';
import { speculationRulesScript } from './speculation-rules.ts';


export interface DocumentParts {
  site: SiteConfig;
  page: ResolvedPage;
  body: string;
  styleTags: string;
}

/**
 * The whole HTML document of a page, from the index.html template (which carries the island bootstrap
 * script): everything a reader needs is here before any script runs.
 */
export function htmlDocument(template: string, { site, page, body, styleTags }: DocumentParts): string {
  const canonical = `${site.url}${page.path ?? ''}`;
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeMarkup(page.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(page.description)}">`,
    page.path === null ? `<meta name="robots" content="noindex">` : `<link rel="canonical" href="${escapeMarkup(canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeMarkup(site.brand.name)}">`,
    `<meta property="og:title" content="${escapeMarkup(page.title)}">`,
    `<meta property="og:description" content="${escapeMarkup(page.description)}">`,
    page.path === null ? '' : `<meta property="og:url" content="${escapeMarkup(canonical)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="theme-color" content="#0B2545">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`,
    `<style>${fontFaceCss()}</style>`,
    styleTags,
    ...structuredData(site, page).map((d) => `<script type="application/ld+json">${scriptSafeJson(d)}</script>`),
    `<script type="application/json" ${islandAttributes.uiText}>${scriptSafeJson(site.ui)}</script>`,
    speculationRulesScript(),
  ].filter(Boolean);
  return template
    .replace('<!--app-lang-->', escapeMarkup(site.language ?? 'en'))
    .replace('<!--app-head-->', () => meta.join('\n    '))
    .replace('<!--app-body-->', () => body);
}
