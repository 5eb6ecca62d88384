import type { FormBlockProps } from '../../generated/block-props.ts';
import { maxLengths, type CustomerQuery } from './query.ts';

type Kind = FormBlockProps['kind'];
type FieldKey = keyof NonNullable<FormBlockProps['fields']>;

/** How one input behaves; its label comes from the block's JSON. */
export interface FieldSpec {
  key: FieldKey;
  /** The body property it fills (docs/requirements.md §3). */
  name: 'company_name' | 'name' | 'mobile' | 'email' | 'message';
  type: 'text' | 'email';
  autoComplete: string;
  inputMode?: 'numeric';
  pattern?: string;
  multiline?: boolean;
}

/** The fields of each kind of form, in the order they are shown and focused (docs/requirements.md §3, §5). */
export const fieldsByKind: Record<Kind, FieldSpec[]> = {
  lead: [
    { key: 'companyName', name: 'company_name', type: 'text', autoComplete: 'organization' },
    { key: 'name', name: 'name', type: 'text', autoComplete: 'name' },
    // Numeric (docs/requirements.md §5): a digits-only text input with the numeric keypad, not type=number, which
    // accepts "1e5", drops leading zeros and changes value on a scroll.
    { key: 'mobile', name: 'mobile', type: 'text', autoComplete: 'tel-national', inputMode: 'numeric', pattern: '[0-9]+' },
    { key: 'email', name: 'email', type: 'email', autoComplete: 'email' },
  ],
  contact: [
    { key: 'name', name: 'name', type: 'text', autoComplete: 'name' },
    { key: 'email', name: 'email', type: 'email', autoComplete: 'email' },
    { key: 'message', name: 'message', type: 'text', autoComplete: 'off', multiline: true },
  ],
};

export const maxLength = (field: FieldSpec) => maxLengths[field.name];

/** Keeps the digits of a phone number as typed or pasted ("(555) 010-4477" → "5550104477"). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/** The request body of a form (docs/requirements.md §3), from its inputs' current values. */
export function queryBody(kind: Kind, data: FormData): CustomerQuery {
  const value = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v.trim() : '';
  };
  if (kind === 'lead') {
    return { company_name: value('company_name'), name: value('name'), mobile: digitsOnly(value('mobile')), email: value('email'), contact_type: 1 };
  }
  return { name: value('name'), email: value('email'), message: value('message'), contact_type: 0 };
}
