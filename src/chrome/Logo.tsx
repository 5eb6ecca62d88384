import Box from '@mui/material/Box';
import type { ImageValue } from '../generated/site-config.ts';

/**
 * The logo as a link home; its text alternative names the destination. `lazy` for a copy that starts
 * hidden (the static phone menu): fetched when shown, and no preload hint for it in the server HTML.
 */
export function Logo({ logo, href, lazy = false }: { logo: ImageValue; href: string; lazy?: boolean }) {
  return (
    <Box component="a" href={href} sx={{ display: 'inline-flex', alignItems: 'center', borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 3 } }}>
      <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} {...(lazy ? { loading: 'lazy' as const } : {})} style={{ display: 'block' }} />
    </Box>
  );
}
