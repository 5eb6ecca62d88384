import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import EventBusy from '@mui/icons-material/EventBusy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { EmbedBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels } from '../shared/heading-level.tsx';
import { icons } from '../shared/icons.tsx';
import { Paragraphs } from '../shared/Paragraphs.tsx';
import { useUiText } from '../shared/ui-text.tsx';
import { fillWords } from '../../engine/substitution.ts';
import { palette } from '../../theme/theme.ts';
import { whileFrame } from './frame-state.ts';
import { SchedulerSkeleton } from './SchedulerSkeleton.tsx';

interface FrameStatusProps {
  src: string;
  title: string;
  /** What the white box says while the widget loads (the block's `loading`); a video's says ui.frame.loading. */
  loading: string | undefined;
  fallback: EmbedBlockProps['fallback'];
  /** On the navy box of a video rather than the white one of a widget. */
  dark: boolean;
  /** A scheduler's box (fixed height, white): the calendar's outline while it loads, the fallback as a card over it. */
  fits: boolean;
}

/** The icon table's calendar (docs/icons.md): the scheduler's box says what it will hold. */
const Calendar = icons.calendar;
/** A slow breath of the calendar's ring: the page is alive, without a skeleton's moving bars. */
const breathe = keyframes`50% { box-shadow: 0 0 0 8px rgba(11,122,92,0.08); }`;

/**
 * A scheduler's box while its widget loads: a line across its top saying what is coming ("Loading available
 * times…", by a calendar sign) with the way not to wait, the widget in a new tab; under it the outline of the
 * calendar (SchedulerSkeleton), at the widget's own size. A sign and a button centred in a 750 px panel were
 * 80 % blank (outside review round 7); a grey wireframe alone looked unfinished (round 5). CSS only.
 */
function SchedulerLoading({ src, title, loading }: { src: string; title: string; loading: string }) {
  const ui = useUiText();
  return (
    <>
      <Box
        sx={{
          gridArea: '1 / 1',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, sm: 3, md: 4 },
          py: { xs: 2.5, md: 3 },
          mb: { xs: 1, md: 2 },
          borderBottom: `1px solid ${palette.line}`,
          // Hidden, not removed, once the widget has failed: the outline under it stays where it was.
          [whileFrame('failed')]: { visibility: 'hidden' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, textAlign: 'left' }}>
          <Box
            aria-hidden="true"
            sx={{
              flex: 'none',
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: '#E7F4EF',
              boxShadow: '0 0 0 4px rgba(11,122,92,0.06)',
              animation: `${breathe} 2.4s ease-in-out infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              '& svg': { fontSize: 22, color: 'secondary.main' },
            }}
          >
            <Calendar />
          </Box>
          <Typography sx={{ fontWeight: 600, fontSize: '1.0625rem', color: palette.ink }}>{loading}</Typography>
        </Box>
        <Button
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<OpenInNew aria-hidden="true" focusable="false" />}
          aria-label={fillWords(ui.video.open, { title })}
          sx={{ borderWidth: 2, minHeight: 44, width: { xs: '100%', sm: 'auto' }, '&:hover': { borderWidth: 2 } }}
        >
          {ui.video.openLabel}
        </Button>
      </Box>
      <SchedulerSkeleton />
    </>
  );
}

/**
 * What a widget's frame box shows besides the widget, in the box's own space: the loading state, under
 * the frame (transparent until the widget paints), then, if the widget never appears (watch-frame.ts),
 * the fallback over it, with other ways to reach us. One live region, so the fallback is announced.
 */
export function FrameStatus({ src, title, loading, fallback, dark, fits }: FrameStatusProps) {
  const ui = useUiText();
  const levels = useHeadingLevels();
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        overflowY: 'auto',
        textAlign: 'center',
        color: dark ? '#FFFFFF' : 'text.primary',
        [whileFrame('working')]: { display: 'none' },
        ...(fits
          ? // The scheduler's box: the loading line over the calendar's outline; the fallback, when it comes, a card over both, centred
            // (on white, over the frame and the browser's error page in it, so the faded outline still shows).
            { display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr)', gridTemplateColumns: 'minmax(0, 1fr)', [whileFrame('failed')]: { zIndex: 2, bgcolor: '#FFFFFF' } }
          : // A video's: one centred line, then the fallback on the navy.
            { display: 'grid', placeItems: 'center', p: 3, [whileFrame('failed')]: { zIndex: 2 } }),
      }}
    >
      {dark ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, [whileFrame('failed')]: { display: 'none' } }}>
          <CircularProgress aria-hidden="true" color="inherit" size={40} sx={{ '@media (prefers-reduced-motion: reduce)': { '&, & *': { animation: 'none' } } }} />
          <Typography>{ui.frame.loading}</Typography>
        </Box>
      ) : (
        <SchedulerLoading src={src} title={title} loading={loading ?? ui.frame.loading} />
      )}
      <Box
        sx={{
          display: 'none',
          width: '100%',
          maxWidth: 440,
          [whileFrame('failed')]: { display: 'block' },
          // On the scheduler's faded outline, a card of its own in the middle of the box (at its top on a phone, where the
          // ways out come first and the outline's times show under it), which keeps its 750 px:
          // fitted to the fallback, the box gave back 230 px and everything under it jumped (outside review round 7).
          ...(fits ? { gridArea: '1 / 1 / -1 / -1', justifySelf: 'center', alignSelf: { xs: 'start', sm: 'center' }, mt: { xs: 2, sm: 0 }, zIndex: 1, width: { xs: 'calc(100% - 32px)', sm: '100%' }, bgcolor: '#FFFFFF', border: `1px solid ${palette.line}`, borderRadius: 3, boxShadow: '0 24px 48px -28px rgba(11,37,69,0.35)', px: { xs: 2.5, sm: 4 }, py: { xs: 4, sm: 5 } } : {}),
        }}
      >
        <EventBusy aria-hidden="true" focusable="false" sx={{ fontSize: 48, color: dark ? palette.amber : 'secondary.main', mb: 1.5 }} />
        <Typography component={levels.item} variant="h3" sx={{ mb: 1.5 }}>
          {fallback?.heading ?? ui.frame.failed}
        </Typography>
        <Paragraphs text={fallback?.text} />
        {fallback?.buttons ? (
          <ActionButtons buttons={fallback.buttons} onDark={dark} center stacked />
        ) : (
          <Button href={src} target="_blank" rel="noopener noreferrer" variant="contained" color={dark ? 'warning' : 'primary'} size="large" aria-label={fillWords(ui.video.open, { title })} sx={{ mt: 3 }}>
            {ui.video.openLabel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
