import type { EmbedBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { embedBrochure } from './brochure.ts';
import { embedCheck } from './check.ts';

export const hooks = { brochure: embedBrochure, check: embedCheck } satisfies BlockHooks<EmbedBlockProps>;
