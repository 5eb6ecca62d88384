import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';

export interface LeaveGuardProps {
  /** Whether the editor holds edits that are not on disk. */
  dirty: boolean;
  /** Saves; true once the edits are on disk (false when the save failed or found the file changed meanwhile). */
  onSave: () => Promise<boolean>;
}

/**
 * Every way out of an editor with unsaved edits asks first: the studio's own links and the browser's back and
 * forward buttons (held by react-router's blocker until the person answers), and closing or reloading the tab (the
 * browser's own question: a page may not word it). Save and leave, Leave without saving, or Stay.
 */
export function LeaveGuard({ dirty, onSave }: LeaveGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  const saveAndLeave = async () => {
    setSaving(true);
    const saved = await onSave().finally(() => setSaving(false));
    if (saved) blocker.proceed();
    else blocker.reset();
  };
  return (
    <Dialog open onClose={() => blocker.reset()} role="alertdialog" aria-labelledby="leave-title" aria-describedby="leave-text">
      <DialogTitle id="leave-title">Save your changes before leaving?</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-text">This page has changes that are not saved yet. If you leave without saving, they are lost.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset()} disabled={saving}>
          Stay
        </Button>
        <Button color="error" onClick={() => blocker.proceed()} disabled={saving}>
          Leave without saving
        </Button>
        <Button variant="contained" onClick={() => void saveAndLeave()} disabled={saving}>
          {saving ? 'Saving…' : 'Save and leave'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
