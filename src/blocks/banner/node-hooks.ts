import type { BannerBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { bannerBrochure } from './brochure.ts';

export const hooks = { brochure: bannerBrochure } satisfies BlockHooks<BannerBlockProps>;
