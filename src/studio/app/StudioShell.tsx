import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { AccountBar } from './hosted/AccountBar.tsx';
import { useHosted } from './hosted/HostedContext.tsx';
import { draftsPath } from './routes.ts';

/**
 * The frame of every screen: a header with the studio's name and its navigation, then the screen as `main`. In the
 * hosted studio the header also has Drafts, and who is signed in with Sign out (hosted/AccountBar.tsx).
 */
export function StudioShell() {
  const { pathname } = useLocation();
  const { me } = useHosted();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <AppBar component="header" position="static" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 2, ...(me ? { flexWrap: 'wrap', py: 0.5 } : {}) }}>
          <Typography component="p" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            Studio
          </Typography>
          <Box component="nav" aria-label="Studio" sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to="/" color="inherit" aria-current={pathname === '/' ? 'page' : undefined}>
              Pages
            </Button>
            <Button component={RouterLink} to="/new" color="inherit" aria-current={pathname === '/new' ? 'page' : undefined}>
              New page
            </Button>
            {me && (
              <Button component={RouterLink} to={draftsPath} color="inherit" aria-current={pathname === draftsPath ? 'page' : undefined}>
                Drafts
              </Button>
            )}
          </Box>
          <AccountBar />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
