import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import type { SxProps, Theme } from '@mui/material/styles';
import type { NamedLink, SiteConfig } from '../generated/site-config.ts';
import { useUiText } from '../blocks/shared/ui-text.tsx';
import { KeepTogether } from '../blocks/shared/KeepTogether.tsx';
import { fillValues, fillWords } from '../engine/substitution.ts';
import { palette } from '../theme/theme.ts';

const socialIcons = { facebook: FacebookIcon, twitter: XIcon, linkedin: LinkedInIcon } as const;
const socialNames = { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn' } as const;

const linkSx = {
  color: 'rgba(255,255,255,0.85)',
  textDecoration: 'none',
  '&:hover': { color: '#FFFFFF', textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2, borderRadius: 0.5 },
} as const;

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

/**
 * The footer: tagline, grouped links (the products, and the claims group that makes the claims page and
 * its phone line reachable from every page), legal links, social profiles and the copyright line.
 */
export function SiteFooter({ site, year }: { site: SiteConfig; year: number }) {
  const { footer, brand, social, contact } = site;
  // The contact details a footer label may show, written once in site.json `contact`.
  const values = { phone: contact.phone, email: contact.email };
  const ui = useUiText();
  return (
    <Box component="footer" sx={{ bgcolor: palette.navy, color: '#FFFFFF', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        {/* Two columns of link groups on a phone (one made the footer a screen and a half long); the brand spans both. */}
        <Box sx={{ display: 'grid', rowGap: { xs: 4, md: 5 }, columnGap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr 1fr', md: `1.4fr repeat(${footer.groups.length}, 1fr)` } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.375rem', mb: 1 }}>
              {brand.name}
            </Typography>
            <Typography component="p" sx={{ color: 'rgba(255,255,255,0.85)', maxWidth: 280 }}>
              {footer.tagline}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 3 }}>
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
          {footer.groups.map((group) => (
            <Box component="nav" aria-label={group.heading} key={group.heading}>
              <Typography component="h2" sx={{ fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: palette.amber, mb: 2 }}>
                {group.heading}
              </Typography>
              <LinkList links={group.links} values={values} sx={{ display: 'grid', gap: 1.25 }} />
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 6, pt: 3, borderTop: '1px solid rgba(255,255,255,0.15)', display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', fontSize: '0.875rem' }}>
          <Typography component="p" sx={{ fontSize: 'inherit', color: 'rgba(255,255,255,0.8)' }}>
            {fillWords(footer.copyright, { year })}
          </Typography>
          <LinkList links={footer.legal} sx={{ display: 'flex', gap: 3 }} />
        </Box>
      </Container>
    </Box>
  );
}
