/**
 * Which page each brochure is made from. A page asks for one with a download button linking
 * `/brochures/<name>.pdf` (brochures.ts says the rest). When several pages link the same brochure (a shared section),
 * it is made from the page whose address ends in the brochure's name (`/admin-in-a-box` for admin-in-a-box.pdf),
 * else from the first such page.
 */
import { BROCHURE_PATH, downloadLinks } from '../engine/brochure-paths.ts';
import { addressesOf } from '../engine/routes.ts';
import type { ResolvedPage, SiteModel } from '../engine/types.ts';

/** Which page each brochure is made from (see the module comment). */
export function brochureSources(model: SiteModel): Map<string, ResolvedPage> {
  const sources = new Map<string, ResolvedPage>();
  for (const page of model.pages) {
    if (page.path === null) continue;
    for (const link of downloadLinks(page.sections)) {
      if (!BROCHURE_PATH.test(link)) continue;
      const name = link.slice('/brochures/'.length, -'.pdf'.length);
      const named = addressesOf(page).some((a) => a.split('/').pop() === name);
      if (!sources.has(link) || named) sources.set(link, page);
    }
  }
  return sources;
}
