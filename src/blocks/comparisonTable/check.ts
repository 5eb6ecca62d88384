import type { ComparisonTableBlockProps } from '../../generated/block-props.ts';
import type { BlockFinding } from '../hooks.ts';

const values = (n: number) => `${n} value${n === 1 ? '' : 's'}`;

/**
 * Every row gives exactly one value per column. The schema can bound a list's length but not tie it to
 * another list's, and a short row would otherwise show its missing cells as dashes ("Not included"):
 * a wrong claim about a plan, not just a blank.
 */
export function comparisonTableCheck(section: ComparisonTableBlockProps): BlockFinding[] {
  const columns = section.columns.map((column) => column.title);
  const table = `${columns.length} columns: ${columns.join(', ')}`;
  return section.rows.flatMap((row, r): BlockFinding[] => {
    const have = row.values.length;
    if (have === columns.length) return [];
    const fix =
      have < columns.length
        ? `Add ${values(columns.length - have)}, so each column has one (true for a tick, false for a dash, or a short text), in the columns' order.`
        : `Remove ${values(have - columns.length)}, or add the column ${have - columns.length === 1 ? 'it belongs' : 'they belong'} to.`;
    return [
      {
        path: ['rows', r],
        code: have < columns.length ? 'too-short' : 'too-long',
        message: `the row "${row.label}" has ${values(have)} but the table has ${table}. ${fix}`,
      },
    ];
  });
}
