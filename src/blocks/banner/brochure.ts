import type { BannerBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { bullets, heading, paragraphs } from '../shared/brochure-lines.ts';

/** A banner in the brochure: its heading, text and bullets (its buttons are for the web page). */
export const bannerBrochure = (section: BannerBlockProps): BrochureLine[] => [...heading(section.heading), ...paragraphs(section.text), ...bullets(section.bullets)];
