import { describe, expect, it } from 'vitest';
import { lastRowStart } from '../../src/blocks/cardGrid/CardGridBlock.tsx';

/** Review round 5: the 7th of 7 cards spanned two columns to fill its row and read as filler; a short last row is centred instead. */
describe('a card grid centres a short last row', () => {
  it('starts 7 cards in 4 columns as 4 + 3, the 5th card half a column in', () => {
    expect(lastRowStart(7, 4)).toEqual({ index: 4, line: 2 });
  });
  it('centres a lone last card of two columns, and leaves full rows alone', () => {
    expect(lastRowStart(7, 2)).toEqual({ index: 6, line: 2 });
    expect(lastRowStart(5, 3)).toEqual({ index: 3, line: 2 });
    expect(lastRowStart(8, 4)).toBeUndefined();
    expect(lastRowStart(3, 1)).toBeUndefined();
  });
});
