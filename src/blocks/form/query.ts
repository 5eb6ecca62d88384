/**
 * The contract of the lead endpoint (spec §3, §7), shared by the form (which sends) and the local lead
 * inbox (which checks): the address, the two body shapes and their length caps. One place, so the form
 * can never send what the inbox refuses.
 */
import type { SiteConfig } from '../../generated/site-config.ts';

/** The endpoint's path, after site.json `api.base` (empty: this site's own origin). */
export const QUERY_PATH = '/api/account/website/customer/query/';

/** Lead form body (spec §3): contact_type is always 1. */
export interface LeadQuery {
  company_name: string;
  name: string;
  mobile: string;
  email: string;
  contact_type: 1;
}

/** Contact form body (spec §3): contact_type is always 0. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  contact_type: 0;
}

export type CustomerQuery = LeadQuery | ContactMessage;

/** Longest accepted value of each text field, in characters: sane caps, enforced by the inputs and the inbox alike. */
export const maxLengths = {
  company_name: 200,
  name: 200,
  mobile: 20,
  email: 254,
  message: 5000,
} as const;

/** Where a form sends and with which key; computed at build from site.json (and SITE_API_BASE / SITE_API_KEY). */
export interface FormEndpoint {
  url: string;
  key: string;
}

/** The props the server adds to a form block from site.json, serialized with the island's own props. */
export function formSiteProps(site: SiteConfig): { endpoint: FormEndpoint } {
  return { endpoint: { url: `${site.api.base.replace(/\/+$/, '')}${QUERY_PATH}`, key: site.api.key } };
}
