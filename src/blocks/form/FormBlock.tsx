import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FormBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { KeepTogether } from '../shared/KeepTogether.tsx';
import { BlockIcon } from '../shared/icons.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { useUiText } from '../shared/ui-text.tsx';
import { dialedNumber } from '../shared/ActionButtons.tsx';
import { digitsOnly, fieldsByKind, maxLength, queryBody } from './fields.ts';
import { HONEYPOT_FIELD, QUERY_PATH, type FormEndpoint } from './query.ts';
import { sendQuery } from './send-query.ts';

/**
 * The block's JSON, plus what the server adds from site.json (see `formSiteProps` and the registry's
 * `siteProps`). Without an endpoint (a bare example render) the form posts to this site's own inbox path.
 */
/**
 * A field as the rest of the site draws its parts: the label above a flat box, not notched into its outline
 * (Material's look, the one place on the site it showed: outside review, round 6, fault E).
 */
const flatFieldSx = {
  '& .MuiInputLabel-root': { position: 'static', transform: 'none', mb: 0.75, fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.4, color: palette.ink, maxWidth: 'none' },
  '& .MuiInputLabel-root.Mui-focused': { color: palette.ink },
  '& .MuiInputLabel-asterisk': { color: palette.muted },
  '& .MuiOutlinedInput-root': { bgcolor: '#FFFFFF', borderRadius: 2 },
  '& .MuiOutlinedInput-notchedOutline': { top: 0, borderColor: palette.line },
  '& .MuiOutlinedInput-notchedOutline legend': { display: 'none' },
  '& .MuiOutlinedInput-root:hover .MuiOutlinedInput-notchedOutline': { borderColor: palette.muted },
} as const;

export type FormBlockViewProps = FormBlockProps & { endpoint?: FormEndpoint | undefined };

type Outcome = 'none' | 'sent' | 'failed';

/**
 * The lead and contact forms (docs/requirements.md §3–§5, §7, §8).
 *
 * Inputs are uncontrolled: React never writes their values, so whatever a visitor typed into the
 * prerendered inputs before this island hydrated is kept, and success clears them with form.reset().
 *
 * The form works from the first paint: the send button is enabled in the static HTML, and a click or
 * Enter runs the browser's own checks (required, email: docs/requirements.md §5, its own message and no
 * other). Only a valid form fires `submit`; the bootstrap holds that submit while this code loads, then
 * submits again. Sending needs JavaScript (the body is JSON with an Api-Key header, which no HTML form can
 * send), so without it `method="dialog"` makes a valid submit do nothing at all: no fields in the address,
 * nothing posted to the page. `noScriptMessage` tells those visitors another way to reach us.
 */
export function FormBlock(props: FormBlockViewProps) {
  const { kind, anchor, tone, eyebrow, heading, intro, details, fields, submitLabel, successMessage, closeLabel, failureMessage, noScriptMessage } = props;
  const endpoint = props.endpoint ?? { url: QUERY_PATH, key: '' };
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const successId = useId();
  const trapId = useId();
  const ui = useUiText();
  const dark = tone === 'dark';

  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('none');
  // State updates are not synchronous: this guard makes a double click or repeated Enter send once.
  const inFlight = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const specs = fieldsByKind[kind];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    // The honeypot filled: a bot. Nothing is sent, and it sees the usual success, so it learns nothing.
    const trap = form.elements.namedItem(HONEYPOT_FIELD);
    if (trap instanceof HTMLInputElement && trap.value !== '') {
      form.reset();
      setOutcome('sent');
      return;
    }
    // Spaces alone are not an answer: clear them and let the browser say the field is required.
    let blank = false;
    for (const spec of specs) {
      const input = form.elements.namedItem(spec.name);
      if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== '' && input.value.trim() === '') {
        input.value = '';
        blank = true;
      }
    }
    if (blank) {
      form.reportValidity();
      return;
    }
    inFlight.current = true;
    setSending(true);
    setOutcome('none');
    const ok = await sendQuery(endpoint, queryBody(kind, new FormData(form)));
    inFlight.current = false;
    if (!mounted.current) return;
    if (ok) form.reset();
    setSending(false);
    setOutcome(ok ? 'sent' : 'failed');
  }

  return (
    <Section anchor={anchor} tone={tone} labelledBy={id}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, alignItems: 'start' }}>
        <div>
          <SectionHeader bare id={id} level={levels.section} eyebrow={eyebrow} heading={heading} intro={intro} lead dark={dark} />
          {details?.length ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'grid', gap: 2.5 }}>
              {details.map((d, i) => (
                <Box component="li" key={i} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  {d.icon && <BlockIcon name={d.icon} {...(dark ? { color: palette.amber } : {})} />}
                  <div>
                    <Typography variant="body2" component="p" sx={{ fontWeight: 700, opacity: 0.85 }}>
                      {d.label}
                    </Typography>
                    {d.href ? (
                      <Link href={d.href} color="inherit" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        <KeepTogether text={d.text} />
                        {/* A text-message link says which number it texts. */}
                        {d.href.startsWith('sms:') && !/\d{3}/.test(d.text) && dialedNumber(d.href) && <>: <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{dialedNumber(d.href)}</Box></>}
                      </Link>
                    ) : (
                      <Typography component="p" sx={{ fontWeight: 600 }}>
                        <KeepTogether text={d.text} />
                      </Typography>
                    )}
                  </div>
                </Box>
              ))}
            </Box>
          ) : null}
        </div>

        {/* Even padding: the first label sits above its field, in the flow, so the card's edge is as far from it as the button is from the other edge. */}
        <Paper elevation={0} sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, border: `1px solid ${palette.line}`, color: palette.ink }}>
          <Box component="form" method="dialog" aria-labelledby={id} aria-busy={sending} onSubmit={(e: FormEvent<HTMLFormElement>) => void onSubmit(e)}>
            <Stack spacing={2.5}>
              {kind === 'contact' && outcome === 'sent' && (
                <Alert severity="success" closeText={closeLabel} onClose={() => setOutcome('none')}>
                  {successMessage}
                </Alert>
              )}
              {failureMessage && outcome === 'failed' && (
                <Alert severity="error" closeText={closeLabel} onClose={() => setOutcome('none')}>
                  {failureMessage}
                </Alert>
              )}
              {specs.map((spec) => (
                <TextField
                  key={spec.name}
                  name={spec.name}
                  label={fields[spec.key]}
                  type={spec.type}
                  required
                  fullWidth
                  autoComplete={spec.autoComplete}
                  // Fixed rows rather than autosize: the server's HTML has the same height as the hydrated
                  // field (autosize measures in the browser, so the box was 3 lines until then).
                  {...(spec.multiline ? { multiline: true, rows: 6 } : {})}
                  sx={flatFieldSx}
                  slotProps={{
                    inputLabel: { shrink: true },
                    input: { notched: false },
                    htmlInput: {
                      maxLength: maxLength(spec),
                      ...(spec.inputMode ? { inputMode: spec.inputMode } : {}),
                      ...(spec.pattern ? { pattern: spec.pattern } : {}),
                    },
                  }}
                  onChange={(e) => {
                    if (spec.inputMode === 'numeric') {
                      const digits = digitsOnly(e.target.value);
                      if (digits !== e.target.value) e.target.value = digits;
                    }
                  }}
                />
              ))}
              <Box>
                <Button type="submit" variant="contained" color="secondary" size="large" loading={sending} loadingPosition="start" sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}>
                  {submitLabel}
                </Button>
                {noScriptMessage && (
                  <noscript>
                    <Typography variant="body2" component="p" sx={{ mt: 1.5 }}>
                      {noScriptMessage}
                    </Typography>
                  </noscript>
                )}
              </Box>
            </Stack>
            {/*
              The honeypot (query.ts HONEYPOT_FIELD): off-screen, out of the tab order, hidden from screen readers,
              never autofilled, so people leave it empty and bots that fill every field do not. Its label says to
              leave it empty, for anyone who meets it anyway (styles off). Never part of the body (fields.ts queryBody).
            */}
            <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
              <label htmlFor={trapId}>{ui.form.leaveEmpty}</label>
              <input id={trapId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </Box>
          </Box>
        </Paper>
      </Box>

      {kind === 'lead' && (
        <Dialog open={outcome === 'sent'} onClose={() => setOutcome('none')} aria-labelledby={successId} slotProps={{ paper: { sx: { borderRadius: 4, p: { xs: 2, sm: 3 }, textAlign: 'center', maxWidth: 420, width: '100%' } } }}>
          <Box aria-hidden="true" sx={{ mx: 'auto', mt: 1, width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#E7F4EF', color: 'secondary.main' }}>
            <CheckCircleIcon sx={{ fontSize: 40 }} />
          </Box>
          <DialogTitle id={successId} sx={{ pt: 2.5, pb: 1, fontSize: '1.375rem', fontWeight: 800 }}>
            {successMessage}
          </DialogTitle>
          <DialogActions sx={{ justifyContent: 'center', pt: 2, pb: 1 }}>
            <Button onClick={() => setOutcome('none')} variant="contained" color="secondary" size="large" autoFocus sx={{ minWidth: 160 }}>
              {closeLabel}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Section>
  );
}
