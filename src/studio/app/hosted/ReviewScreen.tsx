import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PublishAnswer, Side } from '../../hosted-protocol.ts';
import { draftsPath, sharedPath } from '../routes.ts';
import { useAsync } from '../use-async.ts';
import { ChangeCard } from './ChangeCard.tsx';
import { ConflictPanel } from './ConflictPanel.tsx';
import { draftChanges, draftConflicts, listDrafts, publish, resolveConflicts } from './hosted-client.ts';
import { useHosted } from './HostedContext.tsx';
import { PreviewLink } from './PreviewLink.tsx';
import { PublishResult } from './PublishResult.tsx';
import { counted, draftTitle, when } from './words.ts';

/**
 * One draft, page by page: the rendered page before and after, side by side, its JSON diff, and what conflicts with
 * the published site. A publisher publishes from here (the server refuses anyone else); an editor sees no button.
 */
export function ReviewScreen() {
  const branch = useParams()['*'] ?? '';
  const { me, reload: reloadMe } = useHosted();
  const draft = useAsync(async () => (await listDrafts()).find((d) => d.branch === branch), `draft ${branch}`);
  const changes = useAsync(() => draftChanges(branch), `changes ${branch}`);
  const conflicts = useAsync(() => draftConflicts(branch), `conflicts ${branch}`);
  const [answer, setAnswer] = useState<PublishAnswer>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const publisher = me?.role === 'publisher';
  const published = answer?.ok === true;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    setAnswer(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const publishNow = () =>
    run(async () => {
      const result = await publish(branch);
      setAnswer(result);
      if (result.ok) reloadMe();
      else conflicts.reload();
    });
  const resolveAndPublish = (choices: Record<string, Side>) =>
    run(async () => {
      await resolveConflicts(branch, choices);
      changes.reload();
      conflicts.reload();
      const result = await publish(branch);
      setAnswer(result);
      if (result.ok) reloadMe();
    });

  const open = conflicts.value ?? (answer && !answer.ok && answer.reason === 'conflict' ? answer.conflicts : []);
  const title = draft.value ? draftTitle(draft.value, me?.email) : 'Draft';
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Link component={RouterLink} to={draftsPath} variant="body2">
          ← All drafts
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
            Review: {title}
          </Typography>
          {publisher && !published && (
            <Button variant="contained" size="large" onClick={() => void publishNow()} disabled={busy || !changes.value?.length || open.length > 0}>
              {busy ? 'Publishing…' : answer && !answer.ok && answer.reason !== 'invalid' ? 'Publish again' : 'Publish'}
            </Button>
          )}
        </Box>
        {draft.value && (
          <Typography color="text.secondary">
            {counted(draft.value.commits.length, 'save')} by {[...new Set(draft.value.commits.map((c) => c.author.name))].join(', ')}
            {draft.value.commits[0] && `, the last on ${when(draft.value.commits[0].when)}`}.
            {!draft.value.shared && ' Its last save is on the studio’s server, not yet on the team’s repository.'}
          </Typography>
        )}
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      {answer && <PublishResult answer={answer} />}
      {published ? (
        <Typography>
          <Link component={RouterLink} to={draftsPath}>
            Back to the drafts
          </Link>
        </Typography>
      ) : (
        <>
          {!publisher && me && <Alert severity="info">A publisher reviews and publishes this draft. Send them its preview link, or the address of this page.</Alert>}
          {open.length > 0 && <ConflictPanel conflicts={open} canChoose={publisher} busy={busy} onResolve={(choices) => void resolveAndPublish(choices)} />}
          <PreviewLink branch={branch} />
          {(changes.error ?? draft.error) && <Alert severity="error">{changes.error ?? draft.error}</Alert>}
          {changes.value && !changes.value.length && <Alert severity="info">This draft changes nothing yet.</Alert>}
          {changes.value?.map((change) => <ChangeCard key={change.file} branch={branch} change={change} />)}
          <Typography variant="body2">
            <Link component={RouterLink} to={sharedPath(branch)}>
              Open the preview link’s page
            </Link>
          </Typography>
        </>
      )}
    </Box>
  );
}
