import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  buttonId,
  descriptionId,
  getUiOptions,
  titleId,
  type ArrayFieldItemButtonsTemplateProps,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type DescriptionFieldProps,
  type FieldProps,
  type IconButtonProps,
  type WrapIfAdditionalTemplateProps,
  ADDITIONAL_PROPERTY_FLAG,
} from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import type { StudioUiOptions } from './form-ui.ts';
import { numbered, withArticle } from '../words.ts';

const studioOptions = (ui: unknown) => getUiOptions(ui as never) as StudioUiOptions;

/**
 * A list: its title and description, its items, and one button that says what it adds ("Add a paragraph",
 * "Add a card"), where rjsf has a bare "+" named "Add Item".
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, required, schema, title, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const noun = studioOptions(uiSchema).itemNoun ?? 'item';
  const heading = uiOptions.title || title;
  const description = uiOptions.description || schema.description;
  // Drawn as rjsf's MUI theme draws an object's title and description, so lists and groups look alike. A group
  // named by its title, so "Paragraph 1" of the introduction and of a card are told apart by what holds them.
  return (
    <Box role="group" aria-labelledby={heading ? titleId(fieldPathId) : undefined}>
      {heading && (
        <Box id={titleId(fieldPathId)} sx={{ my: 1 }}>
          <Typography variant="h5">
            {heading}
            {required ? ' *' : ''}
          </Typography>
          <Divider />
        </Box>
      )}
      {optionalDataControl}
      {description && (
        <Typography id={descriptionId(fieldPathId)} variant="subtitle2" sx={{ mt: 0.625 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: items.length ? 1.5 : 0 }}>{items}</Box>
      {canAdd && (
        <Button id={buttonId(fieldPathId, 'add')} className="rjsf-array-item-add" size="small" variant="outlined" startIcon={<AddIcon />} onClick={onAddClick} disabled={disabled || readonly} sx={{ mt: 1.5 }}>
          Add {withArticle(noun)}
        </Button>
      )}
    </Box>
  );
}

/** One item of a list, as wide as the list, with its own move and remove buttons named after it: "Remove paragraph 2". */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, uiSchema, parentUiSchema, index, schema } = props;
  const name = studioOptions(uiSchema).itemName ?? numbered(studioOptions(parentUiSchema).itemNoun ?? 'item', index);
  const content = <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      {schema.type === 'object' ? (
        <Paper variant="outlined" role="group" aria-label={name.charAt(0).toUpperCase() + name.slice(1)} sx={{ flex: 1, minWidth: 0, p: 1.5 }}>
          {content}
        </Paper>
      ) : (
        content
      )}
      {hasToolbar && <ItemButtons {...buttonsProps} name={name} />}
    </Box>
  );
}

function ItemButtons({ name, fieldPathId, disabled, readonly, hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem }: ArrayFieldItemButtonsTemplateProps & { name: string }) {
  const off = disabled || readonly;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', pt: 0.5 }}>
      {(hasMoveUp || hasMoveDown) && (
        <>
          <IconButton size="small" id={buttonId(fieldPathId, 'moveUp')} aria-label={`Move ${name} up`} title={`Move ${name} up`} disabled={off || !hasMoveUp} onClick={onMoveUpItem}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" id={buttonId(fieldPathId, 'moveDown')} aria-label={`Move ${name} down`} title={`Move ${name} down`} disabled={off || !hasMoveDown} onClick={onMoveDownItem}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </>
      )}
      {hasRemove && (
        <IconButton size="small" color="error" id={buttonId(fieldPathId, 'remove')} aria-label={`Remove ${name}`} title={`Remove ${name}`} disabled={off} onClick={onRemoveItem}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.every((v) => v === undefined || v === null || v === ''));

/**
 * A list of paragraphs that always shows one to fill in: an empty list (a new question's answer, a new card's text)
 * is shown as one empty paragraph, written to the file only once something is typed in it, and taken out of the
 * file again when it is emptied, so an untouched answer leaves no empty list behind.
 */
export function ParagraphsField(props: FieldProps) {
  const ArrayField = props.registry.fields.ArrayField!;
  if (Array.isArray(props.formData) && props.formData.length) return <ArrayField {...props} />;
  const own = props.fieldPathId.path;
  const onChange: FieldProps['onChange'] = (value, path, ...rest) => {
    // The placeholder emptied or removed (a second paragraph added beside it is kept, to be filled in).
    const placeholder = (path.length === own.length && (!Array.isArray(value) || value.length <= 1)) || (path.length === own.length + 1 && path.at(-1) === 0);
    if (placeholder && isBlank(value)) props.onChange(undefined, own, ...rest);
    else props.onChange(value, path, ...rest);
  };
  return <ArrayField {...props} formData={[undefined]} onChange={onChange} />;
}

const MuiDescription = Templates.DescriptionFieldTemplate!;

/** A field's description, except on list items, where the same words would repeat under each one. */
export function DescriptionFieldTemplate(props: DescriptionFieldProps) {
  return studioOptions(props.uiSchema).hideDescription ? null : <MuiDescription {...props} />;
}

/** The "+" of a map of named entries (rjsf's object with additionalProperties): "Add a variant", not a bare "Add Item" icon. */
export function AddButton({ uiSchema, id, className, onClick, disabled }: IconButtonProps) {
  const noun = studioOptions(uiSchema).itemNoun ?? 'entry';
  return (
    <Button id={id} className={className} onClick={onClick} disabled={disabled} size="small" variant="outlined" startIcon={<AddIcon />}>
      Add {withArticle(noun)}
    </Button>
  );
}

/**
 * One named entry of a map (a link of site.json's "links", a family's variant): its name ("Name", where rjsf says
 * "signUp Key"), its value, and a remove button that names it ("Remove signUp").
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { children, classNames, style, disabled, id, label, onKeyRenameBlur, onRemoveProperty, readonly, required, schema } = props;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) {
    return (
      <div className={classNames} style={style}>
        {children}
      </div>
    );
  }
  return (
    <Box className={classNames} style={style} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
      <TextField key={label} label="Name" required={required} defaultValue={label} disabled={disabled || readonly} id={`${id}-key`} name={`${id}-key`} onBlur={readonly ? undefined : onKeyRenameBlur} sx={{ flex: 1 }} />
      <Box sx={{ flex: 1.5, minWidth: 0 }}>{children}</Box>
      <IconButton size="small" color="error" id={buttonId(id, 'remove')} aria-label={`Remove ${label}`} title={`Remove ${label}`} disabled={disabled || readonly} onClick={onRemoveProperty} sx={{ mt: 1.5 }}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
