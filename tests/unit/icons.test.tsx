/**
 * Issue 14, item 1: one drawing stands for one thing. Every icon name the schema allows is rendered by the
 * real component; two names may draw the same picture only when `iconAliases` says one is the other's
 * older name (so `rv` may equal `towable`, but `cruising` may not borrow the RV drawing again).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockIcon, iconAliases, icons } from '../../src/blocks/shared/icons.tsx';
import type { Icon } from '../../src/generated/block-props.ts';

const names = Object.keys(icons) as Icon[];
/** What the icon draws: its shapes, without the attributes every icon shares. */
const drawing = (name: Icon) => [...renderToStaticMarkup(<BlockIcon name={name} />).matchAll(/<(path|circle|rect|ellipse|polygon)\b[^>]*>/g)].map((m) => m[0]).join('');
const canonical = (name: Icon) => iconAliases[name] ?? name;

describe('icons', () => {
  it('every name draws something', () => {
    expect(names.filter((name) => !/ d="[^"]+"/.test(drawing(name)))).toEqual([]);
  });

  it('no two names draw the same picture unless one is listed as the other’s alias', () => {
    const byDrawing = new Map<string, Icon[]>();
    for (const name of names) byDrawing.set(drawing(name), [...(byDrawing.get(drawing(name)) ?? []), name]);
    const shared = [...byDrawing.values()].filter((group) => new Set(group.map(canonical)).size > 1);
    expect(shared).toEqual([]);
  });

  it('an alias draws exactly what the name it stands for draws', () => {
    for (const [alias, target] of Object.entries(iconAliases) as [Icon, Icon][]) expect(drawing(alias), `${alias} → ${target}`).toBe(drawing(target));
  });
});
