import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { reviewPath } from '../routes.ts';
import { useAsync } from '../use-async.ts';
import { fileHistory, restoreVersion, versionPreviewUrl } from './hosted-client.ts';
import { PageFrame } from './PageFrame.tsx';
import { when } from './words.ts';

/** A file's history on the published site (who, when, what), an earlier version's preview, and its restore as a new draft. */
export function HistoryScreen() {
  const file = useParams()['*'] ?? '';
  const versions = useAsync(() => fileHistory(file), `history ${file}`);
  const [chosen, setChosen] = useState<string>();
  const [restored, setRestored] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const version = versions.value?.find((v) => v.commit === chosen);

  const restore = async (commit: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      setRestored((await restoreVersion(file, commit)).branch);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          History of {file.replace(/^site-config\//, '')}
        </Typography>
        <Typography color="text.secondary">Each published change, newest first. Choose one to see the page as it was then.</Typography>
      </Box>
      {versions.error && <Alert severity="error">{versions.error}</Alert>}
      {versions.value && !versions.value.length && <Alert severity="info">This file has no published history yet.</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(16rem, 1fr) 2fr' }, gap: 2, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="versions-heading">
          <Typography id="versions-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Versions
          </Typography>
          <List dense aria-labelledby="versions-heading">
            {versions.value?.map((v) => (
              <ListItemButton key={v.commit} selected={v.commit === chosen} onClick={() => setChosen(v.commit)} aria-current={v.commit === chosen ? 'true' : undefined}>
                <ListItemText primary={v.message} secondary={`${when(v.when)} · ${v.author.name} · ${v.commit.slice(0, 7)}`} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Box component="section" aria-labelledby="version-heading" sx={{ minWidth: 0 }}>
          <Typography id="version-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {version ? `As it was on ${when(version.when)}` : 'Choose a version'}
          </Typography>
          {version && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {version.message}, by {version.author.name}. Shown with the rest of the site as published now.
              </Typography>
              <PageFrame address={versionPreviewUrl(file, version.commit)} title={`${file} as it was on ${when(version.when)}`} height={480} />
              <Box sx={{ mt: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button variant="contained" disabled={busy} onClick={() => void restore(version.commit)}>
                  Restore this version as a new draft
                </Button>
              </Box>
            </>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          {restored && (
            <Alert severity="success" sx={{ mt: 1 }} role="status">
              Restored as a new draft.{' '}
              <Link component={RouterLink} to={reviewPath(restored)}>
                Review it
              </Link>{' '}
              before it is published.
            </Alert>
          )}
        </Box>
      </Box>
    </Box>
  );
}
