import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useState, type MouseEvent } from 'react';
import { NewTabNote } from '../blocks/shared/NewTabNote.tsx';
import { useUiText } from '../blocks/shared/ui-text.tsx';
import { useHydrated } from '../blocks/shared/use-hydrated.ts';
import { timings } from '../theme/timings.ts';
import { palette } from '../theme/theme.ts';
import { Logo } from './Logo.tsx';
import type { NavProps } from './nav-types.ts';

/** The drawer's id (while hydrated) and the static menu's (before): never both on the page at once. */
const DRAWER_ID = 'site-menu-drawer';

/** What the open menu holds: the logo and a close button, the links, Sign Up. */
function MenuContent({ links, signUp, logo, homeHref, current, closeButton, onLinkClick, startsHidden = false }: NavProps & { closeButton: Record<string, unknown>; onLinkClick?: () => void; startsHidden?: boolean }) {
  const ui = useUiText();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, height: 64, borderBottom: `1px solid ${palette.line}` }}>
        <Logo logo={logo} href={homeHref} lazy={startsHidden} />
        <IconButton aria-label={ui.closeMenu} {...closeButton} sx={{ color: 'primary.main', width: 48, height: 48 }}>
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
                onClick={onLinkClick}
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
        <Button href={signUp.href} target="_blank" rel="noopener noreferrer" variant="contained" color="secondary" size="large" fullWidth onClick={onLinkClick} sx={{ mt: 4 }}>
          {signUp.label}
          <NewTabNote />
        </Button>
      </Box>
    </>
  );
}

/**
 * The phone navigation (769 px and below): a menu button that opens a full-screen drawer from the top
 * holding the links and Sign Up. It closes on Escape, on its close button, and when a link is followed.
 * An island hydrated on first touch or focus: the button is in the HTML from the start.
 *
 * Until the island hydrates, and for good if its code cannot load (or without JavaScript), the same
 * menu is in the HTML as a native popover that the button opens without any script (it closes on Escape,
 * a click outside, or its close button): every link is always reachable. Once hydrated, the button opens
 * the drawer instead, which traps focus and hides the rest of the page from assistive technology.
 */
export function SiteMenu(nav: NavProps) {
  const ui = useUiText();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        aria-label={ui.openMenu}
        aria-controls={DRAWER_ID}
        // The browser states a popover button's expanded state itself; the drawer's is ours to state.
        {...(hydrated ? { 'aria-expanded': open } : { popoverTarget: DRAWER_ID })}
        onClick={(event: MouseEvent) => {
          // Also from the first (hydrating) render on, so a click the bootstrap replays opens the drawer, not the popover.
          event.preventDefault();
          setOpen(true);
        }}
        sx={{ display: { md: 'none' }, color: 'primary.main', width: 48, height: 48 }}
      >
        <MenuIcon />
      </IconButton>
      {!hydrated && (
        <Box
          id={DRAWER_ID}
          popover="auto"
          role="dialog"
          aria-label={ui.siteMenu}
          // No `display` here: the browser's own `display: none` is what keeps a closed popover hidden.
          sx={{ position: 'fixed', inset: 0, width: '100%', maxWidth: 'none', height: '100dvh', maxHeight: 'none', m: 0, p: 0, border: 0, bgcolor: '#FFFFFF', color: 'text.primary', overflowY: 'auto' }}
        >
          <MenuContent {...nav} closeButton={{ popoverTarget: DRAWER_ID, popoverTargetAction: 'hide' }} startsHidden />
        </Box>
      )}
      <Drawer
        anchor="top"
        open={open}
        onClose={close}
        transitionDuration={timings.offcanvas}
        slotProps={{ paper: { id: DRAWER_ID, sx: { height: '100dvh' }, role: 'dialog', 'aria-label': ui.siteMenu } as never }}
      >
        <MenuContent {...nav} closeButton={{ onClick: close }} onLinkClick={close} />
      </Drawer>
    </>
  );
}
