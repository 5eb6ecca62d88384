import type { ProseBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { bullets, heading, paragraphs, subheading } from '../shared/brochure-lines.ts';

/** Prose in the brochure: each part's heading, paragraphs and bullets. */
export const proseBrochure = (section: ProseBlockProps): BrochureLine[] => [
  ...heading(section.heading),
  ...section.parts.flatMap((part) => [...subheading(part.heading), ...paragraphs(part.paragraphs), ...bullets(part.bullets)]),
];
