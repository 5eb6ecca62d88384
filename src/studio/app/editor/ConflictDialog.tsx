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
import { comparable, diffRows } from './conflict-diff.ts';
import { DiffLines } from './DiffLines.tsx';
import type { Clash } from './use-document.ts';

/** The words that mark each version's lines. */
const words = { disk: 'Changed on disk', mine: 'Your version' };

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
        <Box sx={{ mt: 1 }}>
          <DiffLines rows={rows} words={words} label="What differs between the file on disk and your version" markWidth="9rem" maxHeight={360} />
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
