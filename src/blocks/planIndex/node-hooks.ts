import type { PlanIndexBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { planIndexBrochure } from './brochure.ts';

/** What the plan index adds beyond its HTML, in Node only: its words in brochure PDFs. */
export const hooks = { brochure: planIndexBrochure } satisfies BlockHooks<PlanIndexBlockProps>;
