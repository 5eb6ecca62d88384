import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ariaDescribedByIds, descriptionId, labelValue, type WidgetProps } from '@rjsf/utils';

/** Booleans as switches (rjsf's MUI theme has only a checkbox): a setting that is on or off reads as one. */
export function SwitchWidget(props: WidgetProps) {
  const { schema, id, value, disabled, readonly, label, hideLabel, autofocus, onChange, onBlur, onFocus, options } = props;
  const description = options.description ?? schema.description;
  return (
    <>
      {!hideLabel && description && (
        <Typography id={descriptionId(id)} variant="body2" color="text.secondary">
          {String(description)}
        </Typography>
      )}
      <FormControlLabel
        label={labelValue(label, hideLabel, false)}
        control={
          <Switch
            id={id}
            name={id}
            checked={value === true}
            disabled={disabled || readonly}
            autoFocus={autofocus}
            onChange={(_, checked) => onChange(checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
            slotProps={{ input: { 'aria-describedby': ariaDescribedByIds(id) } }}
          />
        }
      />
    </>
  );
}
