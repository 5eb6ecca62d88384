import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepTogether } from '../../src/blocks/shared/KeepTogether';

const html = (text: string) => renderToStaticMarkup(<>{KeepTogether({ text })}</>);

describe('KeepTogether', () => {
  // Review B: "$100 per occurrence" kept whole left a phone's card line a third empty.
  it('keeps a price with the word after it, and lets the rest of the phrase wrap', () => {
    expect(html('Up to $100 per occurrence for towing')).toContain('<span style="white-space:nowrap">$100 per</span> occurrence');
  });

  it('still keeps a figure with its unit', () => {
    expect(html('within 100 miles')).toContain('<span style="white-space:nowrap">100 miles</span>');
  });
});
