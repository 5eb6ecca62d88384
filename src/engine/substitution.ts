/**
 * Every way the configuration writes "fill this in", in one place:
 *  - `{{name}}` in a page's text: a site value such as {{phone}}, or a family variant's value. Filled once,
 *    when the site loads, and checked then: an unknown name is a located error.
 *  - `@name` as a whole link: a site.json link, or @email/@phone/@sms. It stands for a whole address, not
 *    a piece of text, so it is a name, not a template; resolved and checked when the site loads.
 *  - `{word}` in the words of the site's own controls (site.json `ui`, the footer's copyright): filled
 *    while rendering, by the component showing them, with what only it knows (a slide's position, a video's
 *    title, the year).
 * Two template syntaxes, deliberately: `{{…}}` is the site's data, known and checked before anything
 * renders; `{…}` is a slot the component fills. One syntax for both would make a typo in `{{phnoe}}` either
 * a build error in `ui` words (where a component fills it later) or silently shown text in a page.
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

/** A `{word}` slot (not part of a `{{value}}`). */
const WORD_PATTERN = /(?<!\{)\{(\w+)\}(?!\})/g;

/** A `ui` template with its `{word}` slots filled: fillWords("Show quote {n}: {name}", { n: 2, name: "Ana" }). Unknown words stay as written. */
export function fillWords(template: string, words: Readonly<Record<string, string | number>>): string {
  return template.replace(WORD_PATTERN, (whole, key: string) => (key in words ? String(words[key]) : whole));
}
