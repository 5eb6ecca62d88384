import type { FormBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { heading, paragraphs } from '../shared/brochure-lines.ts';

/** A form cannot be filled in on paper: the brochure gives only its heading and intro. */
export const formBrochure = (section: FormBlockProps): BrochureLine[] => [...heading(section.heading), ...paragraphs(section.intro)];
