import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparisonTableBlock } from '../../src/blocks/comparisonTable/ComparisonTableBlock.tsx';
import { renderBlock } from './block-harness.tsx';

/**
 * Review round 5: Essentials Complete showed its tier table and then an accordion of the same systems. A row
 * that lists its parts now opens in the table itself, one row at a time, and needs no second list.
 */
describe('comparison table rows that list their parts', () => {
  const tiers = (
    <ComparisonTableBlock
      type="comparisonTable"
      anchor="tiers"
      heading="Four levels of coverage"
      caption="What each tier covers"
      columns={[{ title: 'Essentials Coverage' }, { title: 'Essentials +' }, { title: 'Essentials Enhanced' }]}
      rows={[
        { label: 'Engine', parts: ['Cylinder block and heads', 'Oil pump'], values: [true, true, true] },
        { label: 'Brakes', parts: ['Calipers'], values: [false, true, true] },
        { label: 'High-tech and navigation', values: [false, false, true] },
      ]}
    />
  );

  it('opens a row name to its parts, in the table and in the phone cards, one row of each open at a time', () => {
    const { container } = renderBlock(tiers);
    const table = screen.getByRole('table');
    const engine = within(table).getByRole('rowheader', { name: /Engine/ });
    const details = engine.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('Engine');
    expect([...details.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Cylinder block and heads', 'Oil pump']);
    // One group in the table, another in the cards: the browser keeps one open in each.
    const groups = new Set([...container.querySelectorAll('details')].map((d) => d.getAttribute('name')));
    expect([...table.querySelectorAll('details')].every((d) => d.getAttribute('name') === 'tiers-parts')).toBe(true);
    expect(groups).toEqual(new Set(['tiers-parts', 'tiers-parts-cards']));
  });

  it('leaves a row without parts a plain name', () => {
    renderBlock(tiers);
    const row = within(screen.getByRole('table')).getByRole('rowheader', { name: 'High-tech and navigation' });
    expect(row.querySelector('details')).toBeNull();
  });
});
