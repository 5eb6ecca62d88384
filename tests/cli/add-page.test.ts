/**
 * Issue 2, acceptance: adding a page is adding one JSON file. A new page config is written into a
 * temporary copy of the project, the real build runs on that copy, and the page is there: its own
 * address, its title and text in the HTML, listed in the sitemap. No code, registry or list is touched.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, readText, removeProject, runScript, writeText, type RunResult } from '../helpers/temp-project.ts';

const page = {
  $schema: '../../schemas/page.schema.json',
  version: 1,
  path: '/fleet-dealers',
  title: 'Fleet dealers | F&I administration for fleet sales',
  description: 'How fleet and commercial dealers run their own F&I administration with Owl Admin: contracts, claims and reporting for every unit.',
  sections: [
    { type: 'banner', layout: 'hero', heading: 'Administration built for fleet dealers', text: ['One program for every unit you sell, from pickups to box trucks.'] },
    {
      type: 'prose',
      heading: 'Why fleets are different',
      parts: [{ heading: 'Volume and speed', paragraphs: ['Fleet deals close in batches; contracts are written for twenty units at once, not one.'] }],
    },
  ],
};

let root: string;
let out: string;
let build: RunResult;

beforeAll(async () => {
  root = await copyProject('build');
  out = path.join(root, 'out');
  await writeText(root, 'site-config/pages/fleet-dealers.json', `${JSON.stringify(page, null, 2)}\n`);
  build = await runScript('build.ts', ['--root', root, '--out', out]);
}, 180_000);

afterAll(async () => {
  if (root) await removeProject(root);
});

describe('a new page file becomes a page of the built site', () => {
  it('the build succeeds', () => {
    expect(build.code, build.output).toBe(0);
  });

  it('writes out/fleet-dealers/index.html with the page\'s title, description and text', async () => {
    const file = path.join(out, 'fleet-dealers.html');
    expect(existsSync(file)).toBe(true);
    const { document } = new JSDOM(await readFile(file, 'utf8')).window;
    expect(document.title).toBe(page.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.description);
    expect([...document.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Administration built for fleet dealers']);
    const text = document.querySelector('main')?.textContent ?? '';
    expect(text).toContain('One program for every unit you sell, from pickups to box trucks.');
    expect(text).toContain('Why fleets are different');
    expect(text).toContain('Fleet deals close in batches; contracts are written for twenty units at once, not one.');
  });

  it('lists it in the sitemap, at the site\'s address', async () => {
    const site = JSON.parse(await readText(root, 'site-config/site.json')) as { url: string };
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${site.url}/fleet-dealers</loc>`);
  });

  it('leaves the other pages as they were: the home page and the not-found page are still built', () => {
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, '404.html'))).toBe(true);
  });
});
