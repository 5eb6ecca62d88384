import type { PlanIndexBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { heading, paragraphs } from '../shared/brochure-lines.ts';

/** The plan index in a brochure PDF: its heading and words (the links are the web page's way around the site). */
export const planIndexBrochure = (section: PlanIndexBlockProps): BrochureLine[] => [...heading(section.heading), ...paragraphs(section.intro)];
