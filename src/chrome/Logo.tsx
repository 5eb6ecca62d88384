import Box from '@mui/material/Box';
import type { Image } from '../generated/site-config.ts';

/** The logo as a link home; its text alternative names the destination. */
export function Logo({ logo, href }: { logo: Image; href: string }) {
  return (
    <Box component="a" href={href} sx={{ display: 'inline-flex', alignItems: 'center', borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 3 } }}>
      <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} style={{ display: 'block' }} />
    </Box>
  );
}
