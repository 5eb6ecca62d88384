import { describe, expect, it } from 'vitest';
import { svgProblems } from '../../src/engine/svg-safety.ts';
import { memoByText } from '../../src/engine/text-memo.ts';

describe('memoByText', () => {
  it('computes a text once, an edited text anew, and forgets the oldest past its limit', () => {
    const seen: string[] = [];
    const length = memoByText((text: string) => (seen.push(text), text.length), 2);
    expect([length('a'), length('a'), length('bb')]).toEqual([1, 1, 2]);
    expect(seen).toEqual(['a', 'bb']);
    length('ccc'); // 'a' goes
    length('bb');
    length('a');
    expect(seen).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('lets a picture edited in place be judged by its new text (the studio checks the same file again and again)', () => {
    const clean = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    expect(svgProblems(clean)).toEqual([]);
    expect(svgProblems(clean.replace('<rect', '<script>alert(1)</script><rect'))).toEqual(['it holds a <script>']);
    expect(svgProblems(clean)).toEqual([]);
  });
});
