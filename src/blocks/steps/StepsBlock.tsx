import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StepsBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { Paragraphs } from '../shared/Paragraphs.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';

/** The number's circle, and the gap between it and the line to the next one (px). */
const DOT = 48;
const CLEAR = 12;
/** The space between two steps side by side (px). */
const GAP = 40;

/**
 * A short process as a timeline: numbered circles joined by a line, side by side from a tablet up and one
 * under the other on a phone, all drawn in CSS (static, no JavaScript). GAP's "How GAP works" and marine
 * appearance care's repair steps were three white cards like the cards around them (outside review round 5:
 * "nine identical white cards in a row"; "02 and 03 end in empty space" beside the one card with a link):
 * a sequence now looks like one, and an action for the whole process sits under it, not in one step.
 */
export function StepsBlock({ anchor, tone, eyebrow, heading, intro, steps, buttons }: StepsBlockProps) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const dark = tone === 'dark';
  const line = dark ? 'rgba(255,255,255,0.3)' : '#C5D0DE';
  return (
    <Section anchor={anchor} tone={tone} labelledBy={id}>
      <SectionHeader id={id} level={levels.section} eyebrow={eyebrow} heading={heading} intro={intro} dark={dark} />
      <Box
        component="ol"
        role="list"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${steps.length}, minmax(0, 1fr))` },
          columnGap: `${GAP}px`,
          rowGap: { xs: 4, sm: 0 },
        }}
      >
        {steps.map((step, i) => (
          <Box
            component="li"
            key={i}
            sx={{
              position: 'relative',
              display: 'grid',
              gridTemplateColumns: { xs: `${DOT}px minmax(0, 1fr)`, sm: '1fr' },
              // Side by side, the steps share three rows (circle, title, text): a title that wraps to two lines
              // (admin-in-a-box's "Profit builds in your company") no longer starts its text lower than its neighbours'.
              gridTemplateRows: { sm: 'subgrid' },
              gridRow: { sm: 'span 3' },
              columnGap: 2.5,
              alignContent: 'start',
              // The line to the next step: down to its circle on a phone, across to it from a tablet up.
              '&:not(:last-of-type)::after': {
                content: '""',
                position: 'absolute',
                bgcolor: line,
                borderRadius: 1,
                top: { xs: DOT + CLEAR, sm: DOT / 2 - 1 },
                bottom: { xs: -32 + CLEAR, sm: 'auto' },
                left: { xs: DOT / 2 - 1, sm: DOT + CLEAR },
                right: { xs: 'auto', sm: -GAP + CLEAR },
                width: { xs: 2, sm: 'auto' },
                height: { xs: 'auto', sm: 2 },
              },
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: DOT,
                height: DOT,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: '1.125rem',
                // The last step is where the process pays off ("GAP pays the difference"): emerald, the colour of money kept.
                bgcolor: dark ? palette.amber : i === steps.length - 1 ? palette.emerald : palette.navy,
                color: dark ? palette.ink : '#FFFFFF',
                boxShadow: `0 0 0 6px ${dark ? 'rgba(242,165,65,0.18)' : i === steps.length - 1 ? '#D5EFE6' : '#E3EAF3'}`,
                mb: { sm: 3 },
              }}
            >
              {i + 1}
            </Box>
            <Box sx={{ pt: { xs: 1, sm: 0 }, display: { sm: 'contents' } }}>
              {/* Side by side, a title sits on its own text, at the foot of the titles' row: a title that wraps takes the
                  room above it, under its circle, so no step's title reads as closer to its text than another's
                  (admin-in-a-box's fourth step touched its text while the others had a blank line, review round 7). */}
              <Typography component={levels.item} sx={{ fontWeight: 700, fontSize: { xs: '1.125rem', md: '1.25rem' }, lineHeight: 1.35, mb: 1, alignSelf: { sm: 'end' }, textWrap: 'balance' }}>
                <KeepTogether text={step.title} />
              </Typography>
              <Box sx={{ '& p': { fontSize: '1rem', lineHeight: 1.6, color: dark ? 'rgba(255,255,255,0.85)' : palette.muted, textWrap: 'pretty' } }}>
                <Paragraphs text={step.text} />
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
      {/* Centred under the row of steps, as a card grid's footer is: at its left a lone "Start a claim" looked
          stranded under three steps that span the page (marine appearance care, review round 7). */}
      <ActionButtons buttons={buttons} onDark={dark} center />
    </Section>
  );
}
