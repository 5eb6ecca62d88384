import Box from '@mui/material/Box';
import { palette } from '../../theme/palette.ts';
import { whileFrame } from './frame-state.ts';

/** The days of the outline's month (five weeks) and which of them show as open: a believable spread, never a claim. */
const days = Array.from({ length: 35 }, (_, i) => i);
const openDays = new Set([9, 11, 15, 18, 19, 22, 24, 25, 29, 30, 32]);
/** The day picked, whose times the last pane outlines. */
const pickedDay = 16;
const slots = Array.from({ length: 8 }, (_, i) => i);

const bar = { display: 'block', height: 10, borderRadius: 5, bgcolor: '#E6EBF2' } as const;

/**
 * One rule for the whole outline, its parts plain spans with class names: 35 days and 6 times add markup,
 * not 40 CSS classes (the page's critical CSS is inlined).
 */
const outlineSx = {
  // Its own cell under the loading line, explicitly: the fallback, placed over both, would push an auto-placed outline below the box.
  gridArea: '2 / 1',
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 0.8fr) minmax(0, 1.4fr) minmax(0, 0.8fr)' },
  alignContent: { xs: 'start', md: 'stretch' },
  gap: { xs: 3, md: 0 },
  px: { xs: 2, sm: 3, md: 0 },
  pt: { md: 4 },
  pb: { xs: 3, md: 0 },
  minHeight: 0,
  // From 900 px the panes run the box's full height, ruled apart as the widget's are: the box reads as a calendar, not a void under a short outline.
  '& .pane': { display: 'grid', alignContent: 'start', gap: 1.5, px: { md: 4 }, pb: { md: 4 } },
  '& .pane + .pane': { borderLeft: { md: `1px solid ${palette.line}` } },
  '& .info': { display: { xs: 'none', md: 'grid' } },
  '& .bar': bar,
  '& .face': { width: 44, height: 44, borderRadius: '50%', bgcolor: '#E6EBF2', mb: 1 },
  '& .title': { ...bar, height: 16, width: '80%' },
  '& .month': { display: 'flex', alignItems: 'center', gap: 1, mb: 1, '& .bar': { flex: 1, maxWidth: 140, height: 14 } },
  '& .nav': { width: 28, height: 28, borderRadius: '50%', bgcolor: palette.tint },
  '& .month .bar + .nav': { ml: 'auto' },
  '& .week, & .days': { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 1, md: 2 }, justifyItems: 'center' },
  '& .week span': { ...bar, height: 8, width: 20 },
  '& .days span': { width: '100%', maxWidth: { xs: 44, md: 52 }, aspectRatio: '1', borderRadius: '50%', bgcolor: palette.tint },
  '& .days .open': { bgcolor: '#E7F4EF', boxShadow: 'inset 0 0 0 1px #CDE7DD' },
  '& .days .picked': { bgcolor: '#CDE7DD' },
  '& .slots': { display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 1fr)' }, gap: 1.25 },
  '& .slots span': { height: { xs: 44, md: 48 }, borderRadius: 24, boxShadow: 'inset 0 0 0 1.5px #CDE7DD', bgcolor: '#FFFFFF' },
  // Six times on a phone, where they sit two by two under the month; eight in their own column.
  '& .slots span:nth-of-type(n+7)': { display: { xs: 'none', md: 'block' } },
  // The widget's time zone line under the month: a globe and its name.
  '& .zone': { display: 'flex', alignItems: 'center', gap: 1, mt: { xs: 0.5, md: 2 }, '& .bar': { width: 140 } },
  '& .globe': { width: 16, height: 16, borderRadius: '50%', boxShadow: `inset 0 0 0 2px #E6EBF2` },
  // Once the widget has failed, the outline stays where it was, faded under the fallback: the box keeps its size.
  [whileFrame('failed')]: { opacity: 0.55 },
} as const;

/**
 * What the scheduler's box shows under the loading line while the widget loads: the outline of a booking
 * calendar (who you meet, a month of days with a few open, the times of a day), in the widget's own layout, so
 * the 750 px box reads as the calendar arriving rather than an empty panel (outside review round 7: "80 % blank").
 * Still: no shimmer or moving bars, only the loading line's ring breathes. Static markup and CSS, aria-hidden.
 */
export function SchedulerSkeleton() {
  return (
    <Box aria-hidden="true" sx={outlineSx}>
      <span className="pane info">
        <span className="face" />
        <span className="bar" style={{ width: '45%' }} />
        <span className="title" />
        <span className="bar" style={{ width: '55%', marginTop: 8 }} />
        <span className="bar" style={{ width: '65%' }} />
      </span>
      <span className="pane">
        <span className="month">
          <span className="bar" />
          <span className="nav" />
          <span className="nav" />
        </span>
        <span className="week">
          {days.slice(0, 7).map((d) => (
            <span key={d} />
          ))}
        </span>
        <span className="days">
          {days.map((d) => (
            <span key={d} className={d === pickedDay ? 'picked' : openDays.has(d) ? 'open' : undefined} />
          ))}
        </span>
        <span className="zone">
          <span className="globe" />
          <span className="bar" />
        </span>
      </span>
      <span className="pane">
        <span className="bar" style={{ width: '50%', height: 14, marginBottom: 8 }} />
        <span className="slots">
          {slots.map((s) => (
            <span key={s} />
          ))}
        </span>
      </span>
    </Box>
  );
}
