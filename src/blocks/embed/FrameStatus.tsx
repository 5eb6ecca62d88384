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

interface FrameStatusProps {
  src: string;
  title: string;
  /** What the white box says while the widget loads (the block's `loading`); a video's says ui.frame.loading. */
  loading: string | undefined;
  fallback: EmbedBlockProps['fallback'];
  /** On the navy box of a video rather than the white one of a widget. */
  dark: boolean;
  /** The box fits the fallback once the widget has failed (a scheduler's): the fallback then sets the box's height. */
  fits: boolean;
}

/** The icon table's calendar (docs/icons.md): the scheduler's box says what it will hold. */
const Calendar = icons.calendar;
/** A slow breath of the calendar's ring: the page is alive, without a skeleton's moving bars. */
const breathe = keyframes`50% { box-shadow: 0 0 0 14px rgba(11,122,92,0.06); }`;

/**
 * A scheduler's box while its widget loads: one calm panel, not the outline of a calendar. The grey
 * wireframe of days and times it showed was the biggest thing on the booking page and looked unfinished,
 * its left pane half empty (outside review round 5). Now a calendar sign, what is coming ("Loading
 * available times…") and the way not to wait, the widget in a new tab, centred in the box. The panel
 * under them (aria-hidden) fills the box, so the frame never shows a white void either. CSS only.
 */
function SchedulerLoading({ src, title, loading }: { src: string; title: string; loading: string }) {
  const ui = useUiText();
  return (
    <>
      <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, background: `radial-gradient(ellipse at 50% 45%, #EAF0F7 0%, ${palette.tint} 45%, #FAFBFD 80%)`, [whileFrame('failed')]: { display: 'none' } }} />
      <Box sx={{ position: 'relative', display: 'grid', justifyItems: 'center', gap: 2, maxWidth: 360, [whileFrame('failed')]: { display: 'none' } }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 80,
            height: 80,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#E7F4EF',
            boxShadow: '0 0 0 8px rgba(11,122,92,0.06)',
            animation: `${breathe} 2.4s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            '& svg': { fontSize: 36, color: 'secondary.main' },
          }}
        >
          <Calendar />
        </Box>
        <Typography sx={{ fontWeight: 600, fontSize: '1.125rem', color: palette.ink }}>{loading}</Typography>
        <Button
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<OpenInNew aria-hidden="true" focusable="false" />}
          aria-label={fillWords(ui.video.open, { title })}
          sx={{ mt: 1, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
        >
          {ui.video.openLabel}
        </Button>
      </Box>
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
        display: 'grid',
        placeItems: 'center',
        p: 3,
        overflowY: 'auto',
        textAlign: 'center',
        color: dark ? '#FFFFFF' : 'text.primary',
        [whileFrame('working')]: { display: 'none' },
        // A tinted panel, not an empty white frame, with the ways on in a column that never wraps.
        [whileFrame('failed')]: { zIndex: 2, bgcolor: dark ? undefined : palette.tint, ...(fits ? { position: 'relative', inset: 'auto', py: { xs: 5, md: 6 } } : {}) },
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
      <Box sx={{ display: 'none', width: '100%', maxWidth: 440, [whileFrame('failed')]: { display: 'block' } }}>
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
