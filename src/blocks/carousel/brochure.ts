import type { CarouselBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { heading, paragraphs } from '../shared/brochure-lines.ts';

/**
 * Testimonials in the brochure: each quote with a recorded source, with who said it. A brochure is kept and
 * forwarded without the page's "illustrative" mark, so quotes without a source stay out of it (and the
 * heading with them when none is left).
 */
export function carouselBrochure(section: CarouselBlockProps): BrochureLine[] {
  const sourced = section.slides.filter((slide) => slide.source);
  if (sourced.length === 0) return [];
  return [...heading(section.heading), ...paragraphs(sourced.map((slide) => `"${slide.quote}" (${[slide.name, slide.role].filter(Boolean).join(', ')})`))];
}
