import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import EventBusy from '@mui/icons-material/EventBusy';
import Typography from '@mui/material/Typography';
import type { EmbedBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels } from '../shared/heading-level.tsx';
import { Paragraphs } from '../shared/Paragraphs.tsx';
import { useUiText } from '../shared/ui-text.tsx';
import { fillWords } from '../../engine/substitution.ts';
import { palette } from '../../theme/theme.ts';
import { whileFrame } from './frame-state.ts';
import { CalendarSkeleton } from './CalendarSkeleton.tsx';

interface FrameStatusProps {
  src: string;
  title: string;
  fallback: EmbedBlockProps['fallback'];
  /** On the navy box of a video rather than the white one of a widget. */
  dark: boolean;
}

/**
 * What a widget's frame box shows besides the widget, in the box's own space: the loading state, under
 * the frame (transparent until the widget paints), then, if the widget never appears (watch-frame.ts),
 * the fallback over it, with other ways to reach us. One live region, so the fallback is announced.
 */
export function FrameStatus({ src, title, fallback, dark }: FrameStatusProps) {
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
        [whileFrame('failed')]: { zIndex: 2, bgcolor: dark ? undefined : palette.tint },
      }}
    >
      {/* A scheduler's frame (white, fixed height) shows the outline of a calendar while it loads; a video's, a spinner. */}
      {!dark && <CalendarSkeleton />}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          position: 'relative',
          [whileFrame('failed')]: { display: 'none' },
          // Over the calendar's outline, a pill at the foot of the box (under the month on a desktop), clear of the drawn days.
          ...(dark ? {} : { position: 'absolute', bottom: 32, left: { xs: '50%', md: '70%' }, transform: 'translateX(-50%)', whiteSpace: 'nowrap', px: 2.5, py: 1.25, borderRadius: 999, bgcolor: '#FFFFFF', boxShadow: `0 0 0 1px ${palette.line}, 0 8px 24px rgba(11,37,69,0.08)` }),
        }}
      >
        <CircularProgress aria-hidden="true" color="inherit" size={dark ? 40 : 20} sx={{ color: dark ? undefined : 'secondary.main', '@media (prefers-reduced-motion: reduce)': { '&, & *': { animation: 'none' } } }} />
        <Typography sx={{ fontWeight: dark ? undefined : 600 }}>{ui.frame.loading}</Typography>
      </Box>
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
