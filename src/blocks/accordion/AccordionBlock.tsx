import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AccordionBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { CollapsibleList } from '../shared/CollapsibleList.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Paragraphs } from '../shared/Paragraphs.tsx';
import { Section, headingId } from '../shared/Section.tsx';

/** FAQs and covered-component lists: one item open at a time, no JavaScript (see CollapsibleList). */
export function AccordionBlock({ anchor, tone, heading, intro, items, buttons }: AccordionBlockProps) {
  const levels = useHeadingLevels();
  const key = useSectionKey();
  const id = headingId(anchor, key);
  const dark = tone === 'dark';
  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? id : undefined} narrow>
      {heading && (
        <Typography id={id} variant={levels.section === 'h1' ? 'h1' : 'h2'} component={levels.section} sx={{ mb: 2 }}>
          {heading}
        </Typography>
      )}
      <Box sx={{ mb: 4 }}>
        <Paragraphs text={intro} />
      </Box>
      <CollapsibleList items={items} group={`${anchor ?? key}-items`} titleAs={levels.item} dark={dark} />
      <ActionButtons buttons={buttons} onDark={dark} />
    </Section>
  );
}
