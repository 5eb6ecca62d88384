import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { optionsOf, isYesNoOrText } from './choices.ts';

const defaults = getDefaultRegistry().fields;
const DefaultAnyOfField = defaults.AnyOfField!;
const DefaultOneOfField = defaults.OneOfField!;

type Kind = 'yes' | 'no' | 'words';

const kindOf = (value: unknown): Kind | undefined => (value === true ? 'yes' : value === false ? 'no' : typeof value === 'string' ? 'words' : undefined);

/**
 * A table cell: Included (a tick), Not included (a dash), or Words (then a text box). Nothing is written until the
 * person picks one, and a cell with no value shows none picked (rjsf's generic choice wrote `null` on a switch).
 * Words typed before switching to a tick come back when the person switches back.
 */
function YesNoOrTextField(props: FieldProps) {
  const { schema, formData, fieldPathId, onChange, registry, uiSchema, errorSchema, disabled, readonly } = props;
  const kind = kindOf(formData);
  const words = useRef(typeof formData === 'string' ? formData : '');
  useEffect(() => {
    if (typeof formData === 'string') words.current = formData;
  }, [formData]);
  const textSchema = optionsOf(schema).find((option) => option.type === 'string') ?? { type: 'string' };
  const label = String(uiSchema?.['ui:title'] ?? schema.title ?? props.name);
  const id = fieldPathId.$id;
  const choose = (next: Kind | null) => {
    if (!next || next === kind) return;
    onChange(next === 'yes' ? true : next === 'no' ? false : words.current, fieldPathId.path, undefined, id);
  };
  const errors = kind === 'words' ? [] : (errorSchema?.__errors ?? []);
  const SchemaField = registry.fields.SchemaField!;
  return (
    <Box role="group" aria-labelledby={`${id}__choice-label`} sx={{ mb: 1 }}>
      <Typography id={`${id}__choice-label`} variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind ?? null}
        onChange={(_, next: Kind | null) => choose(next)}
        aria-label={`${label}: included, not included or words`}
        disabled={disabled || readonly}
      >
        <ToggleButton value="yes">Included</ToggleButton>
        <ToggleButton value="no">Not included</ToggleButton>
        <ToggleButton value="words">Words</ToggleButton>
      </ToggleButtonGroup>
      {kind === 'words' && (
        <Box sx={{ mt: 1 }}>
          <SchemaField
            {...props}
            schema={{ ...textSchema, title: `${label}, in words`, description: undefined }}
            uiSchema={{ ...uiSchema, 'ui:title': `${label}, in words` }}
            formData={formData as string}
          />
        </Box>
      )}
      {errors.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
    </Box>
  );
}

/** rjsf's AnyOfField, with the studio's own control for the shapes it knows. */
export function AnyOfField(props: FieldProps) {
  return isYesNoOrText(props.schema) ? <YesNoOrTextField {...props} /> : <DefaultAnyOfField {...props} />;
}

/** rjsf's OneOfField, with the studio's own control for the shapes it knows. */
export function OneOfField(props: FieldProps) {
  return isYesNoOrText(props.schema) ? <YesNoOrTextField {...props} /> : <DefaultOneOfField {...props} />;
}
