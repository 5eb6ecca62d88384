import { createTheme } from '@mui/material/styles';
import { palette } from './palette.ts';
import { NAV_DESKTOP_MIN_WIDTH, timings } from './timings.ts';

export { palette } from './palette.ts';

/** Type is Inter, self-hosted, on a modular scale that steps down on phones; the colours are palette.ts's. */
const fontFamily = '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: NAV_DESKTOP_MIN_WIDTH, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: palette.navy, light: palette.navyLight, contrastText: '#FFFFFF' },
    secondary: { main: palette.emerald, contrastText: '#FFFFFF' },
    warning: { main: palette.amber, contrastText: palette.ink },
    text: { primary: palette.ink, secondary: palette.muted },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    divider: palette.line,
  },
  shape: { borderRadius: 10 },
  spacing: 8,
  typography: {
    fontFamily,
    h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
    h2: { fontSize: 'clamp(1.6rem, 1.25rem + 1.5vw, 2.375rem)', fontWeight: 750, lineHeight: 1.15, letterSpacing: '-0.015em' },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.35 },
    body1: { fontSize: '1.0625rem', lineHeight: 1.65 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
    overline: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.5 },
    button: { textTransform: 'none', fontWeight: 700, fontSize: '1rem' },
  },
  transitions: {
    duration: {
      shortest: timings.fade,
      shorter: timings.fade,
      short: 250,
      standard: timings.collapse,
      complex: timings.collapse,
      enteringScreen: timings.modal,
      leavingScreen: timings.offcanvas,
    },
  },
  components: {
    // MUI shows keyboard focus with a class its JavaScript adds, so a button in static HTML showed none.
    // A two-tone ring works from CSS alone, on light and dark sections alike: the white ring shows on
    // navy, the navy one on white.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: `3px solid ${palette.navy}`, outlineOffset: 2, boxShadow: '0 0 0 2px #FFFFFF' } },
      },
    },
    // Same for a text field: its focused border came from a class set by script, so a field focused
    // before its form hydrated looked unfocused. :focus-within needs no script.
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&:focus-within .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
          '&:focus-within:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: palette.navy },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        // A label that needs two lines (a long plan name on a phone) splits evenly and stays centred,
        // rather than leaving one word ("Care") alone under a left-aligned line.
        root: { borderRadius: 999, paddingInline: 24, minHeight: 48, textAlign: 'center', textWrap: 'balance' },
        // A text button aligns with the text around it; the pill padding is for filled and outlined ones.
        text: { paddingInline: 8, marginInline: -8 },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
