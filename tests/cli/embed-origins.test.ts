/**
 * Embed addresses reach the Content-Security-Policy and nginx.conf only as plain origins (issue 22 B1). An embed
 * `src` such as "https://cal;sandbox/x" once passed validation and wrote `frame-src https://cal;sandbox` into every
 * page's policy (turning every page's scripts off); one with `$http_x_inject` became an nginx variable; one with a
 * `"` passed validation and crashed the build. Validation now refuses each, whether written in the page, named
 * from site.json or set from the environment, and the build says the same (src/engine/origins.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfText } from '../../src/build/deploy-nginx.ts';
import { plainOriginOf } from '../../src/engine/origins.ts';
import type { Problem } from '../../src/engine/problems.ts';
import { copyProject, removeProject, runScript, validateProject } from '../helpers/temp-project.ts';

let root: string;
let original: { page: string; site: string };
const pageFile = () => path.join(root, 'site-config/pages/book-a-call-calendly.json');
const siteFile = () => path.join(root, 'site-config/site.json');

beforeAll(async () => {
  root = await copyProject('build');
  original = { page: await readFile(pageFile(), 'utf8'), site: await readFile(siteFile(), 'utf8') };
});
afterAll(() => removeProject(root));

async function errors(env: Record<string, string> = {}): Promise<Problem[]> {
  const loaded = await validateProject(root, { env });
  return loaded.ok ? [] : loaded.problems.filter((p) => p.severity !== 'warning');
}

/** The booking page with its embed's src written as `src`. */
async function embedSrc(src: string): Promise<void> {
  await writeFile(pageFile(), original.page.replace('"src": "@scheduling"', `"src": ${JSON.stringify(src)}`));
}

describe('the rule', () => {
  it.each([
    ['https://calendly.com/owladmin/discovery-call', 'https://calendly.com'],
    ['https://www.youtube-nocookie.com/embed/x?y=1', 'https://www.youtube-nocookie.com'],
    ['https://widgets.example.com:8443/x', 'https://widgets.example.com:8443'],
    ['https://cal;sandbox/x', undefined],
    ['https://$http_x_inject/x', undefined],
    ['https://cal.com"x/', undefined],
    ['https://user:pass@cal.com/', undefined],
    ['http://cal.com/', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s → %s', (address, origin) => {
    expect(plainOriginOf(address)).toBe(origin);
  });
});

describe('validation refuses an embed address the build could not write', () => {
  it('the site as it is passes', async () => {
    await writeFile(pageFile(), original.page);
    expect(await errors()).toEqual([]);
  });

  it.each(['https://cal;sandbox/x', 'https://$http_x_inject/discovery', 'https://cal.com"onload=x/'])('written in the page: %s', async (src) => {
    await embedSrc(src);
    const found = await errors();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: 'site-config/pages/book-a-call-calendly.json', where: expect.stringMatching(/embed\) › src$/) });
    expect(found[0]!.message).toMatch(/is not one the site can frame: it must start with "https:\/\/" and a host name/);
  });

  it('named from site.json, or set from the environment', async () => {
    await writeFile(pageFile(), original.page);
    await writeFile(siteFile(), original.site.replace('"scheduling": "https://calendly.com/owladmin/discovery-call"', '"scheduling": "https://cal;sandbox/x"'));
    expect((await errors()).map((p) => p.where)).toEqual([expect.stringMatching(/embed\) › src$/)]);
    await writeFile(siteFile(), original.site);
    expect((await errors({ SITE_LINK_SCHEDULING: 'https://$http_x_inject/x' })).map((p) => p.file)).toEqual(['site-config/pages/book-a-call-calendly.json']);
  });

  it('the forms’ API address too', async () => {
    await writeFile(pageFile(), original.page);
    const found = await errors({ SITE_API_BASE: 'https://api;sandbox', SITE_API_KEY: 'k' });
    expect(found.map((p) => [p.file, p.where])).toEqual([['site-config/site.json', 'api › base']]);
  });
});

describe('the build agrees', () => {
  it('stops with the validator’s words, not a crash, and nginx.conf never takes a $', async () => {
    await embedSrc('https://cal;sandbox/x');
    const run = await runScript('build.ts', ['--root', root, '--out', path.join(root, 'dist')]);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/book-a-call-calendly\.json:\d+:\d+ .*is not one the site can frame/);
    expect(run.output).not.toMatch(/\n\s+at /);
    expect(() => nginxConfText("frame-src https://$http_x_inject")).toThrow(/cannot write/);
    await writeFile(pageFile(), original.page);
  }, 120_000);
});
