import type { StepsBlockProps } from '../../generated/block-props.ts';
import type { StructuredDataParts } from '../hooks.ts';

/** What the steps adds to its page's schema.org data (FAQ questions: `{ faq: [...] }`). Nothing yet. */
export const stepsStructuredData = (_section: StepsBlockProps): StructuredDataParts => ({});
