import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { comparable, diffRows, type DiffRow } from './conflict-diff.ts';
import type { Clash } from './use-document.ts';

/** Each kind of line: the words that mark it (colour is never the only sign) and its shade. */
const marks = {
  disk: { words: 'Changed on disk', bgcolor: '#fdecea' },
  mine: { words: 'Your version', bgcolor: '#e6f4ea' },
  same: { words: '', bgcolor: 'transparent' },
} as const;

function Row({ row }: { row: DiffRow }) {
  if (row.kind === 'skipped') {
    return (
      <Box component="li" sx={{ color: 'text.secondary', fontStyle: 'italic', py: 0.5, pl: '9.5rem' }}>
        {row.count === 1 ? '1 line the same in both' : `${row.count} lines the same in both`}
      </Box>
    );
  }
  const mark = marks[row.kind];
  return (
    <Box component="li" sx={{ display: 'flex', bgcolor: mark.bgcolor }}>
      <Box component="span" sx={{ flex: '0 0 9rem', px: 1, fontSize: 12, fontWeight: 600, lineHeight: '20px' }}>
        {mark.words}
      </Box>
      <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 12, lineHeight: '20px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {row.text || ' '}
      </Box>
    </Box>
  );
}

/**
 * The file changed on disk while it had edits here (or a save found it changed). What differs between the two
 * versions is shown, line by line, in words; the person chooses which one stays, and can copy theirs first, so
 * neither is lost without being seen.
 */
export function ConflictDialog({ clash, file, mine, onTakeTheirs, onKeepMine, onLater }: { clash: Clash; file: string; mine: unknown; onTakeTheirs: () => void; onKeepMine: () => void; onLater: () => void }) {
  const mineText = `${JSON.stringify(mine, null, 2)}\n`;
  const rows = useMemo(() => {
    const both = comparable(clash.theirs, mine);
    return diffRows(both.disk, both.mine);
  }, [clash.theirs, mine]);
  const differs = rows.some((r) => r.kind === 'disk' || r.kind === 'mine');
  const [copied, setCopied] = useState<string>();
  async function copy() {
    try {
      await navigator.clipboard.writeText(mineText);
      setCopied('Your version is on the clipboard.');
    } catch {
      setCopied('The browser did not allow copying. Choose “Decide later” and copy what you need from the form.');
    }
  }
  return (
    <Dialog open onClose={onLater} maxWidth="lg" fullWidth aria-labelledby="conflict-title" aria-describedby="conflict-text" role="alertdialog">
      <DialogTitle id="conflict-title">This file changed on disk</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-text">
          {file} was changed outside the studio (by an editor, git or another tab) {clash.reason === 'save' ? 'since you opened it, so it was not saved.' : 'while you had unsaved edits.'} Choose which version to keep.
        </DialogContentText>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {differs
            ? 'Lines marked “Changed on disk” are in the file as it is now; lines marked “Your version” are your unsaved edits. The rest is the same in both.'
            : 'Both versions hold the same content: either choice keeps it.'}
        </Typography>
        <Box
          component="ol"
          tabIndex={0}
          aria-label="What differs between the file on disk and your version"
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {rows.map((row, i) => (
            <Row key={i} row={row} />
          ))}
        </Box>
        {copied && <Alert severity="info" sx={{ mt: 2 }}>{copied}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void copy()}>Copy yours</Button>
        <Button onClick={onTakeTheirs}>Load the file on disk (drop yours)</Button>
        <Button variant="contained" onClick={onKeepMine}>Keep yours (save over it)</Button>
        <Button onClick={onLater}>Decide later</Button>
      </DialogActions>
    </Dialog>
  );
}
