import type { SiteConfig } from '../../generated/site-config.ts';
import { siteContact } from '../shared/site-contact.ts';

/**
 * The way to ask that the accordion's help card offers under its heading: the site's phone and its contact
 * page and the card's words, read from site.json (`contact`, the navigation link to /contact, `ui.help`), added to the block's props at
 * render time (manifest `siteProps`), so no page repeats them and no number is written twice.
 */
export interface AccordionHelp {
  phone: string;
  phoneHref: string;
  contactHref: string;
  /** site.json ui.help: the card's words. */
  words: SiteConfig['ui']['help'];
}

export function accordionSiteProps(site: SiteConfig): { help: AccordionHelp } {
  const contact = site.navigation.links.find((link) => link.href === '/contact');
  const { phone, phoneHref } = siteContact(site.contact);
  return {
    help: {
      phone,
      phoneHref,
      contactHref: contact?.href ?? '/contact',
      words: site.ui.help,
    },
  };
}
