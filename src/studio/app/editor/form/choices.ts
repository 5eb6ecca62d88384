/** The choices between kinds of value (`anyOf`, `oneOf`) that the studio's forms give a control of their own (ChoiceField.tsx). */
import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../document.ts';

/** The options of an `anyOf` or `oneOf`, as schemas. */
export const optionsOf = (schema: RJSFSchema): RJSFSchema[] => ((schema.anyOf ?? schema.oneOf ?? []) as unknown[]).filter(isObject) as RJSFSchema[];

/**
 * Whether a choice of kinds is "yes, no, or a few words" (a comparison table's cell: `true`, `false` or text): the
 * one shape of `anyOf`/`oneOf` in schemas/ that a form reaches. tests/unit/studio-choices.test.ts fails when another
 * appears, so that it gets a control of its own before anyone meets rjsf's generic "Option 1 / Option 2" menu.
 */
export function isYesNoOrText(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const types = optionsOf(schema as RJSFSchema).map((option) => option.type);
  return types.length === 2 && types.includes('boolean') && types.includes('string');
}
