import { warningAt } from './problem-at.ts';
import type { Problem } from './problems.ts';
import { eachWrittenText, type WrittenFile } from './written-text.ts';

/** A percentage or a range as people write it: "80%", "40-60%", "20–30 %", "30 to 60 percent". */
const percentage = /(?<![\d.])(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s?(?:%|percent\b|per cent\b)/gi;

/** Each percentage `text` states, as written and in the one form site.json's list uses ("30 to 60 percent" is "30-60%"). */
export function percentagesIn(text: string): { written: string; figure: string }[] {
  return [...text.matchAll(percentage)].map((m) => ({ written: m[0], figure: `${m[1]}${m[2] ? `-${m[2]}` : ''}%` }));
}

/** What the warning says after the figure: where the list is, what it holds and what to do. */
export const unsourcedAdvice = (allowed: readonly string[]) =>
  `the site states only the specification's figures (docs/requirements.md §1), listed in site.json's content rules (percentages: ${allowed.join(', ') || 'none'}). Remove it, or add it there once its source is recorded (docs/content-claims.md).`;

/**
 * A percentage in a page or shared sections that site.json's `contentRules.percentages` does not list: an insurance
 * administrator's site that shows "96% claims paid" invents a fact. One warning per figure, at its text.
 */
export function statedFigureWarnings(files: readonly WrittenFile[], allowed: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const known = new Set(allowed);
  for (const file of files) {
    eachWrittenText(file, (text, path) => {
      for (const { written, figure } of percentagesIn(text)) {
        if (known.has(figure)) continue;
        problems.push(warningAt(file.source, path, 'unsourced-figure', `states "${written.trim()}", a percentage no source backs: ${unsourcedAdvice(allowed)}`));
      }
    });
  }
  return problems;
}
