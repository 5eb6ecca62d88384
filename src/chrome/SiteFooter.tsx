import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { icons } from '../blocks/shared/icons.tsx';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment } from 'react';
import type { ImageValue, NamedLink, SiteConfig } from '../generated/site-config.ts';
import { useUiText } from '../blocks/shared/ui-text.tsx';
import { KeepTogether } from '../blocks/shared/KeepTogether.tsx';
import { fillValues, fillWords } from '../engine/substitution.ts';
import { palette } from '../theme/theme.ts';

const socialIcons = { facebook: FacebookIcon, twitter: XIcon, linkedin: LinkedInIcon } as const;
/** The icon table's phone (docs/icons.md). */
const PhoneIcon = icons.phone;
const socialNames = { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn' } as const;

type FooterGroup = SiteConfig['footer']['groups'][number];

const linkSx = {
  color: 'rgba(255,255,255,0.85)',
  textDecoration: 'none',
  '&:hover': { color: '#FFFFFF', textDecoration: 'underline' },
  '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2, borderRadius: 0.5 },
} as const;

const groupHeadingSx = { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: palette.amber } as const;

/** Shown below the desktop layout only. */
const phoneOnly = { display: { xs: 'block', md: 'none' } } as const;

/** A link that dials: in the claims group it is a button, the one thing a visitor in trouble looks for. */
const dials = (link: NamedLink) => link.href.startsWith('tel:') || link.href === '@phone';

const phoneButtonSx = {
  ...linkSx,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  px: 2,
  minHeight: 44,
  borderRadius: 999,
  border: `2px solid ${palette.amber}`,
  color: '#FFFFFF',
  fontWeight: 600,
  '&:hover': { color: palette.ink, bgcolor: palette.amber, textDecoration: 'none' },
} as const;

/**
 * A column (grid) or a row (flex) of footer links; a label may show a contact detail ("Claims line {{phone}}").
 * With `phoneAsButton`, a link that dials is drawn as an outlined button with a phone sign.
 */
function LinkList({ links, sx, values = {}, phoneAsButton }: { links: NamedLink[]; sx: SxProps<Theme>; values?: Record<string, string>; phoneAsButton?: boolean }) {
  return (
    <Box component="ul" sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {links.map((link) => (
        <li key={link.href}>
          {phoneAsButton && dials(link) ? (
            <Box component="a" href={link.href} sx={phoneButtonSx}>
              <PhoneIcon aria-hidden="true" focusable="false" sx={{ fontSize: 20, color: 'inherit' }} />
              <KeepTogether text={fillValues(link.label, values)} />
            </Box>
          ) : (
            <Box component="a" href={link.href} sx={linkSx}>
              <KeepTogether text={fillValues(link.label, values)} />
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

const linkColumn = { display: 'grid', gap: 1.25 } as const;

/** A group as a titled column of links; the claims group (`help`) with its phone line as a button. */
function OpenGroup({ group, values, help, compact, sx }: { group: FooterGroup; values: Record<string, string>; help?: boolean; compact?: boolean; sx?: SxProps<Theme> }) {
  return (
    <Box component="nav" aria-label={group.heading} sx={sx ?? {}}>
      <Typography component="h2" sx={{ ...groupHeadingSx, mb: compact ? 1.5 : 2 }}>
        {group.heading}
      </Typography>
      {/* On a phone a link is a 32 px row (a 24 px target at least, WCAG 2.5.8), 15 px type: sixteen plans in about 500 px. */}
      <LinkList links={group.links} values={values} phoneAsButton={help} sx={compact ? { display: 'grid', '& a': { display: 'inline-block', py: 0.5 } } : linkColumn} />
    </Box>
  );
}

/**
 * The groups cut, in their order, into `count` columns as even in height as can be (a group is its links and
 * its heading): four groups in four columns left two short ones, Appearance and Claims, beside two long
 * ones, and a large empty corner of navy at their lower right (outside review round 5). 6, 7, 3 and 3
 * links make three columns: 6 | 7 | 3 + 3.
 */
export function footerColumns<T extends { links: unknown[] }>(groups: T[], count: number): T[][] {
  const size = (g: T) => g.links.length + 1.5;
  let best: T[][] = [groups];
  let bestTallest = Infinity;
  const cut = (from: number, left: number, columns: T[][]) => {
    if (left === 1) {
      const all = [...columns, groups.slice(from)];
      const tallest = Math.max(...all.map((c) => c.reduce((sum, g) => sum + size(g), 0)));
      if (tallest < bestTallest) [best, bestTallest] = [all, tallest];
      return;
    }
    for (let to = from + 1; to <= groups.length - left + 1; to++) cut(to, left - 1, [...columns, groups.slice(from, to)]);
  };
  cut(0, Math.max(1, Math.min(count, groups.length)), []);
  return best;
}

/** The claims group: the one that links to /claims. */
const isHelp = (group: FooterGroup) => group.links.some((link) => link.href === '/claims');

/** The claims group on a phone: in a panel of its own, its phone line a button, the one thing a visitor in trouble looks for. */
const helpPanelSx = { mt: 3, p: 2.5, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.06)', border: '1px solid rgba(255,255,255,0.12)' } as const;

/**
 * The logo's mark (the owl in its rounded square) beside the brand's name: the header's own logo file, so no
 * new request, cut to its first 40 px (the mark; the words, navy, would not show on the footer's navy). The
 * name beside it says what the mark says, so the picture is decorative here.
 */
function LogoMark({ logo }: { logo: ImageValue }) {
  return (
    <Box component="span" aria-hidden="true" sx={{ flex: 'none', display: 'inline-flex', width: 40, height: 40, borderRadius: '12px', overflow: 'hidden', boxShadow: 'inset 0 0 0 1px rgba(255,255,255,0.18)' }}>
      <img src={logo.src} alt="" width={logo.width} height={logo.height} loading="lazy" style={{ display: 'block', maxWidth: 'none', marginLeft: 2, marginTop: 0 }} />
    </Box>
  );
}

/**
 * The copyright line with each of its sentences kept on one line: "…LLC. All / rights reserved." split
 * on a phone. A sentence longer than a phone's line may still wrap.
 */
function Copyright({ text }: { text: string }) {
  const sentences = text.split(/(?<=\.)\s+/);
  return (
    <>
      {sentences.map((sentence, i) => (
        // The space between two sentences stays outside both: it is where the line may break.
        <Fragment key={i}>
          {i > 0 ? ' ' : ''}
          <span style={sentence.length <= 44 ? { whiteSpace: 'nowrap' } : undefined}>{sentence}</span>
        </Fragment>
      ))}
    </>
  );
}

/**
 * The footer: tagline, grouped links (the products, and the claims group that makes the claims page and
 * its phone line reachable from every page), legal links, social profiles and the copyright line.
 * On a desktop the brand and its profiles take a row, and the groups share the full width below it (as
 * columns beside the brand, about 170 px each, nearly every product name took two lines). On a phone every
 * group is open, one under another; the claims group, the one a visitor in trouble looks for, is set apart
 * as a panel with its phone line as a button.
 */
export function SiteFooter({ site, year }: { site: SiteConfig; year: number }) {
  const { footer, brand, social, contact } = site;
  // The contact details a footer label may show, written once in site.json `contact`.
  const values = { phone: contact.phone, email: contact.email };
  const ui = useUiText();
  return (
    <Box component="footer" sx={{ bgcolor: palette.navy, color: '#FFFFFF', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 4, rowGap: 2.5, pb: { xs: 4, md: 5 }, mb: { xs: 1, md: 5 }, borderBottom: '1px solid rgba(255,255,255,0.15)' }}>
          <div>
            <Box component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, m: 0, mb: 1, fontWeight: 800, fontSize: '1.375rem', lineHeight: 1.2 }}>
              <LogoMark logo={brand.logo} />
              {brand.name}
            </Box>
            <Typography component="p" sx={{ color: 'rgba(255,255,255,0.85)' }}>
              {footer.tagline}
            </Typography>
          </div>
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
        </Box>
        {/*
          Desktop: the groups in three columns of one width, each column as tall as the others can make it
          (footerColumns): the short groups share a column. In four columns of one width the longest product
          names wrapped; each as wide as its longest link, the columns differed and the short ones left an
          empty corner.
        */}
        <Box sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 4, fontSize: '0.9375rem' }}>
          {footerColumns(footer.groups, 3).map((column, i) => (
            <Box key={i} sx={{ display: 'grid', alignContent: 'start', rowGap: 5 }}>
              {column.map((group) => (
                <OpenGroup key={group.heading} group={group} values={values} help={isHelp(group)} />
              ))}
            </Box>
          ))}
        </Box>
        {/*
          Phone: one column, every group open, the claims group in a panel of its own after them. The product
          groups were folds: the plans could not be seen without a tap, and home's "every plan is listed
          below" showed three closed headings (outside review, round 6). Open, each link keeps its one line.
        */}
        <Box sx={{ ...phoneOnly, fontSize: '0.9375rem', '& > nav + nav': { mt: 4 } }}>
          {footer.groups.map((group) =>
            isHelp(group) ? <OpenGroup key={group.heading} group={group} values={values} help sx={helpPanelSx} /> : <OpenGroup key={group.heading} group={group} values={values} compact />,
          )}
        </Box>
        <Box sx={{ mt: { xs: 5, md: 6 }, pt: 3, borderTop: '1px solid rgba(255,255,255,0.15)', display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5, justifyContent: 'space-between', fontSize: '0.875rem' }}>
          <Typography component="p" sx={{ fontSize: 'inherit', color: 'rgba(255,255,255,0.8)' }}>
            <Copyright text={fillWords(footer.copyright, { year })} />
          </Typography>
          <LinkList links={footer.legal} sx={{ display: 'flex', gap: 3 }} />
        </Box>
      </Container>
    </Box>
  );
}
