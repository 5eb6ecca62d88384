import type { CarouselBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { heading, paragraphs } from '../shared/brochure-lines.ts';

/** Testimonials in the brochure: each quote with who said it. */
export const carouselBrochure = (section: CarouselBlockProps): BrochureLine[] => [
  ...heading(section.heading),
  ...paragraphs(section.slides.map((slide) => `"${slide.quote}" (${[slide.name, slide.role].filter(Boolean).join(', ')})`)),
];
