import type { FormBlockProps } from '../../generated/block-props.ts';
import type { BlockHooks } from '../hooks.ts';
import { formBrochure } from './brochure.ts';

export const hooks = { brochure: formBrochure } satisfies BlockHooks<FormBlockProps>;
