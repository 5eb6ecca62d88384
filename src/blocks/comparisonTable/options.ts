import type { ComparisonTableBlockProps } from '../../generated/block-props.ts';

type Value = ComparisonTableBlockProps['rows'][number]['values'][number];

/** One row as an option's card shows it: its name (and note) and the option's value in it. */
export interface OptionRow {
  label: string;
  note?: string | undefined;
  parts?: string[] | undefined;
  value: Value;
}

/** One column of a table read down, as a card: what the option has, told as briefly as the table allows. */
export interface OptionSummary {
  title: string;
  note?: string | undefined;
  /** The option before it when this one has all it has (tiers that build on each other): the card says "Everything in …, plus:". */
  builtOn?: string;
  /** What the card lists: every row with a text value or a tick, less the rows `builtOn` already has. */
  rows: OptionRow[];
  /** The rows the option does not include (a dash), named in one line; none in a chain of tiers, whose next cards say what they add. */
  excluded: string[];
}

const included = (rows: ComparisonTableBlockProps['rows'], c: number) => new Set(rows.filter((row) => row.values[c] === true).map((row) => row.label));
const onlyTicks = (rows: ComparisonTableBlockProps['rows'], c: number) => rows.every((row) => typeof row.values[c] === 'boolean');

/**
 * Each column of a comparison table read down, for a screen too narrow for the table: one card per option,
 * none hidden. Tiers that build on each other (every tick of the tier before is a tick here) say so and
 * list only what they add, so four tiers of fifteen systems take 15 lines, not 39; otherwise each card lists
 * its ticks and texts, and names what it does not include.
 */
export function optionSummaries({ columns, rows }: Pick<ComparisonTableBlockProps, 'columns' | 'rows'>): OptionSummary[] {
  /** Column c has every tick of column c - 1 (and both only ticks and dashes). */
  const buildsOnBefore = (c: number) => {
    if (c < 1 || c >= columns.length || !onlyTicks(rows, c) || !onlyTicks(rows, c - 1)) return false;
    const before = included(rows, c - 1);
    const mine = included(rows, c);
    return before.size > 0 && [...before].every((label) => mine.has(label));
  };
  return columns.map((column, c) => {
    const buildsOn = buildsOnBefore(c);
    const before = buildsOn ? included(rows, c - 1) : new Set<string>();
    const shown = rows
      .filter((row) => row.values[c] !== false && !before.has(row.label))
      .map((row) => ({ label: row.label, note: row.note, parts: row.parts, value: row.values[c]! }));
    return {
      title: column.title,
      note: column.note,
      ...(buildsOn ? { builtOn: columns[c - 1]!.title } : {}),
      rows: shown,
      // A tier the next one builds on leaves its dashes to the next cards, which name what they add.
      excluded: buildsOnBefore(c + 1) ? [] : rows.filter((row) => row.values[c] === false).map((row) => row.label),
    };
  });
}
