import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/engine/problems.ts';
import { problemsFor } from '../../src/studio/server/site-state.ts';
import { savedStatus } from '../../src/studio/app/editor/saved-status.ts';

const file = 'site-config/pages/gap.json';
const problem = (at: string, severity: 'error' | 'warning', where = 'title'): Problem =>
  ({ code: severity === 'error' ? 'schema' : 'unlinked-page', severity, file: at, line: 1, column: 1, where, message: `${severity} in ${at}` }) as Problem;

describe('what the editor is sent of the problems, and what its status line says of them', () => {
  it('keeps every problem of the file, and of the others only their counts and first error', () => {
    const all = [problem('site-config/pages/a.json', 'warning'), problem(file, 'warning', 'path'), problem('site-config/pages/b.json', 'error'), problem(file, 'error'), problem('site-config/pages/c.json', 'error')];
    expect(problemsFor(all, file)).toEqual({ problems: [all[1], all[3], all[2]], elsewhere: { problems: 3, errors: 2 } });
    expect(problemsFor([problem('site-config/pages/a.json', 'warning')], file)).toEqual({ problems: [], elsewhere: { problems: 1, errors: 0 } });
  });

  it('counts the errors here and elsewhere, and points at the first one here, else at the first elsewhere', () => {
    const here = problem(file, 'error');
    const there = problem('site-config/pages/b.json', 'error');
    expect(savedStatus(problemsFor([problem('site-config/pages/a.json', 'warning')], file), file)).toEqual({ text: 'All changes saved' });
    expect(savedStatus(problemsFor([here], file), file)).toMatchObject({ text: 'Saved, with 1 problem', first: here });
    expect(savedStatus(problemsFor([there], file), file)).toMatchObject({ text: 'Saved, with 1 problem (in another file)', first: there });
    const both = savedStatus(problemsFor([there, here, problem('site-config/pages/c.json', 'error')], file), file);
    expect(both).toMatchObject({ text: 'Saved, with 3 problems (2 in other files)', first: here });
    expect(both.warning).toBe('Saved, with 3 problems (2 in other files): the site will not build until they are fixed.');
  });
});
