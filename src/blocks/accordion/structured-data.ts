import type { AccordionBlockProps } from '../../generated/block-props.ts';
import type { StructuredDataParts } from '../hooks.ts';

/** An accordion marked `faq` gives its items as the page's FAQPage questions; the answer is its text, then its bullets. */
export const accordionStructuredData = (section: AccordionBlockProps): StructuredDataParts =>
  section.faq ? { faq: section.items.map((item) => ({ question: item.title, answer: [...(item.text ?? []), ...(item.bullets ?? [])].join(' ') })) } : {};
