import Box from '@mui/material/Box';
import { palette } from '../../theme/theme.ts';
import { timings } from '../../theme/timings.ts';
import { KeepTogether } from '../shared/KeepTogether.tsx';

/** What a row's name needs: its label, the note under it, and the parts it opens to list. */
export interface NamedRow {
  label: string;
  note?: string | undefined;
  parts?: string[] | undefined;
}

interface RowNameProps {
  row: NamedRow;
  /** Shared by the rows' <details name>: the browser keeps one row of the group open. Unique on the page. */
  group: string;
  muted: string;
  dark: boolean;
}

/**
 * A row's name (with its note), in the table's row header or an option's card. A row that lists its parts
 * opens to show them, one row at a time, on native <details name> as the collapsible lists do (no JavaScript):
 * Essentials Complete showed its tier table and then an accordion of the same systems, so the reader met
 * each system twice and the "your contract lists the exact parts" sentence two screens apart.
 */
export function RowName({ row, group, muted, dark }: RowNameProps) {
  const note = row.note && (
    <Box component="span" sx={{ display: 'block', mt: 0.25, fontWeight: 400, fontSize: '0.8125rem', color: muted }}>
      <KeepTogether text={row.note} />
    </Box>
  );
  if (!row.parts?.length) {
    return (
      <>
        <KeepTogether text={row.label} />
        {note}
      </>
    );
  }
  return (
    <Box
      component="details"
      name={group}
      sx={{
        '& > summary': {
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'baseline',
          gap: 1,
          borderRadius: 1,
          // A dotted underline marks the names that open, beside the chevron: a name that does not is plain words
          // in the same weight, on purpose, not a control that lost its sign (outside review, round 7).
          '& .label': { textDecoration: 'underline dotted', textDecorationColor: dark ? 'rgba(255,255,255,0.45)' : '#9AA8BA', textUnderlineOffset: '4px', textDecorationThickness: '1.5px' },
          '&:hover .label': { textDecorationStyle: 'solid', textDecorationColor: 'currentColor' },
          '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2 },
        },
        // A chevron that turns as the row opens: the sign that the name is a control, quieter than a button.
        '& .chevron': {
          flex: 'none',
          width: 8,
          height: 8,
          mb: '0.1em',
          borderRight: `2px solid ${dark ? palette.amber : palette.emerald}`,
          borderBottom: `2px solid ${dark ? palette.amber : palette.emerald}`,
          transform: 'rotate(45deg) translate(-2px, -2px)',
          transition: `transform ${timings.collapse}ms ease`,
        },
        '&[open] .chevron': { transform: 'rotate(225deg) translate(-2px, -2px)' },
        '@media (prefers-reduced-motion: reduce)': { '& .chevron': { transition: 'none' } },
      }}
    >
      <summary>
        <span>
          <span className="label">
            <KeepTogether text={row.label} />
          </span>
          {note}
        </span>
        <span className="chevron" aria-hidden="true" />
      </summary>
      <Box component="ul" sx={{ m: 0, mt: 0.75, mb: 0.5, pl: 2.25, fontWeight: 400, fontSize: '0.875rem', lineHeight: 1.5, color: muted, '& li::marker': { color: dark ? palette.amber : palette.emerald } }}>
        {row.parts.map((part) => (
          <li key={part}>
            <KeepTogether text={part} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
