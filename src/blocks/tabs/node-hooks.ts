import type { TabsBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { tabsBrochure } from './brochure.ts';

export const hooks = { brochure: tabsBrochure } satisfies BlockHooks<TabsBlockProps>;
