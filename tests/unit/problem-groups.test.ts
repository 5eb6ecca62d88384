/**
 * Issue 24: `npm run validate` at 10,000 pages printed 10,000 "no page links to it" lines. Many warnings of one
 * kind are shown by their first few and one line that counts the rest and names files; errors always in full.
 */
import { describe, expect, it } from 'vitest';
import { formatProblems, GROUP_AFTER, type Problem } from '../../src/engine/problems.ts';

const unlinked = (i: number): Problem => ({ code: 'unlinked-page', severity: 'warning', file: `site-config/pages/p-${String(i).padStart(3, '0')}.json`, line: 4, column: 11, where: 'path', message: `no other page links to /p-${i}.` });
const broken = (i: number): Problem => ({ code: 'broken-link', severity: 'error', file: `site-config/pages/p-${String(i).padStart(3, '0')}.json`, line: 9, column: 3, where: 'href', message: `no page has the address /x-${i}.` });

describe('grouped warnings', () => {
  it('shows the first three of a kind past the limit and counts the rest, with the next files named', () => {
    const warnings = Array.from({ length: 120 }, (_, i) => unlinked(i));
    const lines = formatProblems(warnings, { grouped: true }).trim().split('\n');
    expect(lines[0]).toBe('120 warnings in site-config (the site still builds; fix them before publishing):');
    expect(lines.slice(2, 5)).toEqual([0, 1, 2].map((i) => expect.stringContaining(`p-00${i}.json:4:11  warning  path: no other page links to /p-${i}.`)));
    expect(lines[5]).toBe('… and 117 more "unlinked-page" warnings like these, in site-config/pages/p-003.json, site-config/pages/p-004.json, site-config/pages/p-005.json and 114 other files (`npm run validate -- --format json` lists every one).');
    expect(lines).toHaveLength(6);
  });

  it('lists every warning up to the limit, every error always, and everything when not grouped', () => {
    const few = Array.from({ length: GROUP_AFTER }, (_, i) => unlinked(i));
    expect(formatProblems(few, { grouped: true })).toBe(formatProblems(few));
    const errors = Array.from({ length: 50 }, (_, i) => broken(i));
    expect(formatProblems(errors, { grouped: true }).trim().split('\n')).toHaveLength(52);
    expect(formatProblems(Array.from({ length: 50 }, (_, i) => unlinked(i))).trim().split('\n')).toHaveLength(52);
  });
});
