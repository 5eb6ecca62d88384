import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { palette } from '../../theme/theme.ts';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import type { AccordionHelp } from './help.ts';

const linkSx = (dark: boolean) =>
  ({
    color: dark ? palette.amber : palette.emerald,
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2, borderRadius: 0.5 },
  }) as const;

/**
 * A quiet card under an accordion's heading: the phone and the contact page, for the reader whose question
 * the list does not answer. Beside a list of closed questions the heading alone left 300 to 550 px of white
 * under it on 13 pages (outside review, round 6, fault A); the card gives the column a job, and it is the
 * next thing a reader who has scanned the questions needs. A link, not a button: the page's one main
 * action stays the only filled button near it (docs/calls-to-action.md).
 */
export function HelpCard({ help, dark, tinted }: { help: AccordionHelp; dark: boolean; tinted: boolean }) {
  return (
    <Box
      data-accordion-help=""
      sx={{
        p: 3,
        borderRadius: 3,
        // On a tinted band a green wash turned grey: there the card is white, as the site's cards are.
        bgcolor: dark ? palette.navyLight : tinted ? '#FFFFFF' : 'rgba(11,122,92,0.06)',
        border: `1px solid ${dark ? 'rgba(255,255,255,0.12)' : tinted ? palette.line : 'rgba(11,122,92,0.18)'}`,
        maxWidth: 400,
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.0625rem', mb: 0.75 }}>
        {help.words.title}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1rem', color: dark ? 'rgba(255,255,255,0.85)' : palette.muted, mb: 1.5 }}>
        {help.words.call}{' '}
        <Box component="a" href={help.phoneHref} sx={{ ...linkSx(dark), whiteSpace: 'nowrap' }}>
          {help.phone}
        </Box>{' '}
        <KeepTogether text={help.words.write} />
      </Typography>
      <Box component="a" href={help.contactHref} sx={{ ...linkSx(dark), display: 'inline-flex', alignItems: 'center', gap: 0.75, textDecoration: 'none', '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' } }}>
        {help.words.contact}
        <span aria-hidden="true">→</span>
      </Box>
    </Box>
  );
}
