import { describe, expect, it } from 'vitest';
import { footerColumns } from '../../src/chrome/SiteFooter.tsx';

const group = (name: string, links: number) => ({ name, links: Array.from({ length: links }, (_, i) => i) });
const names = (columns: { name: string }[][]) => columns.map((c) => c.map((g) => g.name));

describe('footerColumns', () => {
  it('cuts the groups, in order, into columns as even as can be: the short groups share one', () => {
    // The site's footer: Theft protection 6, Vehicle coverage 7, Appearance 3, Claims 3 (four columns left an empty corner).
    expect(names(footerColumns([group('theft', 6), group('vehicle', 7), group('appearance', 3), group('claims', 3)], 3))).toEqual([['theft'], ['vehicle'], ['appearance', 'claims']]);
  });

  it('never makes more columns than groups, nor loses one', () => {
    expect(names(footerColumns([group('a', 2), group('b', 9)], 3))).toEqual([['a'], ['b']]);
    expect(footerColumns([group('a', 1), group('b', 1), group('c', 1), group('d', 1), group('e', 1)], 3).flat()).toHaveLength(5);
  });
});
