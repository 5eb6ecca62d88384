import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import { fixedKeys } from '../document.ts';
import { AddButton, ArrayFieldItemTemplate, ArrayFieldTemplate, DescriptionFieldTemplate, ParagraphsField, WrapIfAdditionalTemplate } from './ArrayTemplates.tsx';
import { AnyOfField, OneOfField } from './ChoiceField.tsx';
import type { StudioFormContext } from './form-context.ts';
import { formStateBehaviour } from './form-defaults.ts';
import { formUi } from './form-ui.ts';
import { ImageObjectField } from './ImageObjectField.tsx';
import { HintedTextWidget } from './HintedTextWidget.tsx';
import { isPageSettingsSchema } from './page-kind.ts';
import { PageKindField } from './PageKindField.tsx';
import { SwitchWidget } from './SwitchWidget.tsx';

/**
 * rjsf needs a validator to pick `if/then` branches and defaults; it never decides what is wrong here
 * (noValidate): the studio server's check, the same validator as `npm run validate`, does.
 */
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });

const widgets = { TextWidget: HintedTextWidget, CheckboxWidget: SwitchWidget };
/** A choice between kinds of value (`anyOf`, `oneOf`, a page's kind) gets a control made for it: ChoiceField.tsx, PageKindField.tsx. */
const fields = { ObjectField: ImageObjectField, ParagraphsField, AnyOfField, OneOfField, PageKindField };
const templates = { ArrayFieldTemplate, ArrayFieldItemTemplate, DescriptionFieldTemplate, WrapIfAdditionalTemplate, ButtonTemplates: { AddButton } };

/** Never shown: the block's type is chosen in the palette, `$schema` and `version` are the file's bookkeeping. */
const hidden = { 'ui:widget': 'hidden' } as const;
const fixedUi: UiSchema = {
  type: hidden,
  ...Object.fromEntries(fixedKeys.map((key) => [key, hidden])),
  'ui:submitButtonOptions': { norender: true },
};

export interface SchemaFormProps {
  schema: RJSFSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The validator's problems, each under its field. */
  errors: ErrorSchema;
  context: StudioFormContext;
}

/** The form for one outline item, generated from its schema: titles as labels, descriptions as help. */
export function SchemaForm({ schema, value, onChange, errors, context }: SchemaFormProps) {
  const uiSchema = useMemo(() => formUi(schema, isPageSettingsSchema(schema) ? { ...fixedUi, 'ui:field': 'PageKindField' } : fixedUi), [schema]);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={widgets}
      fields={fields}
      templates={templates}
      formContext={context}
      extraErrors={errors}
      noValidate
      liveValidate={false}
      showErrorList={false}
      experimental_defaultFormStateBehavior={formStateBehaviour}
      onChange={(event) => onChange(event.formData)}
    />
  );
}
