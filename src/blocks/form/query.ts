/**
 * The contract of the lead endpoint (docs/requirements.md §3, §7), shared by the form (which sends) and the
 * local lead inbox (which checks): the address, the two body shapes and their length caps. One place, so the
 * form can never send what the inbox refuses.
 */
import type { SiteConfig } from '../../generated/site-config.ts';

/** The endpoint's path, after site.json `api.base` (empty: this site's own origin). */
export const QUERY_PATH = '/api/account/website/customer/query/';

/**
 * The name of the forms' honeypot: a field people never see or fill, which bots that fill every field do.
 * The form sends nothing when it is filled (and never sends it: the body is the spec's), and the local inbox
 * drops a post that carries it. A name no browser autofills and no spec body has.
 */
export const HONEYPOT_FIELD = 'comment';

/**
 * The two bodies (docs/requirements.md §3) and each text field's length cap, generated from their one definition,
 * schemas/api/customer-query.schema.json, which the local inbox checks bodies against. The caps come
 * generated rather than read from the JSON at run time so the form's code ships none of the schema.
 */
export type { ContactMessage, CustomerQuery, LeadQuery } from '../../generated/customer-query.ts';
export { maxLengths } from '../../generated/customer-query.ts';

/** Where a form sends and with which key; computed at build from site.json (and SITE_API_BASE / SITE_API_KEY). */
export interface FormEndpoint {
  url: string;
  key: string;
}

/** The props the server adds to a form block from site.json, serialized with the island's own props. */
export function formSiteProps(site: SiteConfig): { endpoint: FormEndpoint } {
  return { endpoint: { url: `${site.api.base.replace(/\/+$/, '')}${QUERY_PATH}`, key: site.api.key } };
}
