/**
 * Placeholder facts (issue 22 A8): site.json's contact values and external links are stand-ins (.example
 * domains, 555 numbers) until the owner sets them. A build for a real deployment (SITE_URL set) warns about
 * each one still in place, and `npm run validate -- --strict` fails on them; set from site.json or the
 * environment, they are gone. Without SITE_URL (development, the tests) nothing is said.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/engine/problems.ts';
import { copyProject, removeProject, validateProject, validateAsCli } from '../helpers/temp-project.ts';

let root: string;
beforeAll(async () => {
  root = await copyProject('content');
});
afterAll(() => removeProject(root));

const production = { SITE_URL: 'https://www.owladmin.com' };
const placeholders = async (env: Record<string, string>) => {
  const loaded = await validateProject(root, { env });
  return (loaded.ok ? loaded.warnings : loaded.problems).filter((p: Problem) => p.code === 'placeholder-fact');
};

describe('stand-in contact details and links', () => {
  it('say nothing while the site is not built for a deployment', async () => {
    expect(await placeholders({})).toEqual([]);
  });

  it('are a warning each in a production build, at the value, saying how to set it', async () => {
    const found = await placeholders(production);
    const where = found.map((p) => p.where);
    expect(where).toEqual(expect.arrayContaining(['contact › email', 'contact › phone', 'contact › phoneLink', 'contact › textLink', 'api › base', 'links › signUp', 'links › marketing']));
    expect(found.every((p) => p.severity === 'warning' && p.file === 'site-config/site.json')).toBe(true);
    expect(found.find((p) => p.where === 'links › signUp')!.message).toMatch(/SITE_LINK_SIGN_UP=…/);
    expect(found.find((p) => p.where === 'contact › phone')!.message).toMatch(/555 numbers reach nobody/);
  });

  it('fail npm run validate -- --strict in a production build (which passes without SITE_URL)', async () => {
    expect((await validateAsCli(root, ['--strict'])).code).toBe(0);
    process.env.SITE_URL = production.SITE_URL;
    try {
      const strict = await validateAsCli(root, ['--strict']);
      expect(strict.code).toBe(1);
      expect(strict.problems.filter((p) => p.code === 'placeholder-fact').length).toBeGreaterThan(5);
    } finally {
      delete process.env.SITE_URL;
    }
  });

  it('are gone once the real values are set, in site.json or the environment', async () => {
    const file = path.join(root, 'site-config/site.json');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text
        .replace('hello@owladmin.example', 'hello@owladmin.com')
        .replace('(555) 010-4477', '(480) 264-4477')
        .replace('tel:+15550104477', 'tel:+14802644477')
        .replace('tel:+15550104478', 'tel:+14802644478')
        .replaceAll('discover.owladmin.example', 'discover.owladmin.com'),
    );
    const env = { ...production, SITE_LINK_SIGN_UP: 'https://app.owladmin.com/sign-in', SITE_API_BASE: 'https://api.owladmin.com', SITE_API_KEY: 'a-real-key' };
    expect(await placeholders(env)).toEqual([]);
  });
});
