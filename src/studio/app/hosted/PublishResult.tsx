import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { PublishAnswer } from '../../hosted-protocol.ts';

const titles: Record<Exclude<PublishAnswer, { ok: true }>['reason'], string> = {
  invalid: 'Not published: the site would not pass its checks',
  conflict: 'Not published: this draft conflicts with the published site',
  unreachable: 'Not published: the team’s repository could not be reached',
  rejected: 'Not published: the team’s repository refused it',
  empty: 'Nothing to publish',
  outside: 'Not published: files the studio does not publish',
};

/** The server's answer to Publish, in its own words: success, or why not (the draft is kept in every case). */
export function PublishResult({ answer }: { answer: PublishAnswer }) {
  if (answer.ok) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle component="h2">Published</AlertTitle>
        {answer.message.replace(/^Published: /, '')}. The site’s own checks and deployment take it from here.
      </Alert>
    );
  }
  if (answer.reason === 'conflict') return null; // the conflict panel says it, with the choice
  const [said, ...rest] = answer.reason === 'invalid' ? [answer.message.split('\n')[0] ?? '', answer.words] : [answer.message];
  return (
    <Alert severity={answer.reason === 'unreachable' ? 'warning' : 'error'} role="alert">
      <AlertTitle component="h2">{titles[answer.reason]}</AlertTitle>
      {said}
      {rest.length > 0 && (
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13, m: 0, mt: 1 }}>
          {rest.join('\n')}
        </Box>
      )}
    </Alert>
  );
}
