import type { ComparisonTableBlockProps } from '../../generated/block-props.ts';
import type { StructuredDataParts } from '../hooks.ts';

/** What the comparison table adds to its page's schema.org data (FAQ questions: `{ faq: [...] }`). Nothing yet. */
export const comparisonTableStructuredData = (_section: ComparisonTableBlockProps): StructuredDataParts => ({});
