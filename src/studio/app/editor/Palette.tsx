import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { previewDraft } from '../api.ts';
import type { Json } from './document.ts';
import { SwapFrame } from './SwapFrame.tsx';
import type { PaletteEntry } from '../../protocol.ts';

const matches = (entry: PaletteEntry, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || [entry.name, entry.type, entry.description, ...entry.aliases].some((w) => w.toLowerCase().includes(q));
};

/**
 * The blocks a section can be, by their plain names, searchable by the words people use ("collapsible",
 * "cards"), with the one in focus rendered from its schema example by the build's renderer.
 */
export function Palette({ open, entries, file, doc, onClose }: { open: boolean; entries: PaletteEntry[]; file: string; doc: Json | undefined; onClose: (entry?: PaletteEntry) => void }) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<string>();
  const [preview, setPreview] = useState<{ type: string; html: string }>();
  const found = entries.filter((e) => matches(e, query));
  const focused = found.find((e) => e.type === shown) ?? found[0];

  useEffect(() => {
    if (!open || !focused || !doc || !Array.isArray(doc.sections)) return;
    let current = true;
    const timer = setTimeout(() => {
      previewDraft(file, { ...doc, sections: [focused.example] }).then(
        (html) => current && setPreview({ type: focused.type, html }),
        () => undefined, // no preview is fine: the name and description are still there
      );
    }, 150);
    return () => {
      clearTimeout(timer);
      current = false;
    };
  }, [open, focused, doc, file]);

  return (
    // The search box gets the keyboard once the dialog is in (its autoFocus is undone by the dialog's own focus
    // handling when React mounts it twice in development, which is how the studio always runs).
    <Dialog open={open} onClose={() => onClose()} maxWidth="lg" fullWidth aria-labelledby="palette-title" slotProps={{ transition: { onEntered: () => document.getElementById('palette-search')?.focus() } }}>
      <DialogTitle id="palette-title">Add a section</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) 1.4fr', gap: 2, minHeight: 480 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0 }}>
          <TextField autoFocus id="palette-search" size="small" type="search" label="Search blocks" helperText="Try “collapsible”, “cards” or “video”." value={query} onChange={(e) => setQuery(e.target.value)} sx={{ mt: 1 }} />
          <Box component="ul" aria-label="Blocks" sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'auto', maxHeight: 420 }}>
            {found.map((entry) => (
              <li key={entry.type}>
                <ButtonBase
                  onClick={() => onClose(entry)}
                  onFocus={() => setShown(entry.type)}
                  onMouseEnter={() => setShown(entry.type)}
                  sx={{ display: 'block', textAlign: 'left', width: '100%', p: 1, borderRadius: 1, bgcolor: entry === focused ? 'action.selected' : undefined, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main' } }}
                >
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {entry.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {entry.description}
                  </Typography>
                </ButtonBase>
              </li>
            ))}
          </Box>
          {!found.length && <Typography>No block matches “{query}”.</Typography>}
        </Box>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', position: 'relative' }}>
          {preview ? (
            <SwapFrame html={preview.html} title={`Example of ${entries.find((e) => e.type === preview.type)?.name ?? 'the block'}`} style={{ width: '200%', height: '200%', transform: 'scale(0.5)', transformOrigin: '0 0' }} />
          ) : (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {focused ? `An example of ${focused.name} appears here.` : ''}
            </Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
