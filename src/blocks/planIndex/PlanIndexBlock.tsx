import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanGroup } from '../shared/plan-trail.ts';
import type { PlanIndexBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButton, ActionButtons } from '../shared/ActionButtons.tsx';
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

/** A family's card, white on the section's tint. */
const card = { bgcolor: '#FFFFFF', border: `1px solid ${palette.line}`, borderRadius: 3, boxShadow: '0 1px 2px rgba(11,37,69,0.06), 0 8px 24px rgba(11,37,69,0.06)' } as const;

/** A family's card: its name and its plans, one 48 px row each, split by hairlines. */
function PlanFamily({ group, level, sx }: { group: PlanGroup; level: 'h2' | 'h3'; sx?: object }) {
  return (
    <Box sx={{ ...card, px: { xs: 2.5, md: 3 }, pt: { xs: 2.5, md: 3 }, pb: { xs: 1, md: 1.5 }, ...sx }}>
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

type Aside = NonNullable<PlanIndexBlockProps['aside']>;

/** The panel under the last family: a heading, a sentence and its button, together (the button hung alone at the far right of the section's heading row, outside review round 7). */
function AsidePanel({ aside, level }: { aside: Aside; level: 'h2' | 'h3' }) {
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1, p: { xs: 2.5, md: 3 }, borderRadius: 3, bgcolor: palette.navy, color: '#FFFFFF' }}>
      <Typography component={level} sx={{ fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.3 }}>
        {aside.heading}
      </Typography>
      {aside.text?.map((paragraph, i) => (
        <Typography key={i} component="p" sx={{ m: 0, fontSize: '0.9375rem', color: 'rgba(255,255,255,0.85)' }}>
          {paragraph}
        </Typography>
      ))}
      {/* Its button at the panel's foot when the row stretches it; the buttons' own 32 px top margin is for a section's. */}
      <Box sx={{ mt: 'auto', pt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {aside.buttons.map((button) => (
          <ActionButton key={`${button.label}|${button.href ?? ''}`} button={button} onDark />
        ))}
      </Box>
    </Box>
  );
}

/**
 * Every protection plan, in a card per family (Theft protection, Vehicle coverage, Appearance), three across
 * on a desktop, stacked on a phone; the panel (`aside`) under the last family. An owner on home could not see
 * the plans but in the footer (outside review, round 6, fault B); each plan page's breadcrumb leads back here.
 * The plans come from site.json (plan-groups.ts, manifest `siteProps`), not from the page. Static: no JavaScript.
 */
export function PlanIndexBlock({ anchor, tone, heading, intro, buttons, aside, groups = [] }: PlanIndexBlockProps & { groups?: PlanGroup[] | undefined }) {
  const levels = useHeadingLevels();
  const id = headingId(anchor, useSectionKey());
  const last = groups.length - 1;
  return (
    <Section anchor={anchor} tone={tone} labelledBy={id}>
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
        // A card per family, each column stretched to the row's height, and the panel under the shortest,
        // last family: one shared white panel showed the 3-plan family as a half-empty column beside the
        // 7-plan one, a blank block of about 380 x 230 px (outside review, round 7).
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(groups.length, 3)}, minmax(0, 1fr))` }, gap: { xs: 2, md: 3 } }}>
          {groups.map((group, i) =>
            i === last && aside ? (
              <Box key={group.heading} sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 } }}>
                <PlanFamily group={group} level={levels.item} />
                <AsidePanel aside={aside} level={levels.item} />
              </Box>
            ) : (
              <PlanFamily key={group.heading} group={group} level={levels.item} />
            ),
          )}
        </Box>
      )}
    </Section>
  );
}
