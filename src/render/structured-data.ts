import type { ResolvedPage, SiteConfig } from '../engine/types.ts';

/** schema.org data for search engines, built from the same JSON as the page. */
export function structuredData(site: SiteConfig, page: ResolvedPage): object[] {
  const { contact } = site;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand.name,
    legalName: site.brand.legalName,
    url: site.url,
    logo: `${site.url}${site.brand.logo.src}`,
    email: contact.email,
    telephone: contact.phoneLink?.replace(/^tel:/, '') ?? contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    sameAs: site.social.map((s) => s.href),
  };
  const out: object[] = [organization];
  const questions = page.sections.flatMap((s) => (s.type === 'accordion' && s.faq ? s.items : []));
  if (questions.length) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: questions.map((q) => ({
        '@type': 'Question',
        name: q.title,
        acceptedAnswer: { '@type': 'Answer', text: [...(q.text ?? []), ...(q.bullets ?? [])].join(' ') },
      })),
    });
  }
  return out;
}
