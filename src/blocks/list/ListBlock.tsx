import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { MEASURE } from '../shared/Paragraphs.tsx';

const CROSS = '#B42318';

/** Each marker drawn in CSS, so a long list costs no icon markup. */
function markerSx(marker: NonNullable<ListBlockProps['marker']>, dark: boolean) {
  const accent = dark ? palette.amber : palette.emerald;
  const base = { content: '""', position: 'absolute', left: 0, top: '0.15em', width: 24, height: 24, borderRadius: '50%' } as const;
  if (marker === 'number') {
    return {
      ...base,
      content: 'counter(list-item)',
      display: 'grid',
      placeItems: 'center',
      fontSize: '0.8125rem',
      fontWeight: 800,
      bgcolor: dark ? palette.amber : palette.navy,
      color: dark ? palette.ink : '#FFFFFF',
    };
  }
  if (marker === 'box') {
    // A form's line number, as printed on a paper form: small and grey, with no box around it. An empty box read as
    // a checkbox that could not be ticked (outside review round 8).
    return {
      ...base,
      content: 'counter(sheet-line) "."',
      width: 'auto',
      height: 'auto',
      borderRadius: 0,
      fontSize: '0.875rem',
      fontWeight: 700,
      fontVariantNumeric: 'tabular-nums',
      color: dark ? 'rgba(255,255,255,0.7)' : palette.muted,
    };
  }
  if (marker === 'cross') {
    const bar = `linear-gradient(${dark ? '#FFFFFF' : CROSS}, ${dark ? '#FFFFFF' : CROSS})`;
    return {
      ...base,
      bgcolor: dark ? 'rgba(255,255,255,0.12)' : '#FEF3F2',
      backgroundImage: `${bar}, ${bar}`,
      backgroundSize: '12px 2.5px, 2.5px 12px',
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
      transform: 'rotate(45deg)',
    };
  }
  return {
    ...base,
    bgcolor: dark ? 'rgba(255,255,255,0.12)' : '#E7F4EF',
    backgroundImage: `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M7 12.5l3.2 3.2L17 9' fill='none' stroke='${accent}' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'/></svg>`)}")`,
    backgroundSize: '100%',
  };
}

/**
 * A heading and a list of short items, in two columns on wide screens: complaints (cross), categories
 * and optional coverages (check), ordered points (number). A numbered list's columns fill top to bottom, so
 * it reads down the first column, then the second; the others lie on shared rows. Static: no JavaScript.
 * With "box" the list is drawn as a form sheet, a white card of numbered lines, each with a rule to write on: what a
 * repair facility puts in its claim. A page called "claim form" showed the same lines as one more ticked list, and
 * read as having no form at all (outside review round 7); drawn with empty boxes, they read as checkboxes that could
 * not be ticked (round 8).
 */
export function ListBlock({ anchor, tone, eyebrow, heading, intro, marker = 'check', columns = 2, items, note, buttons }: ListBlockProps) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const dark = tone === 'dark';
  // One column of short lines under a heading left the right half of a desktop empty ("How the box works",
  // "What we will cover"): on a desktop the heading and its introduction sit beside the list instead.
  const beside = columns === 1 && Boolean(heading || intro?.length);
  const header = <SectionHeader id={id} level={levels.section} eyebrow={eyebrow} heading={heading} intro={intro} dark={dark} />;
  const sheet = marker === 'box';
  const body = (
    <>
      <Box
        component={marker === 'number' ? 'ol' : 'ul'}
        role="list"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          columnGap: 6,
          // A numbered list fills its columns top to bottom, to read in order; the others lie on shared rows, so
          // the rules of the two columns meet at one height when an item wraps (outside review round 8: with
          // columns filled top to bottom, one wrapped item set every rule after it apart from its neighbour's).
          ...(marker === 'number' || columns === 1
            ? { columns: { xs: 1, md: columns } }
            : { display: { md: 'grid' }, gridTemplateColumns: { md: `repeat(${columns}, minmax(0, 1fr))` }, alignItems: 'stretch' }),
          maxWidth: columns === 1 ? 820 : undefined,
          ...(sheet
            ? {
                counterReset: 'sheet-line',
                bgcolor: dark ? palette.navyLight : '#FFFFFF',
                border: `1px solid ${dark ? 'rgba(255,255,255,0.12)' : palette.line}`,
                borderRadius: 3,
                px: { xs: 2.5, md: 4 },
                py: { xs: 1, md: 2 },
                boxShadow: dark ? 'none' : '0 1px 2px rgba(11,37,69,0.06), 0 8px 24px rgba(11,37,69,0.06)',
                '& > li:last-of-type': { borderBottom: 0 },
              }
            : {}),
          // Beside its heading, the list's first line of text is level with the top of the heading.
          mt: beside ? { md: -1.25 } : undefined,
        }}
      >
        {items.map((item, i) => (
          <Box
            component="li"
            key={i}
            sx={{
              position: 'relative',
              breakInside: 'avoid',
              pl: 5,
              py: 1.25,
              lineHeight: 1.6,
              fontSize: '1.0625rem',
              borderBottom: `1px solid ${dark ? 'rgba(255,255,255,0.14)' : palette.line}`,
              '&::before': { ...markerSx(marker, dark), top: sheet ? 'calc(14px + 0.2em)' : 'calc(10px + 0.15em)' },
              ...(sheet
                ? {
                    // Each line of the sheet: what to give, and under it a rule to write it on, as on a printed
                    // form (a rule beside the words, where they left room, set the lines at three lengths).
                    counterIncrement: 'sheet-line',
                    pl: 4,
                    py: 1.5,
                    borderBottom: 0,
                    '&::after': {
                      content: '""',
                      display: 'block',
                      height: '1.75em',
                      borderBottom: `1.5px dashed ${dark ? 'rgba(255,255,255,0.45)' : '#A9B6C6'}`,
                    },
                  }
                : {}),
            }}
          >
            <KeepTogether text={item} />
          </Box>
        ))}
      </Box>
      {note && (
        <Typography variant="body2" sx={{ mt: 3, maxWidth: MEASURE, color: dark ? 'rgba(255,255,255,0.8)' : 'text.secondary' }}>
          <KeepTogether text={note} />
        </Typography>
      )}
      <ActionButtons buttons={buttons} onDark={dark} />
    </>
  );
  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? id : undefined}>
      {beside ? (
        <Box sx={{ display: { md: 'grid' }, gridTemplateColumns: { md: '5fr 7fr' }, columnGap: 8, alignItems: 'start', '& > :first-child': { mb: { md: 0 } } }}>
          {header}
          <div>{body}</div>
        </Box>
      ) : (
        <>
          {header}
          {body}
        </>
      )}
    </Section>
  );
}
