import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { listFiles } from '../api.ts';
import { useFileChanges } from '../events.tsx';
import { useAsync } from '../use-async.ts';
import { editorPath, historyPath } from '../routes.ts';
import { useHosted } from '../hosted/HostedContext.tsx';
import { StateChip } from './StateChip.tsx';
import type { FileSummary } from '../../protocol.ts';

const kindWords: Record<FileSummary['kind'], string> = { page: 'Page', fragment: 'Shared sections', site: 'Site settings' };

const matches = (file: FileSummary, query: string) =>
  [file.title, file.file, ...file.addresses].some((text) => text.toLowerCase().includes(query.trim().toLowerCase()));

/**
 * Rows drawn at most: a site of 10,000 pages drew 10,000 rows (about 15 s before the list showed, and again on
 * every key typed into the search). The search finds any page; the list says how many more there are.
 */
export const shownAtMost = 200;

/** Every page, shared-sections file and site.json, with its state; a change on disk refreshes the list. */
export function PagesScreen() {
  const files = useAsync(listFiles, 'files');
  const [query, setQuery] = useState('');
  useFileChanges(() => files.reload());
  const found = (files.value ?? []).filter((f) => matches(f, query));
  const shown = found.slice(0, shownAtMost);
  // The hosted studio keeps each file's published history (git); the local studio has none to show.
  const { me } = useHosted();
  return (
    <Box sx={{ p: 3, overflow: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
          Pages
        </Typography>
        <TextField size="small" type="search" label="Search pages" value={query} onChange={(e) => setQuery(e.target.value)} />
        <Button variant="contained" component={RouterLink} to="/new">
          New page
        </Button>
      </Box>
      {files.error && <Alert severity="error">{files.error}</Alert>}
      <Table size="small" aria-label="Pages">
        <TableHead>
          <TableRow>
            <TableCell>Address</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>State</TableCell>
            {me && <TableCell>History</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((file) => (
            <TableRow key={file.file} hover>
              <TableCell>{file.addresses.length ? file.addresses.join(', ') : '—'}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={editorPath(file.file)}>
                  {file.title}
                </Link>
              </TableCell>
              <TableCell>{kindWords[file.kind]}</TableCell>
              <TableCell>
                <StateChip file={file} />
              </TableCell>
              {me && (
                <TableCell>
                  <Link component={RouterLink} to={historyPath(file.file)} aria-label={`History of ${file.title}`}>
                    History
                  </Link>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {files.value && !shown.length && <Typography sx={{ mt: 2 }}>No page matches “{query}”.</Typography>}
      {found.length > shown.length && (
        <Typography role="status" sx={{ mt: 2 }}>
          Showing the first {shown.length} of {found.length.toLocaleString('en-US')} files{query.trim() ? ' that match' : ''}: type in “Search pages” to find the others.
        </Typography>
      )}
    </Box>
  );
}
