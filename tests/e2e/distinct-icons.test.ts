/**
 * Issue 14, item 1: distinct icons where two things shared one. In the built site, in Chromium, the marine plan's
 * covered systems and benefits each draw their own picture: cruising gear is no longer Material's car-and-caravan
 * (RvHookup, the RV pages' drawing), and the boat trailer is no longer its delivery truck (LocalShipping), which
 * pick-up and delivery drew too.
 */
import Flight from '@mui/icons-material/Flight';
import Kitchen from '@mui/icons-material/Kitchen';
import LocalShipping from '@mui/icons-material/LocalShipping';
import RvHookup from '@mui/icons-material/RvHookup';
import Terrain from '@mui/icons-material/Terrain';
import TireRepair from '@mui/icons-material/TireRepair';
import type { Page } from 'playwright-core';
import { createElement, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, inject, it } from 'vitest';
import { FuelCan, Gasket, Hoist, Hook, PluggedTire } from '../../src/blocks/shared/drawn-icons.tsx';
import { browserSession } from './browser-session.ts';

const baseURL = inject('baseURL');
const session = browserSession();

/** The path data of the icon drawn in the card titled `title` on the open page (one card with that title). */
async function iconOf(page: Page, title: string): Promise<string> {
  const card = page.locator('li', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card.count(), `cards titled "${title}"`).resolves.toBe(1);
  const data = await card.locator('svg').first().evaluate((svg) => [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d')).join(' '));
  expect(data, `the icon of "${title}"`).not.toBe('');
  return data;
}

/** The path data a Material icon draws, as React renders it. */
const pathData = (icon: ElementType) => [...renderToStaticMarkup(createElement(icon)).matchAll(/ d="([^"]+)"/g)].map((m) => m[1]).join(' ');

describe('distinct icons', () => {
  it('the marine plan draws its own icon for cruising, sport/fish, the trailer and pick-up and delivery: no caravan for cruising, no truck for the trailer', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const page = await context.newPage();
    session.watch(page, baseURL);
    await page.goto(`${baseURL}/marineessentials-ultimate-protection`);
    const titles = ['Cruising', 'Sport/fish', 'Trailer', 'Pick-up and delivery'];
    const drawn = new Map<string, string>();
    for (const title of titles) drawn.set(title, await iconOf(page, title));
    const sharing = titles.flatMap((a, i) => titles.slice(i + 1).filter((b) => drawn.get(a) === drawn.get(b)).map((b) => `${a} = ${b}`));
    expect(sharing).toEqual([]);
    expect(drawn.get('Cruising'), 'Cruising is drawn as a car towing a caravan').not.toBe(pathData(RvHookup));
    expect(drawn.get('Trailer'), 'the boat trailer is drawn as a delivery truck').not.toBe(pathData(LocalShipping));
    expect(session.problems()).toEqual([]);
  });

  it('issue 22: the motorhome plan draws a jerry can for fluid delivery, an airplane for air travel and a refrigerator for food, not a headset, a pin and a warning sign', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 375, height: 800 } }));
    const page = await context.newPage();
    session.watch(page, baseURL);
    await page.goto(`${baseURL}/essentials-motorhomes`);
    expect(await iconOf(page, 'Emergency fluid delivery')).toBe(pathData(FuelCan));
    expect(await iconOf(page, 'Air transportation')).toBe(pathData(Flight));
    expect(await iconOf(page, 'Food spoilage')).toBe(pathData(Kitchen));
    expect(session.problems()).toEqual([]);
  });

  it('issue 22, outside review: extrication draws a hook, not hills; seals a head gasket; the marine hoist a boat in slings; tire repair a plugged tire, not a tread and a pin', async () => {
    const context = await session.newContext((browser) => browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const page = await context.newPage();
    session.watch(page, baseURL);
    await page.goto(`${baseURL}/essentials-complete`);
    const extrication = await iconOf(page, 'Extrication');
    expect(extrication).not.toBe(pathData(Terrain));
    expect(extrication).toBe(pathData(Hook));
    expect(await iconOf(page, 'Seals and gaskets included')).toBe(pathData(Gasket));
    await page.goto(`${baseURL}/marineessentials-ultimate-protection`);
    expect(await iconOf(page, 'Hoist')).toBe(pathData(Hoist));
    await page.goto(`${baseURL}/tire-wheel-protection-for-powersports`);
    const tire = await iconOf(page, 'Tire repair');
    expect(tire).not.toBe(pathData(TireRepair));
    expect(tire).toBe(pathData(PluggedTire));
    expect(session.problems()).toEqual([]);
  });
});
