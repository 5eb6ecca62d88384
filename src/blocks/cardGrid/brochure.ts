import type { CardGridBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { bullets, heading, paragraphs, subheading } from '../shared/brochure-lines.ts';

/** Cards in the brochure: each card's title (after its figure, when it has one), text and bullets. */
export const cardGridBrochure = (section: CardGridBlockProps): BrochureLine[] => [
  ...heading(section.heading),
  ...paragraphs(section.intro),
  ...section.cards.flatMap((card) => [...subheading(card.figure ? `${card.figure}: ${card.title}` : card.title), ...paragraphs(card.text), ...bullets(card.bullets)]),
];
