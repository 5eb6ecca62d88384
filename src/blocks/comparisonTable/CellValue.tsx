import Box from '@mui/material/Box';
import type { ComparisonTableBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { VisuallyHidden } from '../shared/VisuallyHidden.tsx';

type Value = ComparisonTableBlockProps['rows'][number]['values'][number];

/** A tick drawn in CSS (as the list block's), so a 40-cell table costs no icon markup. */
const tick = (color: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M7 12.5l3.2 3.2L17 9' fill='none' stroke='${color}' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'/></svg>`)}")`;

/** The mark alone, for what is included (a tick in a disc) or not (a dash), hidden from screen readers. */
export function Mark({ included, dark }: { included: boolean; dark: boolean }) {
  const mark = included
    ? { width: 24, height: 24, borderRadius: '50%', bgcolor: dark ? 'rgba(255,255,255,0.14)' : '#E7F4EF', backgroundImage: tick(dark ? palette.amber : palette.emerald), backgroundSize: '100%' }
    : { width: 14, height: 2, bgcolor: dark ? 'rgba(255,255,255,0.5)' : '#98A2B3' };
  return <Box component="span" aria-hidden sx={{ display: 'inline-block', verticalAlign: 'middle', flexShrink: 0, ...mark }} />;
}

/** One cell's content: a tick or a dash with its words for screen readers, or the text as written. */
export function CellValue({ value, included, excluded, dark }: { value: Value | undefined; included: string; excluded: string; dark: boolean }) {
  if (typeof value === 'string') return <KeepTogether text={value} />;
  return (
    <>
      <Mark included={Boolean(value)} dark={dark} />
      <VisuallyHidden>{value ? included : excluded}</VisuallyHidden>
    </>
  );
}
