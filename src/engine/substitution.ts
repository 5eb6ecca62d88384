/**
 * The two ways a page file names something written once elsewhere: `{{name}}` in text (a site value such
 * as {{phone}}, or a family variant's value) and a whole link written as `@name` (a site.json link, or
 * @email/@phone/@sms). Two syntaxes because they do different things: a value is put into text, a link
 * name stands for a whole address. Every reader of either uses these.
 */

/** `{{name}}` anywhere in a text; global, so use it with replace and matchAll only. */
export const VALUE_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** A whole value that is a link name, `@name`; group 1 is the name. */
const LINK_NAME_PATTERN = /^@([A-Za-z][A-Za-z0-9]*)$/;

/** `text` with every `{{name}}` that `values` knows filled in; unknown names are left as written. */
export function fillValues(text: string, values: Readonly<Record<string, string | undefined>>): string {
  return text.replace(VALUE_PATTERN, (whole, name: string) => values[name] ?? whole);
}

/** The name in `@name`, or undefined when the value is not a link name. */
export const linkName = (value: string): string | undefined => LINK_NAME_PATTERN.exec(value)?.[1];
