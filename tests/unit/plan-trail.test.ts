import { describe, expect, it } from 'vitest';
import { breadcrumbStructuredData, planGroups, planTrail } from '../../src/blocks/shared/plan-trail.ts';
import type { SiteConfig } from '../../src/generated/site-config.ts';

const site = {
  // The trail's words are site.json's (ui.breadcrumb); the rest of ui plays no part here.
  ui: { breadcrumb: { label: 'Breadcrumb', plans: 'Protection plans', plansHref: '/#plans' } } as unknown as SiteConfig['ui'],
  url: 'https://www.example.test',
  navigation: { links: [{ label: 'Home', href: '/' }, { label: 'Contact', href: '/contact' }], signUp: { label: 'Sign Up', href: '@signUp' } },
  footer: {
    tagline: 'x',
    legal: [],
    copyright: 'x',
    groups: [
      { heading: 'Theft protection', links: [{ label: 'Safe Return for RVs', href: '/safe-return-anti-theft-system-rv' }] },
      { heading: 'Vehicle coverage', links: [{ label: 'Guaranteed Asset Protection', href: '/gap' }] },
      { heading: 'Claims', links: [{ label: 'File a claim', href: '/claims' }, { label: 'Warranty claim form', href: '/warranty-claim-form' }] },
    ],
  },
};

describe('planTrail (the breadcrumb above a plan page)', () => {
  it("reads Home › Protection plans › the plan, for any plan the footer's groups file under a family", () => {
    expect(planTrail(site, '/safe-return-anti-theft-system-rv')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Protection plans', href: '/#plans' },
      { label: 'Safe Return for RVs' },
    ]);
    expect(planTrail(site, '/gap')?.[2]?.label).toBe('Guaranteed Asset Protection');
  });

  it("lists the plan families for home's index: the footer's groups but the claims group, pages of this site only", () => {
    const withPhone = { footer: { ...site.footer, groups: [...site.footer.groups, { heading: 'Call', links: [{ label: 'Claims line', href: '@phone' }] }] } };
    expect(planGroups(withPhone).map((group) => group.heading)).toEqual(['Theft protection', 'Vehicle coverage']);
    expect(planGroups(site)[1]?.links).toEqual([{ label: 'Guaranteed Asset Protection', href: '/gap' }]);
  });

  it('gives no trail to a page that is not a plan: home, the dealer pages, and the claims group (actions, not plans)', () => {
    expect(planTrail(site, '/')).toBeNull();
    expect(planTrail(site, '/contact')).toBeNull();
    expect(planTrail(site, '/claims')).toBeNull();
    expect(planTrail(site, '/warranty-claim-form')).toBeNull();
    expect(planTrail(site, null)).toBeNull();
  });

  it('as BreadcrumbList structured data, with absolute addresses, the page itself last', () => {
    const data = breadcrumbStructuredData(site, '/gap') as { itemListElement: { position: number; name: string; item: string }[] };
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.test/' },
      { '@type': 'ListItem', position: 2, name: 'Protection plans', item: `https://www.example.test/#plans` },
      { '@type': 'ListItem', position: 3, name: 'Guaranteed Asset Protection', item: 'https://www.example.test/gap' },
    ]);
    expect(breadcrumbStructuredData(site, '/about')).toBeNull();
  });
});
