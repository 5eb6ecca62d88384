import type { CalloutBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { paragraphs } from '../shared/brochure-lines.ts';

/** The callout in a brochure: its rule and its reason, as paragraphs (a PDF has no amber panel). */
export const calloutBrochure = (section: CalloutBlockProps): BrochureLine[] => paragraphs([section.heading, ...(section.text ?? [])]);
