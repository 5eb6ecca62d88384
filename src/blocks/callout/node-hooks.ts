import type { CalloutBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { calloutBrochure } from './brochure.ts';
import { calloutStructuredData } from './structured-data.ts';

/** What the callout adds beyond its HTML, in Node only (a `check` too, when two of its parts must agree). */
export const hooks = { brochure: calloutBrochure, structuredData: calloutStructuredData } satisfies BlockHooks<CalloutBlockProps>;
