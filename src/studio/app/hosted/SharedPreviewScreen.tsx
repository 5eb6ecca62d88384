import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { reviewPath } from '../routes.ts';
import { useAsync } from '../use-async.ts';
import { draftPages, draftPreviewUrl } from './hosted-client.ts';
import { useHosted } from './HostedContext.tsx';
import { PageFrame } from './PageFrame.tsx';
import { draftTitle, when } from './words.ts';

/** A draft's preview link: its pages as they will look once published, for any colleague signed in. */
export function SharedPreviewScreen() {
  const branch = useParams()['*'] ?? '';
  const { me } = useHosted();
  const pages = useAsync(() => draftPages(branch), `pages ${branch}`);
  const mayReview = me && pages.value && (me.role === 'publisher' || me.email.toLowerCase() === pages.value.owner.toLowerCase());
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Preview: {pages.value ? draftTitle(pages.value, me?.email) : 'a draft'}
        </Typography>
        <Typography color="text.secondary">
          Not published yet: the pages as they will look once this draft is.
          {pages.value?.updated && ` Last saved ${when(pages.value.updated)}.`}
        </Typography>
        {mayReview && (
          <Link component={RouterLink} to={reviewPath(branch)} variant="body2">
            Review it, with the pages before and after
          </Link>
        )}
      </Box>
      {pages.error && <Alert severity="error">{pages.error}</Alert>}
      {pages.value && !pages.value.pages.length && <Alert severity="info">This draft changes no page yet.</Alert>}
      {pages.value?.pages.map((page) => (
        <Box component="section" key={page.file} aria-label={page.address ?? page.file}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {page.address ?? page.file.replace(/^site-config\//, '')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {page.words}
          </Typography>
          {page.status === 'deleted' ? (
            <Alert severity="info">This draft deletes this page.</Alert>
          ) : (
            <PageFrame address={draftPreviewUrl(branch, page.file, 'after')} title={`${page.address ?? page.file} in this draft`} height={560} />
          )}
        </Box>
      ))}
    </Box>
  );
}
