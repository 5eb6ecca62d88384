import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Draft } from '../../hosted-protocol.ts';
import { reviewPath, sharedPath } from '../routes.ts';
import { useAsync } from '../use-async.ts';
import { listDrafts } from './hosted-client.ts';
import { useHosted } from './HostedContext.tsx';
import { counted, draftTitle, when } from './words.ts';

function DraftCard({ draft, me }: { draft: Draft; me: string | undefined }) {
  const last = draft.commits[0];
  const titleId = `draft-${draft.branch.replace(/[^a-z0-9]+/gi, '-')}`;
  const others = draft.files.filter((f) => !f.startsWith('site-config/pages/'));
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, listStyle: 'none' }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {draftTitle(draft, me)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {counted(draft.commits.length, 'save')}
        {last && `, the last on ${when(last.when)} by ${last.author.name}: ${last.message}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1.5 }} aria-label="Pages it changes" role="list">
        {draft.pages.map((page) => (
          <Chip key={page} role="listitem" label={page} size="small" variant="outlined" />
        ))}
        {others.map((file) => (
          <Chip key={file} role="listitem" label={file.replace(/^site-config\//, '').replace(/^public\//, '')} size="small" variant="outlined" />
        ))}
        {!draft.files.length && <Typography variant="body2">No changes yet.</Typography>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={reviewPath(draft.branch)} aria-label={`Review ${draftTitle(draft, me)}`}>
          Review
        </Button>
        <Button component={RouterLink} to={sharedPath(draft.branch)} aria-label={`Preview ${draftTitle(draft, me)}`}>
          Preview
        </Button>
      </Box>
    </Paper>
  );
}

/** The person's drafts (a publisher's: everyone's), each with the pages it changes, to review and publish. */
export function DraftsScreen() {
  const { me } = useHosted();
  const drafts = useAsync(listDrafts, 'drafts');
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, overflow: 'auto', maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Drafts
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {me?.role === 'publisher'
          ? 'Everyone’s drafts. Review one to see its pages before and after, then publish it.'
          : 'Your drafts. Each save is kept in your draft; a publisher reviews it and publishes it to the site.'}
      </Typography>
      {drafts.error && <Alert severity="error">{drafts.error}</Alert>}
      {drafts.value && !drafts.value.length && <Alert severity="info">No drafts. Your first save in the studio starts one.</Alert>}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {drafts.value?.map((draft) => <DraftCard key={draft.branch} draft={draft} me={me?.email} />)}
      </Box>
    </Box>
  );
}
