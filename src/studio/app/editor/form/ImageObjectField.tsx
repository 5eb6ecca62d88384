import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { isObject } from '../document.ts';
import type { StudioFormContext } from './form-context.ts';

const DefaultObjectField = getDefaultRegistry().fields.ObjectField!;

/** An image object: its `src` is a site file (`x-asset`) and it has a width and a height to fill in. */
const isImageSchema = (schema: FieldProps['schema']) => {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return isObject(properties.src) && properties.src['x-asset'] === true && 'width' in properties && 'height' in properties;
};

/**
 * Objects as rjsf draws them; an image object also gets "Choose image…", which fills in its file and its size
 * in pixels from the picker, so nobody has to find an image's width and height.
 */
export function ImageObjectField(props: FieldProps) {
  if (!isImageSchema(props.schema)) return <DefaultObjectField {...props} />;
  const context = props.registry.formContext as StudioFormContext;
  const current = isObject(props.formData) ? props.formData : {};
  const choose = async () => {
    const image = await context.pickImage();
    if (image) props.onChange({ ...current, src: image.path, width: image.width, height: image.height }, props.fieldPathId.path);
  };
  const label = String(props.schema.title ?? props.name ?? 'image');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        {/* A family page's picture named by a {{value}} ("safe-return-{{vehicle}}.svg") is no file: no thumbnail to ask for. */}
        {typeof current.src === 'string' && !current.src.includes('{{') && (
          <Box component="img" src={current.src} alt="" sx={{ width: 64, height: 48, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }} />
        )}
        <Button variant="outlined" size="small" onClick={() => void choose()} disabled={props.disabled || props.readonly}>
          {typeof current.src === 'string' ? `Change ${label.toLowerCase()}…` : `Choose ${label.toLowerCase()}…`}
        </Button>
      </Box>
      <DefaultObjectField {...props} />
    </Box>
  );
}
