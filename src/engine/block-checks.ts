import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';
import type { ExpandedPage } from './expand-page.ts';
import { describePath, locate, type JsonPath } from './json-source.ts';
import type { Problem, Severity } from './problems.ts';

/**
 * A mistake JSON Schema cannot see in one block, because two of its parts disagree (a comparison row with
 * fewer values than the table has columns). `path` is inside the section (`['rows', 2]`); validation turns
 * it into a problem at that place in the file, with its line and column.
 */
export interface BlockFinding {
  path: JsonPath;
  code: Problem['code'];
  /** Plain words for the person who edits the JSON, as every problem's message. */
  message: string;
  /** `warning` for what looks wrong but cannot mislead (the page still builds); an error by default. */
  severity?: Severity;
}

/**
 * Each block type's `check` hook, typed by its props: what the blocks hand the engine (src/blocks/<type>/check.ts,
 * listed in the block's node-hooks.ts). The engine imports no block: `blockHooks` of src/blocks/node-registry.ts
 * is one of these, passed in by whoever loads the site.
 */
export type BlockChecks = {
  [T in BlockType]?: {
    check?: (section: BlockPropsByType[T]) => BlockFinding[];
    /** A block's other hooks (its brochure, its structured data) are not the engine's business. */
    [hook: string]: unknown;
  };
};

function findingsOf<T extends BlockType>(checks: BlockChecks, type: T, section: BlockPropsByType[T]): BlockFinding[] {
  const hooks: BlockChecks[T] = checks[type];
  return hooks?.check?.(section) ?? [];
}

/**
 * What each block's own `check` hook finds in the sections of every page, placed in the file the section is
 * written in (the page, or the shared sections it includes). A section shared by several pages, or a family
 * page's variants, is reported once.
 */
export function blockProblems(pages: readonly ExpandedPage[], checks: BlockChecks): Problem[] {
  const problems = new Map<string, Problem>();
  for (const { page, sectionsAt } of pages) {
    page.sections.forEach((section, i) => {
      const at = sectionsAt[i];
      if (!at) return;
      for (const finding of findingsOf(checks, section.type, section)) {
        const path = [...at.path, ...finding.path];
        const problem: Problem = { code: finding.code, ...(finding.severity ? { severity: finding.severity } : {}), file: at.source.file, ...locate(at.source, path), where: describePath(at.source.data, path), message: finding.message };
        const place = `${problem.file}:${problem.line}:${problem.column}`;
        if (!problems.has(place)) problems.set(place, problem);
      }
    });
  }
  return [...problems.values()];
}
