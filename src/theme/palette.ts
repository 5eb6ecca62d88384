/**
 * The site's colours: a deep navy for trust, an emerald for money earned, a warm amber for calls to action.
 * One place for the pages (theme.ts builds the MUI theme from them) and the brochure PDFs
 * (src/build/brochures.ts), which are drawn in Node without MUI.
 */
export const palette = {
  navy: '#0B2545',
  navyLight: '#13315C',
  emerald: '#0B7A5C',
  amber: '#F2A541',
  ink: '#1B2432',
  muted: '#4A5568',
  tint: '#F3F6FA',
  line: '#DDE3EC',
} as const;
