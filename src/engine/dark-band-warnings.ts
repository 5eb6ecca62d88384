import type { ExpandedPage } from './expand-page.ts';
import type { Problem } from './problems.ts';
import { darkSection, oncePerPlace, sectionWarning } from './section-warnings.ts';

/**
 * Two dark bands with at most one section between them (docs/section-headers.md): two navy blocks that close read as
 * the page saying the same thing twice (outside review round 8, /essentials-motorhomes and /essentials-rv; round 1,
 * home). Said at the second band's tone (or the section, when it names none), in the file it is written in, once
 * however many pages include it. A warning: the site still builds.
 */
export function darkBandWarnings(pages: readonly ExpandedPage[]): Problem[] {
  const problems: Problem[] = [];
  for (const { page, sectionsAt } of pages) {
    let lastDark = -Infinity;
    page.sections.forEach((raw, i) => {
      const section = raw as unknown as Record<string, unknown>;
      if (!darkSection(section)) return;
      const between = i - lastDark - 1;
      const earlier = lastDark;
      lastDark = i;
      const at = sectionsAt[i];
      if (between > 1 || !at) return;
      problems.push(
        sectionWarning(
          at,
          section.tone === undefined ? at.path : [...at.path, 'tone'],
          'dark-bands-close',
          `Sections ${earlier + 1} and ${i + 1} of ${page.path ?? 'the not-found page'} are both dark bands, with ${between === 0 ? 'nothing' : 'one section'} between them: two navy blocks this close read as the page repeating itself. Give this one "tone": "tinted" (or "plain"), or move it two sections or more from the other (docs/section-headers.md).`,
        ),
      );
    });
  }
  return oncePerPlace(problems);
}
