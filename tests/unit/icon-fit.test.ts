/**
 * Issue 22 item 4: icons mean what they say. Over the real site-config/, every icon shown with an item must
 * stand for something the item names (src/blocks/shared/icon-meanings.ts: a headset for "People answer the
 * phone", a jerry can for "Emergency fluid delivery"), and docs/icons.md, the table of every use, must be the
 * one `npm run docs` writes from the site today.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { iconMeanings } from '../../src/blocks/shared/icon-meanings.ts';
import { fittingWord, iconTable, iconUses, interfaceIconReasons, interfaceIcons } from '../../src/dev/icon-docs.ts';
import type { SiteModel } from '../../src/engine/types.ts';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';

let model: SiteModel;
beforeAll(async () => {
  const loaded = await validateProject(repoRoot);
  if (!loaded.ok) throw new Error(`site-config does not validate: ${loaded.problems[0]?.message}`);
  model = loaded.model;
});

describe('icons mean what they say', () => {
  it('the site shows icons on cards and contact details, and every one is listed', () => {
    const uses = iconUses(model);
    expect(uses.length).toBeGreaterThan(60);
    // One row per item: the safe-return family's four pages share theirs.
    expect(uses.filter((use) => use.label === 'Register')).toHaveLength(1);
  });

  it('every icon stands for something its item names (no headset for fluid delivery, no pin for air travel, no warning sign for food)', () => {
    const misfits = iconUses(model)
      .filter((use) => !fittingWord(use))
      .map((use) => `${use.page} › ${use.section} › "${use.label}": ${use.icon} (${iconMeanings[use.icon].draws}) stands for ${iconMeanings[use.icon].means}`);
    expect(misfits, misfits.join('\n')).toEqual([]);
  });

  it('the generic ticks stand for approval and certification only: no card about a thing wears one', () => {
    const ticks = iconUses(model).filter((use) => use.icon === 'check' || use.icon === 'verified');
    expect(ticks.map((use) => `${use.page}: ${use.label}`)).toEqual([]);
  });

  it('the fit rule is not a formality: the uses issue 22 named fail it', () => {
    expect(fittingWord({ icon: 'support', words: 'Emergency fluid delivery Three gallons Emergency fluid delivery up to three gallons.' })).toBeNull();
    expect(fittingWord({ icon: 'location', words: 'Air transportation Air transportation when the delay exceeds 3 days.' })).toBeNull();
    expect(fittingWord({ icon: 'warning', words: 'Food spoilage 24 hours Food spoilage when service is unavailable for 24 hours or more.' })).toBeNull();
    expect(fittingWord({ icon: 'check', words: 'Vinyl upholstery Repairs for rips, tears, burns and punctures, plus removal of covered stains.' })).toBeNull();
    expect(fittingWord({ icon: 'fuel-can', words: 'Emergency fluid delivery up to three gallons.' })).toBe('fluid');
  });

  it('every icon the interface draws in code has its reason written down', () => {
    const found = interfaceIcons(repoRoot);
    expect(found.map((icon) => icon.name)).toContain('Menu');
    expect(found.filter((icon) => !interfaceIconReasons[icon.name])).toEqual([]);
  });

  it('docs/icons.md is the table of today’s site (run `npm run docs` after changing an icon)', () => {
    const written = readFileSync(path.join(repoRoot, 'docs/icons.md'), 'utf8');
    expect(written).toBe(iconTable(model, repoRoot));
    expect(written).toContain('| /essentials-motorhomes | Roadside assistance | Emergency fluid delivery | `fuel-can` | a jerry can |');
  });
});
