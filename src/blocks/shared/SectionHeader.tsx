import Box from '@mui/material/Box';
import { Fragment } from 'react';
import Typography from '@mui/material/Typography';
import { CalmCaps } from './CalmCaps.tsx';
import { Paragraphs } from './Paragraphs.tsx';
import { KeepTogether } from './KeepTogether.tsx';

export interface SectionHeaderProps {
  /** The heading's id, which names the section (Section `labelledBy`). */
  id: string;
  level: 'h1' | 'h2';
  eyebrow?: string | undefined;
  heading?: string | undefined;
  intro?: string[] | undefined;
  dark?: boolean;
  center?: boolean;
  /** The heading's size when it differs from its level: a hero's h2 still looks like a page title. */
  look?: 'h1' | 'h2' | undefined;
  /** The introduction at the larger reading size. */
  lead?: boolean;
  /** The introduction's colour when it is a muted note rather than a lead-in (a theme key or CSS colour). */
  introColor?: string;
  /**
   * Without the box that spaces the header from the block's body: for blocks (banner, form, meeting
   * confirmation) whose header shares a column with more of their content, which then follows the heading.
   */
  bare?: boolean;
  /** The space under the heading (theme units); by default 2, or none when nothing follows it. */
  headingGap?: number;
}

/**
 * A heading of two sentences or more, each sentence a unit of the line (an inline block): lines break
 * between sentences first, and inside one only when it is wider than the line. Balanced as one, a phone
 * broke claims' title "Need to use your / plan? We're / here to help".
 */
function Sentences({ text, titleCase }: { text: string; titleCase: boolean }) {
  const sentences = text.split(/(?<=[?!.])\s+(?=[A-Z])/);
  if (sentences.length < 2) return <CalmCaps text={text} titleCase={titleCase} />;
  return sentences.map((sentence, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <span style={{ display: 'inline-block' }}>
        <CalmCaps text={sentence} titleCase={titleCase} />
      </span>
    </Fragment>
  ));
}

/**
 * The eyebrow, heading and introduction that open a section, in one look for every block.
 * Renders nothing when all are absent.
 */
export function SectionHeader(props: SectionHeaderProps) {
  const { id, level, eyebrow, heading, intro, dark, center, look = level, lead, introColor, bare, headingGap } = props;
  if (!eyebrow && !heading && !intro?.length) return null;
  const color = introColor ?? (dark ? 'rgba(255,255,255,0.88)' : undefined);
  const content = (
    <>
      {eyebrow && (
        <Typography variant="overline" component="p" sx={{ color: dark ? 'warning.main' : 'secondary.main', mb: 1 }}>
          <KeepTogether text={eyebrow} />
        </Typography>
      )}
      {heading && (
        <Typography id={id} variant={look} component={level} sx={{ mb: headingGap ?? (bare || intro?.length ? 2 : 0) }}>
          <Sentences text={heading} titleCase={level !== 'h1'} />
        </Typography>
      )}
      <Paragraphs text={intro} lead={Boolean(lead)} center={Boolean(center)} {...(color ? { color } : {})} />
    </>
  );
  if (bare) return content;
  return <Box sx={{ mb: { xs: 4, md: 5 }, maxWidth: 820, textAlign: center ? 'center' : undefined, mx: center ? 'auto' : undefined }}>{content}</Box>;
}
