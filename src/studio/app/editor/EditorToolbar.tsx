import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Problem } from '../../../engine/problems.ts';
import type { DocumentState } from './use-document.ts';
import { savedStatus } from './saved-status.ts';

export interface EditorToolbarProps {
  title: string;
  file: string;
  document: DocumentState;
  canEditSections: boolean;
  sectionSelected: boolean;
  atTop: boolean;
  atBottom: boolean;
  onAdd: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Shows where a problem is: its field in this file, or the file it is in. */
  onShowProblem: (problem: Problem) => void;
}

/** The file's name and state, the section actions, undo/redo and save: every action also has a button, not only a key. */
export function EditorToolbar({ title, file, document, canEditSections, sectionSelected, atTop, atBottom, onAdd, onMoveUp, onMoveDown, onDuplicate, onDelete, onShowProblem }: EditorToolbarProps) {
  const { history, dirty, saving, saveError, lastSaved, deleted } = document;
  const saved = !saving && !dirty && lastSaved ? savedStatus(document.opened, file) : undefined;
  const status = saving ? 'Saving…' : dirty ? 'Unsaved changes' : saved ? saved.text : 'No changes yet';
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2, py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {file}
        </Typography>
        <Typography variant="body2" role="status" sx={{ ml: 'auto', fontWeight: saved?.first ? 600 : undefined, color: saved?.first ? 'error.main' : undefined }}>
          {status}
        </Typography>
      </Box>
      <Box role="toolbar" aria-label="Editing" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
        {canEditSections && (
          <>
            <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
              Add section
            </Button>
            <Button size="small" startIcon={<ArrowUpwardIcon />} onClick={onMoveUp} disabled={!sectionSelected || atTop} title="Alt+Arrow Up on a section">
              Move up
            </Button>
            <Button size="small" startIcon={<ArrowDownwardIcon />} onClick={onMoveDown} disabled={!sectionSelected || atBottom} title="Alt+Arrow Down on a section">
              Move down
            </Button>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={onDuplicate} disabled={!sectionSelected}>
              Duplicate
            </Button>
            <Button size="small" startIcon={<DeleteIcon />} onClick={onDelete} disabled={!sectionSelected}>
              Delete
            </Button>
            <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          </>
        )}
        <Button size="small" startIcon={<UndoIcon />} onClick={document.undo} disabled={!history?.past.length} title="Ctrl+Z">
          Undo
        </Button>
        <Button size="small" startIcon={<RedoIcon />} onClick={document.redo} disabled={!history?.future.length} title="Ctrl+Shift+Z">
          Redo
        </Button>
        <Button size="small" variant="contained" startIcon={<SaveIcon />} onClick={() => void document.save()} disabled={saving} sx={{ ml: 'auto' }} title="Ctrl+S">
          Save
        </Button>
      </Box>
      {saveError && <Alert severity="error" sx={{ mt: 1 }}>{saveError}</Alert>}
      {saved?.first && (
        <Alert
          severity="error"
          sx={{ mt: 1, py: 0, alignItems: 'center' }}
          action={
            <Button size="small" color="inherit" variant="outlined" onClick={() => onShowProblem(saved.first!)}>
              {saved.first.file === file ? 'Go to the first problem' : 'Open the file with the first problem'}
            </Button>
          }
        >
          {saved.warning}
        </Alert>
      )}
      {deleted && <Alert severity="warning" sx={{ mt: 1 }}>This file was deleted on disk. Save to write it again, or go back to the pages list.</Alert>}
    </Box>
  );
}
