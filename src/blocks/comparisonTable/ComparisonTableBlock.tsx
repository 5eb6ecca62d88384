import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComparisonTableBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { MEASURE } from '../shared/Paragraphs.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { useUiText } from '../shared/ui-text.tsx';
import { CellValue } from './CellValue.tsx';
import { OptionCards } from './OptionCards.tsx';
import { RowName } from './RowName.tsx';

/**
 * The narrowest the table reads well at. Two options fit a 320 px phone whole (256 px); three or more need
 * roomy columns (measured at 375 px: squeezed to 80 px, four tiers' headers wrapped to six lines and the row
 * names to three), so a box narrower than this shows the options as cards instead.
 */
const tableFloor = (columns: number) => (columns <= 2 ? 96 + columns * 80 : 140 + columns * 112);

/**
 * Options side by side (plan tiers across, covered systems down) as a real <table>: a caption, column
 * headers and row headers, so a screen reader announces "Brakes, Essentials +, Included". Where the table
 * does not fit (a phone, for three options or more) the same options are cards, one per option, stacked,
 * chosen by a container query on the section's width: every option is on the screen, nothing scrolls
 * sideways, and the table and the cards are never both in the page's reading order. Static: no JavaScript.
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
  // Below the table's floor, the cards; at and above it, the table.
  const narrow = `@container (max-width: ${tableFloor(columns.length) - 0.02}px)`;
  // Options that hold only ticks and dashes need no more than their header's width: on a phone the row
  // names take the rest (at a set 40% motorhomes' chassis/coach names ran to four lines beside half-empty
  // tick columns). On a wider box the names keep their share, so the ticks stay near them.
  // (A width of calc(100% - …) is ignored on a table's cell: the option columns get a set width instead, and
  // the names' column, left without one, takes what remains.)
  const ticksOnly = rows.every((row) => row.values.every((value) => typeof value !== 'string'));
  const phoneTicks = '@container (max-width: 599.98px)';
  const namesWidth = { width: columns.length <= 2 ? '40%' : '28%', ...(ticksOnly ? { [phoneTicks]: { width: 'auto' } } : {}) };
  const optionWidth = ticksOnly ? { [phoneTicks]: { width: '5rem', px: 1 } } : {};
  // Two options of ticks alone (motorhomes' chassis and coach) stretched over the 1,150 px column were two
  // narrow tick columns beside a long gap (review round 5): such a table is as wide as it needs, about 760 px.
  const maxWidth = ticksOnly && columns.length <= 2 ? 760 : undefined;
  // Rows that open to list their parts grow downwards: their ticks stay level with the row's name.
  const opens = rows.some((row) => row.parts?.length);
  const align = opens ? 'top' : 'middle';
  const group = `${anchor ?? id}-parts`;
  const muted = dark ? 'rgba(255,255,255,0.75)' : 'text.secondary';
  // Every row's name has one weight. Where some rows open to their parts, those are marked as controls (a
  // chevron, a dotted underline: RowName); a row that does not open is a plain name in the same type. Set in
  // regular weight, three rows switched style mid-table and read as a slip (outside review, round 7); bold
  // with nothing to mark the others, as a control that had lost its sign (round 6, fault E).
  const rowWeight = () => 600;
  return (
    <Section anchor={anchor} tone={tone} labelledBy={id}>
      <SectionHeader id={id} level={levels.section} eyebrow={eyebrow} heading={heading} intro={intro} dark={dark} />
      <Box sx={{ containerType: 'inline-size', maxWidth }}>
        {/* A region a keyboard can reach, should a long word ever make the table wider than its box. */}
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
            boxShadow: dark ? 'none' : '0 1px 2px rgba(11,37,69,0.06), 0 8px 24px rgba(11,37,69,0.06)',
            '&:focus-visible': { outline: `3px solid ${dark ? '#FFFFFF' : palette.navy}`, outlineOffset: 2 },
            [narrow]: { display: 'none' },
          }}
        >
          {/* Fixed layout: every option's column is as wide as the others, so the ticks of a row are evenly
              spaced (sized by their contents, "Essentials Exclusionary (Factory Type)" took twice the width
              of its neighbours); the row names take a set share, wider when there are fewer options (namesWidth). */}
          <Box component="table" sx={{ width: '100%', minWidth: tableFloor(columns.length), tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, fontSize: '0.9375rem', lineHeight: 1.45 }}>
            {caption && (
              <Box component="caption" id={captionId} sx={{ textAlign: 'left', fontWeight: 700, px: { xs: 2, md: 3 }, pt: 2.5, pb: 1.5, color: dark ? '#FFFFFF' : 'text.primary' }}>
                <KeepTogether text={caption} />
              </Box>
            )}
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ ...namesWidth, textAlign: 'left', verticalAlign: 'bottom', py: 1.25, px: { xs: 1.5, md: 2 }, pl: { xs: 2, md: 3 }, borderBottom: `2px solid ${line}`, color: dark ? 'rgba(255,255,255,0.8)' : 'text.secondary', fontWeight: 600 }}>
                  {rowsHeading && <KeepTogether text={rowsHeading} />}
                </Box>
                {columns.map((column, i) => (
                  <Box component="th" scope="col" key={i} sx={{ textAlign: 'center', textWrap: 'balance', verticalAlign: 'bottom', py: 1.25, px: { xs: 1.5, md: 2 }, borderBottom: `2px solid ${line}`, fontWeight: 700, ...optionWidth }}>
                    <KeepTogether text={column.title} />
                    {column.note && (
                      <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 400, fontSize: '0.8125rem', color: dark ? 'rgba(255,255,255,0.75)' : 'text.secondary' }}>
                        <KeepTogether text={column.note} />
                      </Box>
                    )}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <Box component="tr" key={r} sx={{ '&:last-of-type > *': { borderBottom: 0 } }}>
                  <Box component="th" scope="row" sx={{ textAlign: 'left', verticalAlign: align, fontWeight: rowWeight(), py: 1.25, px: { xs: 1.5, md: 2 }, pl: { xs: 2, md: 3 }, borderBottom: `1px solid ${line}` }}>
                    <RowName row={row} group={group} muted={muted} dark={dark} />
                  </Box>
                  {columns.map((_column, c) => (
                    <Box component="td" key={c} sx={{ textAlign: 'center', verticalAlign: align, py: 1.25, px: { xs: 1.5, md: 2 }, borderBottom: `1px solid ${line}` }}>
                      <CellValue value={row.values[c]} included={included} excluded={excluded} dark={dark} />
                    </Box>
                  ))}
                </Box>
              ))}
            </tbody>
          </Box>
        </Box>
        {caption && (
          <Typography id={`${captionId}-cards`} sx={{ display: 'none', fontWeight: 700, mb: 2, [narrow]: { display: 'block' } }}>
            <KeepTogether text={caption} />
          </Typography>
        )}
        <OptionCards
          table={{ columns, rows }}
          titleAs={levels.item}
          labelledBy={caption ? `${captionId}-cards` : id}
          included={included}
          excluded={excluded}
          dark={dark}
          group={`${group}-cards`}
          sx={{ display: 'none', [narrow]: { display: 'grid' } }}
        />
      </Box>
      {note && (
        <Typography variant="body2" sx={{ mt: 2, maxWidth: MEASURE, color: dark ? 'rgba(255,255,255,0.8)' : 'text.secondary' }}>
          <KeepTogether text={note} />
        </Typography>
      )}
      <ActionButtons buttons={buttons} onDark={dark} />
    </Section>
  );
}
