import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComparisonTableBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { useUiText } from '../shared/ui-text.tsx';
import { VisuallyHidden } from '../shared/VisuallyHidden.tsx';

type Value = ComparisonTableBlockProps['rows'][number]['values'][number];

/** A tick drawn in CSS (as the list block's), so a 40-cell table costs no icon markup. */
const tick = (color: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M7 12.5l3.2 3.2L17 9' fill='none' stroke='${color}' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'/></svg>`)}")`;

/**
 * The narrowest the table may get before its region scrolls. Two options fit a 320 px phone whole (256 px);
 * three or more scroll there anyway, so they keep roomy columns (measured at 375 px: squeezed to 80 px,
 * four tiers' headers wrapped to six lines and the row names to three, and the table grew 84 px).
 */
const tableFloor = (columns: number) => (columns <= 2 ? 96 + columns * 80 : 140 + columns * 112);

/** One cell's content: a tick or a dash with its words for screen readers, or the text as written. */
function CellValue({ value, included, excluded, dark }: { value: Value | undefined; included: string; excluded: string; dark: boolean }) {
  if (typeof value === 'string') return <>{value}</>;
  const mark = value
    ? { width: 24, height: 24, borderRadius: '50%', bgcolor: dark ? 'rgba(255,255,255,0.14)' : '#E7F4EF', backgroundImage: tick(dark ? palette.amber : palette.emerald), backgroundSize: '100%' }
    : { width: 14, height: 2, bgcolor: dark ? 'rgba(255,255,255,0.5)' : '#98A2B3' };
  return (
    <>
      <Box component="span" aria-hidden sx={{ display: 'inline-block', verticalAlign: 'middle', ...mark }} />
      <VisuallyHidden>{value ? included : excluded}</VisuallyHidden>
    </>
  );
}

/**
 * Options side by side (plan tiers across, covered systems down) as a real <table>: a caption, column
 * headers and row headers, so a screen reader announces "Brakes, Essentials +, Included". On a phone the
 * table keeps its shape and scrolls sideways inside a focusable region, with the row names pinned on the
 * left, rather than collapsing into cards that lose the comparison. Static: no JavaScript.
 */
export function ComparisonTableBlock(props: ComparisonTableBlockProps) {
  const { anchor, tone, eyebrow, heading, intro, caption, rowsHeading, columns, rows, note, buttons } = props;
  const ui = useUiText().table;
  const included = props.included ?? ui.included;
  const excluded = props.excluded ?? ui.excluded;
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const captionId = `${anchor ?? id}-caption`;
  const dark = tone === 'dark';
  const line = dark ? 'rgba(255,255,255,0.16)' : palette.line;
  const surface = dark ? palette.navyLight : '#FFFFFF';
  const stuck = { position: 'sticky', left: 0, zIndex: 1, bgcolor: surface, boxShadow: `inset -1px 0 0 ${line}` } as const;
  return (
    <Section anchor={anchor} tone={tone} labelledBy={id}>
      <SectionHeader id={id} level={levels.section} eyebrow={eyebrow} heading={heading} intro={intro} dark={dark} />
      {/* A region a keyboard can reach, so a table wider than the phone can be scrolled without a pointer. */}
      <Box
        role="region"
        aria-labelledby={caption ? captionId : id}
        tabIndex={0}
        sx={{
          // The containing block of the cells' screen-reader words (absolutely placed): without it they sit
          // at their place in the wide table, relative to the page, and make the whole page scroll sideways.
          position: 'relative',
          overflowX: 'auto',
          borderRadius: 3,
          border: `1px solid ${line}`,
          bgcolor: surface,
          // A shade at the right edge while more columns lie beyond it, so a phone shows there is more to
          // see; a patch of the surface that travels with the content (local) covers it at the table's end.
          backgroundImage: `linear-gradient(to left, ${surface} 40%, transparent), radial-gradient(farthest-side at 100% 50%, ${dark ? 'rgba(0,0,0,0.45)' : 'rgba(11,37,69,0.2)'}, transparent)`,
          backgroundPosition: 'right center, right center',
          backgroundSize: '40px 100%, 16px 100%',
          backgroundRepeat: 'no-repeat',
          backgroundAttachment: 'local, scroll',
          boxShadow: dark ? 'none' : '0 1px 2px rgba(11,37,69,0.06), 0 8px 24px rgba(11,37,69,0.06)',
          '&:focus-visible': { outline: `3px solid ${dark ? '#FFFFFF' : palette.navy}`, outlineOffset: 2 },
        }}
      >
        <Box component="table" sx={{ width: '100%', minWidth: tableFloor(columns.length), borderCollapse: 'separate', borderSpacing: 0, fontSize: '0.9375rem', lineHeight: 1.45 }}>
          {caption && (
            <Box component="caption" id={captionId} sx={{ textAlign: 'left', fontWeight: 700, px: { xs: 2, md: 3 }, pt: 2.5, pb: 1.5, color: dark ? '#FFFFFF' : 'text.primary' }}>
              {caption}
            </Box>
          )}
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...stuck, textAlign: 'left', verticalAlign: 'bottom', py: 1.25, px: { xs: 1.5, md: 2 }, pl: { xs: 2, md: 3 }, borderBottom: `2px solid ${line}`, color: dark ? 'rgba(255,255,255,0.8)' : 'text.secondary', fontWeight: 600 }}>
                {rowsHeading}
              </Box>
              {columns.map((column, i) => (
                <Box component="th" scope="col" key={i} sx={{ textAlign: 'center', verticalAlign: 'bottom', py: 1.25, px: { xs: 1.5, md: 2 }, borderBottom: `2px solid ${line}`, fontWeight: 700 }}>
                  {column.title}
                  {column.note && (
                    <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 400, fontSize: '0.8125rem', color: dark ? 'rgba(255,255,255,0.75)' : 'text.secondary' }}>
                      {column.note}
                    </Box>
                  )}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <Box component="tr" key={r} sx={{ '&:last-of-type > *': { borderBottom: 0 } }}>
                <Box component="th" scope="row" sx={{ ...stuck, textAlign: 'left', fontWeight: 600, py: 1.25, px: { xs: 1.5, md: 2 }, pl: { xs: 2, md: 3 }, borderBottom: `1px solid ${line}` }}>
                  {row.label}
                  {row.note && (
                    <Box component="span" sx={{ display: 'block', mt: 0.25, fontWeight: 400, fontSize: '0.8125rem', color: dark ? 'rgba(255,255,255,0.75)' : 'text.secondary' }}>
                      {row.note}
                    </Box>
                  )}
                </Box>
                {columns.map((_column, c) => (
                  <Box component="td" key={c} sx={{ textAlign: 'center', py: 1.25, px: { xs: 1.5, md: 2 }, borderBottom: `1px solid ${line}` }}>
                    <CellValue value={row.values[c]} included={included} excluded={excluded} dark={dark} />
                  </Box>
                ))}
              </Box>
            ))}
          </tbody>
        </Box>
      </Box>
      {note && (
        <Typography variant="body2" sx={{ mt: 2, color: dark ? 'rgba(255,255,255,0.8)' : 'text.secondary' }}>
          {note}
        </Typography>
      )}
      <ActionButtons buttons={buttons} onDark={dark} />
    </Section>
  );
}
