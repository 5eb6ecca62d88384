import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { TabsBlockProps } from '../../generated/block-props.ts';
import { palette } from '../../theme/theme.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { CollapsibleList } from '../shared/CollapsibleList.tsx';
import { useHeadingLevels } from '../shared/heading-level.tsx';
import { Bullets, Paragraphs } from '../shared/Paragraphs.tsx';
import { Section } from '../shared/Section.tsx';
import { SectionHeader } from '../shared/SectionHeader.tsx';
import { LazyImage } from '../shared/LazyImage.tsx';

/**
 * Without JavaScript the tab buttons cannot work, so this rule (inside <noscript>, applied only when
 * scripting is off) hides them and shows every panel, each under its tab's name. The server HTML and
 * the browser's first render are identical (first tab selected, the others `hidden`), so hydration
 * matches; only the browser's own no-script mode changes the picture.
 */
const noScriptCss =
  '[data-tabs-list]{display:none!important}[data-tabs-panel][hidden]{display:block!important}[data-tabs-title]{display:block!important}';

/**
 * Whether every tab's name fits one row of a 320 px phone on one line: 278 px inside the pill, about
 * 10 px a character of the tabs' 16 px bold type (Inter averages 9), 16 px of padding either side and
 * 4 px between tabs. When they do not ("Inboard & Stern Drive" beside "Outboard & Direct Injected"),
 * a phone stacks the tabs, each as wide as the pill, rather than breaking names over two lines.
 */
export function tabsFitOneRow(labels: string[]): boolean {
  return labels.reduce((width, label) => width + label.length * 10 + 32, 4 * (labels.length - 1)) <= 278;
}

/**
 * Toggles between panels (marine exterior / interior; inboard & stern drive / outboard & direct
 * injected). WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * show their panel at once, as the panels are already in the page.
 */
export function TabsBlock({ anchor, tone, eyebrow, heading, intro, panels, buttons }: TabsBlockProps) {
  const levels = useHeadingLevels();
  const uid = useId();
  const [selected, setSelected] = useState(0);
  const headingId = `${uid}heading`;
  const tabId = (i: number) => `${uid}tab-${i}`;
  const panelId = (i: number) => `${uid}panel-${i}`;
  const dark = tone === 'dark';
  const panelTitle = levels.item;
  const subTitle = panelTitle === 'h2' ? 'h3' : 'h4';
  const stacked = !tabsFitOneRow(panels.map((panel) => panel.label));
  return (
    <Section anchor={anchor} tone={tone} labelledBy={heading ? headingId : undefined}>
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <SectionHeader id={headingId} level={levels.section} eyebrow={eyebrow} heading={heading} intro={intro} dark={dark} />
      <Tabs
        value={selected}
        onChange={(_event, value: number) => setSelected(value)}
        selectionFollowsFocus
        {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Choose a topic' })}
        data-tabs-list=""
        slotProps={{ indicator: { style: { display: 'none' } } }}
        sx={{
          minHeight: 0,
          mb: { xs: 3, md: 4 },
          // Phones: the pill spans the width, its tabs share it and no name breaks over two lines (a tab of
          // "Inboard & Stern / Drive" beside a one-line one); names too long to share a row stack the tabs.
          // Nothing scrolls, so no tab is ever out of sight. Wider screens keep the tabs as wide as their names.
          [`& .${tabsClasses.list}`]: {
            display: { xs: 'flex', sm: 'inline-flex' },
            flexDirection: { xs: stacked ? 'column' : 'row', sm: 'row' },
            flexWrap: { xs: 'nowrap', sm: 'wrap' },
            gap: 0.5,
            p: 0.5,
            borderRadius: { xs: stacked ? 3 : 999, sm: 999 },
            bgcolor: dark ? 'rgba(255,255,255,0.1)' : palette.tint,
            border: `1px solid ${dark ? 'rgba(255,255,255,0.2)' : palette.line}`,
          },
        }}
      >
        {panels.map((panel, i) => (
          <Tab
            key={i}
            value={i}
            label={panel.label}
            id={tabId(i)}
            aria-controls={panelId(i)}
            disableRipple
            sx={{
              minHeight: 44,
              minWidth: { xs: stacked ? 0 : 'max-content', sm: 0 },
              maxWidth: 'none',
              flex: { xs: '1 1 0', sm: '0 0 auto' },
              whiteSpace: { xs: stacked ? 'normal' : 'nowrap', sm: 'nowrap' },
              lineHeight: 1.25,
              px: { xs: 2, sm: 3 },
              borderRadius: 999,
              textTransform: 'none',
              fontWeight: 700,
              fontSize: '1rem',
              opacity: 1,
              color: dark ? 'rgba(255,255,255,0.85)' : palette.ink,
              // The site's one selected colour: emerald, as the current nav link's bar and the current card's outline (amber on navy, as theirs).
              '&.Mui-selected': { bgcolor: dark ? palette.amber : palette.emerald, color: dark ? palette.ink : '#FFFFFF' },
              '&.Mui-focusVisible, &:focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2 },
            }}
          />
        ))}
      </Tabs>
      {panels.map((panel, i) => (
        <div key={i} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={i !== selected} tabIndex={0} data-tabs-panel="">
          <Typography component={panelTitle} variant="h3" data-tabs-title="" sx={{ display: 'none', mt: i === 0 ? 0 : 6, mb: 2 }}>
            {panel.label}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 6 },
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: panel.image ? '7fr 5fr' : '1fr' },
            }}
          >
            <Box sx={{ maxWidth: panel.image ? undefined : 860 }}>
              {panel.heading && (
                <Typography component={panelTitle} variant="h3" sx={{ mb: 2 }}>
                  {panel.heading}
                </Typography>
              )}
              <Paragraphs text={panel.text} />
              <Bullets items={panel.bullets} />
              {panel.items && (
                <Box sx={{ mt: 4 }}>
                  <CollapsibleList items={panel.items} group={`${uid}panel-${i}-items`} titleAs={panel.heading ? subTitle : panelTitle} dark={dark} />
                </Box>
              )}
              <ActionButtons buttons={panel.buttons} onDark={dark} />
            </Box>
            {panel.image && (
              // Beside the panel, the picture is centred on the panel's height: level with the heading, it ended
              // some 250 px above the end of the list of parts, an empty column beside it (review round 5, Marine
              // Ultimate and watercraft). Opened parts make the panel longer; the picture then stays in view as
              // the reader scrolls through them (sticky, below the header).
              <LazyImage
                image={panel.image}
                sx={{ width: '100%', height: 'auto', maxWidth: panel.image.width, justifySelf: 'center', alignSelf: { md: 'center' }, position: { md: 'sticky' }, top: { md: 96 }, borderRadius: 2 }}
              />
            )}
          </Box>
        </div>
      ))}
      <ActionButtons buttons={buttons} onDark={dark} />
    </Section>
  );
}
