import type { Problem } from '../../../engine/problems.ts';
import type { FileProblems } from '../../protocol.ts';

const problems = (n: number) => `${n} problem${n === 1 ? '' : 's'}`;

/**
 * What the status line says once saved: a file saved with errors is on disk, but the site will not build until they
 * are fixed, and the person is told so, and where (counting the errors the save found in every file).
 */
export function savedStatus(found: FileProblems, file: string): { text: string; warning?: string; first?: Problem } {
  const own = found.problems.filter((p) => p.file === file && p.severity !== 'warning');
  const elsewhere = found.elsewhere.errors;
  const errors = own.length + elsewhere;
  if (!errors) return { text: 'All changes saved' };
  const where = elsewhere === 0 ? '' : elsewhere === errors ? (elsewhere === 1 ? ' (in another file)' : ' (in other files)') : ` (${elsewhere} in other files)`;
  return {
    text: `Saved, with ${problems(errors)}${where}`,
    warning: `Saved, with ${problems(errors)}${where}: the site will not build until ${errors === 1 ? 'it is' : 'they are'} fixed.`,
    // The file's own first error, or the first of another file (the one the answer carries).
    first: own[0] ?? found.problems.find((p) => p.file !== file && p.severity !== 'warning'),
  };
}
