import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Island } from '../islands/Island.tsx';
import { palette } from '../theme/theme.ts';
import { NewTabNote } from '../blocks/shared/NewTabNote.tsx';
import { useUiText } from '../blocks/shared/ui-text.tsx';
import { Logo } from './Logo.tsx';
import { SiteMenu } from './SiteMenu.tsx';
import type { NavProps } from './nav-types.ts';

/**
 * The top bar. Above 769 px: logo, links and Sign Up in one horizontal bar. At 769 px or below: a sticky
 * bar with the logo and the menu button (the SiteMenu island). Server-rendered; only the menu hydrates.
 */
export function SiteHeader(nav: NavProps) {
  const ui = useUiText();
  return (
    <Box
      component="header"
      sx={{
        position: { xs: 'sticky', md: 'relative' },
        top: 0,
        zIndex: 1100,
        // Opaque: a see-through sticky bar let the page's text ghost through it on phones.
        bgcolor: '#FFFFFF',
        borderBottom: `1px solid ${palette.line}`,
        boxShadow: { xs: '0 2px 12px rgba(11,37,69,0.06)', md: 'none' },
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: { xs: 64, md: 80 } }}>
        <Logo logo={nav.logo} href={nav.homeHref} />
        <Box component="nav" aria-label={ui.mainNavigation} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
          <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
            {nav.links.map((link) => (
              <li key={link.href}>
                <Box
                  component="a"
                  href={link.href}
                  aria-current={link.href === nav.current ? 'page' : undefined}
                  sx={{
                    display: 'block',
                    position: 'relative',
                    px: 1.75,
                    py: 1,
                    borderRadius: 2,
                    fontWeight: 600,
                    color: 'primary.main',
                    textDecoration: 'none',
                    '&:hover': { bgcolor: palette.tint },
                    // A straight bar under the words (an inset shadow followed the rounded corners: a "smile").
                    '&[aria-current="page"]': { color: 'secondary.main' },
                    '&[aria-current="page"]::after': { content: '""', position: 'absolute', left: 14, right: 14, bottom: 2, height: 3, borderRadius: 2, bgcolor: palette.emerald },
                    '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2 },
                  }}
                >
                  {link.label}
                </Box>
              </li>
            ))}
          </Box>
          <Button href={nav.signUp.href} target="_blank" rel="noopener noreferrer" variant="contained" color="secondary" sx={{ ml: 2 }}>
            {nav.signUp.label}
            <NewTabNote />
          </Button>
        </Box>
        <Island name="siteMenu" hydrate="interaction" component={SiteMenu} props={nav} />
      </Container>
    </Box>
  );
}
