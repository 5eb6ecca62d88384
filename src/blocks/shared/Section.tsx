import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import type { Tone } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';

const tones: Record<Tone, { bg: string; fg: string }> = {
  plain: { bg: '#FFFFFF', fg: palette.ink },
  tinted: { bg: palette.tint, fg: palette.ink },
  dark: { bg: palette.navy, fg: '#FFFFFF' },
};

export interface SectionProps {
  anchor?: string | undefined;
  tone?: Tone | undefined;
  /** The id of the section's heading, so the region is named by it. */
  labelledBy?: string | undefined;
  narrow?: boolean;
  children: ReactNode;
}

/** The frame every block sits in: one vertical rhythm, one content width, one set of backgrounds. */
export function Section({ anchor, tone = 'plain', labelledBy, narrow, children }: SectionProps) {
  const colors = tones[tone];
  return (
    <Box
      component="section"
      id={anchor}
      aria-labelledby={labelledBy}
      data-tone={tone}
      sx={{ bgcolor: colors.bg, color: colors.fg, py: { xs: 5, md: 9 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth={narrow ? 'md' : 'lg'}>{children}</Container>
    </Box>
  );
}

/** A stable id for a section's heading, derived from its anchor or its position. */
export function headingId(anchor: string | undefined, fallback: string): string {
  return `${anchor ?? fallback}-heading`;
}
