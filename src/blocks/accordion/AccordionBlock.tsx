import type { AccordionBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { CollapsibleList } from '../shared/CollapsibleList.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';

/** FAQs and covered-component lists: one item open at a time, no JavaScript (see CollapsibleList). */
export function AccordionBlock({ anchor, tone, heading, intro, items, buttons }: AccordionBlockProps) {
  const levels = useHeadingLevels();
  const key = useSectionKey();
  const id = headingId(anchor, key);
  const dark = tone === 'dark';
  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? id : undefined} narrow>
      <SectionHeader id={id} level={levels.section} heading={heading} intro={intro} dark={dark} />
      <CollapsibleList items={items} group={`${anchor ?? key}-items`} titleAs={levels.item} dark={dark} />
      <ActionButtons buttons={buttons} onDark={dark} />
    </Section>
  );
}
