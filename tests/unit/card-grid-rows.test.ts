import { describe, expect, it } from 'vitest';
import { lastRowStart, pairsOnPhone } from '../../src/blocks/cardGrid/CardGridBlock.tsx';

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

/** Review round 6, class C: on a phone, short stat cards and picture tiles stacked one a row (7 roadside cards, 1,772 px). */
describe('a phone shows short stat cards and picture tiles two per row', () => {
  const image = { src: '/images/x.svg', alt: '', width: 360, height: 200 };
  it('pairs four or more short figure cards, and picture tiles with no text', () => {
    const stats = ['Up to $100', '3 gallons', '60 yards', '100 miles'].map((figure) => ({ figure, title: 'Towing', text: ['To the nearest repair facility.'] }));
    expect(pairsOnPhone(stats)).toBe(true);
    expect(pairsOnPhone([{ image, title: 'Motorcycles' }, { image, title: 'Snowmobiles' }])).toBe(true);
  });
  it('keeps numbered steps, long texts, three stats and linked tiles one a row', () => {
    const steps = ['01', '02', '03', '04'].map((figure) => ({ figure, title: 'Step', text: ['Short.'] }));
    expect(pairsOnPhone(steps)).toBe(false);
    const long = ['$1', '$2', '$3', '$4'].map((figure) => ({ figure, title: 'T', text: ['x'.repeat(140)] }));
    expect(pairsOnPhone(long)).toBe(false);
    expect(pairsOnPhone(['$1', '$2', '$3'].map((figure) => ({ figure, title: 'T' })))).toBe(false);
    const linked = [{ image, title: 'RVs', button: { label: 'Motorhomes', href: '/rv' } }, { image, title: 'Boats', button: { label: 'Boats', href: '/boats' } }];
    expect(pairsOnPhone(linked)).toBe(false);
  });
});
