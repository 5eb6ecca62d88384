import type { FaqQuestion, HooksByType, StructuredDataParts } from '../blocks/hooks.ts';
import { blockHooks } from '../blocks/node-registry.ts';
import { breadcrumbStructuredData } from '../blocks/shared/plan-trail.ts';
import type { ResolvedPage, Section, SiteConfig } from '../engine/types.ts';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';

const hooks: HooksByType = blockHooks;

/** One block's part from its own `structuredData` hook (src/blocks/<type>/structured-data.ts); none without one. */
function partsOf<T extends BlockType>(type: T, section: BlockPropsByType[T]): StructuredDataParts {
  return hooks[type].structuredData?.(section) ?? {};
}
/** What one section adds to its page's structured data: what its block's own hook says, or nothing. */
export const sectionParts = (section: Section): StructuredDataParts => partsOf(section.type, section);

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
  const questions: FaqQuestion[] = page.sections.flatMap((s) => sectionParts(s).faq ?? []);
  if (questions.length) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: questions.map((q) => ({
        '@type': 'Question',
        name: q.question,
        acceptedAnswer: { '@type': 'Answer', text: q.answer },
      })),
    });
  }
  // A plan page's trail, as the breadcrumb above its hero shows it (chrome/Breadcrumb.tsx).
  const breadcrumb = breadcrumbStructuredData(site, page.path);
  if (breadcrumb) out.push(breadcrumb);
  return out;
}
