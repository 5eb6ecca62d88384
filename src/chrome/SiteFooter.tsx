import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { SiteConfig } from '../generated/site-config.ts';
import { fillWords } from '../engine/substitution.ts';
import { palette } from '../theme/theme.ts';
import { BrandName, ContactLine, SocialLinks } from './FooterBrand.tsx';
import { FoldGroup, LinkList, OpenGroup, linkSx, type FooterGroup } from './FooterLinks.tsx';

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
const helpPanelSx = { mt: 2, p: 2, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.06)', border: '1px solid rgba(255,255,255,0.12)' } as const;

const hairline = '1px solid rgba(255,255,255,0.15)';

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
 * The footer: the brand (tagline, email and phone, social profiles), the plan families, the claims group that
 * makes the claims page and its phone line reachable from every page, the company's pages, the legal links
 * and the copyright line.
 *
 * Wide screens: the brand is the first of four columns and the plan families and claims fill the other three
 * (footerColumns), so the tagline no longer sat at one end of an empty row with the profiles at the other
 * (outside review, round 7). Between 900 and 1200 px the brand takes a row above three columns. The company's
 * pages sit with the legal links beside the copyright line.
 *
 * Phones: the plan families are folds, each a 48 px row; the claims group stays open, a panel; the company's
 * pages are one row. Every plan open made the footer 1,320 px at 375 px (half of each thank-you page).
 */
export function SiteFooter({ site, year }: { site: SiteConfig; year: number }) {
  const { footer, brand, social, contact } = site;
  // The contact details a footer label may show, written once in site.json `contact`.
  const values = { phone: contact.phone, email: contact.email };
  const help = footer.groups.find(isHelp);
  // The company's phone is shown only if no footer link already dials it (the claims line, `@phone`).
  const phoneDialed = footer.groups.some((group) => group.links.some((link) => link.href === '@phone' || link.href === contact.phoneLink));
  const company = footer.company;
  return (
    <Box component="footer" sx={{ bgcolor: palette.navy, color: '#FFFFFF', pt: { xs: 3.5, md: 8 }, pb: { xs: 2, md: 4 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: { xs: 'none', md: 'grid' },
            // Each family's column as wide as its longest plan, so none wraps; the brand takes what is left.
            gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))', lg: 'minmax(0, 1fr) repeat(3, max-content)' },
            columnGap: { md: 4, lg: 6 },
            rowGap: 5,
            fontSize: '0.9375rem',
          }}
        >
          <Box sx={{ gridColumn: { md: '1 / -1', lg: 'auto' }, display: 'flex', flexDirection: { md: 'row', lg: 'column' }, flexWrap: 'wrap', alignItems: { md: 'center', lg: 'flex-start' }, columnGap: 5, rowGap: 2.5 }}>
            <div>
              <BrandName brand={brand} />
              <Typography component="p" sx={{ mt: 1.5, color: 'rgba(255,255,255,0.85)' }}>
                {footer.tagline}
              </Typography>
            </div>
            <ContactLine contact={contact} showPhone={!phoneDialed} sx={{ flexDirection: { lg: 'column' } }} />
            <SocialLinks social={social} />
          </Box>
          {/*
            The groups in three columns, each column as tall as the others can make it (footerColumns): the
            short groups (Appearance, Claims) share one. In four columns of one width the longest product names
            wrapped; each as wide as its longest link, the two short ones left an empty corner.
          */}
          {footerColumns(footer.groups, 3).map((column, i) => (
            <Box key={i} sx={{ display: 'grid', alignContent: 'start', rowGap: 5 }}>
              {column.map((group) => (
                <OpenGroup key={group.heading} group={group} values={values} help={isHelp(group)} />
              ))}
            </Box>
          ))}
        </Box>
        <Box sx={{ display: { xs: 'block', md: 'none' }, fontSize: '0.9375rem' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <BrandName brand={brand} />
            <SocialLinks social={social} />
          </Box>
          <Typography component="p" sx={{ mt: 1, color: 'rgba(255,255,255,0.85)' }}>
            {footer.tagline}
          </Typography>
          <ContactLine contact={contact} showPhone={!phoneDialed} sx={{ mt: 0.25 }} />
          <Box sx={{ mt: 2, borderTop: hairline }}>
            {footer.groups.filter((group) => group !== help).map((group) => (
              <FoldGroup key={group.heading} group={group} values={values} />
            ))}
          </Box>
          {help ? <OpenGroup group={help} values={values} help compact sx={helpPanelSx} /> : null}
        </Box>
        {/*
          The company's pages and the legal links. On a phone the company's pages take one row above the
          copyright, and the privacy link follows "All rights reserved." on its line (a row of five links took two),
          underlined: a link inside a line of text must not be told from it by colour alone (axe, link-in-text-block).
        */}
        <Box sx={{ mt: { xs: 2, md: 6 }, pt: { xs: 2, md: 3 }, borderTop: hairline, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'baseline' }, columnGap: 4, rowGap: { xs: 1, md: 1.5 }, justifyContent: 'space-between', fontSize: '0.875rem' }}>
          <Typography component="p" sx={{ fontSize: 'inherit', color: 'rgba(255,255,255,0.8)', order: { xs: 2, md: 0 } }}>
            <Copyright text={fillWords(footer.copyright, { year })} />
            {footer.legal.map((link) => (
              <Box key={link.href} component="a" href={link.href} sx={{ ...linkSx, display: { xs: 'inline', md: 'none' }, ml: 2.5, textDecoration: 'underline', textUnderlineOffset: '0.2em' }}>
                {link.label}
              </Box>
            ))}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, order: { xs: 1, md: 0 } }}>
            {company ? (
              <Box component="nav" aria-label={company.heading}>
                <LinkList links={company.links} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: { xs: 2.5, md: 3 }, rowGap: 0.5, '& a': { display: 'inline-block', py: { xs: 0.5, md: 0 } } }} />
              </Box>
            ) : null}
            <LinkList links={footer.legal} sx={{ display: { xs: 'none', md: 'flex' }, gap: 3 }} />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
