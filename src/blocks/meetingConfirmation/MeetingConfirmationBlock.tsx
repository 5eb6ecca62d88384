import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Email from '@mui/icons-material/Email';
import Typography from '@mui/material/Typography';
import type { MeetingConfirmationBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { meetingField, meetingPart, meetingState, type MeetingField, type MeetingPart } from './parts.ts';
import { ContactText } from '../shared/ContactText.tsx';
import type { SiteContact } from '../shared/site-contact.ts';

/**
 * Both buttons of the card: as wide as the card on a phone, one shared width from 600 px, centred under the
 * centred title and icon (at the card's left they sat off the page's axis).
 */
const buttonWidth = { width: { xs: '100%', sm: 280 }, mx: { sm: 'auto' } } as const;

const part = (name: MeetingPart) => ({ [meetingPart]: name });
const field = (name: MeetingField) => ({ [meetingField]: name });

type NextStepsProps = NonNullable<MeetingConfirmationBlockProps['nextSteps']> & { level: 'h2' | 'h3' };

/** The steps after the call, numbered: side by side from 600 px, one under the other on a phone. */
function NextSteps({ heading, steps, level }: NextStepsProps) {
  return (
    <div>
      <Typography component={level} sx={{ fontWeight: 700, fontSize: '1.125rem', mb: 2 }}>
        {heading}
      </Typography>
      <Box component="ol" role="list" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${steps.length}, minmax(0, 1fr))` }, gap: { xs: 2, sm: 3 } }}>
        {steps.map((step, i) => (
          <Box component="li" key={i} sx={{ display: 'grid', gridTemplateColumns: { xs: '32px 1fr', sm: '1fr' }, columnGap: 1.5, rowGap: 1, alignContent: 'start' }}>
            <Box aria-hidden="true" sx={{ width: 32, height: 32, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#E7F4EF', color: 'secondary.main', fontWeight: 800, fontSize: '0.9375rem' }}>
              {i + 1}
            </Box>
            <div>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.4, mt: { xs: 0.5, sm: 0 } }}>{step.title}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, textWrap: 'pretty' }}>
                {step.text}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </div>
  );
}

/**
 * The /thankyou page's confirmation (docs/requirements.md §2). The page is prerendered without a query
 * string, so the HTML holds the neutral part (heading and email note) and, invisible, both outcomes: the
 * details with empty fields, and the message for a link that cannot be read. enhance.ts reads the meeting
 * from the address as the page loads and shows one of them, filled in as plain text only. The calendar link
 * gets its file (a Blob URL, so it is a real download that works from the keyboard) from `ics`, fetched when
 * the reader first points at or focuses the link.
 */
export function MeetingConfirmationBlock({ anchor, tone, heading, emailNote, labels, calendarLabel, unknownTime, invalidMessage, nextSteps, buttons, contact }: MeetingConfirmationBlockProps & { contact?: SiteContact | undefined }) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const rows: [string, MeetingField][] = [
    [labels.event, 'name'],
    [labels.date, 'date'],
    [labels.time, 'time'],
  ];

  return (
    <Section anchor={anchor} tone={tone} labelledBy={id} narrow>
      <Box sx={{ textAlign: 'center' }}>
        <EventAvailable aria-hidden="true" focusable="false" sx={{ fontSize: 56, color: 'secondary.main', mb: 2 }} />
        <SectionHeader bare id={id} level={levels.section} heading={heading} intro={[emailNote]} lead introColor="text.secondary" />
      </Box>

      {/*
        One card holds both outcomes and the way back. The outcomes share one grid cell, invisible until the
        address is read: the space of the taller one is held from the first paint, so showing either shifts
        nothing below, at any width. The way back is outside that cell: shown from the first paint, also
        without JavaScript, aligned with the card's padding in both outcomes.
      */}
      <Box sx={{ mt: 5, border: `1px solid ${palette.line}`, borderRadius: 3, p: { xs: 3, md: 4 }, bgcolor: '#FFFFFF', color: palette.ink }}>
        <Box
          aria-live="polite"
          {...part('outcome')}
          sx={{
            display: 'grid',
            '& > *': { gridArea: '1 / 1' },
            [`&:not([${meetingState}="invalid"]) > [${meetingPart}="invalid"]`]: { visibility: 'hidden' },
            [`&:not([${meetingState}="ready"]) > [${meetingPart}="details"]`]: { visibility: 'hidden' },
          }}
        >
          {/*
            Without a meeting in the link: what the card can still say, under an envelope: the call is booked and its
            time is in the email (unknownTime), then how to get the email if it has not come, its address and number
            as links. Centred in the cell, which the details, about as tall, set: an envelope and one note alone sat in
            95 px of blank above and 90 below at 375 px (outside review round 7). No failure wording on a success page.
          */}
          <Box {...part('invalid')} sx={{ alignSelf: 'center', display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
            <Box aria-hidden="true" sx={{ width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#E7F4EF' }}>
              <Email focusable="false" sx={{ color: 'secondary.main', fontSize: 24 }} />
            </Box>
            {unknownTime && <Typography sx={{ color: palette.ink, fontWeight: 700, fontSize: '1.0625rem', maxWidth: 480, textWrap: 'pretty' }}>{unknownTime}</Typography>}
            <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 480, textWrap: 'pretty' }}>
              <ContactText text={invalidMessage} contact={contact} />
            </Typography>
          </Box>
          <Box {...part('details')}>
            {/* Centred under the centred title, as the buttons are. A label and its value share a first baseline and one line height: set in two heights, each label sat 4 px below its value. */}
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, max-content)' }, justifyContent: { sm: 'center' }, alignItems: 'baseline', lineHeight: 1.5, columnGap: 4, rowGap: { xs: 0.25, sm: 1.5 } }}>
              {/* Each value is empty until filled in, but holds its line (the ::before), so filling it shifts nothing. */}
              {rows.map(([label, name], i) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 700, lineHeight: 'inherit', color: 'text.secondary', mt: { xs: i ? 1.5 : 0, sm: 0 } }}>
                    {label}
                  </Box>
                  <Box
                    component="dd"
                    {...field(name)}
                    sx={{ m: 0, fontWeight: 600, lineHeight: 'inherit', overflowWrap: 'anywhere', '&:empty::before': { content: '"\\00a0"' } }}
                  />
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
              sx={{ ...buttonWidth, display: 'flex', mt: { xs: 3, sm: 3.5 }, '&:not([href])': { visibility: 'hidden' } }}
            >
              {calendarLabel}
            </Button>
            <Alert severity="info" hidden {...part('calendar-failed')} sx={{ mt: 3 }}>
              <ContactText text={invalidMessage} contact={contact} />
            </Alert>
          </Box>
        </Box>
        {/*
          What happens next, with or without a meeting: under the details or the note, never in a held cell, so
          the card is as tall as what it shows (in the held cell, a booked lead saw a 150-240 px hole).
        */}
        {nextSteps && (
          <Box sx={{ mt: { xs: 3, sm: 4 }, pt: { xs: 3, sm: 4 }, borderTop: `1px solid ${palette.line}` }}>
            <NextSteps {...nextSteps} level={levels.item} />
          </Box>
        )}
        {/* The same width as the calendar button above it: full width on a phone, one width from 600 px. */}
        <Box sx={{ mt: nextSteps ? { xs: 3, sm: 4 } : 2, '& .MuiStack-root': { mt: 0 }, '& .MuiButton-root': buttonWidth }}>
          <ActionButtons buttons={buttons} center />
        </Box>
      </Box>
    </Section>
  );
}
