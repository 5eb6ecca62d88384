import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComparisonTableBlockProps } from '../../generated/block-props.ts';
import { fillWords } from '../../engine/substitution.ts';
import { palette } from '../../theme/theme.ts';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { useUiText } from '../shared/ui-text.tsx';
import { VisuallyHidden } from '../shared/VisuallyHidden.tsx';
import { Mark } from './CellValue.tsx';
import { RowName } from './RowName.tsx';
import { optionSummaries, type OptionSummary } from './options.ts';

interface OptionCardsProps {
  table: Pick<ComparisonTableBlockProps, 'columns' | 'rows'>;
  /** Each option's name, one level below the section's heading. */
  titleAs: 'h2' | 'h3' | 'h4';
  /** The id of the words that name the list (the table's caption, or the section's heading). */
  labelledBy: string;
  included: string;
  excluded: string;
  dark: boolean;
  /** The name the cards' opening rows share, so one opens at a time (see RowName). */
  group: string;
  sx?: SxProps<Theme>;
}

/**
 * The two columns of a card's rows when some value is words ("Your team", "Saves 20–30% of admin costs"):
 * the value column as wide as the longest value (about 0.55 em a character of its bold type), at most
 * 46% of the card, the name taking the rest; undefined for a table of ticks and dashes alone.
 */
export function valueColumns(options: OptionSummary[]): string | undefined {
  const words = options.flatMap((option) => option.rows.map((row) => row.value)).filter((value): value is string => typeof value === 'string');
  if (!words.length) return undefined;
  const longest = Math.max(...words.map((value) => value.length));
  return `minmax(0, 1fr) min(46%, ${Math.ceil(longest * 0.55)}em)`;
}

/**
 * The table read down, one card per option, stacked: what a phone shows when the table does not fit it,
 * so no option is ever off the screen (a table scrolled sideways showed two of four tiers). Tiers that
 * build on each other list only what they add ("Everything in Essentials +, plus:").
 */
export function OptionCards({ table, titleAs, labelledBy, included, excluded, dark, group, sx }: OptionCardsProps) {
  const ui = useUiText().table;
  const line = dark ? 'rgba(255,255,255,0.16)' : palette.line;
  const muted = dark ? 'rgba(255,255,255,0.75)' : 'text.secondary';
  const options = optionSummaries(table);
  const columns = valueColumns(options);
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={[{ listStyle: 'none', m: 0, p: 0, gap: 2, gridTemplateColumns: '1fr' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {options.map((option) => (
        <Box
          component="li"
          key={option.title}
          sx={{ p: 2.5, borderRadius: 3, border: `1px solid ${line}`, bgcolor: dark ? palette.navyLight : '#FFFFFF', boxShadow: dark ? 'none' : '0 1px 2px rgba(11,37,69,0.06), 0 8px 24px rgba(11,37,69,0.06)' }}
        >
          <Typography component={titleAs} sx={{ fontWeight: 800, fontSize: '1.125rem', lineHeight: 1.3 }}>
            <KeepTogether text={option.title} />
          </Typography>
          {option.note && (
            <Typography variant="body2" sx={{ color: muted }}>
              <KeepTogether text={option.note} />
            </Typography>
          )}
          {option.builtOn && (
            <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 700 }}>
              {fillWords(ui.everythingIn, { option: option.builtOn })}
            </Typography>
          )}
          {option.rows.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1.5, fontSize: '0.9375rem', lineHeight: 1.45 }}>
              {option.rows.map((row) =>
                columns ? (
                  // A table with words in its cells: every row is a name and a value, in two columns of the
                  // same widths in every card, so a name wraps alike in each and values start on one line.
                  <Box component="li" key={row.label} sx={{ display: 'grid', gridTemplateColumns: columns, columnGap: 1.5, alignItems: 'baseline', py: 0.75, borderTop: `1px solid ${line}` }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <RowName row={row} group={group} muted={muted} dark={dark} />
                    </Box>
                    {row.value === true ? (
                      // "✓ Included" in the value column, as words like its neighbours' (a tick alone on the
                      // left of the name was the one row of the card laid out otherwise).
                      <Box component="span" sx={{ fontWeight: 700, '& > [aria-hidden]': { mr: 0.75, mt: -0.25 } }}>
                        <Mark included dark={dark} />
                        {included}
                      </Box>
                    ) : (
                      <Box component="span" sx={{ fontWeight: 700, textWrap: 'balance' }}>
                        <KeepTogether text={String(row.value)} />
                      </Box>
                    )}
                  </Box>
                ) : (
                  // Ticks only (tiers of covered parts): a checklist, each tick before its part.
                  <Box component="li" key={row.label} sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, py: 0.75, borderTop: `1px solid ${line}` }}>
                    <Box sx={{ alignSelf: row.parts?.length ? 'flex-start' : 'center', display: 'flex' }}>
                      <Mark included dark={dark} />
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <RowName row={row} group={group} muted={muted} dark={dark} />
                    </Box>
                    <VisuallyHidden>{included}</VisuallyHidden>
                  </Box>
                ),
              )}
            </Box>
          )}
          {option.excluded.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1.5, color: muted }}>
              {excluded}: {option.excluded.join(', ')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
