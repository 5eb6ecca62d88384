import type { TabsBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { bullets, collapsibleItems, heading, paragraphs, subheading } from '../shared/brochure-lines.ts';

/** Tabs in the brochure: every panel one after another, headed by its tab's label (and its own heading). */
export const tabsBrochure = (section: TabsBlockProps): BrochureLine[] => [
  ...heading(section.heading),
  ...paragraphs(section.intro),
  ...section.panels.flatMap((panel) => [
    ...subheading(panel.heading ? `${panel.label}: ${panel.heading}` : panel.label),
    ...paragraphs(panel.text),
    ...bullets(panel.bullets),
    ...collapsibleItems(panel.items),
  ]),
];
