import type { SiteConfig } from '../../generated/site-config.ts';

/**
 * The way to ask that the accordion's help card offers under its heading: the site's phone and its contact
 * page, read from site.json (`contact`, and the navigation link to /contact), added to the block's props at
 * render time (manifest `siteProps`), so no page repeats them and no number is written twice.
 */
export interface AccordionHelp {
  phone: string;
  phoneHref: string;
  contactHref: string;
}

export function accordionSiteProps(site: SiteConfig): { help: AccordionHelp } {
  const contact = site.navigation.links.find((link) => link.href === '/contact');
  return {
    help: {
      phone: site.contact.phone,
      phoneHref: site.contact.phoneLink ?? `tel:${site.contact.phone.replace(/[^\d+]/g, '')}`,
      contactHref: contact?.href ?? '/contact',
    },
  };
}

/**
 * The card's words. They belong in site.json `ui` with the other words of the site's own controls; its
 * schema (schemas/site.schema.json) has no key for them yet, so they wait here, in one place.
 */
export const helpWords = {
  title: 'Still have a question?',
  call: 'Call us on',
  write: 'or write to us.',
  contact: 'Contact us',
} as const;
