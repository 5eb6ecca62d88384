import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProseBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Bullets, MEASURE } from '../shared/Paragraphs.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { ContactText } from '../shared/ContactText.tsx';
import type { SiteContact } from '../shared/site-contact.ts';

/** The shared Paragraphs' look, with the site's email and phone as links wherever the text names them. */
function LinkedParagraphs({ text, contact }: { text: string[] | undefined; contact: SiteContact | undefined }) {
  return text?.map((p, i) => (
    <Typography key={i} variant="body1" sx={{ mt: i === 0 ? 0 : 2, maxWidth: MEASURE }}>
      <ContactText text={p} contact={contact} />
    </Typography>
  ));
}

/**
 * Running text in parts: policies, about pages, explanations. With `contents`, a list of links to the parts comes
 * first (a privacy policy of fourteen parts had none: outside review, issue 22 round 3); the links are plain
 * anchors, so the block stays static.
 */
export function ProseBlock({ anchor, tone, heading, contents, marker, parts, buttons, contact }: ProseBlockProps & { contact?: SiteContact | undefined }) {
  const levels = useHeadingLevels();
  const key = useSectionKey();
  const id = headingId(anchor, key);
  const partLevel = heading ? levels.item : levels.section;
  /** A part's address, #policy-3, when the section lists its parts. */
  const partId = (i: number) => (contents ? `${anchor ?? key}-${i + 1}` : undefined);
  const listed = parts.map((part, i) => ({ heading: part.heading, i })).filter((part) => part.heading);
  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? id : undefined} narrow>
      {heading && (
        <Typography id={id} variant={levels.section === 'h1' ? 'h1' : 'h2'} component={levels.section} sx={{ mb: 3 }}>
          <KeepTogether text={heading} />
        </Typography>
      )}
      {contents && listed.length > 0 && (
        <Box component="nav" aria-labelledby={`${id}-contents`} sx={{ mb: 6, pb: 4, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={`${id}-contents`} variant="h3" component={partLevel} sx={{ mb: 1.5 }}>
            {contents}
          </Typography>
          {/*
            Two columns from 900 px, filled down then across, each as wide as its longest link: in two equal
            halves the policy's first link wrapped ("1. Who we are and what this / policy covers") while the other
            half had room to spare (outside review round 7).
          */}
          <Box
            component="ol"
            sx={{ m: 0, pl: 0, listStyle: 'none', display: { md: 'grid' }, gridAutoFlow: 'column', gridTemplateRows: `repeat(${Math.ceil(listed.length / 2)}, auto)`, gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 7 }}
          >
            {listed.map((part) => (
              <Box component="li" key={part.i} sx={{ py: 0.5 }}>
                <Link href={`#${partId(part.i)!}`} underline="always" sx={{ color: 'secondary.dark', fontWeight: 500 }}>
                  {part.heading}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {parts.map((part, i) => (
        // A part without a heading continues the one before: it starts a paragraph's gap below it (after a
        // list it started flush under the last bullet, the privacy policy's "To make a request").
        <Box key={i} sx={i > 0 && !part.heading ? { mt: 2 } : undefined}>
          {part.heading && (
            <Typography id={partId(i)} variant="h3" component={partLevel} sx={{ mt: i === 0 ? 0 : 5, mb: 1.5, scrollMarginTop: 96 }}>
              <KeepTogether text={part.heading} />
            </Typography>
          )}
          <LinkedParagraphs text={part.paragraphs} contact={contact} />
          <Bullets items={part.bullets} marker={marker} />
        </Box>
      ))}
      <ActionButtons buttons={buttons} onDark={tone === 'dark'} />
    </Section>
  );
}
