import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListBlock } from '../../src/blocks/list/ListBlock.tsx';
import { renderBlock } from './block-harness.tsx';

const complaints = Array.from({ length: 12 }, (_, i) => `Complaint ${i + 1}`);

describe('list block', () => {
  it('lists every item under its heading, in order', () => {
    renderBlock(<ListBlock type="list" heading="Sound familiar?" intro={['Dealers tell us.']} marker="cross" items={complaints} note="Based on dealer interviews." />);
    const section = screen.getByRole('region', { name: 'Sound familiar?' });
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(complaints);
    expect(within(section).getByText('Dealers tell us.')).toBeTruthy();
    expect(within(section).getByText('Based on dealer interviews.')).toBeTruthy();
  });

  it('uses an ordered list for numbered items, and two columns on wide screens by default', () => {
    renderBlock(<ListBlock type="list" heading="Steps" marker="number" items={['Discovery call', 'Business plan', 'Setup']} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('has no heading element and no region name when no heading is given', () => {
    renderBlock(<ListBlock type="list" items={['Motorcycles', 'Snowmobiles']} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
