import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { CalloutBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { MEASURE, Paragraphs } from '../shared/Paragraphs.tsx';
import { headingId } from '../shared/Section.tsx';
import { icons } from '../shared/icons.tsx';

/** The panel's colours: amber light enough for ink text (contrast 14:1), its border and sign dark enough to read as a warning on white (4.9:1). */
export const calloutColors = { panel: '#FEF4E2', border: palette.amber, sign: '#9A5B00' } as const;

/** The icon table's warning sign (docs/icons.md). */
const Warning = icons.warning;

const backgrounds = { plain: '#FFFFFF', tinted: palette.tint, dark: palette.navy } as const;

/**
 * One rule a reader must not miss, in an amber panel with a warning sign. Not a Section of its own: it
 * continues the section above (no space above it, that section's background), so the warranty claim
 * form's "do not tear down" rule reads as the last word of the steps it belongs to, not as a band
 * floating between two (outside review round 5: it was small grey print under a checklist). Static.
 */
export function CalloutBlock({ anchor, tone = 'plain', heading, text }: CalloutBlockProps) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  return (
    <Box component="section" id={anchor} aria-labelledby={id} data-tone={tone} sx={{ bgcolor: backgrounds[tone], pb: { xs: 5, md: 9 }, scrollMarginTop: 72 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            // As wide as the grid of steps above it: at 880 px it left a 240 px hole at its right (outside review
            // round 6). On a phone the sign sits above the rule, so the words get the panel's whole width.
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: { xs: 1, md: 2 },
            alignItems: 'flex-start',
            p: { xs: 2.5, md: 3 },
            borderRadius: 2,
            bgcolor: calloutColors.panel,
            border: `1px solid ${calloutColors.border}`,
            borderLeftWidth: 6,
            color: palette.ink,
          }}
        >
          <Warning aria-hidden="true" focusable="false" sx={{ flex: 'none', fontSize: { xs: 28, md: 32 }, color: calloutColors.sign, mt: { xs: 0, md: '-2px' } }} />
          <div>
            {/* From 900 px the rule and its reason each take one line of the full-width panel, not a narrow column inside it. */}
            <Typography id={id} component={levels.section} sx={{ fontWeight: 700, fontSize: { xs: '1.0625rem', md: '1.1875rem' }, lineHeight: 1.4, maxWidth: { xs: MEASURE, md: 'none' }, textWrap: 'balance' }}>
              <KeepTogether text={heading} />
            </Typography>
            {text?.length ? (
              <Box sx={{ mt: 0.75, '& p': { color: palette.ink, fontSize: '1rem', mb: 0, maxWidth: MEASURE } }}>
                <Paragraphs text={text} />
              </Box>
            ) : null}
          </div>
        </Box>
      </Container>
    </Box>
  );
}
