import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CardGridBlockProps } from '../../generated/block-props.ts';
import { ActionButton, ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { BlockIcon } from '../shared/icons.tsx';
import { Bullets, Paragraphs } from '../shared/Paragraphs.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { palette } from '../../theme/theme.ts';
import { LazyImage } from '../shared/LazyImage.tsx';
import { CalmCaps } from '../shared/CalmCaps.tsx';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { useCurrentPath } from '../../islands/render-context.tsx';

type Card = CardGridBlockProps['cards'][number];

/** The parts a card is made of, top to bottom; side by side, the cards of a row line up on each. */
const parts = {
  image: (card: Card) => Boolean(card.image),
  icon: (card: Card) => Boolean(card.icon),
  figure: (card: Card) => Boolean(card.figure),
  title: () => true,
  body: (card: Card) => Boolean(card.text?.length || card.bullets?.length),
  button: (card: Card) => Boolean(card.button),
};
type Part = keyof typeof parts;

/** The grid row of each part some card of the grid has (1, 2, …), so no row is left empty. */
function partRows(cards: Card[]): Record<Part, number> {
  const used = (Object.keys(parts) as Part[]).filter((part) => cards.some(parts[part]));
  return Object.fromEntries(used.map((part, i) => [part, i + 1])) as Record<Part, number>;
}

/** A grid of cards: features, service models, dealer types, steps, contact options. */
export function CardGridBlock({ anchor, tone, eyebrow, heading, intro, columns = 3, cards, buttons }: CardGridBlockProps) {
  const levels = useHeadingLevels();
  const path = useCurrentPath();
  const id = headingId(anchor, useSectionKey());
  const cardLevel = heading ? levels.item : levels.section;
  const dark = tone === 'dark';
  const rows = partRows(cards);
  const cardRows = Object.keys(rows).length;
  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? id : undefined}>
      <SectionHeader id={id} level={levels.section} eyebrow={eyebrow} heading={heading} intro={intro} dark={dark} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: columns >= 2 ? 'repeat(2, 1fr)' : '1fr', lg: `repeat(${columns}, 1fr)` },
        }}
      >
        {cards.map((card, i) => {
          // A card that links to this very page (Safe Return's vehicles, on each vehicle's page) is marked.
          const current = Boolean(card.button?.href && card.button.href === path);
          const title = (mb: number | { xs: number; sm: number } = 1) => (
            <Typography variant="h3" component={cardLevel} sx={{ mb, gridRow: { sm: rows.title } }}>
              <CalmCaps text={card.title} />
            </Typography>
          );
          return (
          <Box
            component="li"
            key={i}
            sx={{
              ...(current ? { outline: `3px solid ${dark ? palette.amber : palette.emerald}`, outlineOffset: -1 } : {}),
              // Side by side, the cards of a row share its rows (subgrid): pictures, figures, titles, texts
              // and buttons each start on one line across the row, whatever wraps in a neighbour.
              display: { xs: 'flex', sm: 'grid' },
              flexDirection: 'column',
              gridTemplateRows: { sm: 'subgrid' },
              gridRow: { sm: `span ${cardRows}` },
              rowGap: 0,
              p: { xs: 3, md: 4 },
              borderRadius: 3,
              bgcolor: dark ? palette.navyLight : '#FFFFFF',
              border: `1px solid ${dark ? 'rgba(255,255,255,0.12)' : palette.line}`,
              boxShadow: dark ? 'none' : '0 1px 2px rgba(11,37,69,0.06), 0 8px 24px rgba(11,37,69,0.06)',
            }}
          >
            {card.image && (
              <LazyImage image={card.image} sx={{ width: '100%', height: 'auto', mb: 2.5, borderRadius: 2, gridRow: { sm: rows.image } }} />
            )}
            {card.figure ? (
              <>
                {/* On a phone the icon sits beside the figure, and a step number ("01") beside its title too; a
                    figure such as "Up to 80%" keeps the title on the next line. Side by side, each takes its row. */}
                <Box sx={{ display: { xs: 'flex', sm: 'contents' }, flexDirection: 'row', alignItems: card.figure.length <= 3 ? 'baseline' : 'center', columnGap: 1.5 }}>
                  {card.icon && (
                    <Box sx={{ mb: { xs: 1, sm: 2 }, display: 'flex', alignSelf: { xs: 'center', sm: 'auto' }, gridRow: { sm: rows.icon } }}>
                      <BlockIcon name={card.icon} {...(dark ? { color: palette.amber } : {})} />
                    </Box>
                  )}
                  <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1, color: dark ? 'warning.main' : 'secondary.main', mb: 1, gridRow: { sm: rows.figure } }}>
                    <KeepTogether text={card.figure} />
                  </Typography>
                  {card.figure.length <= 3 && title()}
                </Box>
                {card.figure.length > 3 && title()}
              </>
            ) : (
              // On a phone the icon sits beside the title, not on a line of its own: a stack of cards is half a screen shorter.
              <Box sx={{ display: { xs: 'flex', sm: 'contents' }, flexDirection: 'row', alignItems: 'center', gap: 1.5, mb: { xs: 1, sm: 0 } }}>
                {card.icon && (
                  <Box sx={{ display: 'flex', mb: { sm: 2 }, gridRow: { sm: rows.icon } }}>
                    <BlockIcon name={card.icon} {...(dark ? { color: palette.amber } : {})} />
                  </Box>
                )}
                {/* On a phone the row it shares with the icon spaces it from what follows. */}
                {title({ xs: 0, sm: 1 })}
              </Box>
            )}
            <Box sx={{ gridRow: { sm: rows.body } }}>
              <Paragraphs text={card.text} {...(dark ? { color: 'rgba(255,255,255,0.85)' } : {})} />
              <Bullets items={card.bullets} />
            </Box>
            {card.button && (
              <Box sx={{ mt: 'auto', pt: card.button.style === 'secondary' || card.button.style === 'text' ? 1.5 : 3, gridRow: { sm: rows.button } }}>
                <ActionButton button={card.button} onDark={dark} inCard current={current} />
              </Box>
            )}
          </Box>
          );
        })}
      </Box>
      <ActionButtons buttons={buttons} onDark={dark} />
    </Section>
  );
}
