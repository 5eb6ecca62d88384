import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Problem } from '../../../engine/problems.ts';

/**
 * This file's problems as `npm run validate` words them (line and column included, for those who also open the
 * file); each one selects the outline item it is about.
 */
export function ProblemList({ problems, others, onPick }: { problems: Problem[]; others: number; onPick: (problem: Problem) => void }) {
  const errors = problems.filter((p) => p.severity !== 'warning').length;
  const warnings = problems.length - errors;
  return (
    <Box component="section" aria-labelledby="problems-heading" sx={{ p: 1 }}>
      <Typography id="problems-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {problems.length ? `Problems: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}` : 'No problems in this file'}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {problems.map((problem, i) => (
          <li key={`${problem.line}:${problem.column}:${i}`}>
            <ButtonBase onClick={() => onPick(problem)} sx={{ display: 'block', textAlign: 'left', width: '100%', my: 0.5, borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main' } }}>
              <Alert role="none" severity={problem.severity === 'warning' ? 'warning' : 'error'} sx={{ py: 0 }}>
                <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                  line {problem.line}, column {problem.column}
                  {problem.where ? ` · ${problem.where}` : ''}
                </Typography>
                {problem.message}
              </Alert>
            </ButtonBase>
          </li>
        ))}
      </Box>
      {others > 0 && (
        <Typography variant="body2" color="text.secondary">
          {others} more in other files (see the Pages list).
        </Typography>
      )}
    </Box>
  );
}
