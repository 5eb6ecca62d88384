import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { KeepTogether } from './KeepTogether.tsx';
import { palette } from '../../theme/palette.ts';

/**
 * The longest line running text may have: about 70 characters, the measure a reader's eye returns from
 * without losing its place. On a desktop a section's text otherwise ran its full width (home's Automation
 * lead was one line of 1,080 px, some 130 characters). In cards and columns narrower than this it does nothing.
 */
export const MEASURE = '60ch';

/**
 * The style of a card's text box (CardGridBlock), for the paragraphs and bullets in it: a step smaller
 * (16 px), filling the card's inside (MEASURE is wider than a card in a grid of two columns or more). It
 * wraps prettily, as all body text does: balanced lines (an earlier rule for short card text) ended each
 * line at about 60% of a narrow card and left its right third empty ("If something goes wrong, / prevent
 * further damage / and take your vehicle …"). Balance is for headings only.
 */
export const cardTextSx = {
  '& p': { fontSize: '1rem', lineHeight: 1.6 },
  '& ul': { fontSize: '1rem' },
} as const;

/**
 * Paragraphs of plain text; `lead` makes them the larger intro size; `center` centres their measure in a
 * centred block.
 */
export function Paragraphs({ text, lead, color, center }: { text?: string[] | undefined; lead?: boolean; color?: string; center?: boolean }) {
  if (!text?.length) return null;
  return (
    <>
      {text.map((p, i) => (
        <Typography
          key={i}
          variant="body1"
          sx={{ mt: i === 0 ? 0 : 2, fontSize: lead ? { md: '1.1875rem' } : undefined, color, maxWidth: MEASURE, mx: center ? 'auto' : undefined }}
        >
          <KeepTogether text={p} />
        </Typography>
      ))}
    </>
  );
}

/** Check marks for benefits, plain dots for neutral lists (a policy's). */
export type BulletMarker = 'check' | 'dot';

/** A tick in a pale circle, as the list block draws its checks: one bullet style on light and dark bands alike. */
const tick = (stroke: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M7 12.5l3.2 3.2L17 9' fill='none' stroke='${stroke}' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'/></svg>`)}")`;

const markers = {
  check: { left: 0, top: '0.2em', width: 22, height: 22, borderRadius: '50%', bgcolor: '#E7F4EF', backgroundImage: tick(palette.emerald), backgroundSize: '100%' },
  dot: { left: 8, top: '0.58em', width: 7, height: 7, borderRadius: '50%', bgcolor: 'secondary.main' },
} as const;

/** The same markers on a navy band: amber on a faint white circle. */
const darkMarkers = {
  check: { bgcolor: 'rgba(255,255,255,0.12)', backgroundImage: tick(palette.amber) },
  dot: { bgcolor: 'warning.main' },
} as const;

/** A bullet list with its markers drawn in CSS, so it costs no icon markup per item. */
export function Bullets({ items, marker = 'check' }: { items?: string[] | undefined; marker?: BulletMarker | undefined }) {
  if (!items?.length) return null;
  return (
    // The paragraphs' measure, so a policy's lists end where its paragraphs do.
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.25, maxWidth: MEASURE }}>
      {items.map((item, i) => (
        <Box
          component="li"
          key={i}
          sx={{
            position: 'relative',
            pl: 4,
            lineHeight: 1.6,
            '&::before': { content: '""', position: 'absolute', ...markers[marker] },
            '[data-tone="dark"] &::before': darkMarkers[marker],
          }}
        >
          <KeepTogether text={item} />
        </Box>
      ))}
    </Box>
  );
}
