import { describe, expect, it } from 'vitest';
import { lastRowStart, pairsOnPhone, raggedLists } from '../../src/blocks/cardGrid/CardGridBlock.tsx';

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

/**
 * Review round 6, class C: on a phone, short stat cards and picture tiles stacked one a row (7 roadside cards,
 * 1,772 px). Round 7: two a row only where the cards are short and alike; stat cards with text had four words a
 * line and 30-50 px holes where a neighbour's title wrapped, and a fifth tile sat alone under the pairs.
 */
describe('a phone shows cards two per row only where they are short and alike', () => {
  const image = { src: '/images/x.svg', alt: '', width: 360, height: 200 };
  it('pairs figure tiles with no text, and picture tiles whose titles take about as many lines', () => {
    const figures = ['Up to $100', '3 gallons', '60 yards', '100 miles'].map((figure) => ({ figure, title: 'Towing' }));
    expect(pairsOnPhone(figures)).toBe(true);
    expect(pairsOnPhone([{ image, title: 'Motorcycles' }, { image, title: 'EV ATVs, UTVs and scooters' }])).toBe(true);
  });
  it('keeps stat cards with text one a row (GAP, roadside), whatever their length', () => {
    const stats = ['Up to $100', '3 gallons', '60 yards', '100 miles'].map((figure) => ({ figure, title: 'Towing', text: ['To the nearest repair facility.'] }));
    expect(pairsOnPhone(stats)).toBe(false);
  });
  it('leaves no tile alone: an odd count of tiles is one a row', () => {
    const five = ['Motorcycles', 'ATVs and UTVs', 'Side by sides', 'Scooters', 'Trailers'].map((title) => ({ image, title }));
    expect(pairsOnPhone(five)).toBe(false);
    expect(pairsOnPhone(five.slice(0, 4))).toBe(true);
  });
  it('keeps tiles one a row when one title takes two lines more than another', () => {
    expect(pairsOnPhone([{ image, title: 'Car haulers' }, { image, title: 'Concession and mobile office trailers' }])).toBe(false);
  });
  it('keeps numbered steps, three stats and linked tiles one a row', () => {
    const steps = ['01', '02', '03', '04'].map((figure) => ({ figure, title: 'Step' }));
    expect(pairsOnPhone(steps)).toBe(false);
    expect(pairsOnPhone(['$1', '$2', '$3'].map((figure) => ({ figure, title: 'T' })))).toBe(false);
    const linked = [{ image, title: 'RVs', button: { label: 'Motorhomes', href: '/rv' } }, { image, title: 'Boats', button: { label: 'Boats', href: '/boats' } }];
    expect(pairsOnPhone(linked)).toBe(false);
  });
});

/** Review round 7: optional coverages of 4, 3 and 2 items stretched to one height left the third card a third blank. */
describe('cards whose lists differ by two items or more take their own heights', () => {
  const card = (n: number) => ({ title: 'Options', bullets: Array.from({ length: n }, (_, i) => `Option ${i}`) });
  it('lets 4, 3 and 2 items size to content, and keeps 4 and 4, or 4 and 3, in line', () => {
    expect(raggedLists([card(4), card(3), card(2)])).toBe(true);
    expect(raggedLists([card(4), card(4)])).toBe(false);
    expect(raggedLists([card(4), card(3)])).toBe(false);
  });
});
