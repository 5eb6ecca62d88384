import type { ExpandedPage } from './expand-page.ts';
import { describePath, locate, type JsonPath } from './json-source.ts';
import type { Problem, ProblemCode } from './problems.ts';

/** Where a built page's section is written: its file (a page, or the shared sections it includes) and its path there. */
export type SectionAt = ExpandedPage['sectionsAt'][number];

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
