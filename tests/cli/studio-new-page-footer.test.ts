/**
 * New page lists the page in the footer (issue 20: a page nothing links to is an unlinked-page warning, which a
 * marketer could only clear by editing site.json by hand): the footer's groups are offered, a plan page's group is
 * preselected, and the chosen group gains one line in site.json, written by the studio's minimal-edit writer.
 * Each call is what the studio's New page sends.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diffLines } from 'diff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/engine/problems.ts';
import { studioApi, type FooterChoice, type NewPageResult } from '../../src/studio/protocol.ts';
import { validateProject } from '../helpers/temp-project.ts';
import { startStudio, type RunningStudio } from './studio-harness.ts';

let studio: RunningStudio;
beforeAll(async () => {
  studio = await startStudio();
});
afterAll(() => studio?.stop());

const siteFile = 'site-config/site.json';
const siteText = () => readFile(path.join(studio.root, siteFile), 'utf8');
const choice = async (from: string, title: string) =>
  (await studio.call('GET', `${studioApi.footerGroups}?${new URLSearchParams({ from, title }).toString()}`)).json as FooterChoice;
const create = async (body: Record<string, unknown>) => {
  const answer = await studio.call('POST', studioApi.newPage, body);
  expect(answer.status, answer.text).toBe(201);
  return answer.json as NewPageResult;
};
/** The codes of what `npm run validate` says about `file`, read from the copy as it is now. */
const codesIn = async (file: string) => {
  const loaded = await validateProject(studio.root);
  return (loaded.ok ? loaded.warnings : loaded.problems).filter((p: Problem) => p.file === file).map((p) => p.code);
};

describe('New page’s footer link', () => {
  it('offers the footer’s groups and preselects the plans’ group for a plan page, by the words of its title', async () => {
    const tire = await choice('recipe:plan', 'Tire Care | Owl Admin');
    expect(tire).toEqual({ title: 'Tire Care | Owl Admin', label: 'Tire Care', groups: ['Theft protection', 'Vehicle coverage', 'Appearance', 'Claims'], suggested: 'Vehicle coverage' });
    expect((await choice('recipe:plan', 'Boat Theft Protection | Owl Admin')).suggested).toBe('Theft protection');
    expect((await choice('recipe:plan', 'Ultimate Appearance Care | Owl Admin')).suggested).toBe('Appearance');
    // No word in common: the group that lists the most plan pages.
    expect((await choice('recipe:plan', 'Zephyr | Owl Admin')).suggested).toBe('Vehicle coverage');
    // A copy goes where the page copied is; a blank page nowhere until the person says.
    expect((await choice('site-config/pages/claims.json', 'Claims for fleets | Owl Admin')).suggested).toBe('Claims');
    expect((await choice('recipe:blank', 'Careers | Owl Admin')).suggested).toBeUndefined();
  });

  it('adds one link, the title without the site’s name, as the group’s last line; the page then has no unlinked-page warning', async () => {
    const before = await siteText();
    const made = await create({ from: 'recipe:plan', address: '/tire-care', title: 'Tire Care | Owl Admin', footerGroup: 'Vehicle coverage' });
    expect(made).toEqual({ file: 'site-config/pages/tire-care.json', footer: { linked: true, group: 'Vehicle coverage' } });
    const after = await siteText();
    expect(after.split('\n')).toHaveLength(before.split('\n').length + 1);
    // The group's last link gains the comma JSON needs before the new one; nothing else changes.
    const changed = diffLines(before, after).filter((part) => part.added || part.removed);
    expect(changed.map((part) => [part.added ? '+' : '-', part.value])).toEqual([
      ['-', '          { "label": "Guaranteed Asset Protection", "href": "/gap" }\n'],
      ['+', '          { "label": "Guaranteed Asset Protection", "href": "/gap" },\n          { "label": "Tire Care", "href": "/tire-care" }\n'],
    ]);
    const codes = await codesIn(made.file);
    expect(codes).not.toContain('unlinked-page');
    expect(codes.length).toBeGreaterThan(0); // the recipe's example words are still flagged: the check did run
    expect(await codesIn(siteFile)).toEqual([]);
  });

  it('with “Don’t link it from the footer”, site.json stays byte for byte and the page is flagged as unlinked', async () => {
    const before = await siteText();
    expect((await choice('recipe:plan', 'Rim Guard | Owl Admin')).groups).toContain('Vehicle coverage');
    const made = await create({ from: 'recipe:plan', address: '/rim-guard', title: 'Rim Guard | Owl Admin' });
    expect(made).toEqual({ file: 'site-config/pages/rim-guard.json' });
    expect(await siteText()).toBe(before);
    expect(await codesIn(made.file)).toContain('unlinked-page');
  });

  it('when the footer cannot take the link, the page is made anyway and the answer says why', async () => {
    const before = await siteText();
    const made = await create({ from: 'recipe:plan', address: '/wheel-shield', title: 'Wheel Shield | Owl Admin', footerGroup: 'Plans' });
    expect(made).toEqual({
      file: 'site-config/pages/wheel-shield.json',
      footer: { linked: false, message: 'The page was made, but the footer was not changed: the footer has no group “Plans”; its groups are “Theft protection”, “Vehicle coverage”, “Appearance”, “Claims”.' },
    });
    expect(await siteText()).toBe(before);
    expect(JSON.parse(await readFile(path.join(studio.root, made.file), 'utf8')).path).toBe('/wheel-shield');
  });
});
