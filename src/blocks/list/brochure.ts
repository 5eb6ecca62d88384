import type { ListBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { heading, paragraphs } from '../shared/brochure-lines.ts';

/** A list in the brochure: bullets, or numbered paragraphs when the order matters ("marker": "number"). */
export const listBrochure = (section: ListBlockProps): BrochureLine[] => [
  ...heading(section.heading),
  ...paragraphs(section.intro),
  ...section.items.map((text, i): BrochureLine => (section.marker === 'number' ? { kind: 'paragraph', text: `${i + 1}. ${text}` } : { kind: 'bullet', text })),
  ...paragraphs(section.note ? [section.note] : undefined),
];
