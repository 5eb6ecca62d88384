/**
 * A page's kind: one address, a family of addresses, or the page-not-found page. page.schema.json lists `path`,
 * `family` and `notFound` side by side; the validator (src/engine/expand-page.ts) accepts exactly one of them.
 */
import { isObject, type Json } from '../document.ts';

/** The three kinds of page, exclusive in page.schema.json: one address, a family of addresses, the page-not-found page. */
export type PageKind = 'address' | 'family' | 'notFound';

/** The properties each kind writes; a page of one kind has none of the others'. */
export const kindKeys: Record<PageKind, readonly string[]> = { address: ['path', 'aliases'], family: ['family'], notFound: ['notFound'] };
export const allKindKeys = Object.values(kindKeys).flat();

/** Whether a form's schema is a page's settings: it offers all three kinds. */
export const isPageSettingsSchema = (schema: unknown): boolean =>
  isObject(schema) && isObject(schema.properties) && ['path', 'family', 'notFound'].every((key) => key in (schema.properties as Json));

/** The kinds a page's settings say it is (exactly one when the page is valid), by the validator's rule (expand-page.ts). */
export function kindsOf(data: Json): PageKind[] {
  const kinds: PageKind[] = [];
  if (data.path !== undefined) kinds.push('address');
  if (data.family !== undefined) kinds.push('family');
  if (data.notFound === true) kinds.push('notFound');
  return kinds;
}

/** `data` turned into a page of `kind`: the other kinds' properties go (kept in `stash` for a way back), its own come back. */
export function withKind(data: Json, kind: PageKind, stash: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(data)) {
    if (allKindKeys.includes(key) && !kindKeys[kind].includes(key)) stash[key] = value;
    else out[key] = value;
  }
  for (const key of kindKeys[kind]) if (out[key] === undefined && stash[key] !== undefined) out[key] = stash[key];
  if (kind === 'notFound') out.notFound = true;
  return out;
}

