import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentVersion, migrateData } from '../../src/engine/migrations.ts';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { newPageCommand } from '../../src/studio/server/new-page-command.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { positionOf, tempProject, validateAsCli, type TempProject } from '../helpers/temp-project.ts';

/*
 * `npm run new-page` on a copy of the project. The first test runs the command itself, as a person does; the others
 * call what it wraps (src/studio/server/new-page-command.ts) in process, and validate in process too: the same
 * words and exit codes, without a process started for each.
 */
describe('npm run new-page', () => {
  let copy: TempProject;
  const read = (rel: string) => JSON.parse(readFileSync(path.join(copy.root, rel), 'utf8'));
  /** newPageCommand, answered as the command's run is: its exit code, and what it printed to each stream. */
  const newPage = async (args: string[]) => {
    const run = await newPageCommand({ root: copy.root, env: process.env, blockHooks, args });
    const printed = (to: 'out' | 'err') => run.lines.filter((l) => l.to === to).map((l) => `${l.text}\n`).join('');
    return { status: run.code, stdout: printed('out'), stderr: printed('err') };
  };
  /** Every problem `npm run validate -- --format json` reports for the copy. */
  const problemsNow = async () => (await validateAsCli(copy.root)).problems;
  beforeAll(() => {
    copy = tempProject('new-page-');
  });
  afterAll(() => copy.remove());

  it('writes a valid page with $schema and the current version, which validates and builds', async () => {
    const made = copy.run('new-page', ['/my-test-plan', '--title', 'My test plan | Owl Admin']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('Created site-config/pages/my-test-plan.json');
    expect(made.stdout).toContain('http://localhost:5173/my-test-plan');

    const page = read('site-config/pages/my-test-plan.json');
    expect(page).toMatchObject({ $schema: '../../schemas/page.schema.json', version: currentVersion, path: '/my-test-plan', title: 'My test plan | Owl Admin' });
    expect(existsSync(path.join(copy.root, page.$schema.replace('../../', '')))).toBe(true);

    // Valid, and it builds; what is left is the to-do list: the placeholder description and text, as warnings.
    expect(made.stdout).toMatch(/Before you publish, replace/);
    const validated = await validateAsCli(copy.root);
    const mine = validated.problems.filter((p) => p.file.endsWith('my-test-plan.json'));
    expect(mine.map((p) => [p.severity, p.code, p.where])).toEqual([
      ['warning', 'unlinked-page', 'path'],
      ['warning', 'placeholder-text', 'description'],
      ['warning', 'placeholder-text', 'sections[0] (banner) › text[0]'],
    ]);
    expect(validated.code, 'the rest of site-config must be valid too').toBe(0);
    expect((await validateAsCli(copy.root, ['--strict'])).code, 'CI (--strict) does not publish placeholder text').toBe(1);

    const out = path.join(copy.root, 'dist');
    const built = copy.run('build', ['--out', out]);
    expect(built.status, built.stderr).toBe(0);
    const html = readFileSync(path.join(out, 'my-test-plan.html'), 'utf8');
    expect(html).toContain('<title>My test plan | Owl Admin</title>');
    expect(html).toMatch(/<h1[^>]*>My Test Plan<\/h1>/);
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('/my-test-plan</loc>');
  });

  it('--recipe plan starts a plan page with what the plan pages have, which validates (its example words as warnings) and builds, brochure and all', async () => {
    const made = await newPage(['/tire-care', '--recipe', 'plan', '--title', 'Tire Care | Owl Admin']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const page = read('site-config/pages/tire-care.json');
    const [hero, ...rest] = page.sections;
    // The opening banner: the plan's name, a picture of the library chosen by its words, the brochure first.
    expect(hero).toMatchObject({ type: 'banner', layout: 'hero', heading: 'Tire Care' });
    expect(hero.image).toEqual(read('site-config/pages/tire-wheel-protection-for-powersports.json').sections[0].image);
    expect(hero.buttons[0]).toEqual({ label: 'Download the brochure', href: '/brochures/tire-care.pdf', style: 'primary', download: true });
    expect(rest.map((s: { type: string; layout?: string }) => [s.type, s.layout])).toEqual([['cardGrid', undefined], ['accordion', undefined], ['banner', 'band']]);
    expect(rest[2]).toMatchObject({ heading: 'Ask your dealer or lender about Tire Care', buttons: [{ label: 'Contact us', href: '/contact' }, { href: '/brochures/tire-care.pdf', download: true }] });

    // Every word left to write is flagged, and nothing else is wrong.
    const mine = (await problemsNow()).filter((p) => p.file.endsWith('tire-care.json'));
    expect(mine.filter((p) => p.severity !== 'warning')).toEqual([]);
    const problems = mine.filter((p) => p.code === 'placeholder-text');
    expect(problems.map((p) => p.where)).toEqual(
      expect.arrayContaining([
        'description',
        'sections[0] (banner) › text[0]',
        ...[0, 1, 2].flatMap((i) => [`sections[1] (cardGrid) › cards[${i}] › title`, `sections[1] (cardGrid) › cards[${i}] › text[0]`]),
        ...[0, 1, 2, 3].flatMap((i) => [`sections[2] (accordion) › items[${i}] › title`, `sections[2] (accordion) › items[${i}] › text[0]`]),
      ]),
    );
    expect(problems).toHaveLength(16);

    const out = path.join(copy.root, 'dist-recipe');
    const built = copy.run('build', ['--out', out]);
    expect(built.status, built.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'tire-care.html'), 'utf8')).toMatch(/<h1[^>]*>Tire Care<\/h1>/);
    expect(readFileSync(path.join(out, 'brochures/tire-care.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an address that is taken, and one that cannot be an address', async () => {
    const before = readFileSync(path.join(copy.root, 'site-config/pages/my-test-plan.json'), 'utf8');
    const again = await newPage(['/my-test-plan', '--title', 'Something else entirely']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('The address /my-test-plan is already used by site-config/pages/my-test-plan.json');
    expect(readFileSync(path.join(copy.root, 'site-config/pages/my-test-plan.json'), 'utf8')).toBe(before);

    // A page saved with a byte-order mark (some Windows editors write one) still holds its address.
    const about = path.join(copy.root, 'site-config/pages/about.json');
    const aboutText = readFileSync(about, 'utf8');
    writeFileSync(about, `\uFEFF${aboutText}`);
    try {
      const taken = await newPage(['/about', '--title', 'Another about page']);
      expect(taken.status).toBe(1);
      expect(taken.stderr).toContain('The address /about is already used by site-config/pages/about.json');
    } finally {
      writeFileSync(about, aboutText);
    }

    const bad = await newPage(['My Plan']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('like /my-plan');
    expect((await newPage([])).status).toBe(2);
  });

  it('--from copies the sections of an existing page, in the current format', async () => {
    const files = readdirSync(path.join(copy.root, 'site-config/pages')).filter((f) => f.endsWith('.json'));
    const source = files.map((f) => ({ f, data: read(`site-config/pages/${f}`) })).find(({ data }) => typeof data.path === 'string' && data.path !== '/my-test-plan');
    expect(source).toBeDefined();
    const made = await newPage(['/copied-page', '--from', source!.data.path, '--title', 'A copied page | Owl Admin']);
    expect(made.status, made.stderr).toBe(0);
    const page = read('site-config/pages/copied-page.json');
    expect(page.sections).toEqual((migrateData(source!.data, 'page').data as { sections: unknown }).sections);

    const missing = await newPage(['/another', '--from', '/no-such-page']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No page has the address or file "/no-such-page"');
  });

  it('--footer lists the page last under that footer group (one new line in site.json), so it is not unlinked; a group site.json lacks is refused first', async () => {
    const siteFile = path.join(copy.root, 'site-config/site.json');
    const before = readFileSync(siteFile, 'utf8');
    const typo = await newPage(['/rim-guard', '--recipe', 'plan', '--footer', 'Vehicle covrage']);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain('The footer has no group "Vehicle covrage". Did you mean `Vehicle coverage`?');
    expect(existsSync(path.join(copy.root, 'site-config/pages/rim-guard.json'))).toBe(false);

    const made = await newPage(['/rim-guard', '--recipe', 'plan', '--title', 'Rim Guard | Owl Admin', '--footer', 'Vehicle coverage']);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Linked it from the footer, last under "Vehicle coverage", as "Rim Guard"');
    const gap = '{ "label": "Guaranteed Asset Protection", "href": "/gap" }';
    expect(readFileSync(siteFile, 'utf8')).toBe(before.replace(`${gap}\n`, `${gap},\n          { "label": "Rim Guard", "href": "/rim-guard" }\n`));
    const problems = await problemsNow();
    expect(problems.filter((p) => p.file === 'site-config/pages/rim-guard.json').map((p) => p.code)).not.toContain('unlinked-page');
  });

  it('reports a mistake in what it was given in plain words, at the file and line', async () => {
    const made = await newPage(['/short-title', '--title', 'Short']);
    expect(made.status).toBe(1);
    expect(made.stderr).toMatch(/site-config\/pages\/short-title\.json:5:\d+ {2}title: is too short/);
    const mine = (await problemsNow()).filter((p) => p.file === 'site-config/pages/short-title.json');
    expect(mine).toHaveLength(1);
    for (const p of mine) expectPlain(p, 'title');
  });

  it('refuses an option it does not take, with the one message every command gives, and writes nothing', async () => {
    const run = await newPage(['/option-typo', '--titel', 'Option typo | Owl Admin']);
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe("npm run new-page: Unknown option '--titel'. It takes --from <value>, --recipe <value>, --title <value>, --description <value>, --footer <value>.");
    expect(existsSync(path.join(copy.root, 'site-config/pages/option-typo.json'))).toBe(false);
  });

  it('reads site.json validated: a mistake in it is shown where it is, and no page is written with a guessed name', async () => {
    const siteFile = path.join(copy.root, 'site-config/site.json');
    const original = readFileSync(siteFile, 'utf8');
    try {
      // The brand's name is what the new title ends with: a number there is a mistake, not a name.
      writeFileSync(siteFile, original.replace(/("brand": \{\s*"name": )"[^"]*"/, '$142'));
      const at = positionOf(readFileSync(siteFile, 'utf8'), '"name": 42');
      const [line, column] = [at.line, at.column + '"name": '.length];
      const wrongType = await newPage(['/brand-check']);
      expect(wrongType.status).toBe(1);
      expect(wrongType.stderr).toContain("The new page's title ends with the site's name from site-config/site.json, which has a problem to fix first:");
      expect(wrongType.stderr).toMatch(new RegExp(`site-config/site\\.json:${line}:${column} {2}brand › name: `));
      expect(existsSync(path.join(copy.root, 'site-config/pages/brand-check.json'))).toBe(false);

      // Not JSON at all: its one syntax message, at the place, and no stack trace.
      writeFileSync(siteFile, original.replace(/\}\s*$/, ',,}'));
      const broken = await newPage(['/brand-check']);
      expect(broken.status).toBe(1);
      expect(broken.stderr).toMatch(/site-config\/site\.json:\d+:\d+ /);
      expect(broken.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(path.join(copy.root, 'site-config/pages/brand-check.json'))).toBe(false);
    } finally {
      writeFileSync(siteFile, original);
    }
  });
});
