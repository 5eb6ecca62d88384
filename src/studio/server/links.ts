/**
 * What a link field can point at, for the studio's link picker: every page with its sections' anchors, the
 * `@name` links and the `{{name}}` values every page may use (load-site.ts siteNames, the engine's own list).
 */
import { siteNames } from '../../engine/load-site.ts';
import type { ResolvedPage, SiteConfig, SiteModel } from '../../engine/types.ts';
import type { LinkTargets } from '../protocol.ts';
import type { SiteState } from './site-state.ts';

/** A section's anchor with the words a person recognises it by: its heading, else its type. */
function anchorsOf(page: ResolvedPage): LinkTargets['pages'][number]['anchors'] {
  return page.sections.flatMap((section) => {
    const { anchor, heading } = section as { anchor?: string; heading?: string };
    return anchor ? [{ id: anchor, label: heading ?? section.type }] : [];
  });
}

/**
 * From the last version of the site without errors: while a file has a mistake, the picker still offers
 * every page (the one being fixed included, as it was).
 */
/** The targets of one model, as JSON, made once: the editor asks again after files change, and the model changes only with a page. */
const asJson = new WeakMap<SiteModel, string>();

/** What the link pickers offer, as JSON text (2.9 MB at 10,000 pages): made again only when the site's model is new. */
export async function linkTargetsJson(state: SiteState): Promise<string> {
  await state.current();
  const model = state.lastGood();
  if (!model) return JSON.stringify({ pages: [], named: [], values: [] } satisfies LinkTargets);
  let json = asJson.get(model);
  if (json === undefined) asJson.set(model, (json = JSON.stringify(targetsOf(model))));
  return json;
}

function targetsOf(model: SiteModel): LinkTargets {
  const pages = model.pages
    .filter((p): p is ResolvedPage & { path: string } => p.path !== null)
    .map((p) => ({ address: p.path, title: p.title, anchors: anchorsOf(p) }))
    .sort((a, b) => a.address.localeCompare(b.address));
  const names = siteNames(model.site as SiteConfig);
  return {
    pages,
    named: Object.entries(names.links).map(([name, href]) => ({ name, href })),
    values: Object.entries(names.values).map(([name, value]) => ({ name, value })),
  };
}
