import type { StepsBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { stepsBrochure } from './brochure.ts';
import { stepsStructuredData } from './structured-data.ts';

/** What the steps adds beyond its HTML, in Node only (a `check` too, when two of its parts must agree). */
export const hooks = { brochure: stepsBrochure, structuredData: stepsStructuredData } satisfies BlockHooks<StepsBlockProps>;
