import type { SiteConfig } from '../../generated/site-config.ts';

/** One step of a breadcrumb: its words and, but for the page itself, where it leads. */
export interface Crumb {
  label: string;
  href?: string;
}

/** One family of plans (Theft protection, Vehicle coverage, Appearance) and its plan pages. */
export interface PlanGroup {
  heading: string;
  links: { label: string; href: string }[];
}


/**
 * The plan families, read from the footer's groups (site.json), which already file every plan under its
 * kind: the breadcrumb and home's plan index use this one list, so none can fall out of step. A group that
 * links to /claims lists actions (file a claim, the claims line), not plans, and is left out; so are links
 * that are not pages of this site (`@phone`).
 */
export function planGroups(site: Pick<SiteConfig, 'footer'>): PlanGroup[] {
  return site.footer.groups
    .filter((group) => !group.links.some((link) => link.href === '/claims'))
    .map((group) => ({ heading: group.heading, links: group.links.filter((link) => link.href.startsWith('/')) }))
    .filter((group) => group.links.length > 0);
}

/**
 * A plan page's trail, Home › Protection plans › the plan. A page no plan family lists (home, the dealer
 * pages, claims) has none: `null`.
 */
export function planTrail(site: Pick<SiteConfig, 'footer' | 'navigation' | 'ui'>, path: string | null): Crumb[] | null {
  if (path === null) return null;
  const home = site.navigation.links.find((link) => link.href === '/');
  for (const group of planGroups(site)) {
    const plan = group.links.find((link) => link.href === path);
    if (plan) return [{ label: home?.label ?? 'Home', href: '/' }, { label: site.ui.breadcrumb.plans, href: site.ui.breadcrumb.plansHref }, { label: plan.label }];
  }
  return null;
}

/** The trail as schema.org BreadcrumbList structured data (absolute addresses; the page itself is the last item). */
export function breadcrumbStructuredData(site: Pick<SiteConfig, 'footer' | 'navigation' | 'url' | 'ui'>, path: string | null): Record<string, unknown> | null {
  const trail = planTrail(site, path);
  if (!trail) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: `${site.url}${crumb.href ?? path}`,
    })),
  };
}
