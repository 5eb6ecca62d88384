import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { isObject, type Json } from '../document.ts';
import { allKindKeys, kindKeys, kindsOf, withKind, type PageKind } from './page-kind.ts';

const DefaultObjectField = getDefaultRegistry().fields.ObjectField!;

/** The kinds, in the words of the person who chooses. */
const choices: { kind: PageKind; label: string; hint: string }[] = [
  { kind: 'address', label: 'One address', hint: 'A page at one address of its own, such as /gap.' },
  { kind: 'family', label: 'A family of addresses', hint: 'One page for several addresses that differ only by their last word, such as /safe-return-anti-theft-system-rv.' },
  { kind: 'notFound', label: 'The page-not-found page', hint: 'Shown when someone opens an address the site does not have. The site has exactly one.' },
];

/**
 * Page settings with "What kind of page is this?" first, then only the fields of the kind chosen. Opening it
 * changes nothing: the kind shown is read from the page, and only a choice the person makes writes (rjsf's own
 * form showed the exclusive `notFound: true` as a switch and turned it on by itself).
 */
export function PageKindField(props: FieldProps) {
  const data = isObject(props.formData) ? props.formData : {};
  const found = kindsOf(data);
  const [chosen, setChosen] = useState<PageKind>();
  const stash = useRef<Json>({});
  const kind: PageKind | undefined = found.length === 1 ? found[0] : found.length === 0 ? chosen : undefined;
  const id = `${props.fieldPathId.$id}__kind`;

  const choose = (next: PageKind) => {
    setChosen(next);
    const changed = withKind(data, next, stash.current);
    if (JSON.stringify(changed) !== JSON.stringify(data)) props.onChange(changed, props.fieldPathId.path);
  };

  const shownKeys = kind ? kindKeys[kind] : [];
  const properties = Object.fromEntries(Object.entries(props.schema.properties ?? {}).filter(([key]) => !allKindKeys.includes(key) || shownKeys.includes(key)));
  const schema: RJSFSchema = { ...props.schema, properties };
  const { 'ui:field': _field, ...uiSchema } = (props.uiSchema ?? {}) as UiSchema;

  return (
    <>
      <FormControl component="fieldset" sx={{ mb: 2 }}>
        <FormLabel component="legend" id={id} sx={{ fontWeight: 600, color: 'text.primary' }}>
          What kind of page is this?
        </FormLabel>
        {found.length > 1 && (
          <Alert severity="warning" sx={{ my: 1 }}>
            This page is set up as more than one kind at once. Choose the one it is.
          </Alert>
        )}
        <RadioGroup aria-labelledby={id} value={kind ?? ''} onChange={(_, value) => choose(value as PageKind)}>
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.kind}
              value={choice.kind}
              control={<Radio size="small" slotProps={{ input: { 'aria-describedby': `${id}-${choice.kind}` } }} />}
              disabled={props.disabled || props.readonly}
              label={
                <>
                  <Typography variant="body1">{choice.label}</Typography>
                  <Typography id={`${id}-${choice.kind}`} variant="body2" color="text.secondary">
                    {choice.hint}
                  </Typography>
                </>
              }
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: -0.5 } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <DefaultObjectField {...props} schema={schema} uiSchema={uiSchema} />
    </>
  );
}
