import type { CalloutBlockProps } from '../../generated/block-props.ts';
import type { StructuredDataParts } from '../hooks.ts';

/** What the callout adds to its page's schema.org data (FAQ questions: `{ faq: [...] }`). Nothing yet. */
export const calloutStructuredData = (_section: CalloutBlockProps): StructuredDataParts => ({});
