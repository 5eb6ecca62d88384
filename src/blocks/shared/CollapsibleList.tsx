import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CollapsibleItem } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { timings } from '../../theme/timings.ts';
import { Bullets, Paragraphs } from './Paragraphs.tsx';
import { KeepTogether } from './KeepTogether.tsx';

export interface CollapsibleListProps {
  items: CollapsibleItem[];
  /** Shared by the items' <details name>: the browser keeps one item of the group open. Unique on the page. */
  group: string;
  /** The heading level of each item's title, one below the heading it sits under. */
  titleAs: 'h2' | 'h3' | 'h4';
  dark?: boolean;
}

/**
 * Titles that open to show their text, one at a time (accordion block, tabs panels). Built on native
 * <details name="…">: the browser keeps one item open and closes the open one on click, with no
 * JavaScript shipped, and the text is in the HTML for readers and search engines. The 350 ms collapse
 * animates where the browser supports it.
 */
export function CollapsibleList({ items, group, titleAs, dark }: CollapsibleListProps) {
  const line = `1px solid ${dark ? 'rgba(255,255,255,0.2)' : palette.line}`;
  return (
    <Box sx={{ borderTop: line }}>
      {items.map((item, i) => (
        <Box
          component="details"
          name={group}
          key={i}
          sx={{
            borderBottom: line,
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
            <Typography component={titleAs} sx={{ font: 'inherit', flex: 1 }}>
              <KeepTogether text={item.title} />
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
  );
}
