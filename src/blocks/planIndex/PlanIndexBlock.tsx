import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanGroup } from '../shared/plan-trail.ts';
import type { PlanIndexBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { useHeadingLevels, useSectionKey } from '../shared/heading-level.tsx';
import { Section, headingId } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';

/** A right-pointing chevron drawn in CSS: each row is a link that leads on, and says so without icon markup. */
const chevron = {
  content: '""',
  flex: 'none',
  width: 8,
  height: 8,
  ml: 2,
  borderTop: `2px solid ${palette.emerald}`,
  borderRight: `2px solid ${palette.emerald}`,
  transform: 'rotate(45deg)',
  transition: 'transform 120ms ease',
} as const;

function PlanFamily({ group, level }: { group: PlanGroup; level: 'h2' | 'h3' }) {
  return (
    <Box sx={{ px: { xs: 2.5, md: 3.5 }, pt: { xs: 2.5, md: 3.5 }, pb: { xs: 1, md: 2 } }}>
      <Typography component={level} sx={{ fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.3, color: palette.ink, mb: 1 }}>
        {group.heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.links.map((link) => (
          <Box component="li" key={link.href} sx={{ '& + &': { borderTop: `1px solid ${palette.line}` } }}>
            <Box
              component="a"
              href={link.href}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                minHeight: 48,
                py: 1,
                color: palette.ink,
                fontSize: '0.9375rem',
                fontWeight: 600,
                lineHeight: 1.35,
                textDecoration: 'none',
                '&::after': chevron,
                '&:hover': { color: palette.emerald },
                '&:hover::after': { transform: 'translateX(3px) rotate(45deg)' },
                '&:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2, borderRadius: 0.5 },
              }}
            >
              {link.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Every protection plan, as links in a column per family (Theft protection, Vehicle coverage, Appearance),
 * three across on a desktop, stacked on a phone. An owner on home could not see the plans but in the footer
 * (outside review, round 6, fault B); each plan page's breadcrumb leads back here. The plans come from
 * site.json (plan-groups.ts, manifest `siteProps`), not from the page. Static: no JavaScript.
 */
export function PlanIndexBlock({ anchor, tone, heading, intro, buttons, groups = [] }: PlanIndexBlockProps & { groups?: PlanGroup[] | undefined }) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  return (
    <Section anchor={anchor} tone={tone} labelledBy={id}>
      {/* The button (the claims page) beside the heading on a desktop, under it on a phone: below the panel it
          hung alone, and on a phone it came after sixteen plans. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'flex-end' }, justifyContent: 'space-between', columnGap: 6, mb: { xs: 4, md: 5 } }}>
        <Box sx={{ maxWidth: 720, '& > p:last-child': { mb: 0 } }}>
          <SectionHeader id={id} level={levels.section} heading={heading} intro={intro} dark={tone === 'dark'} bare />
        </Box>
        {buttons?.length ? (
          <Box sx={{ flex: 'none', mt: { xs: 3, md: 0 } }}>
            <ActionButtons buttons={buttons} onDark={tone === 'dark'} />
          </Box>
        ) : null}
      </Box>
      {groups.length > 0 && (
        // One white panel, a column per family split by hairlines: families of 3 and 7 plans in cards of one
        // height left a tall empty card; in one panel, like a menu, columns of unequal length read as natural.
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(groups.length, 3)}, minmax(0, 1fr))` },
            bgcolor: '#FFFFFF',
            border: `1px solid ${palette.line}`,
            borderRadius: 3,
            boxShadow: '0 1px 2px rgba(11,37,69,0.06), 0 8px 24px rgba(11,37,69,0.06)',
            '& > * + *': { borderTop: { xs: `1px solid ${palette.line}`, md: 0 }, borderLeft: { md: `1px solid ${palette.line}` } },
          }}
        >
          {groups.map((group) => (
            <PlanFamily key={group.heading} group={group} level={levels.item} />
          ))}
        </Box>
      )}
    </Section>
  );
}
