/**
 * A section new from the palette: the shape of its block's example (how many cards, questions, columns), with none
 * of the example's words. The example is real text from a real page ("Up to 80%", "What is an admin in a box?"), and
 * left untouched it would ship as if written for this one.
 */
import { newSectionText } from '../../../engine/placeholders.ts';
import { isObject, type Json } from './document.ts';

/** Dropped: an optional value that is no text (an icon, a picture, a link, a setting), so the block's default applies. */
const DROP = Symbol('drop');

/** Text a person writes: a plain string, not a choice from a list, an address, a file or a link. */
const isFreeText = (schema: Json) =>
  schema.type === 'string' && !schema.enum && !('const' in schema) && !schema.pattern && !schema.format && !schema['x-asset'] && !schema['x-link'];

/** Text made only of the site's {{values}} ("{{email}}"): the site's own facts, not another page's words. */
const onlyValues = (text: string) => /^(\s*\{\{\w+\}\}\s*)+$/.test(text);

/** The schema among `anyOf`/`oneOf` options that `value` is, for a choice such as a table cell's yes, no or words. */
function optionFor(schema: Json, value: unknown): Json {
  const options = [...((schema.anyOf as unknown[]) ?? []), ...((schema.oneOf as unknown[]) ?? [])].filter(isObject);
  const type = typeof value === 'string' ? 'string' : typeof value === 'boolean' ? 'boolean' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : 'object';
  const chosen = options.find((o) => o.type === type);
  return chosen ? { ...chosen, title: chosen.title ?? schema.title } : schema;
}

/** The properties of an object schema, its conditional branches' (`allOf`, `if/then`) included. */
function propertiesOf(schema: Json): Record<string, Json> {
  const parts = [schema, ...((schema.allOf as unknown[]) ?? []).filter(isObject).flatMap((p) => [p, p.then, p.else].filter(isObject))];
  const out: Record<string, Json> = {};
  for (const part of parts) for (const [key, value] of Object.entries(isObject(part.properties) ? part.properties : {})) out[key] = { ...out[key], ...(value as Json) };
  return out;
}

/**
 * `value` without borrowed words. `optional` says whether it, or something it is inside, may be left out: a value
 * that is no text is then left out with the smallest optional thing around it (a button without its link is no
 * button), and kept only where the block cannot do without it.
 */
function blank(value: unknown, node: unknown, optional: boolean, name: string): unknown {
  const schema = isObject(node) ? ('anyOf' in node || 'oneOf' in node ? optionFor(node, value) : node) : {};
  if ('const' in schema) return value;
  const what = typeof schema.title === 'string' ? schema.title : name;
  if (typeof value === 'string' && isFreeText(schema)) return onlyValues(value) ? value : newSectionText(what);
  if (Array.isArray(value)) {
    const items = isObject(schema.items) ? schema.items : {};
    // Each item keeps its place (a card stays a card); an item that cannot be kept without borrowing is left out.
    const kept = value.map((item) => blank(item, items, optional, what)).filter((item) => item !== DROP);
    return kept.length || !optional ? kept : DROP;
  }
  if (isObject(value)) {
    const properties = propertiesOf(schema);
    const needed = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const out: Json = {};
    for (const [key, child] of Object.entries(value)) {
      const made = blank(child, properties[key], optional || !needed.has(key), key);
      if (made === DROP && needed.has(key)) return DROP;
      if (made !== DROP) out[key] = made;
    }
    return out;
  }
  return optional ? DROP : value;
}

/**
 * The section to insert for a block: `example`'s shape, every free text in it replaced by a placeholder that names
 * its field ("Write the heading here", which the validator flags until it is rewritten), every optional picture,
 * icon, link and setting left out. Values the block cannot do without and that are no text (a form's kind, an
 * embed's address) are kept.
 */
export function blankSection(example: unknown, blockSchema: unknown): unknown {
  const made = blank(example, blockSchema, false, 'text');
  return made === DROP ? example : made;
}
