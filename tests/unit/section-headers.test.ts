/**
 * The eyebrow rule of docs/section-headers.md as a validator warning (outside review, round 5, fault 5: green
 * eyebrows on about half the sections, with no rule). In a temporary copy of the project the real
 * `npm run validate` passes the site as it is, and warns at an eyebrow on a light section that is not the
 * hero, once for a shared section two pages include; the hero's and a dark band's are left alone.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { pageAt, readText, setJson, validateAsCli } from '../helpers/temp-project.ts';
import { lineColumnAt, validateCopy } from '../helpers/validate-copy.ts';

const copy = validateCopy();
const validateWith = copy.validateWith;

const offRule = (problems: Problem[]) => problems.filter((p) => p.code === 'eyebrow-off-rule');
const at = lineColumnAt;

describe('section headers (docs/section-headers.md)', () => {
  it('the pages this rule was written with pass: no eyebrow on a light section of / or /admin-in-a-box', async () => {
    const { problems } = await validateAsCli(copy.root);
    expect(offRule(problems).filter((p) => /home|admin-in-a-box|landing|complaints/.test(p.file)).map(formatProblem)).toEqual([]);
  });

  it('warns at an eyebrow on a light list and on a shared light section (once), not on the hero, a dark list or a band with no tone', async () => {
    const home = (await pageAt(copy.root, '/'))!;
    const sections = home.data.sections!;
    const benefits = sections.findIndex((s) => s.anchor === 'benefits');
    const mission = sections.findIndex((s) => s.anchor === 'mission');
    let homeText = setJson(home.text, ['sections', benefits, 'eyebrow'], 'For your customers');
    homeText = setJson(homeText, ['sections', 0, 'eyebrow'], 'Admin in a Box');
    // A band that names no tone is navy (the banner's default), so its eyebrow keeps to the rule.
    homeText = setJson(homeText, ['sections', mission, 'tone'], undefined);
    homeText = setJson(homeText, ['sections', mission, 'eyebrow'], 'Our mission');
    const landing = 'site-config/fragments/landing.json';
    const landingText = await readText(copy.root, landing);
    const blueprint = (JSON.parse(landingText) as { sections: { anchor?: string }[] }).sections.findIndex((s) => s.anchor === 'blueprint');
    const withBlueprint = setJson(landingText, ['sections', blueprint, 'eyebrow'], 'Three steps');

    const { code, problems, run } = await validateWith({ [home.file]: homeText, [landing]: withBlueprint });
    expect(code, run.output).toBe(0);
    const found = offRule(problems);
    expect(found.map((p) => `${p.file}:${p.line}:${p.column}  ${p.where}`).sort()).toEqual(
      [`${home.file}:${at(homeText, ['sections', benefits, 'eyebrow'])}  sections[${benefits}] (list) › eyebrow`, `${landing}:${at(withBlueprint, ['sections', blueprint, 'eyebrow'])}  sections[${blueprint}] (cardGrid) › eyebrow`].sort(),
    );
    expect(found.find((p) => p.file === home.file)!.message).toBe(
      '"For your customers" is an eyebrow on a plain section of /. Only the hero and dark bands carry one, so the line reads as "a new part of the story starts here" wherever it appears. Remove it, or fold its words into the heading (docs/section-headers.md).',
    );
    for (const problem of found) {
      expect(problem.severity).toBe('warning');
      expectPlain(problem, 'eyebrow');
    }
  });
});

describe('dark bands stand apart (docs/section-headers.md, rule 6)', () => {
  const close = (problems: Problem[]) => problems.filter((p) => p.code === 'dark-bands-close');

  it('the site passes', async () => {
    const { problems } = await validateAsCli(copy.root);
    expect(close(problems).map(formatProblem)).toEqual([]);
  });

  it('warns at the second of two dark bands with one section or none between them, a band with no tone counting as dark; not three sections apart', async () => {
    // Outside review round 8: /essentials-rv's benefits were a dark card grid two sections after its dark banner.
    const rv = (await pageAt(copy.root, '/essentials-rv'))!;
    const sections = rv.data.sections!;
    const benefits = sections.findIndex((s) => s.anchor === 'supplementary');
    const banner = sections.findIndex((s) => s.tone === 'dark');
    const closing = sections.length - 1;
    expect([banner, benefits, closing], 'the banner, the benefits and the closing band').toEqual([2, 4, 6]);
    expect(sections[closing]).toMatchObject({ type: 'banner', layout: 'band' });
    // The first section after the hero dark (nothing between it and the banner), the benefits dark again (one
    // between), and the closing band with no tone, which is dark (the banner's default; one between).
    let rvText = setJson(rv.text, ['sections', 1, 'tone'], 'dark');
    rvText = setJson(rvText, ['sections', benefits, 'tone'], 'dark');
    rvText = setJson(rvText, ['sections', closing, 'tone'], undefined);

    const { code, problems, run } = await validateWith({ [rv.file]: rvText });
    expect(code, run.output).toBe(0);
    const found = close(problems);
    expect(found.map((p) => `${p.file}:${p.line}:${p.column}  ${p.where}`)).toEqual([
      `${rv.file}:${at(rvText, ['sections', banner, 'tone'])}  sections[${banner}] (banner) › tone`,
      `${rv.file}:${at(rvText, ['sections', benefits, 'tone'])}  sections[${benefits}] (cardGrid) › tone`,
      `${rv.file}:${at(rvText, ['sections', closing])}  sections[${closing}] (banner)`,
    ]);
    expect(found[1]!.message).toBe(
      'Sections 3 and 5 of /essentials-rv are both dark bands, with one section between them: two navy blocks this close read as the page repeating itself. Give this one "tone": "tinted" (or "plain"), or move it two sections or more from the other (docs/section-headers.md).',
    );
    expect(found[0]!.message).toContain('Sections 2 and 3 of /essentials-rv are both dark bands, with nothing between them');
    for (const problem of found) {
      expect(problem.severity).toBe('warning');
      expectPlain(problem, 'tone');
    }

    // The banner and a closing band with no tone, three sections apart: no warning.
    const apart = await validateWith({ [rv.file]: setJson(rv.text, ['sections', closing, 'tone'], undefined) });
    expect(close(apart.problems).map(formatProblem)).toEqual([]);
  });
});
