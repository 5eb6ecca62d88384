import type { ResolvedPage, SiteModel } from '../engine/types.ts';
import { addressesOf } from '../engine/routes.ts';
import { escapeMarkup } from '../render/escape-markup.ts';


/** sitemap.xml: every page's main address (aliases are the same page and would be duplicate content). */
export function sitemapXml(model: SiteModel): string {
  const urls = model.pages
    .filter((p) => p.path !== null)
    // Escaped: a site address with "&" in its query must not break the whole sitemap.
    .map((p) => `  <url><loc>${escapeMarkup(`${model.site.url}${p.path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(model: SiteModel): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${model.site.url}/sitemap.xml\n`;
}

/** Every address to prerender, with the page it shows; the not-found page as `null`. */
export function prerenderTargets(model: SiteModel): { address: string | null; page: ResolvedPage }[] {
  return model.pages.flatMap((page): { address: string | null; page: ResolvedPage }[] =>
    page.path === null ? [{ address: null, page }] : addressesOf(page).map((address) => ({ address, page })),
  );
}
