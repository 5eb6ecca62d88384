import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CarouselBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { carousel, timings } from '../../theme/timings.ts';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels } from '../shared/heading-level.tsx';
import { Section } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { useUiText } from '../shared/ui-text.tsx';
import { fillWords } from '../../engine/substitution.ts';
import { useReducedMotion } from '../shared/use-reduced-motion.ts';
import { LazyImage } from '../shared/LazyImage.tsx';

type Direction = 'next' | 'prev';

const slideIn = { next: keyframes`from { transform: translateX(100%); } to { transform: none; }`, prev: keyframes`from { transform: translateX(-100%); } to { transform: none; }` };
const slideOut = {
  next: keyframes`from { transform: none; visibility: visible; } to { transform: translateX(-100%); visibility: hidden; }`,
  prev: keyframes`from { transform: none; visibility: visible; } to { transform: translateX(100%); visibility: hidden; }`,
};

/**
 * Without JavaScript the controls cannot work, so this rule (inside <noscript>, applied only when
 * scripting is off) hides them and lays every quote out one under another.
 */
const noScriptCss =
  '[data-carousel-controls]{display:none!important}[data-carousel-slide]{grid-area:auto!important;visibility:visible!important}';

/** One testimonial: the quote, then who said it, and, for a quote with no recorded source, that it is illustrative. */
function Quote({ slide, dark }: { slide: CarouselBlockProps['slides'][number]; dark: boolean }) {
  const words = useUiText().carousel;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {/* A drawn opening quote: the font's own at this size is two slanted wedges, read as bars (outside review round 8). */}
      <Box aria-hidden="true" sx={{ lineHeight: 0, mb: 1, color: dark ? 'warning.main' : 'secondary.main' }}>
        <Box component="svg" viewBox="0 0 24 24" sx={{ display: 'inline-block', width: 48, height: 48 }}>
          <path fill="currentColor" d="M9.5 6C6.5 6.6 4 9.2 4 13v5h6v-6H7c.2-2 1.5-3.4 3.2-3.9zm10 0c-3 .6-5.5 3.2-5.5 7v5h6v-6h-3c.2-2 1.5-3.4 3.2-3.9z" />
        </Box>
      </Box>
      <Box component="blockquote" sx={{ m: 0 }}>
        <Typography component="p" sx={{ fontSize: { xs: '1.1875rem', md: '1.5rem' }, lineHeight: 1.5, fontWeight: 500 }}>
          <KeepTogether text={slide.quote} />
        </Typography>
      </Box>
      <Box component="figcaption" sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
        {slide.image && (
          <LazyImage image={slide.image} sx={{ width: 56, height: 56, borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />
        )}
        <Box sx={{ textAlign: slide.image ? 'left' : 'center' }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {slide.name}
          </Typography>
          {slide.role && (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: dark ? 'rgba(255,255,255,0.8)' : 'text.secondary' }}>
              {slide.role}
            </Typography>
          )}
          {!slide.source && (
            <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, fontStyle: 'italic', color: dark ? 'rgba(255,255,255,0.8)' : 'text.secondary' }}>
              {words.illustrative}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Testimonials (docs/requirements.md §9): one quote at a time, advancing every 5000 ms, wrapping at both
 * ends; paused while hovered or while keyboard focus is inside; arrow keys, buttons, a slide picker and a
 * 40 px swipe move it; each move slides for 600 ms. With prefers-reduced-motion it neither advances nor
 * slides. WAI-ARIA carousel pattern: a stop/start rotation control, slides labelled "n of N", and a live
 * region that is polite only while it is not rotating.
 *
 * Why every slide is in the markup, stacked in one grid cell: the cell is as tall as the tallest quote,
 * so nothing below moves when quotes change, and the slide that enters and the one that leaves can
 * animate side by side in the right direction, even when wrapping. Slides other than the current one
 * are `visibility: hidden` (out of sight, out of the tab order and the accessibility tree) by CSS alone,
 * so the server HTML equals the first client render (first slide shown) and hydration matches; and
 * with scripting off the <noscript> rule un-stacks them, so every quote reads without JavaScript.
 */
export function CarouselBlock({ anchor, tone, eyebrow, heading, slides, buttons }: CarouselBlockProps) {
  const levels = useHeadingLevels();
  const words = useUiText().carousel;
  const uid = useId();
  const headingId = `${uid}heading`;
  const dark = tone === 'dark';
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const [view, setView] = useState<{ index: number; leaving: number | null; direction: Direction }>({ index: 0, leaving: null, direction: 'next' });
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const rotationOn = count > 1 && !reducedMotion && !stopped;
  const rotating = rotationOn && !hovered && !focused;
  const { index, leaving, direction } = view;

  const show = (to: number, dir: Direction) => {
    setView((v) => {
      const target = ((to % count) + count) % count;
      if (target === v.index) return v;
      return { index: target, leaving: reducedMotion ? null : v.index, direction: dir };
    });
  };
  const next = () => show(index + 1, 'next');
  const previous = () => show(index - 1, 'prev');

  useEffect(() => {
    if (!rotating) return;
    // A timeout per shown slide (not an interval): any move, automatic or by hand, gives the new quote its full 5000 ms.
    const timer = window.setTimeout(
      () => setView((v) => ({ index: (v.index + 1) % count, leaving: v.index, direction: 'next' })),
      carousel.intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    // A swipe is a mostly horizontal move of more than 40 px; shorter or steeper moves are taps and scrolls.
    if (Math.abs(dx) <= carousel.swipeThresholdPx || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    if (dx < 0) next();
    else previous();
  };

  const controlColor = dark ? '#FFFFFF' : palette.navy;
  const control = { color: controlColor, width: 48, height: 48, border: '2px solid currentColor' } as const;
  const animation = (i: number) => {
    if (reducedMotion || leaving === null) return 'none';
    if (i === index) return `${slideIn[direction]} ${timings.carousel}ms ease both`;
    if (i === leaving) return `${slideOut[direction]} ${timings.carousel}ms ease forwards`;
    return 'none';
  };

  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? headingId : undefined}>
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <SectionHeader id={headingId} level={levels.section} eyebrow={eyebrow} heading={heading} dark={dark} center />
      <Box
        role="group"
        aria-roledescription={words.kind}
        {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': words.name })}
        onKeyDown={onKeyDown}
        onPointerEnter={(e: PointerEvent) => e.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
        sx={{ maxWidth: 880, mx: 'auto' }}
      >
        <Box
          id={`${uid}slides`}
          aria-live={rotating ? 'off' : 'polite'}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          // The cell is as tall as the longest quote: a shorter one sits in its middle, so the space it leaves
          // is split above and below it instead of lying as one gap over the controls.
          sx={{ display: 'grid', gap: 4, alignItems: 'center', overflow: 'hidden', touchAction: 'pan-y', userSelect: 'none' }}
        >
          {slides.map((slide, i) => (
            <Box
              key={i}
              role="group"
              aria-roledescription={words.slideKind}
              aria-label={fillWords(words.slide, { n: i + 1, count })}
              aria-hidden={i === leaving ? true : undefined}
              data-carousel-slide=""
              sx={{
                gridArea: '1 / 1',
                visibility: i === index ? 'visible' : 'hidden',
                animation: animation(i),
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                textAlign: 'center',
                px: { xs: 1, md: 6 },
              }}
            >
              <Quote slide={slide} dark={dark} />
            </Box>
          ))}
        </Box>
        {count > 1 && (
          <Box data-carousel-controls="" sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, flexWrap: 'wrap' }}>
            {/* The stop/start control is drawn as the arrows are (a ring), one group with them: bare, it
                floated apart from them on a phone. A little more space sets it off as another kind of control. */}
            {!reducedMotion && (
              <IconButton onClick={() => setStopped((s) => !s)} aria-label={stopped ? words.start : words.stop} sx={{ ...control, mr: 1 }}>
                {stopped ? <PlayArrow /> : <Pause />}
              </IconButton>
            )}
            <IconButton onClick={previous} aria-label={words.previous} aria-controls={`${uid}slides`} sx={control}>
              <ChevronLeft />
            </IconButton>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              {slides.map((slide, i) => (
                <Box
                  key={i}
                  component="button"
                  type="button"
                  onClick={() => show(i, i > index ? 'next' : 'prev')}
                  aria-label={fillWords(words.show, { n: i + 1, name: slide.name })}
                  aria-current={i === index ? 'true' : undefined}
                  aria-controls={`${uid}slides`}
                  sx={{
                    width: 32,
                    height: 48,
                    p: 0,
                    border: 0,
                    background: 'none',
                    cursor: 'pointer',
                    display: 'grid',
                    placeItems: 'center',
                    '&::after': {
                      content: '""',
                      width: i === index ? 24 : 10,
                      height: 10,
                      borderRadius: 999,
                      bgcolor: i === index ? (dark ? 'warning.main' : 'secondary.main') : dark ? 'rgba(255,255,255,0.45)' : palette.line,
                      transition: `width ${timings.fade}ms ease`,
                    },
                    '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: -4, borderRadius: 2 },
                  }}
                />
              ))}
            </Box>
            <IconButton onClick={next} aria-label={words.next} aria-controls={`${uid}slides`} sx={control}>
              <ChevronRight />
            </IconButton>
          </Box>
        )}
        <ActionButtons buttons={buttons} onDark={dark} center />
      </Box>
    </Section>
  );
}
