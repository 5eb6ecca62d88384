import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { deleteUpload, listImages, uploadImage } from '../../api.ts';
import { useAsync } from '../../use-async.ts';
import type { ImageFile } from '../../../protocol.ts';

/** The images under public/images/, each with its size, and a way to add one from this computer. */
export function ImagePicker({ open, onClose }: { open: boolean; onClose: (image?: ImageFile) => void }) {
  const images = useAsync(listImages, 'images');
  const [failure, setFailure] = useState('');
  const [warning, setWarning] = useState('');
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setFailure('');
    setWarning('');
    try {
      const added = await uploadImage(file);
      images.reload();
      // A picture with a warning stays in the list for the person to read it, and to pick it or delete it.
      if (added.warning) setWarning(added.warning);
      else onClose(added);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }
  async function remove(image: ImageFile) {
    setFailure('');
    try {
      await deleteUpload(image.path);
      setWarning('');
      images.reload();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <Dialog open={open} onClose={() => onClose()} maxWidth="md" fullWidth aria-labelledby="image-picker-title">
      <DialogTitle id="image-picker-title">Choose an image</DialogTitle>
      <DialogContent>
        {images.error && <Alert severity="error">{images.error}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
        {warning && <Alert severity="warning">{warning}</Alert>}
        <Box component="ul" aria-label="Images" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
          {(images.value ?? []).map((image) => (
            <li key={image.path}>
              <ButtonBase
                onClick={() => onClose(image)}
                sx={{ display: 'flex', flexDirection: 'column', width: '100%', p: 1, border: 1, borderColor: 'divider', borderRadius: 1, alignItems: 'stretch', '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main' } }}
              >
                <Box component="img" src={image.path} alt="" loading="lazy" sx={{ width: '100%', height: 90, objectFit: 'contain' }} />
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {image.path.split('/').pop()}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {image.width} × {image.height} px
                </Typography>
              </ButtonBase>
              {image.unused && (
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 0.5 }}>
                  <Typography variant="caption" color="warning.dark">
                    Uploaded, not used yet
                  </Typography>
                  <Button size="small" color="error" onClick={() => void remove(image)} aria-label={`Delete ${image.path.split('/').pop()}`}>
                    Delete
                  </Button>
                </Box>
              )}
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button component="label">
          Upload an image…
          <input hidden type="file" accept=".svg,.png,.jpg,.jpeg,.webp,.avif,image/*" onChange={(e) => void upload(e)} />
        </Button>
        <Button onClick={() => onClose()}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
