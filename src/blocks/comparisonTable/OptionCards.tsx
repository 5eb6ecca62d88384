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
import { optionSummaries } from './options.ts';

interface OptionCardsProps {
  table: Pick<ComparisonTableBlockProps, 'columns' | 'rows'>;
  /** Each option's name, one level below the section's heading. */
  titleAs: 'h2' | 'h3' | 'h4';
  /** The id of the words that name the list (the table's caption, or the section's heading). */
  labelledBy: string;
  included: string;
  excluded: string;
  dark: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The table read down, one card per option, stacked: what a phone shows when the table does not fit it,
 * so no option is ever off the screen (a table scrolled sideways showed two of four tiers). Tiers that
 * build on each other list only what they add ("Everything in Essentials +, plus:").
 */
export function OptionCards({ table, titleAs, labelledBy, included, excluded, dark, sx }: OptionCardsProps) {
  const ui = useUiText().table;
  const line = dark ? 'rgba(255,255,255,0.16)' : palette.line;
  const muted = dark ? 'rgba(255,255,255,0.75)' : 'text.secondary';
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={[{ listStyle: 'none', m: 0, p: 0, gap: 2, gridTemplateColumns: '1fr' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {optionSummaries(table).map((option) => (
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
              {option.rows.map((row) => (
                <Box component="li" key={row.label} sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, py: 0.75, borderTop: `1px solid ${line}` }}>
                  {row.value === true && (
                    <Box sx={{ alignSelf: 'center', display: 'flex' }}>
                      <Mark included dark={dark} />
                    </Box>
                  )}
                  <Box sx={{ flex: 1 }}>
                    <KeepTogether text={row.label} />
                    {row.note && (
                      <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: muted }}>
                        <KeepTogether text={row.note} />
                      </Box>
                    )}
                  </Box>
                  {row.value === true ? (
                    <VisuallyHidden>{included}</VisuallyHidden>
                  ) : (
                    <Box component="span" sx={{ fontWeight: 700, textAlign: 'right', maxWidth: '50%' }}>
                      <KeepTogether text={String(row.value)} />
                    </Box>
                  )}
                </Box>
              ))}
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
