/**
 * Issue 22, Part A item 3: a comparison table read down as one card per option, for phones. Tiers that
 * build on each other list only what they add, after "Everything in <the tier before>"; other options list
 * their ticks and texts and name what they do not include. Every option is there, in the table's order.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionSummaries } from '../../src/blocks/comparisonTable/options.ts';
import type { ComparisonTableBlockProps } from '../../src/generated/block-props.ts';

const tableOf = (address: string) => {
  const page = JSON.parse(readFileSync(new URL(`../../site-config/pages/${address}.json`, import.meta.url), 'utf8')) as { sections: ComparisonTableBlockProps[] };
  return page.sections.find((s) => s.type === 'comparisonTable')!;
};

describe('optionSummaries', () => {
  it('Essentials Complete: four tiers, each building on the one before, list 15 systems once between them', () => {
    const table = tableOf('essentials-complete');
    const options = optionSummaries(table);
    expect(options.map((o) => [o.title, o.builtOn, o.rows.map((r) => r.label), o.excluded])).toEqual([
      ['Essentials Coverage', undefined, ['Engine', 'Transmission', 'Drive axle', 'Seals and gaskets'], []],
      ['Essentials +', 'Essentials Coverage', ['Steering', 'Brakes', 'Air conditioning', 'Cooling system'], []],
      ['Essentials Enhanced', 'Essentials +', ['Electrical', 'Fuel system', 'Front and rear suspension', 'Power accessories'], []],
      ['Essentials Exclusionary (Factory Type)', 'Essentials Enhanced', ['High-tech and navigation', 'Safety and driver-assist electronics', 'All components not excluded'], []],
    ]);
    expect(options.flatMap((o) => o.rows).length).toBe(table.rows.length);
  });

  it('options that do not build on each other list their ticks and texts, and name what they lack', () => {
    const options = optionSummaries({
      columns: [{ title: 'Chassis' }, { title: 'Coach' }, { title: 'Both' }],
      rows: [
        { label: 'Engine', values: [true, false, true] },
        { label: 'Furnace', values: [false, true, true] },
        { label: 'Towing', values: ['Up to $100', false, 'Up to $100'] },
      ],
    });
    expect(options.map((o) => [o.title, o.builtOn, o.rows.map((r) => `${r.label}: ${String(r.value)}`), o.excluded])).toEqual([
      ['Chassis', undefined, ['Engine: true', 'Towing: Up to $100'], ['Furnace']],
      ['Coach', undefined, ['Furnace: true'], ['Engine', 'Towing']],
      ['Both', undefined, ['Engine: true', 'Furnace: true', 'Towing: Up to $100'], []],
    ]);
  });

  it('Admin in a Box: three service models, every row in every card, texts as written', () => {
    const options = optionSummaries(tableOf('admin-in-a-box'));
    expect(options.map((o) => o.title)).toEqual(['Self-managed', 'Partnership', 'Full-service']);
    for (const option of options) expect(option.rows.length).toBe(5);
    expect(options[1]!.rows.at(-1)).toEqual({ label: 'What you keep', note: undefined, value: '40–60% of profits' });
  });
});
