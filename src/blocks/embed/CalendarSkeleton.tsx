import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { palette } from '../../theme/theme.ts';
import { whileFrame } from './frame-state.ts';

const shade = '#E8EDF4';
const pulse = keyframes`50% { opacity: 0.55; }`;

/** A grey bar of text, `width` long. */
const bar = (width: string | number, height = 12) => ({ width, height, borderRadius: 999, bgcolor: shade });

/**
 * The outline of a booking calendar, drawn in CSS only (no script, a few boxes; the month's days are one
 * background), behind the scheduler's frame while it loads: the 750 px box showed only "Loading…" in white
 * (issue 22 review: "the page's main job is blank"). On a desktop, the meeting's details beside a month;
 * on a phone, the month alone. It fades out of the way when the fallback covers the box.
 */
export function CalendarSkeleton() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        textAlign: 'left',
        animation: `${pulse} 1.6s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        [whileFrame('failed')]: { display: 'none' },
      }}
    >
      {/* The meeting: host, title, length and place. */}
      <Box sx={{ display: { xs: 'none', md: 'grid' }, alignContent: 'start', gap: 2, p: 5, borderRight: `1px solid ${palette.line}` }}>
        <Box sx={{ width: 56, height: 56, borderRadius: '50%', bgcolor: shade, mb: 1 }} />
        <Box sx={bar('40%')} />
        <Box sx={bar('75%', 22)} />
        <Box sx={{ ...bar('45%'), mt: 2 }} />
        <Box sx={bar('55%')} />
        <Box sx={{ ...bar('90%'), mt: 3 }} />
        <Box sx={bar('80%')} />
        <Box sx={bar('60%')} />
      </Box>
      {/* The month: its name and arrows, the weekdays, five weeks of days, and a few times below. */}
      <Box sx={{ display: 'grid', alignContent: 'start', gap: 3, p: { xs: 3, md: 5 } }}>
        <Box sx={bar('50%', 18)} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Box sx={bar('35%', 16)} />
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Box sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: shade }} />
            <Box sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: shade }} />
          </Box>
        </Box>
        {/* Weekday initials, then five weeks of days: each a repeated background, seven to a row. */}
        <Box sx={{ height: 8, background: `linear-gradient(90deg, transparent 35%, ${shade} 35% 65%, transparent 65%) 0 0 / calc(100% / 7) 100% repeat-x` }} />
        <Box sx={{ height: { xs: 5 * 48, md: 5 * 60 }, background: `radial-gradient(circle, ${shade} 0 17px, transparent 18px) 0 0 / calc(100% / 7) auto`, backgroundSize: { xs: 'calc(100% / 7) 48px', md: 'calc(100% / 7) 60px' } }} />
        {/* The day's times: a column on a phone, as schedulers show them there. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 1.5 }}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Box key={i} sx={{ height: 44, borderRadius: 2, border: `2px solid ${shade}`, display: { xs: i < 4 ? 'block' : 'none', md: 'block' } }} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
