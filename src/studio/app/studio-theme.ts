import { createTheme } from '@mui/material/styles';
import { palette } from '../../theme/theme.ts';

/**
 * The studio is a work tool, not the site: MUI's dense defaults in the site's colours, and a focus ring
 * on everything reachable by keyboard (MUI shows only a ripple on some controls).
 */
export const studioTheme = createTheme({
  palette: {
    primary: { main: palette.navy },
    secondary: { main: palette.emerald },
    text: { primary: palette.ink, secondary: palette.muted },
    // MUI's orange (#ed6c02) is 3.1:1 on white: too faint for the pages list's "2 warnings" chip (axe, 4.5:1 needed).
    warning: { main: '#b54708' },
  },
  // rjsf titles each object and list with an h5: at MUI's size, nested groups dwarf the fields they hold.
  typography: { h5: { fontSize: '1.15rem', fontWeight: 600 } },
  components: {
    // Forms for whole blocks are long: smaller fields show more of one at a time.
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiSelect: { defaultProps: { size: 'small' } },
    // rjsf's MUI theme writes every field's help as `subtitle2`, which MUI makes an <h6>: help is not a heading.
    MuiTypography: { defaultProps: { variantMapping: { subtitle2: 'div' } } },
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2 },
      },
    },
  },
});
