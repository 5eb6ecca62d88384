/**
 * What a block contributes to the page beyond its own HTML, written by the block in its own folder
 * (`brochure.ts`, `structured-data.ts`, `check.ts`, listed in its `node-hooks.ts`) so the brochure step,
 * the schema.org step and validation know no block type.
 * Plain functions over the block's validated, expanded JSON: no React, so Node imports them without
 * loading any component.
 */
import type { BlockFinding } from '../engine/block-checks.ts';
import type { BlockPropsByType, BlockType } from '../generated/block-props.ts';

/** A run of a brochure's text, by what it is; the brochure step chooses the font and spacing for each kind. */
export type BrochureLine = { kind: 'heading' | 'subheading' | 'paragraph' | 'bullet'; text: string } | BrochureTable;

/**
 * A table in a brochure, drawn as one: a header row of `columns` (none when empty: a table of figures,
 * each row a name and its values), then a row per item; true is a tick, false a dash.
 * `text` is its caption, so every line has words a reader (or a test) can find.
 */
export interface BrochureTable {
  kind: 'table';
  text: string;
  columns: string[];
  rows: { label: string; values: (string | boolean)[] }[];
}

/** One question of a FAQPage, with its whole answer as plain text. */
export interface FaqQuestion {
  question: string;
  answer: string;
}

/** What a block adds to its page's schema.org data; each part is gathered across the page's blocks in order. */
export interface StructuredDataParts {
  /** Questions for the page's FAQPage (one FAQPage per page, made when any block gives questions). */
  faq?: FaqQuestion[];
}

/** A check's finding: defined by the engine, which places it in the file (src/engine/block-checks.ts). */
export type { BlockFinding } from '../engine/block-checks.ts';

/** A block's optional hooks, typed by its generated props. A block without one contributes nothing there. */
export interface BlockHooks<Props> {
  /** The block's text in the brochure PDF, in reading order. */
  brochure?: (section: Props) => BrochureLine[];
  /** The block's part of the page's structured data for search engines. */
  structuredData?: (section: Props) => StructuredDataParts;
  /** What is wrong with the block beyond its schema; an error stops the build like a schema error, a warning does not. */
  check?: (section: Props) => BlockFinding[];
}

/**
 * Every block type to its hooks, each typed by that block's props. Indexed with a generic block type, it
 * lets the brochure and structured-data steps call a section's hook with the section itself, uncast.
 */
export type HooksByType = { [T in BlockType]: BlockHooks<BlockPropsByType[T]> };
