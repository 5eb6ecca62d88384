import type { ProseBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { proseBrochure } from './brochure.ts';

export const hooks = { brochure: proseBrochure } satisfies BlockHooks<ProseBlockProps>;
