import type { ComparisonTableBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { comparisonTableBrochure } from './brochure.ts';
import { comparisonTableStructuredData } from './structured-data.ts';
import { comparisonTableCheck } from './check.ts';

export const hooks = { brochure: comparisonTableBrochure, structuredData: comparisonTableStructuredData, check: comparisonTableCheck } satisfies BlockHooks<ComparisonTableBlockProps>;
