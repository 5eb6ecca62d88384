import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { sharedPath } from '../routes.ts';

/** The draft's preview link, to send to a colleague: anyone signed in to the studio sees its rendered pages there. */
export function PreviewLink({ branch }: { branch: string }) {
  const link = `${window.location.origin}/studio${sharedPath(branch)}`;
  const [copied, setCopied] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField label="Preview link" value={link} size="small" sx={{ flex: '1 1 18rem' }} slotProps={{ htmlInput: { readOnly: true }, formHelperText: { sx: { m: 0 } } }} helperText={copied ? 'Copied: anyone signed in to the studio can open it.' : 'For a colleague signed in to the studio.'} />
      <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false))}>
        Copy link
      </Button>
    </Box>
  );
}
