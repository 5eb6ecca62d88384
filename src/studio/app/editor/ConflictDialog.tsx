import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Clash } from './use-document.ts';

const mono = { fontFamily: 'ui-monospace, monospace', fontSize: 12, whiteSpace: 'pre', overflow: 'auto', maxHeight: 280, p: 1, bgcolor: 'grey.100', borderRadius: 1, m: 0 };

/**
 * The file changed on disk while it had edits here (or a save found it changed). Both versions are shown; the
 * person chooses which one stays, and can copy theirs first, so neither is lost without being seen.
 */
export function ConflictDialog({ clash, file, mine, onTakeTheirs, onKeepMine, onLater }: { clash: Clash; file: string; mine: unknown; onTakeTheirs: () => void; onKeepMine: () => void; onLater: () => void }) {
  const mineText = `${JSON.stringify(mine, null, 2)}\n`;
  const [copied, setCopied] = useState<string>();
  async function copy() {
    try {
      await navigator.clipboard.writeText(mineText);
      setCopied('Your version is on the clipboard.');
    } catch {
      setCopied('The browser did not allow copying: select the text of “Yours” and copy it by hand.');
    }
  }
  return (
    <Dialog open onClose={onLater} maxWidth="lg" fullWidth aria-labelledby="conflict-title" aria-describedby="conflict-text" role="alertdialog">
      <DialogTitle id="conflict-title">This file changed on disk</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-text">
          {file} was changed outside the studio (by an editor, git or another tab) {clash.reason === 'save' ? 'since you opened it, so it was not saved.' : 'while you had unsaved edits.'} Choose which version to keep.
        </DialogContentText>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 2 }}>
          <Box>
            <Typography component="h3" variant="subtitle2">On disk now</Typography>
            <Box component="pre" tabIndex={0} aria-label="The file on disk now" sx={mono}>{clash.theirs.text}</Box>
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle2">Yours</Typography>
            <Box component="pre" tabIndex={0} aria-label="Your version" sx={mono}>{mineText}</Box>
          </Box>
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
