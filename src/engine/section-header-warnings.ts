import type { ExpandedPage } from './expand-page.ts';
import type { Problem } from './problems.ts';
import { darkSection, oncePerPlace, sectionWarning } from './section-warnings.ts';

/**
 * The eyebrow rule of docs/section-headers.md: the small green line above a heading marks the page's hero and
 * a dark band, nowhere else. Outside review, round 5: eyebrows sat on about half the sections with no rule,
 * so a heading without one looked like a mistake.
 *
 * Per built page: an eyebrow on a section that is neither the first one (the hero) nor dark. Said at the eyebrow,
 * in the file it is written in (a page or the shared sections), once however many pages include it.
 * A warning, not an error: the site still builds while pages are brought to the rule.
 */
export function sectionHeaderWarnings(pages: readonly ExpandedPage[]): Problem[] {
  const problems: Problem[] = [];
  for (const { page, sectionsAt } of pages) {
    page.sections.forEach((raw, i) => {
      const section = raw as unknown as Record<string, unknown>;
      const at = sectionsAt[i];
      if (i === 0 || !at || typeof section.eyebrow !== 'string' || darkSection(section)) return;
      problems.push(
        sectionWarning(
          at,
          [...at.path, 'eyebrow'],
          'eyebrow-off-rule',
          `"${section.eyebrow}" is an eyebrow on a ${typeof section.tone === 'string' ? section.tone : 'light'} section of ${page.path ?? 'the not-found page'}. Only the hero and dark bands carry one, so the line reads as "a new part of the story starts here" wherever it appears. Remove it, or fold its words into the heading (docs/section-headers.md).`,
        ),
      );
    });
  }
  return oncePerPlace(problems);
}
