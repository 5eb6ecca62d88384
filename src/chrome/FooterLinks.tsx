import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { NamedLink, SiteConfig } from '../generated/site-config.ts';
import { icons } from '../blocks/shared/icons.tsx';
import { KeepTogether } from '../blocks/shared/KeepTogether.tsx';
import { fillValues } from '../engine/substitution.ts';
import { palette } from '../theme/theme.ts';

/** The icon table's phone (docs/icons.md). */
const PhoneIcon = icons.phone;

export type FooterGroup = SiteConfig['footer']['groups'][number];

export const linkSx = {
  color: 'rgba(255,255,255,0.85)',
  textDecoration: 'none',
  '&:hover': { color: '#FFFFFF', textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2, borderRadius: 0.5 },
} as const;

export const groupHeadingSx = { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: palette.amber } as const;

/** A link that dials: in the claims group it is a button, the one thing a visitor in trouble looks for. */
const dials = (link: NamedLink) => link.href.startsWith('tel:') || link.href === '@phone';

const phoneButtonSx = {
  ...linkSx,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  px: 2,
  minHeight: 44,
  borderRadius: 999,
  border: `2px solid ${palette.amber}`,
  color: '#FFFFFF',
  fontWeight: 600,
  '&:hover': { color: palette.ink, bgcolor: palette.amber, textDecoration: 'none' },
} as const;

/**
 * A column (grid) or a row (flex) of footer links; a label may show a contact detail ("Claims line {{phone}}").
 * With `phoneAsButton`, a link that dials is drawn as an outlined button with a phone sign.
 */
export function LinkList({ links, sx, values = {}, phoneAsButton }: { links: NamedLink[]; sx: SxProps<Theme>; values?: Record<string, string>; phoneAsButton?: boolean }) {
  return (
    <Box component="ul" sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {links.map((link) => (
        <li key={link.href}>
          {phoneAsButton && dials(link) ? (
            <Box component="a" href={link.href} sx={phoneButtonSx}>
              <PhoneIcon aria-hidden="true" focusable="false" sx={{ fontSize: 20, color: 'inherit' }} />
              <KeepTogether text={fillValues(link.label, values)} />
            </Box>
          ) : (
            <Box component="a" href={link.href} sx={linkSx}>
              <KeepTogether text={fillValues(link.label, values)} />
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

/**
 * A compact group (the claims panel on a phone): its first link on the heading's row, at the right, and the
 * rest under them; a row saved of a footer held to about 600 px at 375 px.
 */
const compactGroupSx = {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  rowGap: 1,
  '& > ul': { display: 'contents' },
  '& > ul > li': { gridColumn: '1 / -1' },
  '& > ul > li:first-of-type': { gridColumn: 2, gridRow: 1 },
  '& > ul a:not([href^="tel:"])': { display: 'inline-block', py: 0.5 },
} as const;

/** A group as a titled column of links (wide screens); the claims group (`help`) with its phone line as a button. */
export function OpenGroup({ group, values, help, compact, sx }: { group: FooterGroup; values: Record<string, string>; help?: boolean; compact?: boolean; sx?: object }) {
  return (
    <Box component="nav" aria-label={group.heading} sx={{ ...(compact ? compactGroupSx : {}), ...sx }}>
      <Typography component="h2" sx={{ ...groupHeadingSx, mb: compact ? 0 : 2 }}>
        {group.heading}
      </Typography>
      <LinkList links={group.links} values={values} phoneAsButton={help} sx={{ display: 'grid', justifyItems: 'start', gap: compact ? 1 : 1.25 }} />
    </Box>
  );
}

/** The fold's chevron, drawn in CSS: it points down when the fold is shut, up when it is open. */
const chevron = {
  content: '""',
  flex: 'none',
  width: 9,
  height: 9,
  mr: 0.75,
  borderRight: '2px solid rgba(255,255,255,0.7)',
  borderBottom: '2px solid rgba(255,255,255,0.7)',
  transform: 'translateY(-2px) rotate(45deg)',
  transition: 'transform 120ms ease',
} as const;

/**
 * A plan family on a phone: a native fold (`<details>`, no script), its heading a 44 px row that shows how many
 * plans it holds. Open, all sixteen plans one under another made the phone footer 1,320 px, half of a short
 * page (outside review, round 7, all three reviewers); every plan is also listed on home's plan index.
 */
export function FoldGroup({ group, values }: { group: FooterGroup; values: Record<string, string> }) {
  return (
    <Box component="nav" aria-label={group.heading} sx={{ borderBottom: '1px solid rgba(255,255,255,0.15)' }}>
      <Box component="details" sx={{ '&[open] > summary::after': { transform: 'translateY(2px) rotate(-135deg)' } }}>
        <Box
          component="summary"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            minHeight: 44,
            cursor: 'pointer',
            listStyle: 'none',
            '&::-webkit-details-marker': { display: 'none' },
            '&::after': chevron,
            '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2, borderRadius: 0.5 },
          }}
        >
          <Box component="span" sx={{ ...groupHeadingSx, flex: 1 }}>
            {group.heading}
          </Box>
          <Box component="span" aria-hidden="true" sx={{ fontSize: '0.8125rem', fontWeight: 600, color: 'rgba(255,255,255,0.6)', fontVariantNumeric: 'tabular-nums' }}>
            {group.links.length}
          </Box>
        </Box>
        {/* A 36 px row per plan (a 24 px target at least, WCAG 2.5.8), one line each at 375 px. */}
        <LinkList links={group.links} values={values} sx={{ display: 'grid', pb: 1.5, '& a': { display: 'inline-block', py: 0.75 } }} />
      </Box>
    </Box>
  );
}
