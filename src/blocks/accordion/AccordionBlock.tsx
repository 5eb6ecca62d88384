import Box from '@mui/material/Box';
import type { AccordionBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { CollapsibleList } from '../shared/CollapsibleList.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import type { AccordionHelp } from './help.ts';
import { HelpCard } from './HelpCard.tsx';

/**
 * FAQs and covered-component lists: one item open at a time, no JavaScript (see CollapsibleList; the two
 * columns of a long list share one <details name> group, so that holds across them).
 * The heading starts at the page grid's left edge like every section's (docs/section-headers.md, rule 4).
 * The heading's column holds a help card (HelpCard: the phone and the contact page): with the heading alone,
 * it was 300 to 550 px of white beside the closed questions on 13 pages (outside review, round 6, fault A).
 * The list in one column beside the heading, the card under the heading, the two in view together (sticky)
 *   while an opened answer scrolls by, however long the list. A long list (ten questions) was split in two
 *   columns under the heading with the card across from it, top right, which left a void under a short
 *   heading (outside review round 7: home, the motorhome, powersports and RV pages).
 * On a phone the list follows the heading, and the card follows the list, where a reader who has not found
 * an answer is.
 */
export function AccordionBlock({ anchor, tone, heading, intro, items, buttons, help }: AccordionBlockProps & { help?: AccordionHelp | undefined }) {
  const levels = useHeadingLevels();
  const key = useSectionKey();
  const id = headingId(anchor, key);
  const dark = tone === 'dark';
  const beside = Boolean(heading || intro?.length);
  const group = `${anchor ?? key}-items`;
  const card = help && beside ? <HelpCard help={help} dark={dark} tinted={tone === 'tinted'} /> : null;
  const header = <SectionHeader id={id} level={levels.section} heading={heading} intro={intro} dark={dark} />;
  const actions = <ActionButtons buttons={buttons} onDark={dark} />;

  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? id : undefined}>
      <Box
        data-accordion-layout={beside ? 'beside' : 'single'}
        sx={{
          display: { xs: 'flex', md: beside ? 'grid' : 'block' },
          flexDirection: 'column',
          gridTemplateColumns: { md: '5fr 7fr' },
          columnGap: 8,
          // On a phone the column's parts fill its width ('start' shrank the questions to their words: review round 7).
          alignItems: { xs: 'stretch', md: 'start' },
        }}
      >
        {/* On a phone this column's parts join the list's flow (contents): header first, card last. */}
        <Box sx={{ display: { xs: 'contents', md: 'block' }, position: { md: 'sticky' }, top: { md: 96 }, '& > :first-of-type': { mb: { md: card ? 4 : 0 } } }}>
          {header}
          {card && <Box sx={{ order: { xs: 2, md: 0 }, mt: { xs: 4, md: 0 } }}>{card}</Box>}
        </Box>
        <Box sx={{ order: { xs: 1, md: 0 } }}>
          <CollapsibleList items={items} group={group} titleAs={levels.item} dark={dark} />
          {actions}
        </Box>
      </Box>
    </Section>
  );
}
