import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Conflict, Side } from '../../hosted-protocol.ts';
import { JsonDiff } from './JsonDiff.tsx';

/** "gap.json" for site-config/pages/gap.json. */
const shortName = (file: string) => file.split('/').at(-1) ?? file;

function ConflictFile({ conflict, choice, onChoose, canChoose }: { conflict: Conflict; choice: Side | undefined; onChoose: (side: Side) => void; canChoose: boolean }) {
  const name = shortName(conflict.file);
  const by = conflict.mainBy.length ? ` (by ${conflict.mainBy.join(', ')})` : '';
  return (
    <Box component="li" sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {conflict.file}
      </Typography>
      <Typography>
        On the published site: {conflict.mainChange}
        {by}. In this draft: {conflict.draftChange}.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
            The published site, against the text the draft began from
          </Typography>
          <JsonDiff before={conflict.base ?? ''} after={conflict.main ?? ''} label={`${name}: the published site's change`} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
            This draft, against the text it began from
          </Typography>
          <JsonDiff before={conflict.base ?? ''} after={conflict.draft ?? ''} label={`${name}: this draft's change`} />
        </Box>
      </Box>
      {canChoose && (
        <FormControl sx={{ mt: 1 }}>
          <FormLabel id={`keep-${conflict.file}`}>Keep, for {name}</FormLabel>
          <RadioGroup row aria-labelledby={`keep-${conflict.file}`} value={choice ?? ''} onChange={(e) => onChoose(e.target.value as Side)}>
            <FormControlLabel value="main" control={<Radio />} label="The published version" />
            <FormControlLabel value="draft" control={<Radio />} label="This draft’s version" />
          </RadioGroup>
        </FormControl>
      )}
    </Box>
  );
}

/**
 * A draft's conflicts with the published site, in the editor's words, each side's change beside the other. A
 * publisher chooses a side per file and publishes again (`onResolve`); an editor is told to ask one.
 */
export function ConflictPanel({ conflicts, canChoose, busy, onResolve }: { conflicts: Conflict[]; canChoose: boolean; busy: boolean; onResolve: (choices: Record<string, Side>) => void }) {
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const complete = conflicts.every((c) => choices[c.file]);
  return (
    <Alert severity="warning" component="section" role="region" aria-labelledby="conflict-heading" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle id="conflict-heading" component="h2" sx={{ fontWeight: 700 }}>
        This draft conflicts with the published site
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>
        {conflicts.length === 1 ? 'One file was' : `${conflicts.length} files were`} changed in the same place on the published site since this draft began.{' '}
        {canChoose ? 'Choose which version to keep, then publish again.' : 'A publisher chooses which version to keep when publishing.'}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {conflicts.map((conflict) => (
          <ConflictFile key={conflict.file} conflict={conflict} choice={choices[conflict.file]} onChoose={(side) => setChoices((c) => ({ ...c, [conflict.file]: side }))} canChoose={canChoose} />
        ))}
      </Box>
      {canChoose && (
        <Button variant="contained" disabled={!complete || busy} onClick={() => onResolve(choices)}>
          Keep these and publish again
        </Button>
      )}
    </Alert>
  );
}
