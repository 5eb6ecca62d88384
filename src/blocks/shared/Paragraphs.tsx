import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Paragraphs of plain text; `lead` makes them the larger intro size. */
export function Paragraphs({ text, lead, color }: { text?: string[] | undefined; lead?: boolean; color?: string }) {
  if (!text?.length) return null;
  return (
    <>
      {text.map((p, i) => (
        <Typography key={i} variant="body1" sx={{ mt: i === 0 ? 0 : 2, fontSize: lead ? { md: '1.1875rem' } : undefined, color }}>
          {p}
        </Typography>
      ))}
    </>
  );
}

/** A bullet list with check marks drawn in CSS, so it costs no icon markup per item. */
export function Bullets({ items }: { items?: string[] | undefined }) {
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
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 4,
              top: '0.45em',
              width: 12,
              height: 7,
              borderLeft: '3px solid',
              borderBottom: '3px solid',
              borderColor: 'secondary.main',
              transform: 'rotate(-45deg)',
            },
            '[data-tone="dark"] &::before': { borderColor: 'warning.main' },
          }}
        >
          {item}
        </Box>
      ))}
    </Box>
  );
}
