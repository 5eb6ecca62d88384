import Box from '@mui/material/Box';
import type { DiffRow } from './conflict-diff.ts';

/** The words that mark each side's lines (colour is never the only sign): "Changed on disk" / "Your version", "before" / "after". */
export interface DiffWords {
  disk: string;
  mine: string;
}

const shades = { disk: '#fdecea', mine: '#e6f4ea', same: 'transparent' } as const;

function Row({ row, words, markWidth }: { row: DiffRow; words: DiffWords; markWidth: string }) {
  if (row.kind === 'skipped') {
    return (
      <Box component="li" sx={{ color: 'text.secondary', fontStyle: 'italic', py: 0.5, pl: `calc(${markWidth} + 0.5rem)`, fontSize: 12 }}>
        {row.count === 1 ? '1 line the same in both' : `${row.count} lines the same in both`}
      </Box>
    );
  }
  return (
    <Box component="li" sx={{ display: 'flex', bgcolor: shades[row.kind] }}>
      <Box component="span" sx={{ flex: `0 0 ${markWidth}`, px: 1, fontSize: 12, fontWeight: 600, lineHeight: '20px' }}>
        {row.kind === 'same' ? '' : words[row.kind]}
      </Box>
      <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 12, lineHeight: '20px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {row.text || ' '}
      </Box>
    </Box>
  );
}

/**
 * Lines of two versions of a file (conflict-diff.ts's rows), each side's marked in words and shaded, the unchanged
 * runs between them folded to a count: the editor's conflict dialog and the hosted studio's review show them alike.
 */
export function DiffLines({ rows, words, label, markWidth, maxHeight }: { rows: readonly DiffRow[]; words: DiffWords; label: string; markWidth: string; maxHeight: number }) {
  return (
    <Box component="ol" tabIndex={0} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {rows.map((row, i) => (
        <Row key={i} row={row} words={words} markWidth={markWidth} />
      ))}
    </Box>
  );
}
