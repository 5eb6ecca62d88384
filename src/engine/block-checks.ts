import { blockHooks } from '../blocks/registry.ts';
import type { BlockFinding, HooksByType } from '../blocks/hooks.ts';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';
import type { ExpandedPage } from './expand-page.ts';
import { describePath, locate } from './json-source.ts';
import type { Problem } from './problems.ts';

const hooks: HooksByType = blockHooks;

function findingsOf<T extends BlockType>(type: T, section: BlockPropsByType[T]): BlockFinding[] {
  return hooks[type].check?.(section) ?? [];
}

/**
 * What each block's own `check` hook (src/blocks/<type>/check.ts) finds in the sections of every page,
 * placed in the file the section is written in (the page, or the shared sections it includes). A
 * section shared by several pages, or a family page's variants, is reported once.
 */
export function blockProblems(pages: readonly ExpandedPage[]): Problem[] {
  const problems = new Map<string, Problem>();
  for (const { page, sectionsAt } of pages) {
    page.sections.forEach((section, i) => {
      const at = sectionsAt[i];
      if (!at) return;
      for (const finding of findingsOf(section.type, section)) {
        const path = [...at.path, ...finding.path];
        const problem: Problem = { code: finding.code, ...(finding.severity ? { severity: finding.severity } : {}), file: at.source.file, ...locate(at.source, path), where: describePath(at.source.data, path), message: finding.message };
        const place = `${problem.file}:${problem.line}:${problem.column}`;
        if (!problems.has(place)) problems.set(place, problem);
      }
    });
  }
  return [...problems.values()];
}
