import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { EmbedBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { timings } from '../../theme/timings.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels } from '../shared/heading-level.tsx';
import { Section } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { useUiText } from '../shared/ui-text.tsx';
import { fillWords } from '../../engine/substitution.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import { islandAttributes } from '../../islands/markers.ts';
import { FrameStatus } from './FrameStatus.tsx';
import { OtherWays } from './OtherWays.tsx';
import type { SiteContact } from '../shared/site-contact.ts';
import { Paragraphs } from '../shared/Paragraphs.tsx';
import { frameSrcAttribute, whileDeciding, whileFrame, whileUnwatchedFailure, whileWatched } from './frame-state.ts';
import { frameSrc } from './widgets.ts';

/** The player starts at once when the visitor has already clicked play on the cover. */
export function withAutoplay(src: string): string {
  try {
    const url = new URL(src);
    if (!url.searchParams.has('autoplay')) url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return src;
  }
}

// `fullscreen` here replaces the old allowfullscreen attribute (Chromium warns when both are set).
// No web-share: desktop Chromium logs it as an unrecognized feature on the page, and no page of ours logs a warning
// (issue 22; tests/e2e/checks.ts). The player's share button falls back to copying the link.
const allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';
const frameSx = { position: 'relative', zIndex: 1, display: 'block', width: '100%', height: '100%', border: 0 } as const;

/**
 * Another site's widget in a frame: the scheduler (a fixed 750 px high frame, docs/requirements.md §9) or a video
 * (16:9). The frame is fetched only as it nears the screen (watch-frame.ts; `loading="lazy"` without scripts). A video can also
 * sit behind a cover drawn in CSS (`clickToLoad`): the player, typically the heaviest thing on a page,
 * loads only for visitors who press play. The cover is a real link to the player, so without JavaScript
 * it still plays (in a new tab); the island (hydrated on first touch or focus, clicks replayed) swaps it
 * for the frame in place, same size, and moves focus into it.
 *
 * A frame shown from the start is never a blank box: until the widget appears its box shows a loading
 * state (under the frame, which stays see-through meanwhile), and if it does not appear in time, a
 * fallback with other ways (`fallback`) covers it. watch-frame.ts decides, from the first paint, whether
 * the island ever hydrates or not; all states share the frame's box, so nothing moves. Without
 * JavaScript the frame (its copy in `<noscript>`) simply shows, over the loading state.
 */
export function EmbedBlock(props: EmbedBlockProps & { contact?: SiteContact | undefined }) {
  const { anchor, tone, eyebrow, heading, intro, src, title, loading, height, aspect, clickToLoad, poster, buttons, fallback, otherWays, contact } = props;
  const levels = useHeadingLevels();
  const ui = useUiText();
  const headingId = `${useId()}heading`;
  const dark = tone === 'dark';
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const size = height ? { height } : { aspectRatio: aspect === '4:3' ? '4 / 3' : '16 / 9' };
  const url = clickToLoad ? withAutoplay(src) : frameSrc(src);
  const frameAttributes = { title, loading: 'lazy' as const, allow, referrerPolicy: 'strict-origin-when-cross-origin' as const };
  const showCover = clickToLoad && !playing;
  // A frame in the page from the start is watched; a player the visitor asked for is not.
  const watched = !clickToLoad;
  const play = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? headingId : undefined} narrow={!height}>
      {fallback?.intro && watched ? (
        // Two introductions, one shown: the page's, and once the widget has failed (the watcher marks the island's
        // root), the fallback's, so the words above the box never promise a calendar the box says did not load.
        // They share one grid cell, as tall as the longer: swapping them moves nothing under them.
        <Box sx={{ mb: { xs: 4, md: 5 }, maxWidth: 820 }}>
          <SectionHeader bare id={headingId} level={levels.section} eyebrow={eyebrow} heading={heading} dark={dark} />
          <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' } }}>
            <Box sx={{ [whileFrame('failed')]: { visibility: 'hidden' } }}>
              <Paragraphs text={intro} {...(dark ? { color: 'rgba(255,255,255,0.88)' } : {})} />
            </Box>
            <Box sx={{ visibility: 'hidden', [whileFrame('failed')]: { visibility: 'visible' } }}>
              <Paragraphs text={fallback.intro} {...(dark ? { color: 'rgba(255,255,255,0.88)' } : {})} />
            </Box>
          </Box>
        </Box>
      ) : (
        <SectionHeader id={headingId} level={levels.section} eyebrow={eyebrow} heading={heading} intro={intro} dark={dark} />
      )}
      <Box
        {...(watched ? { [islandAttributes.watch]: '' } : {})}
        // Every state keeps the box's size: a scheduler's box that shrank to its fallback moved the page by 230 px
        // (outside review round 7); the fallback is a card over the calendar's faded outline instead. When the page
        // is scrolled to the box, the sticky header leaves its top in sight.
        sx={{ position: 'relative', width: '100%', borderRadius: 3, overflow: 'hidden', scrollMarginTop: 96, bgcolor: height ? '#FFFFFF' : palette.navy, boxShadow: height ? `0 0 0 1px ${palette.line}` : '0 20px 40px -24px rgba(11,37,69,0.5)', ...size }}
      >
        {watched && <FrameStatus src={src} title={title} loading={loading} fallback={fallback} dark={!height} fits={Boolean(height)} />}
        {showCover ? (
          <Box
            component="a"
            href={src}
            aria-label={hydrated ? fillWords(ui.video.play, { title }) : `${fillWords(ui.video.play, { title })} ${ui.opensInNewTab}`}
            // Handlers from the first (hydrating) render on, so a click the bootstrap replays is caught.
            onClick={play}
            onKeyDown={(e: KeyboardEvent) => e.key === ' ' && play(e)}
            {...(hydrated ? { role: 'button' } : { target: '_blank', rel: 'noopener noreferrer' })}
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              p: { xs: 2.5, md: 4 },
              color: '#FFFFFF',
              textDecoration: 'none',
              background: `radial-gradient(circle at 75% 20%, ${palette.navyLight} 0%, ${palette.navy} 60%)`,
              '&:hover .play, &:focus-visible .play': { transform: 'translate(-50%, -50%) scale(1.08)' },
              '&:focus-visible': { outline: `4px solid ${palette.amber}`, outlineOffset: -4 },
            }}
          >
            {poster && (
              <Box component="img" src={poster.src} alt="" width={poster.width} height={poster.height} loading="lazy" decoding="async" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.9 }} />
            )}
            <Box
              className="play"
              aria-hidden="true"
              // On a phone the cover is short: the button sits higher and smaller, clear of the caption below it.
              sx={{ position: 'absolute', left: '50%', top: { xs: '38%', md: '50%' }, transform: 'translate(-50%, -50%)', width: { xs: 56, md: 88 }, height: { xs: 56, md: 88 }, transition: `transform ${timings.fade}ms ease`, '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
            >
              <svg viewBox="0 0 88 88" width="100%" height="100%" focusable="false">
                <circle cx="44" cy="44" r="44" fill={palette.amber} />
                <path d="M36 28 L62 44 L36 60 Z" fill={palette.ink} />
              </svg>
            </Box>
            <Typography component="span" sx={{ position: 'relative', fontWeight: 700, fontSize: { xs: '0.9375rem', md: '1.25rem' }, lineHeight: 1.35, textShadow: '0 1px 8px rgba(0,0,0,0.5)' }}>
              {title}
            </Typography>
          </Box>
        ) : (
          <>
            <Box
              component="iframe"
              ref={frame}
              // A watched frame gets its address from watch-frame.ts as it nears the screen: a widget fetched
              // with the page delayed its first paint and largest picture (Lighthouse counts the scheduler's
              // connection: /book-a-call-calendly's FCP 1,385 ms, LCP 1,659 ms, score 99; given later, 808 and 1,285).
              {...(watched ? { [frameSrcAttribute]: url } : { src: url })}
              {...frameAttributes}
              // Above the loading state. While the watcher decides it is see-through (it still loads): the
              // loading state shows, not a half-drawn widget or the browser's error page, and its new-tab button can
              // be pressed through it; hidden once it has failed.
              // Without scripts, or with no watcher to give it its address, it makes way for the copy in <noscript>.
              sx={{ ...frameSx, [whileDeciding]: { opacity: 0, pointerEvents: 'none' }, [whileFrame('failed')]: { visibility: 'hidden', position: 'absolute', inset: 0 }, [whileUnwatchedFailure]: { display: 'none' }, '@media (scripting: none)': { display: 'none' } }}
            />
            {watched && (
              // Shown without scripts; unwrapped when the island is left static (client/static-fallback.ts), and then
              // shown only if no watcher looks after the frame above.
              <noscript>
                <Box component="iframe" src={url} {...frameAttributes} sx={{ ...frameSx, [whileWatched]: { display: 'none' } }} />
              </noscript>
            )}
          </>
        )}
      </Box>
      {otherWays && contact && <OtherWays question={otherWays} contact={contact} dark={dark} />}
      <ActionButtons buttons={buttons} onDark={dark} />
    </Section>
  );
}
