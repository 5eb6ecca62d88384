import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Paragraphs } from './Paragraphs.tsx';

export interface SectionHeaderProps {
  /** The heading's id, which names the section (Section `labelledBy`). */
  id: string;
  level: 'h1' | 'h2';
  eyebrow?: string | undefined;
  heading?: string | undefined;
  intro?: string[] | undefined;
  dark?: boolean;
  center?: boolean;
}

/** The eyebrow, heading and introduction that open most sections, in one look. Renders nothing when all are absent. */
export function SectionHeader({ id, level, eyebrow, heading, intro, dark, center }: SectionHeaderProps) {
  if (!eyebrow && !heading && !intro?.length) return null;
  return (
    <Box sx={{ mb: { xs: 4, md: 5 }, maxWidth: 820, textAlign: center ? 'center' : undefined, mx: center ? 'auto' : undefined }}>
      {eyebrow && (
        <Typography variant="overline" component="p" sx={{ color: dark ? 'warning.main' : 'secondary.main', mb: 1 }}>
          {eyebrow}
        </Typography>
      )}
      {heading && (
        <Typography id={id} variant={level} component={level} sx={{ mb: intro?.length ? 2 : 0 }}>
          {heading}
        </Typography>
      )}
      <Paragraphs text={intro} {...(dark ? { color: 'rgba(255,255,255,0.88)' } : {})} />
    </Box>
  );
}
