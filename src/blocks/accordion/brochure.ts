import type { AccordionBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { collapsibleItems, heading, paragraphs } from '../shared/brochure-lines.ts';

/** An accordion in the brochure: every item open, its title as a subheading. */
export const accordionBrochure = (section: AccordionBlockProps): BrochureLine[] => [...heading(section.heading), ...paragraphs(section.intro), ...collapsibleItems(section.items)];
