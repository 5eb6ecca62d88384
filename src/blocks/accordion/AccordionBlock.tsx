import Box from '@mui/material/Box';
import type { AccordionBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { CollapsibleList } from '../shared/CollapsibleList.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';

/**
 * FAQs and covered-component lists: one item open at a time, no JavaScript (see CollapsibleList).
 * The heading starts at the page grid's left edge like every section's (docs/section-headers.md, rule 4);
 * centred over a narrow column it stood apart from the headings above and below it (outside review
 * round 5, fault 5). On a desktop the questions keep a readable column beside it, as a list beside its
 * heading does, so the right half is not left empty, and the heading stays in view (sticky) while a
 * long list of questions scrolls by; on a phone they follow it.
 */
export function AccordionBlock({ anchor, tone, heading, intro, items, buttons }: AccordionBlockProps) {
  const levels = useHeadingLevels();
  const key = useSectionKey();
  const id = headingId(anchor, key);
  const dark = tone === 'dark';
  const beside = Boolean(heading || intro?.length);
  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? id : undefined}>
      <Box sx={{ display: { md: beside ? 'grid' : 'block' }, gridTemplateColumns: { md: '5fr 7fr' }, columnGap: 8, alignItems: 'start', '& > :first-child': { mb: { md: 0 }, position: { md: 'sticky' }, top: { md: 96 } } }}>
        <SectionHeader id={id} level={levels.section} heading={heading} intro={intro} dark={dark} />
        <div>
          <CollapsibleList items={items} group={`${anchor ?? key}-items`} titleAs={levels.item} dark={dark} />
          <ActionButtons buttons={buttons} onDark={dark} />
        </div>
      </Box>
    </Section>
  );
}
