import type { ExpandedPage } from './expand-page.ts';
import { describePath, locate, type JsonPath } from './json-source.ts';
import type { Problem, ProblemCode } from './problems.ts';

/** Where a built page's section is written: its file (a page, or the shared sections it includes) and its path there. */
export type SectionAt = ExpandedPage['sectionsAt'][number];

/**
 * Whether a section is drawn dark (navy): its tone says so, or it is a band that names none (the banner block's
 * default for a band). The eyebrow rule and the dark-band rule (docs/section-headers.md) read it alike.
 */
export function darkSection(section: Record<string, unknown>): boolean {
  if (section.tone !== undefined) return section.tone === 'dark';
  return section.type === 'banner' && section.layout === 'band';
}

/** A warning at `path` (below a section, or the section itself) in the file the section is written in. */
export function sectionWarning(at: SectionAt, path: JsonPath, code: ProblemCode, message: string): Problem {
  return { code, severity: 'warning', file: at.source.file, ...locate(at.source, path), where: describePath(at.source.data, path), message };
}

/** Each problem once per place in a file, however many built pages include the section it is about. */
export function oncePerPlace(problems: Iterable<Problem>): Problem[] {
  const byPlace = new Map<string, Problem>();
  for (const problem of problems) {
    const place = `${problem.file}:${problem.line}:${problem.column}`;
    if (!byPlace.has(place)) byPlace.set(place, problem);
  }
  return [...byPlace.values()];
}
