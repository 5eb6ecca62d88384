import Box from '@mui/material/Box';
import { diffRows, type DiffRow } from '../editor/conflict-diff.ts';

/** Each kind of line, with the word that marks it (colour is never the only sign). */
const marks = { disk: { word: 'before', bgcolor: '#fdecea' }, mine: { word: 'after', bgcolor: '#e6f4ea' }, same: { word: '', bgcolor: 'transparent' } } as const;

function Row({ row }: { row: DiffRow }) {
  if (row.kind === 'skipped') {
    return (
      <Box component="li" sx={{ color: 'text.secondary', fontStyle: 'italic', py: 0.5, pl: '4.5rem', fontSize: 12 }}>
        {row.count} unchanged line{row.count === 1 ? '' : 's'}
      </Box>
    );
  }
  const mark = marks[row.kind];
  return (
    <Box component="li" sx={{ display: 'flex', bgcolor: mark.bgcolor }}>
      <Box component="span" sx={{ flex: '0 0 4rem', px: 1, fontSize: 12, fontWeight: 600, lineHeight: '20px' }}>
        {mark.word}
      </Box>
      <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 12, lineHeight: '20px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {row.text}
      </Box>
    </Box>
  );
}

/** Two texts of a file as a line diff (jsdiff, through the editor's conflict-diff.ts): what changed, with a little around it. */
export function JsonDiff({ before, after, label }: { before: string; after: string; label: string }) {
  const rows = diffRows(before, after);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 420, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {rows.map((row, i) => (
        <Row key={i} row={row} />
      ))}
    </Box>
  );
}
