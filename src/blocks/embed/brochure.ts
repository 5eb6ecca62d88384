import type { EmbedBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { heading, paragraphs } from '../shared/brochure-lines.ts';

/** Another site's widget cannot be printed: the brochure gives only its heading and intro. */
export const embedBrochure = (section: EmbedBlockProps): BrochureLine[] => [...heading(section.heading), ...paragraphs(section.intro)];
