import type { StepsBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { heading, paragraphs } from '../shared/brochure-lines.ts';

/** The steps in a brochure: the heading, then each step numbered as on the page, its text after it. */
export const stepsBrochure = (section: StepsBlockProps): BrochureLine[] => [
  ...heading(section.heading),
  ...paragraphs(section.intro),
  ...section.steps.flatMap((step, i) => paragraphs([`${i + 1}. ${step.title}`, ...(step.text ?? [])])),
];
