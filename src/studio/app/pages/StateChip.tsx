import Chip from '@mui/material/Chip';
import type { FileSummary } from '../../protocol.ts';

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** valid / warnings / errors, in words and colour (never colour alone), as `npm run validate` counts them. */
export function StateChip({ file }: { file: Pick<FileSummary, 'state' | 'errors' | 'warnings'> }) {
  if (file.state === 'errors') return <Chip size="small" color="error" label={counted(file.errors, 'error')} />;
  if (file.state === 'warnings') return <Chip size="small" color="warning" variant="outlined" label={counted(file.warnings, 'warning')} />;
  return <Chip size="small" color="success" variant="outlined" label="valid" />;
}
