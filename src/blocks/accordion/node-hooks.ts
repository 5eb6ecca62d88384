import type { AccordionBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { accordionBrochure } from './brochure.ts';
import { accordionStructuredData } from './structured-data.ts';

export const hooks = { brochure: accordionBrochure, structuredData: accordionStructuredData } satisfies BlockHooks<AccordionBlockProps>;
