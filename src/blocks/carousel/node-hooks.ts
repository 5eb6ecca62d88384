import type { CarouselBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { carouselBrochure } from './brochure.ts';

export const hooks = { brochure: carouselBrochure } satisfies BlockHooks<CarouselBlockProps>;
