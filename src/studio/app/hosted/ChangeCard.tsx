import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FileChange } from '../../hosted-protocol.ts';
import { JsonDiff } from './JsonDiff.tsx';
import { PageFrame } from './PageFrame.tsx';
import { draftPreviewUrl } from './hosted-client.ts';

const statusWords: Record<FileChange['status'], string> = { added: 'New', modified: 'Changed', deleted: 'Deleted' };

/** A file the review can render as a page (pages, shared sections, site settings). */
export const rendersAsPage = (file: string) => file.startsWith('site-config/') && file.endsWith('.json');

/** The address or name a person knows the file by: "/tire-care", else the file's name. */
export function fileLabel(change: Pick<FileChange, 'file' | 'before' | 'after'>): string {
  for (const text of [change.after, change.before]) {
    const address = text && /"path"\s*:\s*"([^"]*)"/.exec(text)?.[1];
    if (address) return address;
  }
  return change.file.replace(/^site-config\//, '');
}

function Side({ heading, branch, change, side }: { heading: string; branch: string; change: FileChange; side: 'before' | 'after' }) {
  const none = side === 'before' ? change.status === 'added' : change.status === 'deleted';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {heading}
      </Typography>
      {none ? (
        <Box sx={{ height: 420, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50', color: 'text.secondary', px: 2, textAlign: 'center' }}>
          {side === 'before' ? 'This page is new in this draft.' : 'This draft deletes this page.'}
        </Box>
      ) : (
        <PageFrame address={draftPreviewUrl(branch, change.file, side)} title={`${fileLabel(change)} ${side === 'before' ? 'as published' : 'in this draft'}`} />
      )}
    </Box>
  );
}

/** One file of a draft: what changed in words, the rendered page before and after side by side, and its JSON diff. */
export function ChangeCard({ branch, change }: { branch: string; change: FileChange }) {
  const label = fileLabel(change);
  return (
    <Paper component="section" variant="outlined" aria-label={label} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Chip size="small" variant="outlined" label={statusWords[change.status]} />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {change.file}
        </Typography>
      </Box>
      <Typography sx={{ mt: 0.5, mb: 1.5 }}>{change.words}</Typography>
      {rendersAsPage(change.file) && !change.binary && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <Side heading="Before: as published" branch={branch} change={change} side="before" />
          <Side heading="After: in this draft" branch={branch} change={change} side="after" />
        </Box>
      )}
      {!change.binary && (
        <Accordion disableGutters variant="outlined" sx={{ mt: 2 }} slotProps={{ transition: { unmountOnExit: true } }}>
          {/* The summary is an h3 (MUI wraps it in one): a heading under the file's h2. */}
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ fontWeight: 600 }}>
            The JSON changes
          </AccordionSummary>
          <AccordionDetails>
            <JsonDiff before={change.before ?? ''} after={change.after ?? ''} label={`Lines of ${change.file} before and after`} />
          </AccordionDetails>
        </Accordion>
      )}
    </Paper>
  );
}
