/**
 * What the conflict dialog shows: the file on disk and the person's version as a line diff (jsdiff), with the
 * lines that differ and a few lines around them, and each run of lines the same in both counted instead of shown.
 */
import { diffLines } from 'diff';

export type DiffRow =
  /** A line only the file on disk has (`disk`), only the person's version has (`mine`), or both have (`same`). */
  | { kind: 'disk' | 'mine' | 'same'; text: string }
  /** Lines the same in both, left out. */
  | { kind: 'skipped'; count: number };

/**
 * Both versions as text of one layout, so that only what they hold differs: the file on disk as its data would
 * be written (its own text when it is not JSON), and the person's version likewise.
 */
export function comparable(disk: { text: string; data: unknown }, mine: unknown): { disk: string; mine: string } {
  const written = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
  return { disk: disk.data === null || disk.data === undefined ? disk.text : written(disk.data), mine: written(mine) };
}

/** The rows to show: every changed line, `context` lines the same on each side of a change, the other same lines counted. */
export function diffRows(disk: string, mine: string, context = 3): DiffRow[] {
  const lines = (text: string) => text.replace(/\n$/, '').split('\n');
  const rows = diffLines(disk, mine).flatMap((part) =>
    lines(part.value).map((text) => ({ kind: part.removed ? 'disk' : part.added ? 'mine' : 'same', text }) as const),
  );
  const changed = rows.flatMap((row, i) => (row.kind === 'same' ? [] : [i]));
  const near = (i: number) => changed.some((c) => Math.abs(c - i) <= context);
  const out: DiffRow[] = [];
  for (const [i, row] of rows.entries()) {
    if (row.kind !== 'same' || near(i)) out.push(row);
    else if (out.at(-1)?.kind === 'skipped') (out.at(-1) as { count: number }).count++;
    else out.push({ kind: 'skipped', count: 1 });
  }
  return out;
}
