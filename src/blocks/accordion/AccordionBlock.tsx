import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AccordionBlockProps } from '../../generated/block-props.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Bullets, Paragraphs } from '../shared/Paragraphs.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { palette } from '../../theme/theme.ts';
import { timings } from '../../theme/timings.ts';

/**
 * FAQs and covered-component lists. Built on native <details name="…">: the browser keeps one item
 * open at a time and closes the open one on click, with no JavaScript shipped, and the text is in the
 * HTML for readers and search engines. The 350 ms collapse animates where the browser supports it.
 */
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
      <Box sx={{ borderTop: `1px solid ${dark ? 'rgba(255,255,255,0.2)' : palette.line}` }}>
        {items.map((item, i) => (
          <Box
            component="details"
            name={`${anchor ?? key}-items`}
            key={i}
            sx={{
              borderBottom: `1px solid ${dark ? 'rgba(255,255,255,0.2)' : palette.line}`,
              interpolateSize: 'allow-keywords',
              '&::details-content': {
                blockSize: 0,
                overflow: 'hidden',
                transition: `block-size ${timings.collapse}ms ease, content-visibility ${timings.collapse}ms allow-discrete`,
              },
              '&[open]::details-content': { blockSize: 'auto' },
              '@media (prefers-reduced-motion: reduce)': { '&::details-content': { transition: 'none' } },
              '&[open] > summary .marker': { transform: 'rotate(45deg)' },
            }}
          >
            <Box
              component="summary"
              sx={{
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                py: 2.5,
                fontWeight: 700,
                fontSize: '1.0625rem',
                '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2, borderRadius: 1 },
              }}
            >
              <Typography component={levels.item} sx={{ font: 'inherit', flex: 1 }}>
                {item.title}
              </Typography>
              <Box
                className="marker"
                aria-hidden="true"
                sx={{ position: 'relative', width: 16, height: 16, flex: 'none', transition: `transform ${timings.collapse}ms ease`, '&::before, &::after': { content: '""', position: 'absolute', bgcolor: 'currentColor', borderRadius: 1 }, '&::before': { left: 0, right: 0, top: 7, height: 2 }, '&::after': { top: 0, bottom: 0, left: 7, width: 2 } }}
              />
            </Box>
            <Box sx={{ pb: 3, pr: { md: 5 } }}>
              <Paragraphs text={item.text} />
              <Bullets items={item.bullets} />
            </Box>
          </Box>
        ))}
      </Box>
      <ActionButtons buttons={buttons} onDark={dark} />
    </Section>
  );
}
