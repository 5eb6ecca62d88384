/**
 * The `{{name}}` values every page may write (src/engine/load-site.ts siteNames). The contact page shows its
 * text-message number bare, like the email and the phone beside it (outside review, issue 22 round 3: it read
 * "Send us a text message: (555) 010-4478"), from site.json's one `textLink`.
 */
import { describe, expect, it } from 'vitest';
import { siteNames } from '../../src/engine/load-site.ts';
import type { SiteConfig } from '../../src/generated/site-config.ts';

const site = (contact: Partial<SiteConfig['contact']>) =>
  ({
    brand: { name: 'Owl Admin' },
    links: {},
    contact: { email: 'hello@owl.example', phone: '(555) 010-4477', address: { street: '1 Main St', city: 'Mesa', region: 'AZ', postalCode: '85201', country: 'US' }, ...contact },
  }) as unknown as SiteConfig;

describe('site values', () => {
  it('{{textPhone}} is the number texts go to, written like {{phone}}', () => {
    expect(siteNames(site({ textLink: 'tel:+15550104478' })).values.textPhone).toBe('(555) 010-4478');
    expect(siteNames(site({ textLink: 'sms:555-010-4479' })).values.textPhone).toBe('(555) 010-4479');
  });

  it('without a text number, or with one that is not a US number, there is no {{textPhone}} to show', () => {
    expect(siteNames(site({})).values).not.toHaveProperty('textPhone');
    expect(siteNames(site({ textLink: 'tel:+442079460000' })).values).not.toHaveProperty('textPhone');
  });
});
