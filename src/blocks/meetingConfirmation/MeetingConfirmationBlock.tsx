import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EventAvailable from '@mui/icons-material/EventAvailable';
import type { MeetingConfirmationBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { meetingField, meetingPart, meetingState, type MeetingField, type MeetingPart } from './parts.ts';

const part = (name: MeetingPart) => ({ [meetingPart]: name });
const field = (name: MeetingField) => ({ [meetingField]: name });

/**
 * The /thankyou page's confirmation (docs/requirements.md §2). The page is prerendered without a query
 * string, so the HTML holds the neutral part (heading and email note) and, invisible, both outcomes: the
 * details with empty fields, and the message for a link that cannot be read. enhance.ts reads the meeting
 * from the address as the page loads and shows one of them, filled in as plain text only. The calendar link
 * gets its file (a Blob URL, so it is a real download that works from the keyboard) from `ics`, fetched when
 * the reader first points at or focuses the link.
 */
export function MeetingConfirmationBlock({ anchor, tone, heading, emailNote, labels, calendarLabel, invalidMessage, buttons }: MeetingConfirmationBlockProps) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const rows: [string, MeetingField][] = [
    [labels.event, 'name'],
    [labels.date, 'date'],
    [labels.time, 'time'],
    [labels.timeZone, 'timeZone'],
  ];

  return (
    <Section anchor={anchor} tone={tone} labelledBy={id} narrow>
      <Box sx={{ textAlign: 'center' }}>
        <EventAvailable aria-hidden="true" focusable="false" sx={{ fontSize: 56, color: 'secondary.main', mb: 2 }} />
        <SectionHeader bare id={id} level={levels.section} heading={heading} intro={[emailNote]} lead introColor="text.secondary" />
      </Box>

      {/*
        Both outcomes share one grid cell, invisible until the address is read: the space of the taller one
        is held from the first paint, so showing either shifts nothing below, at any width.
      */}
      <Box
        aria-live="polite"
        {...part('outcome')}
        sx={{
          mt: 5,
          display: 'grid',
          alignItems: 'start',
          '& > *': { gridArea: '1 / 1' },
          [`&:not([${meetingState}="invalid"]) > [${meetingPart}="invalid"]`]: { visibility: 'hidden' },
          [`&:not([${meetingState}="ready"]) > [${meetingPart}="details"]`]: { visibility: 'hidden' },
        }}
      >
        {/*
          Without a meeting: a card as tall as its words, with the way on inside it, at the top of the held
          space (a box stretched over the whole space was mostly empty). What the space holds beyond it is
          the page's end, as on any short page; the buttons below step aside, their space kept.
        */}
        <Alert
          severity="info"
          {...part('invalid')}
          sx={{ borderRadius: 3, px: { xs: 2.5, md: 4 }, py: 3, fontSize: '1rem', border: `1px solid ${palette.line}`, bgcolor: '#FFFFFF', color: palette.ink, '& .MuiAlert-message': { p: 0 } }}
        >
          {invalidMessage}
          <ActionButtons buttons={buttons} />
        </Alert>
        <Box {...part('details')} sx={{ border: `1px solid ${palette.line}`, borderRadius: 3, p: { xs: 3, md: 4 }, bgcolor: '#FFFFFF', color: palette.ink }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 4, rowGap: { xs: 0.5, sm: 2 } }}>
            {/* Each value is empty until filled in, but holds its line (the ::before), so filling it shifts nothing. */}
            {rows.map(([label, name]) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 700, color: 'text.secondary', mt: { xs: 1.5, sm: 0 } }}>
                  {label}
                </Box>
                <Box component="dd" {...field(name)} sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', '&:empty::before': { content: '"\\00a0"' } }} />
              </Box>
            ))}
          </Box>
          {/*
            A link with no address until the meeting is shown, and invisible until then (its space held): it
            cannot be focused or clicked before there is a meeting to add. role is unset because MUI marks an <a> without href a button.
          */}
          <Button
            component="a"
            role={undefined}
            variant="contained"
            color="secondary"
            size="large"
            {...part('calendar')}
            sx={{ mt: 4, '&:not([href])': { visibility: 'hidden' } }}
          >
            {calendarLabel}
          </Button>
          <Alert severity="info" hidden {...part('calendar-failed')} sx={{ mt: 3 }}>
            {invalidMessage}
          </Alert>
        </Box>
      </Box>
      <Box sx={{ [`[${meetingState}="invalid"] ~ &`]: { visibility: 'hidden' } }}>
        <ActionButtons buttons={buttons} center />
      </Box>
    </Section>
  );
}
