/**
 * No page is unreachable (issue 22 A7): a page that no other page and not the footer links to is a validator
 * warning (so `--strict`, CI and the studio meet it), except the page-not-found page and a page marked
 * `reachedFromOutside`. And the addresses that name another page's file (/index, /404) are no page's (B6).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/engine/problems.ts';
import { copyProject, removeProject, validateProject } from '../helpers/temp-project.ts';

let root: string;
beforeEach(async () => {
  root = await copyProject('content');
});
afterEach(() => removeProject(root));

const page = (address: string, extra: Record<string, unknown> = {}, links: string[] = []) => ({
  $schema: '../../schemas/page.schema.json',
  version: 2,
  path: address,
  title: `Test page ${address} | Owl Admin`,
  description: `A page at ${address} for the test of pages nobody links to, long enough to be a description.`,
  ...extra,
  sections: [{ type: 'banner', layout: 'hero', heading: `Page ${address}`, text: ['A paragraph.'], ...(links.length ? { buttons: links.map((href) => ({ label: `Go to ${href}`, href, style: 'primary' })) } : {}) }],
});

async function write(address: string, data: unknown): Promise<void> {
  await writeFile(path.join(root, `site-config/pages${address}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

async function problems(): Promise<Problem[]> {
  const loaded = await validateProject(root);
  return loaded.ok ? loaded.warnings : loaded.problems;
}

const unlinked = (list: Problem[]) => list.filter((p) => p.code === 'unlinked-page').map((p) => p.file);

describe('a page no other page links to', () => {
  it('the site as it is has none', async () => {
    expect(unlinked(await problems())).toEqual([]);
  });

  it('is a warning at its address that says what to do', async () => {
    await write('/orphan-plan', page('/orphan-plan'));
    const found = (await problems()).filter((p) => p.code === 'unlinked-page');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'site-config/pages/orphan-plan.json', severity: 'warning', where: 'path' });
    expect(found[0]!.message).toMatch(/no other page links to \/orphan-plan.*"reachedFromOutside": true/);
  });

  it('a link from itself does not count; a link from another page does', async () => {
    await write('/orphan-plan', page('/orphan-plan', {}, ['/orphan-plan']));
    expect(unlinked(await problems())).toEqual(['site-config/pages/orphan-plan.json']);
    await write('/linking-page', page('/linking-page', { reachedFromOutside: true }, ['/orphan-plan#top']));
    expect(unlinked(await problems())).toEqual([]);
  });

  it('a link from the footer counts', async () => {
    await write('/orphan-plan', page('/orphan-plan'));
    const site = path.join(root, 'site-config/site.json');
    const text = await readFile(site, 'utf8');
    await writeFile(site, text.replace('{ "label": "Essentials Complete", "href": "/essentials-complete" },', '$& { "label": "Orphan", "href": "/orphan-plan" },'));
    expect(unlinked(await problems())).toEqual([]);
  });

  it('a page marked as reached from outside the site is not asked for a link', async () => {
    await write('/spring-campaign', page('/spring-campaign', { reachedFromOutside: true }));
    expect(unlinked(await problems())).toEqual([]);
  });
});

describe('the addresses of the home and not-found pages’ files', () => {
  it.each(['/index', '/404'])('%s is no page’s address: an error that says why', async (address) => {
    await write('/reserved', page(address, { reachedFromOutside: true }));
    const found = (await problems()).filter((p) => p.file === 'site-config/pages/reserved.json' && p.severity !== 'warning');
    expect(found.map((p) => p.message)).toEqual([expect.stringMatching(new RegExp(`the address ${address} cannot be used: it is the name of the file the build writes`))]);
  });
});
