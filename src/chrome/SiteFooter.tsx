import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment } from 'react';
import type { NamedLink, SiteConfig } from '../generated/site-config.ts';
import { useUiText } from '../blocks/shared/ui-text.tsx';
import { KeepTogether } from '../blocks/shared/KeepTogether.tsx';
import { fillValues, fillWords } from '../engine/substitution.ts';
import { palette } from '../theme/theme.ts';

const socialIcons = { facebook: FacebookIcon, twitter: XIcon, linkedin: LinkedInIcon } as const;
const socialNames = { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn' } as const;

type FooterGroup = SiteConfig['footer']['groups'][number];

const linkSx = {
  color: 'rgba(255,255,255,0.85)',
  textDecoration: 'none',
  '&:hover': { color: '#FFFFFF', textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2, borderRadius: 0.5 },
} as const;

const groupHeadingSx = { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: palette.amber } as const;

/** Shown below the desktop layout only. */
const phoneOnly = { display: { xs: 'block', md: 'none' } } as const;

/** A column (grid) or a row (flex) of footer links; a label may show a contact detail ("Claims line {{phone}}"). */
function LinkList({ links, sx, values = {} }: { links: NamedLink[]; sx: SxProps<Theme>; values?: Record<string, string> }) {
  return (
    <Box component="ul" sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {links.map((link) => (
        <li key={link.href}>
          <Box component="a" href={link.href} sx={linkSx}>
            <KeepTogether text={fillValues(link.label, values)} />
          </Box>
        </li>
      ))}
    </Box>
  );
}

const linkColumn = { display: 'grid', gap: 1.25 } as const;

/** A group as a titled column of links. */
function OpenGroup({ group, values, sx }: { group: FooterGroup; values: Record<string, string>; sx?: SxProps<Theme> }) {
  return (
    <Box component="nav" aria-label={group.heading} sx={sx ?? {}}>
      <Typography component="h2" sx={{ ...groupHeadingSx, mb: 2 }}>
        {group.heading}
      </Typography>
      <LinkList links={group.links} values={values} sx={linkColumn} />
    </Box>
  );
}

/**
 * A group on a phone: its title opens its links (a native <details>, so it works without JavaScript).
 * Four open groups made the footer about 1,800 px tall on a phone, most of it product names.
 */
function FoldedGroup({ group, values }: { group: FooterGroup; values: Record<string, string> }) {
  return (
    <Box component="nav" aria-label={group.heading} sx={{ borderBottom: '1px solid rgba(255,255,255,0.15)' }}>
      <Box component="details" sx={{ '&[open] > summary::after': { transform: 'rotate(-135deg)', mt: 0.75 } }}>
        <Box
          component="summary"
          sx={{
            listStyle: 'none',
            '&::-webkit-details-marker': { display: 'none' },
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            minHeight: 52,
            cursor: 'pointer',
            '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2 },
            // A chevron drawn in CSS: no icon markup, and it turns with the group.
            '&::after': { content: '""', width: 9, height: 9, mr: 0.75, mt: -0.75, borderRight: '2px solid', borderBottom: '2px solid', borderColor: 'rgba(255,255,255,0.7)', transform: 'rotate(45deg)' },
          }}
        >
          <Typography component="h2" sx={groupHeadingSx}>
            {group.heading}
          </Typography>
        </Box>
        <LinkList links={group.links} values={values} sx={{ ...linkColumn, pb: 2.5 }} />
      </Box>
    </Box>
  );
}

/**
 * The copyright line with each of its sentences kept on one line: "…LLC. All / rights reserved." split
 * on a phone. A sentence longer than a phone's line may still wrap.
 */
function Copyright({ text }: { text: string }) {
  const sentences = text.split(/(?<=\.)\s+/);
  return (
    <>
      {sentences.map((sentence, i) => (
        // The space between two sentences stays outside both: it is where the line may break.
        <Fragment key={i}>
          {i > 0 ? ' ' : ''}
          <span style={sentence.length <= 44 ? { whiteSpace: 'nowrap' } : undefined}>{sentence}</span>
        </Fragment>
      ))}
    </>
  );
}

/**
 * The footer: tagline, grouped links (the products, and the claims group that makes the claims page and
 * its phone line reachable from every page), legal links, social profiles and the copyright line.
 * On a desktop the brand and its profiles take a row, and the groups share the full width below it (as
 * columns beside the brand, about 170 px each, nearly every product name took two lines). On a phone the
 * product groups fold (FoldedGroup); the claims group, the one a visitor in trouble looks for, stays open.
 */
export function SiteFooter({ site, year }: { site: SiteConfig; year: number }) {
  const { footer, brand, social, contact } = site;
  // The contact details a footer label may show, written once in site.json `contact`.
  const values = { phone: contact.phone, email: contact.email };
  const ui = useUiText();
  // The claims group (the one that links to /claims) stays open on a phone.
  const keepOpen = (group: FooterGroup) => group.links.some((link) => link.href === '/claims');
  return (
    <Box component="footer" sx={{ bgcolor: palette.navy, color: '#FFFFFF', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 4, rowGap: 2.5, pb: { xs: 4, md: 5 }, mb: { xs: 1, md: 5 }, borderBottom: '1px solid rgba(255,255,255,0.15)' }}>
          <div>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.375rem', mb: 0.5 }}>
              {brand.name}
            </Typography>
            <Typography component="p" sx={{ color: 'rgba(255,255,255,0.85)' }}>
              {footer.tagline}
            </Typography>
          </div>
          <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
            {social.map((profile) => {
              const Icon = socialIcons[profile.network];
              return (
                <li key={profile.network}>
                  <Box
                    component="a"
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${socialNames[profile.network]} ${ui.opensInNewTab}`}
                    sx={{ ...linkSx, display: 'inline-flex', p: 1.25, borderRadius: 999, bgcolor: 'rgba(255,255,255,0.08)' }}
                  >
                    <Icon aria-hidden="true" focusable="false" sx={{ fontSize: 22 }} />
                  </Box>
                </li>
              );
            })}
          </Box>
        </Box>
        {/*
          Desktop: the groups in one row of tracks, each as wide as its longest link, with equal gutters
          between them (a wrapping row left "Claims" alone under three groups, 900 px of navy beside it, and
          gutters of 400 and 460 px). Four groups are about 1,060 px of links: one row from 1,200 px, two
          rows of two on a narrower desktop. A track too narrow for a link wraps the link, never the grid.
        */}
        <Box
          sx={{
            display: { xs: 'none', md: 'grid' },
            gridTemplateColumns: { md: 'repeat(2, minmax(0, auto))', lg: `repeat(${Math.min(footer.groups.length, 4)}, minmax(0, auto))` },
            justifyContent: 'space-between',
            columnGap: 4,
            rowGap: 5,
            fontSize: '0.9375rem',
          }}
        >
          {footer.groups.map((group) => (
            <OpenGroup key={group.heading} group={group} values={values} />
          ))}
        </Box>
        {/* Phone: one column, the product groups folded, the claims group open. */}
        <Box sx={phoneOnly}>
          {footer.groups.map((group) =>
            keepOpen(group) ? (
              <OpenGroup key={group.heading} group={group} values={values} sx={{ pt: 3.5 }} />
            ) : (
              <FoldedGroup key={group.heading} group={group} values={values} />
            ),
          )}
        </Box>
        <Box sx={{ mt: { xs: 5, md: 6 }, pt: 3, borderTop: '1px solid rgba(255,255,255,0.15)', display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5, justifyContent: 'space-between', fontSize: '0.875rem' }}>
          <Typography component="p" sx={{ fontSize: 'inherit', color: 'rgba(255,255,255,0.8)' }}>
            <Copyright text={fillWords(footer.copyright, { year })} />
          </Typography>
          <LinkList links={footer.legal} sx={{ display: 'flex', gap: 3 }} />
        </Box>
      </Container>
    </Box>
  );
}
