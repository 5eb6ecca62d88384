import type { ListBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { listBrochure } from './brochure.ts';

export const hooks = { brochure: listBrochure } satisfies BlockHooks<ListBlockProps>;
