import type { CardGridBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { cardGridBrochure } from './brochure.ts';
import { cardGridCheck } from './check.ts';

export const hooks = { brochure: cardGridBrochure, check: cardGridCheck } satisfies BlockHooks<CardGridBlockProps>;
