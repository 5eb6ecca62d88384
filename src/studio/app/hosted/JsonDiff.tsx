import { diffRows } from '../editor/conflict-diff.ts';
import { DiffLines } from '../editor/DiffLines.tsx';

/** Two texts of a file as a line diff (jsdiff, through the editor's conflict-diff.ts): what changed, with a little around it. */
export function JsonDiff({ before, after, label }: { before: string; after: string; label: string }) {
  return <DiffLines rows={diffRows(before, after)} words={{ disk: 'before', mine: 'after' }} label={label} markWidth="4rem" maxHeight={420} />;
}
