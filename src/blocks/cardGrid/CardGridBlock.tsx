import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CardGridBlockProps } from '../../generated/block-props.ts';
import { ActionButton, ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { BlockIcon } from '../shared/icons.tsx';
import { Bullets, Paragraphs, cardTextSx } from '../shared/Paragraphs.tsx';
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

/**
 * How many columns `count` cards take on a desktop, at most `columns`: the count that leaves the fewest
 * empty places in the last row, one column fewer allowed ("Help on the road", 7 cards in 4 columns, left a
 * hole; 6 in 4 become 3 + 3). Never more columns than cards.
 */
export function desktopColumns(count: number, columns: number): number {
  const widest = Math.max(1, Math.min(columns, count));
  const holes = (c: number) => (c - (count % c)) % c;
  return [widest, widest - 1].filter((c) => c >= 2).reduce((best, c) => (holes(c) < holes(best) ? c : best), widest);
}

/**
 * Where a short last row starts, so it sits centred under the full rows: each card spans two half-columns
 * of a grid of `columns` cards, and the row's first card is moved right by one half-column per empty place.
 * 7 cards in 4 columns are 4 + 3 centred (the 7th card spanning two places read as filler, review round 5).
 * Undefined when the last row is full.
 */
export function lastRowStart(count: number, columns: number): { index: number; line: number } | undefined {
  const inLastRow = count % columns;
  if (columns < 2 || inLastRow === 0) return undefined;
  return { index: count - inLastRow, line: 1 + (columns - inLastRow) };
}

/** A step number ("01"), not a quantity: numbered steps keep their full-width cards on a phone. */
const stepNumber = (figure: string) => /^\d{1,2}$/.test(figure.trim());

/** About how many characters of a card title fit one line of half a phone's width (16 px bold in ~137 px). */
const HALF_LINE = 16;
const halfLines = (title: string) => Math.max(1, Math.ceil(title.length / HALF_LINE));

/**
 * Whether a phone shows the cards two per row: only cards that are short and alike, so no neighbour leaves a
 * hole. That is figure tiles with a title and nothing under it (four or more), and picture tiles with no text
 * and no link, whose titles take about as many lines (at most one more) in half a phone's width. An odd count
 * stays one a row: the last tile alone under the pairs read as an orphan (tire and wheel's fifth vehicle).
 * Stat cards with a line of text are one a row, the icon, figure and title on one line: two per row their text
 * ran four words a line, and a title that wrapped in one card left a 30-50 px hole in its neighbour (outside
 * review round 7, GAP's and the roadside cards).
 */
export function pairsOnPhone(cards: Card[]): boolean {
  if (cards.length < 2 || cards.length % 2 !== 0) return false;
  const bare = (card: Card) => !card.text?.length && !card.bullets?.length && !card.button;
  const figures = cards.length >= 4 && cards.every((card) => card.figure && !stepNumber(card.figure) && !card.image && bare(card) && halfLines(card.title) <= 2);
  // Tiles with a link (Safe Return's vehicle switcher) keep the picture-beside-title row: a link label in half
  // a phone's width wrapped to three lines.
  const lines = cards.map((card) => halfLines(card.title));
  const tiles = cards.every((card) => card.image && bare(card)) && Math.max(...lines) - Math.min(...lines) <= 1;
  return Boolean(figures) || tiles;
}

/**
 * Whether the cards' lists differ by two items or more (optional coverages: 4, 3 and 2): stretched to one
 * height, the shortest card was a third blank (outside review round 7). Such cards take their own heights.
 */
export function raggedLists(cards: Card[]): boolean {
  const counts = cards.map((card) => card.bullets?.length ?? 0);
  return cards.length > 1 && Math.max(...counts) - Math.min(...counts) >= 2;
}

/**
 * In place of the link on the card of the page being read (Safe Return's vehicle switcher): a link to
 * itself read as one more place to go, and nothing said which card was this page.
 */
function HereTag({ dark, words }: { dark: boolean; words: string }) {
  return (
    <Box
      component="p"
      aria-current="page"
      sx={{
        m: 0,
        mt: 0.5,
        display: 'inline-block',
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        fontSize: '0.875rem',
        fontWeight: 700,
        // Solid on a dark band: amber words on a see-through pill failed axe's contrast check (the pill's colour
        // depends on what shows through it).
        bgcolor: dark ? 'warning.main' : '#E7F4EF',
        color: dark ? palette.ink : 'secondary.main',
      }}
    >
      {words}
    </Box>
  );
}

/** A grid of cards: features, service models, dealer types, steps, contact options. */
export function CardGridBlock({ anchor, tone, eyebrow, heading, intro, columns = 3, cards, buttons, youAreHere }: CardGridBlockProps & { youAreHere?: string | undefined }) {
  const levels = useHeadingLevels();
  const path = useCurrentPath();
  const id = headingId(anchor, useSectionKey());
  const cardLevel = heading ? levels.item : levels.section;
  const dark = tone === 'dark';
  const rows = partRows(cards);
  const cardRows = Object.keys(rows).length;
  // On a phone a card whose picture is no wide strip is laid out as a row: a small picture beside its
  // title, the rest under both (four cards with full-width drawings ran about 2,300 px on Safe Return's
  // pages). A strip (wider than twice its height, "Who we serve") is short enough to stay on top.
  const pairs = pairsOnPhone(cards);
  // Lists of unlike lengths size their cards to their content; side by side the others share their rows.
  const ragged = raggedLists(cards);
  const thumbs = !pairs && Boolean(rows.image) && cards.every((card) => !card.image || card.image.width <= 2 * card.image.height);
  const wide = desktopColumns(cards.length, columns);
  const narrow = Math.min(wide, 2);
  const lastRow = { xs: pairs ? lastRowStart(cards.length, 2) : undefined, sm: lastRowStart(cards.length, narrow), lg: lastRowStart(cards.length, wide) };
  // Two half-columns a card (see lastRowStart); a phone has one column, or two for pairs.
  // A part's row in its card's subgrid: from a tablet up, and on a phone too when two cards share a row.
  const row = <T,>(value: T) => (pairs ? { xs: value } : ragged ? {} : { sm: value });
  const column = (i: number) => ({
    xs: !pairs ? 'auto' : lastRow.xs?.index === i ? `${lastRow.xs.line} / span 2` : 'span 2',
    sm: lastRow.sm?.index === i ? `${lastRow.sm.line} / span 2` : 'span 2',
    lg: lastRow.lg?.index === i ? `${lastRow.lg.line} / span 2` : 'span 2',
  });
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
          gap: { xs: pairs ? 1.5 : 3, sm: 3 },
          gridTemplateColumns: { xs: pairs ? 'repeat(4, 1fr)' : '1fr', sm: `repeat(${2 * narrow}, 1fr)`, lg: `repeat(${2 * wide}, 1fr)` },
          ...(ragged ? { alignItems: 'start' } : {}),
        }}
      >
        {cards.map((card, i) => {
          // A card that links to this very page (Safe Return's vehicles, on each vehicle's page) is marked.
          const current = Boolean(card.button?.href && card.button.href === path);
          // A stat card one a row on a phone: its icon beside the figure, the title always under the figure
          // (beside it when it fit, under it when not, the cards of one grid read unlike: review round 8).
          const inline = Boolean(card.figure) && !pairs && !stepNumber(card.figure ?? '');
          const icon = card.icon && (
            // Two stat cards to a phone's row have room for the figure alone: the icon is a desktop's ornament.
            <Box sx={{ display: { xs: pairs ? 'none' : 'flex', sm: 'flex' }, mb: { xs: card.figure && !inline ? 1 : 0, sm: 2 }, alignSelf: { xs: inline ? 'center' : undefined, sm: 'auto' }, gridRow: row(rows.icon) }}>
              <BlockIcon name={card.icon} {...(dark ? { color: palette.amber } : {})} />
            </Box>
          );
          const title = (
            // Card titles a step below h3's 1.25rem: at 18 px "Travel reimbursement" or "Emergency fluid
            // delivery" fit a quarter of the desktop width, so fewer titles wrap and hold a row's line.
            <Typography variant="h3" component={cardLevel} sx={{ fontSize: { xs: pairs ? '1rem' : '1.125rem', sm: '1.125rem' }, mb: { xs: inline ? 0 : 1, sm: 1 }, gridRow: row(rows.title) }}>
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
              display: { xs: thumbs || pairs ? 'grid' : 'flex', sm: ragged ? 'flex' : 'grid' },
              flexDirection: 'column',
              gridTemplateRows: row('subgrid'),
              gridRow: row(`span ${cardRows}`),
              gridColumn: column(i),
              ...(thumbs ? { gridTemplateColumns: { xs: '112px 1fr', sm: 'none' }, columnGap: 2, '& > *': { gridColumn: { xs: '1 / -1', sm: 'auto' } } } : {}),
              rowGap: 0,
              p: { xs: pairs ? 1.75 : thumbs ? 2 : 3, md: wide === 4 ? 3 : 4 },
              borderRadius: 3,
              bgcolor: dark ? palette.navyLight : '#FFFFFF',
              border: `1px solid ${dark ? 'rgba(255,255,255,0.12)' : palette.line}`,
              boxShadow: dark ? 'none' : '0 1px 2px rgba(11,37,69,0.06), 0 8px 24px rgba(11,37,69,0.06)',
            }}
          >
            {card.image && (
              <LazyImage
                image={card.image}
                sx={{ width: '100%', height: 'auto', mb: { xs: thumbs ? 0 : pairs ? 1.5 : 2.5, sm: 2.5 }, borderRadius: 2, gridRow: thumbs ? { xs: 1, sm: rows.image } : row(rows.image), '&&': thumbs ? { gridColumn: { xs: 1, sm: 'auto' } } : {} }}
              />
            )}
            {card.figure ? (
              inline ? (
                <Box sx={{ display: { xs: 'flex', sm: 'contents' }, alignItems: 'center', columnGap: 1.5, mb: { xs: 1.5, sm: 0 } }}>
                  {icon}
                  <Box sx={{ display: { xs: 'grid', sm: 'contents' }, rowGap: 0.25 }}>
                    <Typography component="p" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.1, color: dark ? 'warning.main' : 'secondary.main', mb: { xs: 0, sm: 1 }, gridRow: row(rows.figure) }}>
                      <KeepTogether text={card.figure} />
                    </Typography>
                    {title}
                  </Box>
                </Box>
              ) : (
              <>
                {/* On a phone the icon sits beside a step's number; the title follows on its own line, under the
                    number as on a desktop (icon, "01" and title on one row gave three baselines). */}
                <Box sx={{ display: { xs: pairs ? 'contents' : 'flex', sm: 'contents' }, alignItems: 'center', columnGap: 1.5 }}>
                  {icon}
                  <Typography component="p" sx={{ fontSize: { xs: pairs ? '1.375rem' : '2rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.1, color: dark ? 'warning.main' : 'secondary.main', mb: 1, gridRow: row(rows.figure) }}>
                    <KeepTogether text={card.figure} />
                  </Typography>
                </Box>
                {title}
              </>
              )
            ) : (
              // On a phone the icon sits beside the title, not on a line of its own: a stack of cards is half a screen shorter.
              <Box sx={{ display: { xs: pairs ? 'contents' : 'flex', sm: 'contents' }, flexDirection: 'row', alignItems: 'center', gap: 1.5, mb: { xs: 1, sm: 0 }, '& > h2, & > h3': { mb: { xs: 0, sm: 1 } }, ...(thumbs ? { '&&': { gridColumn: { xs: 2, sm: 'auto' } }, gridRow: { xs: 1 }, mb: { xs: 0 } } : {}) }}>
                {icon}
                {title}
              </Box>
            )}
            {rows.body && (
              <Box sx={{ gridRow: row(rows.body), ...cardTextSx, ...(pairs ? { '& p': { fontSize: { xs: '0.875rem', sm: '1rem' }, lineHeight: 1.5 } } : {}) }}>
                <Paragraphs text={card.text} {...(dark ? { color: 'rgba(255,255,255,0.85)' } : {})} />
                <Bullets items={card.bullets} />
              </Box>
            )}
            {card.button && (
              // Straight after the title when the cards hold no text ("Who we serve"); below the text otherwise.
              // Side by side it tops its row, so a one-line label starts level with a neighbour's two-line one.
              <Box sx={{ mt: { xs: 'auto', sm: 0 }, pt: { xs: thumbs ? 1 : 2, sm: card.button.style === 'secondary' || card.button.style === 'text' || !rows.body ? 1.5 : 3 }, gridRow: row(rows.button) }}>
                {current ? <HereTag dark={dark} words={youAreHere ?? ''} /> : <ActionButton button={card.button} onDark={dark} inCard />}
              </Box>
            )}
          </Box>
          );
        })}
      </Box>
      {/* The grid's footer, centred under the whole grid: at its left, a lone "Start a claim" looked stranded above a centred band. */}
      <ActionButtons buttons={buttons} onDark={dark} center />
    </Section>
  );
}
