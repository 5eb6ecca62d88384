import type { CardGridBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { bullets, heading, paragraphs, subheading } from '../shared/brochure-lines.ts';

/**
 * Cards in the brochure. When every card leads with a figure ("$50,000", "84 months", "01") the plan's
 * figures read best side by side, so they become a table: the title, the figure, then what it means.
 * Otherwise each card's title (after its figure, when it has one), text and bullets.
 */
export const cardGridBrochure = (section: CardGridBlockProps): BrochureLine[] => {
  const figures = section.cards.every((card) => card.figure && !card.bullets?.length);
  return [
    ...heading(section.heading),
    ...paragraphs(section.intro),
    ...(figures
      ? [{ kind: 'table' as const, text: section.heading ?? section.cards[0]!.title, columns: [], rows: section.cards.map((card) => ({ label: card.title, values: [card.figure!, ...(card.text?.length ? [card.text.join(' ')] : [])] })) }]
      : section.cards.flatMap((card) => [...subheading(card.figure ? `${card.figure}: ${card.title}` : card.title), ...paragraphs(card.text), ...bullets(card.bullets)])),
  ];
};
