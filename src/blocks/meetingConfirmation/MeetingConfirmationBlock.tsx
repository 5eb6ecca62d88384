import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { MeetingConfirmationBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { readMeeting, type Meeting } from './meeting.ts';
import { describeWhen, type MeetingWhen } from './when.ts';

type Download = { href: string; name: string };

type View =
  | { phase: 'reading' }
  | { phase: 'invalid' }
  | { phase: 'ready'; meeting: Meeting; when: MeetingWhen };

const noSubscription = () => () => {};
/** The address's query string in the browser; null in the server render and while hydrating. */
const useSearch = () => useSyncExternalStore(noSubscription, () => window.location.search, () => null);

function viewOf(search: string | null): View {
  if (search === null) return { phase: 'reading' };
  const result = readMeeting(search);
  if (!result.ok) return { phase: 'invalid' };
  try {
    return { phase: 'ready', meeting: result.meeting, when: describeWhen(result.meeting, document.documentElement.lang || undefined) };
  } catch {
    return { phase: 'invalid' };
  }
}

/**
 * The /thankyou page's confirmation (spec §2). The page is prerendered without a query string, so the
 * server (and the hydrating render) shows only the neutral part: heading and email note. Right after
 * hydration the meeting is read from the address and shown, as plain text only.
 * The calendar file is built once the meeting is known, with the ics library loaded only then, and offered
 * as a real download link (a Blob URL), so it works from the keyboard and needs no click handler.
 */
export function MeetingConfirmationBlock({ anchor, tone, heading, emailNote, labels, calendarLabel, invalidMessage, buttons }: MeetingConfirmationBlockProps) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const search = useSearch();
  const view = useMemo(() => viewOf(search), [search]);
  const meeting = view.phase === 'ready' ? view.meeting : undefined;
  const [download, setDownload] = useState<Download | 'failed' | undefined>();

  useEffect(() => {
    if (!meeting) return;
    let href: string | undefined;
    let cancelled = false;
    void import('./calendar-file.ts')
      .then(({ calendarFile }) => {
        const file = calendarFile(meeting);
        if (cancelled) return;
        if (!file) throw new Error('The calendar library refused the meeting.');
        href = URL.createObjectURL(new Blob([file.text], { type: 'text/calendar;charset=utf-8' }));
        setDownload({ href, name: file.name });
      })
      .catch(() => {
        if (!cancelled) setDownload('failed');
      });
    return () => {
      cancelled = true;
      if (href) URL.revokeObjectURL(href);
    };
  }, [meeting]);

  return (
    <Section anchor={anchor} tone={tone} labelledBy={id} narrow>
      <Box sx={{ textAlign: 'center' }}>
        <EventAvailable aria-hidden="true" focusable="false" sx={{ fontSize: 56, color: 'secondary.main', mb: 2 }} />
        <Typography id={id} variant={levels.section === 'h1' ? 'h1' : 'h2'} component={levels.section} sx={{ mb: 2 }}>
          {heading}
        </Typography>
        <Typography variant="body1" sx={{ fontSize: { md: '1.1875rem' }, color: 'text.secondary' }}>
          {emailNote}
        </Typography>
      </Box>

      <Box aria-live="polite" sx={{ mt: 5, minHeight: 200 }}>
        {view.phase === 'invalid' && <Alert severity="info">{invalidMessage}</Alert>}
        {view.phase === 'ready' && (
          <Box sx={{ border: `1px solid ${palette.line}`, borderRadius: 3, p: { xs: 3, md: 4 }, bgcolor: '#FFFFFF', color: palette.ink }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 4, rowGap: { xs: 0.5, sm: 2 } }}>
              {(
                [
                  [labels.event, view.meeting.name],
                  [labels.date, view.when.date],
                  [labels.time, view.when.time],
                  [labels.timeZone, view.when.timeZone],
                ] as const
              ).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 700, color: 'text.secondary', mt: { xs: 1.5, sm: 0 } }}>
                    {label}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {value}
                  </Box>
                </Box>
              ))}
            </Box>
            {download === 'failed' ? (
              <Alert severity="info" sx={{ mt: 3 }}>
                {invalidMessage}
              </Alert>
            ) : (
              <Button
                variant="contained"
                color="secondary"
                size="large"
                sx={{ mt: 4 }}
                {...(download ? { href: download.href, download: download.name } : { disabled: true })}
              >
                {calendarLabel}
              </Button>
            )}
          </Box>
        )}
      </Box>
      <ActionButtons buttons={buttons} center />
    </Section>
  );
}
