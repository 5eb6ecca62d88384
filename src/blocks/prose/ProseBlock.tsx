import Typography from '@mui/material/Typography';
import type { ProseBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Bullets, Paragraphs } from '../shared/Paragraphs.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { KeepTogether } from '../shared/KeepTogether.tsx';

/** Running text in parts: policies, about pages, explanations. */
export function ProseBlock({ anchor, tone, heading, marker, parts, buttons }: ProseBlockProps) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const partLevel = heading ? levels.item : levels.section;
  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? id : undefined} narrow>
      {heading && (
        <Typography id={id} variant={levels.section === 'h1' ? 'h1' : 'h2'} component={levels.section} sx={{ mb: 3 }}>
          <KeepTogether text={heading} />
        </Typography>
      )}
      {parts.map((part, i) => (
        <div key={i}>
          {part.heading && (
            <Typography variant="h3" component={partLevel} sx={{ mt: i === 0 ? 0 : 5, mb: 1.5 }}>
              <KeepTogether text={part.heading} />
            </Typography>
          )}
          <Paragraphs text={part.paragraphs} />
          <Bullets items={part.bullets} marker={marker} />
        </div>
      ))}
      <ActionButtons buttons={buttons} onDark={tone === 'dark'} />
    </Section>
  );
}
