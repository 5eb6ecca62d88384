import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { Problem } from '../../../engine/problems.ts';
import { capitalised } from './words.ts';

/** One problem as the list shows it: where, in the editor's words, and what is wrong (problem-words.ts). */
export interface ListedProblem {
  problem: Problem;
  /** The outline item it is in ("Section 5 (GAP questions)"), or, for a file that is not JSON, where in the text. */
  place: string;
  /** "The title of question or topic 6: must be filled in". */
  text: string;
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function problemCounts(problems: readonly Problem[]): { errors: number; warnings: number } {
  const errors = problems.filter((p) => p.severity !== 'warning').length;
  return { errors, warnings: problems.length - errors };
}

/**
 * This file's problems, each where it is and what is wrong, in the editor's words; clicking one goes to its field.
 * `headingRef` lets the form's header jump here.
 */
export function ProblemList({ problems, others, onPick, headingRef }: { problems: ListedProblem[]; others: number; onPick: (problem: Problem) => void; headingRef?: Ref<HTMLHeadingElement> }) {
  const { errors, warnings } = problemCounts(problems.map((p) => p.problem));
  return (
    <Box component="section" aria-labelledby="problems-heading" sx={{ p: 1 }}>
      <Typography id="problems-heading" ref={headingRef} tabIndex={-1} component="h2" variant="subtitle1" sx={{ fontWeight: 700, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main' } }}>
        {problems.length ? `Problems: ${counted(errors, 'error')}, ${counted(warnings, 'warning')}` : 'No problems in this file'}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {problems.map(({ problem, place, text }, i) => (
          <li key={`${problem.line}:${problem.column}:${i}`}>
            <ButtonBase onClick={() => onPick(problem)} sx={{ display: 'block', textAlign: 'left', width: '100%', my: 0.5, borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main' } }}>
              <Alert role="none" severity={problem.severity === 'warning' ? 'warning' : 'error'} sx={{ py: 0 }}>
                {place && (
                  <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
                    {place}
                  </Typography>
                )}
                {text}
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

/**
 * The form header's way to the problem list, always in sight: how many problems this file has, and a jump to them
 * (the list itself is at the end of a form that can be long).
 */
export function ProblemsJump({ problems, onJump }: { problems: readonly Problem[]; onJump: () => void }) {
  const { errors, warnings } = problemCounts(problems);
  if (!problems.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        No problems
      </Typography>
    );
  }
  const words = [errors && counted(errors, 'error'), warnings && counted(warnings, 'warning')].filter(Boolean).join(', ');
  return (
    <Button size="small" color={errors ? 'error' : 'inherit'} variant="outlined" startIcon={<ErrorOutlineIcon />} onClick={onJump} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {capitalised(words)}
    </Button>
  );
}
