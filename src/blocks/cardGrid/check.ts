import type { CardGridBlockProps } from '../../generated/block-props.ts';
import type { BlockFinding } from '../hooks.ts';

type Card = CardGridBlockProps['cards'][number];

/** The parts that sit above a card's title, each on its own line across a row of cards. */
const parts = [
  { key: 'figure', name: 'figure', a: 'a', shown: (card: Card) => card.figure && `"${card.figure}"` },
  { key: 'icon', name: 'icon', a: 'an', shown: (card: Card) => card.icon && `"${card.icon}"` },
  { key: 'image', name: 'picture', a: 'an', shown: (card: Card) => card.image && card.image.src },
] as const;

const quoted = (items: string[]) => (items.length > 3 ? `${items.slice(0, 3).join(', ')}, …` : items.join(', '));

/**
 * Within a grid, every card has a figure (an icon, a picture) or none does. Side by side, the cards of a
 * row share their lines (the figures on one, the titles on the next); a card without the figure the others
 * have leaves a hole where its figure would be, and on a phone, where cards stack, it reads as a card that
 * lost something ("Air transportation" among "3 days", "24 hours" and "$150"). A warning: the page still builds.
 */
export function cardGridCheck(section: CardGridBlockProps): BlockFinding[] {
  const { cards } = section;
  return parts.flatMap(({ key, name, a, shown }) => {
    const having = cards.filter((card) => card[key] !== undefined);
    if (having.length === 0 || having.length === cards.length) return [];
    const examples = quoted(having.map((card) => String(shown(card))));
    return cards.flatMap((card, i): BlockFinding[] =>
      card[key] !== undefined
        ? []
        : [
            {
              path: ['cards', i],
              code: 'uneven-cards',
              severity: 'warning',
              message: `the card "${card.title}" has no ${name}, but ${having.length === 1 ? 'another card' : `the other ${having.length} cards`} of this grid ${having.length === 1 ? 'has one' : 'have one'} (${examples}). Give every card ${a} \`${key}\`, or none: a card without one leaves a gap where the others' ${name}s line up.`,
            },
          ],
    );
  });
}
