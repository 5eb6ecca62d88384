import { describe, expect, it } from 'vitest';
import type { ResolvedPage, SiteConfig } from '../../src/engine/types.ts';
import { structuredData } from '../../src/render/structured-data.ts';
import siteJson from '../../site-config/site.json';

const site = siteJson as SiteConfig;
const page = (sections: ResolvedPage['sections']): ResolvedPage => ({ file: 'site-config/pages/x.json', path: '/x', aliases: [], title: 'X', description: 'A page.', sections });

describe('structured data', () => {
  it('makes one FAQPage from every accordion marked faq, in page order: the answer is the text, then the bullets', () => {
    const data = structuredData(
      site,
      page([
        { type: 'accordion', heading: 'Questions', faq: true, items: [{ title: 'Is it fast?', text: ['Yes.', 'Very.'], bullets: ['Same day'] }] },
        { type: 'accordion', heading: 'Covered parts', items: [{ title: 'Engine', text: ['All of it.'] }] },
        { type: 'banner', heading: 'Between' },
        { type: 'accordion', heading: 'More', faq: true, items: [{ title: 'Who pays?', bullets: ['We do'] }] },
      ]),
    );
    expect(data.map((d) => (d as { '@type': string })['@type'])).toEqual(['Organization', 'FAQPage']);
    expect(data[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Is it fast?', acceptedAnswer: { '@type': 'Answer', text: 'Yes. Very. Same day' } },
        { '@type': 'Question', name: 'Who pays?', acceptedAnswer: { '@type': 'Answer', text: 'We do' } },
      ],
    });
  });

  it('makes no FAQPage when no block gives questions', () => {
    const data = structuredData(site, page([{ type: 'accordion', heading: 'Covered parts', items: [{ title: 'Engine', text: ['All of it.'] }] }]));
    expect(data.map((d) => (d as { '@type': string })['@type'])).toEqual(['Organization']);
  });
});
