import { planGroups, type PlanGroup } from '../shared/plan-trail.ts';
import type { SiteConfig } from '../../generated/site-config.ts';

/**
 * The plans the index lists, added to its props at render time (manifest `siteProps`): the footer's plan
 * families (site.json), the same list each plan page's breadcrumb reads, so no page repeats it.
 */
export function planIndexSiteProps(site: SiteConfig): { groups: PlanGroup[] } {
  return { groups: planGroups(site) };
}
