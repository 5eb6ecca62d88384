import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getDefaultRegistry } from '@rjsf/core';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { LinkTargets } from '../../../protocol.ts';
import { useLinks, type StudioFormContext } from './form-context.ts';
import type { StudioUiOptions } from './form-ui.ts';
import { ValueMenu } from './ValueMenu.tsx';

interface LinkOption {
  value: string;
  label: string;
  group: string;
}

/** Every link a page can offer: its pages, their sections (#anchors) and the site's named links. */
function linkOptions(targets: LinkTargets | undefined): LinkOption[] {
  if (!targets) return [];
  return [
    ...targets.pages.map((p) => ({ value: p.address, label: p.title, group: 'Pages' })),
    ...targets.pages.flatMap((p) => p.anchors.map((a) => ({ value: `${p.address}#${a.id}`, label: `${a.label} (${p.title})`, group: 'Sections of pages' }))),
    ...targets.named.map((n) => ({ value: `@${n.name}`, label: n.href, group: 'Named links (site.json)' })),
  ];
}

const defaultTextWidget = getDefaultRegistry().widgets.TextWidget!;

/**
 * Text fields (with "Insert a value" where {{values}} are filled in), and link fields (marked `x-link` in the
 * schema) as a page picker that still takes any typed link: a page is picked by its title, a web address or
 * "mailto:" is simply typed, and the site's @named links are offered.
 */
export function TextOrLinkWidget(props: WidgetProps) {
  const context = props.registry.formContext as StudioFormContext;
  const links = useLinks(context);
  if (props.schema['x-link']) return <LinkWidget {...props} />;
  const TextWidget = defaultTextWidget;
  const { schema } = props;
  // Paragraphs and other sentences (x-multiline in the schema): at least three lines, growing with the text.
  const lines = (props.options as StudioUiOptions).multiline ? { multiline: true, minRows: 3 } : {};
  // Free text only: a value inside an address, an anchor or a file name would not be what the rule expects.
  const takesValues = context.valuesAllowed && schema.type === 'string' && !schema.enum && !schema.pattern && !schema['x-asset'] && links?.values.length;
  if (!takesValues) return <TextWidget {...props} {...lines} />;
  const text = typeof props.value === 'string' ? props.value : '';
  const endAdornment = <ValueMenu inputId={props.id} values={links!.values} onInsert={(words, at) => props.onChange(text.slice(0, at) + words + text.slice(at))} />;
  return <TextWidget {...props} {...lines} options={{ ...props.options, mui: { slotProps: { input: { endAdornment } } } }} />;
}

function LinkWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, hideLabel, onChange, onBlur, onFocus, rawErrors = [], registry, options: uiOptions } = props;
  const links = useLinks(registry.formContext as StudioFormContext);
  const options = useMemo(() => linkOptions(links), [links]);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const filter = useMemo(() => createFilterOptions<string>({ stringify: (v) => `${v} ${byValue.get(v)?.label ?? ''}`, limit: 50 }), [byValue]);
  const text = typeof value === 'string' ? value : '';
  return (
    <Autocomplete
      freeSolo
      id={id}
      options={options.map((o) => o.value)}
      groupBy={(v) => byValue.get(v)?.group ?? ''}
      filterOptions={filter}
      value={text}
      inputValue={text}
      disabled={disabled || readonly}
      onInputChange={(_, typed, reason) => {
        if (reason !== 'reset' || typed !== text) onChange(typed === '' ? uiOptions.emptyValue : typed);
      }}
      onChange={(_, chosen) => onChange(typeof chosen === 'string' && chosen !== '' ? chosen : uiOptions.emptyValue)}
      renderOption={({ key, ...optionProps }, v) => (
        <li key={key} {...optionProps}>
          <span>
            <strong>{v}</strong>
            {byValue.get(v)?.label && (
              <Typography component="span" variant="body2" color="text.secondary">{` — ${byValue.get(v)!.label}`}</Typography>
            )}
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={labelValue(label || undefined, hideLabel, undefined)}
          required={required}
          error={rawErrors.length > 0}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      )}
    />
  );
}
