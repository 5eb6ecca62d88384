import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { KeepTogether } from './KeepTogether.tsx';

/** Paragraphs of plain text; `lead` makes them the larger intro size. */
export function Paragraphs({ text, lead, color }: { text?: string[] | undefined; lead?: boolean; color?: string }) {
  if (!text?.length) return null;
  return (
    <>
      {text.map((p, i) => (
        <Typography key={i} variant="body1" sx={{ mt: i === 0 ? 0 : 2, fontSize: lead ? { md: '1.1875rem' } : undefined, color }}>
          <KeepTogether text={p} />
        </Typography>
      ))}
    </>
  );
}

/** Check marks for benefits, plain dots for neutral lists (a policy's). */
export type BulletMarker = 'check' | 'dot';

const markers = {
  check: {
    left: 4,
    top: '0.45em',
    width: 12,
    height: 7,
    borderLeft: '3px solid',
    borderBottom: '3px solid',
    borderColor: 'secondary.main',
    transform: 'rotate(-45deg)',
  },
  dot: { left: 8, top: '0.58em', width: 7, height: 7, borderRadius: '50%', bgcolor: 'secondary.main' },
} as const;

/** A bullet list with its markers drawn in CSS, so it costs no icon markup per item. */
export function Bullets({ items, marker = 'check' }: { items?: string[] | undefined; marker?: BulletMarker | undefined }) {
  if (!items?.length) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.25 }}>
      {items.map((item, i) => (
        <Box
          component="li"
          key={i}
          sx={{
            position: 'relative',
            pl: 4,
            lineHeight: 1.6,
            '&::before': { content: '""', position: 'absolute', ...markers[marker] },
            '[data-tone="dark"] &::before': marker === 'dot' ? { bgcolor: 'warning.main' } : { borderColor: 'warning.main' },
          }}
        >
          <KeepTogether text={item} />
        </Box>
      ))}
    </Box>
  );
}
