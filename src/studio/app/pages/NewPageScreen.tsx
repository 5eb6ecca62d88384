import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkAddress, checkTitle, createPage, footerChoice, startingPoints } from '../api.ts';
import { editorPath } from '../routes.ts';
import { useAsync, useDebounced } from '../use-async.ts';
import type { AddressCheck, TitleCheck } from '../../protocol.ts';
import { brandedTitle } from './page-title.ts';

/**
 * A new page from a starting point (a recipe or a copy of a page), an address and a title. The address is
 * checked by the server as it is typed, in the validator's words, with its suggestion one click away. The title
 * is typed without the site's name, which is added as every page's title has it ("Tire Care | Owl Admin") and
 * shown whole as it is typed; a title another page has is flagged before the page is made. The page can be listed in
 * the footer at once (a page nothing links to is a warning): for a plan page, the plans' group is already chosen.
 */
/** The radio button that stands for "copy a page" (which page is chosen in the list under it). */
const copyChoice = 'copy';

export function NewPageScreen() {
  const navigate = useNavigate();
  const points = useAsync(startingPoints, 'starting-points');
  const [from, setFrom] = useState('');
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [check, setCheck] = useState<{ address: string; answer: AddressCheck }>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const typed = useDebounced(address, 250);
  const [titleCheck, setTitleCheck] = useState<TitleCheck>();
  const brand = titleCheck?.brand ?? '';
  const fullTitle = brandedTitle(title, brand);
  const typedTitle = useDebounced(fullTitle, 250);
  // The person's own pick of a footer group ('' for none); until they pick, the server's suggestion stands.
  const [footerPick, setFooterPick] = useState<string>();
  const [made, setMade] = useState<{ file: string; message: string }>();

  const chosen = from || points.value?.[0]?.id || '';
  const recipes = (points.value ?? []).filter((p) => p.id.startsWith('recipe:'));
  const pagesToCopy = (points.value ?? []).filter((p) => !p.id.startsWith('recipe:'));
  const copying = pagesToCopy.some((p) => p.id === chosen);
  const footer = useAsync(() => footerChoice(chosen, typedTitle), `footer\n${chosen}\n${typedTitle}`);
  const footerGroup = footerPick ?? footer.value?.suggested ?? '';
  const footerLabel = footer.value?.title === fullTitle ? footer.value.label : '';

  useEffect(() => {
    if (!typed) return;
    let current = true;
    checkAddress(typed).then(
      (answer) => current && setCheck({ address: typed, answer }),
      () => undefined, // the server is gone: the create button will say so
    );
    return () => {
      current = false;
    };
  }, [typed]);

  // Asked at once with no title, for the site's name; then as the title settles.
  useEffect(() => {
    let current = true;
    checkTitle(typedTitle).then(
      (answer) => current && setTitleCheck(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [typedTitle]);
  const titleAnswer = fullTitle && titleCheck?.title === fullTitle ? titleCheck : undefined;
  const titleProblem = titleAnswer && !titleAnswer.ok ? titleAnswer.message : undefined;

  const current = address && check?.address === address ? check.answer : undefined;
  const addressError = current && !current.ok;

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      const { file, footer: linked } = await createPage({ from: chosen, address, title: fullTitle, ...(footerGroup ? { footerGroup } : {}) });
      if (linked && !linked.linked) setMade({ file, message: linked.message });
      else navigate(editorPath(file));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <Box sx={{ p: 3, overflow: 'auto', maxWidth: 760 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        New page
      </Typography>
      {points.error && <Alert severity="error">{points.error}</Alert>}
      <Box component="form" onSubmit={create} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <FormControl>
          <FormLabel id="starting-point-label">Start from</FormLabel>
          <RadioGroup aria-labelledby="starting-point-label" value={copying ? copyChoice : chosen} onChange={(e) => setFrom(e.target.value === copyChoice ? (pagesToCopy[0]?.id ?? '') : e.target.value)}>
            {recipes.map((point) => (
              <FormControlLabel
                key={point.id}
                value={point.id}
                control={<Radio />}
                label={
                  <span>
                    <strong>{point.label}</strong>
                    {point.description && <Typography component="span" variant="body2" color="text.secondary">{` — ${point.description}`}</Typography>}
                  </span>
                }
              />
            ))}
            {pagesToCopy.length > 0 && <FormControlLabel value={copyChoice} control={<Radio />} label={<strong>A copy of an existing page</strong>} />}
          </RadioGroup>
          {copying && (
            // A site has many pages: one list to pick from, not a radio button each.
            <TextField select size="small" label="Page to copy" value={chosen} onChange={(e) => setFrom(e.target.value)} sx={{ mt: 1, ml: 4 }}>
              {pagesToCopy.map((point) => (
                <MenuItem key={point.id} value={point.id}>
                  {point.description.replace(/^A copy of the sections of /, '').replace(/\.$/, '')} ({point.label})
                </MenuItem>
              ))}
            </TextField>
          )}
        </FormControl>
        <Box>
          <TextField
            fullWidth
            required
            label="Address"
            placeholder="/my-plan"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={Boolean(addressError)}
            helperText={
              addressError ? current.message : current?.ok ? `${address} is free.` : 'Lower-case words joined by hyphens, starting with “/”, such as /boat-gap.'
            }
          />
          {addressError && current.suggestion && (
            <Button size="small" sx={{ mt: 0.5 }} onClick={() => setAddress(current.suggestion!)}>
              Use {current.suggestion}
            </Button>
          )}
        </Box>
        <TextField
          fullWidth
          required
          label="Title"
          placeholder="Tire Care"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={Boolean(titleProblem)}
          helperText={
            fullTitle
              ? `${titleProblem ? `${titleProblem} ` : ''}The page’s title: “${fullTitle}”, in the browser tab and in search results.`
              : `The page’s name, such as Tire Care${brand ? `: “ | ${brand}” is added after it, as on every page` : ''}. Shown in the browser tab and by search engines; different from every other page.`
          }
          slotProps={{
            input: { endAdornment: brand && title.trim() && !title.includes('|') ? <InputAdornment position="end">| {brand}</InputAdornment> : undefined },
          }}
        />
        {footer.value && footer.value.groups.length > 0 && (
          <TextField
            select
            fullWidth
            label="Show a link to it in the footer, under"
            value={footerGroup}
            onChange={(e) => setFooterPick(e.target.value)}
            helperText={
              footerGroup
                ? `The last link under “${footerGroup}” in every page’s footer${footerLabel ? `, reading “${footerLabel}”` : ''}.`
                : 'Visitors find the page only once another page or the footer links to it.'
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            {footer.value.groups.map((heading) => (
              <MenuItem key={heading} value={heading}>
                {heading}
              </MenuItem>
            ))}
            <MenuItem value="">Don’t link it from the footer</MenuItem>
          </TextField>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {made && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => navigate(editorPath(made.file))}>
                Open the new page
              </Button>
            }
          >
            {made.message}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !chosen || !address || !title || Boolean(addressError)}>
            Create page
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
