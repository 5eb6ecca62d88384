import type { SiteConfig } from '../../generated/site-config.ts';

/**
 * The site's email and phone with the addresses that open them (site.json `contact`), added to a block's props
 * at render time (its manifest's `siteProps`): where running text names them, they become mailto: and tel:
 * links (ContactText), and the scheduler's box offers them under it. No imports beyond types: manifests reach
 * the browser's island table.
 */
export interface SiteContact {
  email: string;
  emailHref: string;
  phone: string;
  phoneHref: string;
}

/** The site's email and phone with the addresses that open them: one place that turns site.json `contact` into links. */
export function siteContact({ email, phone, phoneLink }: SiteConfig['contact']): SiteContact {
  return { email, emailHref: `mailto:${email}`, phone, phoneHref: phoneLink ?? `tel:${phone.replace(/[^\d+]/g, '')}` };
}

export function contactSiteProps(site: SiteConfig): { contact: SiteContact } {
  return { contact: siteContact(site.contact) };
}
