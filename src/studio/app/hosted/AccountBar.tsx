import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useHosted } from './HostedContext.tsx';
import { signOut } from './hosted-client.ts';

/**
 * Who is signed in, with their role, and Sign out: the session ends on the server, then the browser goes to the
 * identity provider's own sign-out, which sends it back to the studio's "Signed out".
 */
export function AccountBar() {
  const { me } = useHosted();
  const [leaving, setLeaving] = useState(false);
  if (!me) return null;
  const leave = () => {
    setLeaving(true);
    void signOut().then((next) => window.location.assign(next), () => setLeaving(false));
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }} title={me.email}>
        {me.name || me.email}
      </Typography>
      <Chip size="small" label={me.role === 'publisher' ? 'Publisher' : 'Editor'} sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit', fontWeight: 600 }} />
      <Button color="inherit" variant="outlined" size="small" onClick={leave} disabled={leaving}>
        {leaving ? 'Signing out…' : 'Sign out'}
      </Button>
    </Box>
  );
}
