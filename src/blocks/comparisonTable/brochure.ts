import type { ComparisonTableBlockProps } from '../../generated/block-props.ts';
import type { BrochureLine } from '../hooks.ts';
import { collapsibleItems, heading, paragraphs } from '../shared/brochure-lines.ts';

/** The comparison in a brochure as a drawn table (the brochure step lays it out), between its heading and its note. */
export const comparisonTableBrochure = (section: ComparisonTableBlockProps): BrochureLine[] => [
  ...heading(section.heading),
  ...paragraphs(section.intro),
  {
    kind: 'table',
    text: section.caption ?? section.heading,
    columns: section.columns.map((column) => column.title),
    rows: section.rows.map((row) => ({ label: row.label, values: section.columns.map((_column, i) => row.values[i] ?? false) })),
  },
  ...paragraphs(section.note ? [section.note] : undefined),
  // The parts each system opens to on the page, printed open under the table.
  ...collapsibleItems(section.rows.filter((row) => row.parts?.length).map((row) => ({ title: row.label, bullets: row.parts! }))),
];
