import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useState } from 'react';
import { NewTabNote } from '../blocks/shared/NewTabNote.tsx';
import { useUiText } from '../blocks/shared/ui-text.tsx';
import { timings } from '../theme/timings.ts';
import { palette } from '../theme/theme.ts';
import { Logo } from './Logo.tsx';
import type { NavProps } from './nav-types.ts';

const DRAWER_ID = 'site-menu-drawer';

/**
 * The phone navigation (769 px and below): a menu button that opens a full-screen drawer from the top
 * holding the links and Sign Up. It closes on Escape, on its close button, and when a link is followed.
 * An island hydrated on first touch or focus: the button is in the HTML from the start.
 */
export function SiteMenu({ links, signUp, logo, homeHref, current }: NavProps) {
  const ui = useUiText();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        aria-label={ui.openMenu}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' }, color: 'primary.main', width: 48, height: 48 }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="top"
        open={open}
        onClose={close}
        transitionDuration={timings.offcanvas}
        slotProps={{ paper: { id: DRAWER_ID, sx: { height: '100dvh' }, role: 'dialog', 'aria-label': ui.siteMenu } as never }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, height: 64, borderBottom: `1px solid ${palette.line}` }}>
          <Logo logo={logo} href={homeHref} />
          <IconButton aria-label={ui.closeMenu} onClick={close} sx={{ color: 'primary.main', width: 48, height: 48 }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={ui.mainNavigation} sx={{ px: 3, py: 3 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {links.map((link) => (
              <li key={link.href}>
                <Box
                  component="a"
                  href={link.href}
                  onClick={close}
                  aria-current={link.href === current ? 'page' : undefined}
                  sx={{
                    display: 'block',
                    py: 2,
                    fontSize: '1.375rem',
                    fontWeight: 700,
                    color: link.href === current ? 'secondary.main' : 'primary.main',
                    textDecoration: 'none',
                    borderBottom: `1px solid ${palette.line}`,
                    '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2 },
                  }}
                >
                  {link.label}
                </Box>
              </li>
            ))}
          </Box>
          <Button href={signUp.href} target="_blank" rel="noopener noreferrer" variant="contained" size="large" fullWidth onClick={close} sx={{ mt: 4 }}>
            {signUp.label}
            <NewTabNote />
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
