import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SiteConfig } from '../generated/site-config.ts';
import { palette } from '../theme/theme.ts';
import { planTrail } from '../blocks/shared/plan-trail.ts';

/**
 * One line above a plan page's hero: Home › Protection plans › Safe Return for RVs. A visitor on a plan
 * page could not see where they were, nor reach its sibling plans but through the footer (outside review,
 * round 6, fault B); the header keeps the spec's five links. It sits on the hero's tint and draws into the
 * hero's top padding, so it reads as the hero's first line, not as a second bar. Nothing on other pages.
 * On a phone the whole trail took two lines, the page's name wrapping under a lone "›": there it is one back
 * link, ‹ Protection plans (the h1 under it names the page). Rendered first in <main> (render-page.tsx),
 * before the sections; its trail is also the page's BreadcrumbList structured data (render/structured-data.ts).
 * Its middle step leads to home's plan index (site.json ui.breadcrumb.plansHref).
 */
export function Breadcrumb({ site, path }: { site: SiteConfig; path: string | null }) {
  const trail = planTrail(site, path);
  if (!trail) return null;
  return (
    <Box sx={{ position: 'relative', zIndex: 1, bgcolor: palette.tint, pt: { xs: 2, md: 3 }, mb: { xs: -2, md: -6 } }}>
      <Container component="nav" maxWidth="lg" aria-label={site.ui.breadcrumb.label}>
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', m: 0, p: 0, fontSize: '0.875rem', lineHeight: 1.5, color: palette.muted }}>
          {trail.map((crumb, i) => (
            <Box component="li" key={i} sx={{ display: { xs: crumb.href && i > 0 ? 'inline-flex' : 'none', sm: 'inline-flex' }, alignItems: 'center' }}>
              {i > 0 && (
                <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline' }, mx: 1, color: 'rgba(74,85,104,0.6)' }}>
                  ›
                </Box>
              )}
              {i > 0 && crumb.href && (
                <Box component="span" aria-hidden="true" sx={{ display: { xs: 'inline', sm: 'none' }, mr: 0.75, color: palette.emerald, fontWeight: 700 }}>
                  ‹
                </Box>
              )}
              {crumb.href ? (
                <Box
                  component="a"
                  href={crumb.href}
                  sx={{ color: 'inherit', textDecoration: 'none', py: 0.5, '&:hover': { color: palette.emerald, textDecoration: 'underline', textUnderlineOffset: '3px' }, '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2, borderRadius: 0.5 } }}
                >
                  {crumb.label}
                </Box>
              ) : (
                <Box component="span" aria-current="page" sx={{ color: palette.ink, fontWeight: 600 }}>
                  {crumb.label}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
