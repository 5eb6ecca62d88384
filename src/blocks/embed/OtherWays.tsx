import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import type { SiteContact } from '../shared/site-contact.ts';
import { whileFrame } from './frame-state.ts';

/**
 * The line under a scheduler's box, from the first paint: "Prefer email or phone?", then the site's email and
 * phone as links. While the widget loaded, a visitor saw no way to reach a person until it gave up after 9 s
 * (outside review round 7). Plain links in running text, so it stays a quiet aside to the calendar above.
 */
export function OtherWays({ question, contact, dark }: { question: string; contact: SiteContact; dark: boolean }) {
  const link = { color: dark ? 'warning.main' : 'secondary.dark', fontWeight: 600, textUnderlineOffset: '0.2em' } as const;
  return (
    // Once the widget has failed, the fallback's card offers the same ways: the line steps aside (each way once,
    // docs/calls-to-action.md rule 8), keeping its place, so nothing under it moves.
    <Typography sx={{ mt: 2.5, color: dark ? 'rgba(255,255,255,0.88)' : 'text.secondary', [whileFrame('failed')]: { visibility: 'hidden' } }}>
      {/* On a phone the question has its own line and the ways follow it: run on, the line broke after the email's separator. */}
      <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
        <KeepTogether text={question} />{' '}
      </Box>
      {/* The two ways side by side, or one under the other where they do not fit: never a lone separator at a line's end. */}
      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        <Link href={contact.emailHref} underline="always" sx={link}>
          {contact.email}
        </Link>
        <Link href={contact.phoneHref} underline="always" sx={{ ...link, whiteSpace: 'nowrap' }}>
          {contact.phone}
        </Link>
      </Box>
    </Typography>
  );
}
