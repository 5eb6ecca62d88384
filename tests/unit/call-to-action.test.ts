/**
 * Issue 22, Part A item 6: the rule for calls to action (docs/calls-to-action.md) as a validator warning.
 * In a temporary copy of the project, the real `npm run validate` passes the site as it is, and warns at a
 * button to a place the page already offers in the section before, or more often than twice (three times
 * on a page of ten sections or more), naming the page, the sections and the rule; a button in the shared
 * sections is named once, in the shared file, though two pages include it.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { pageAt, readText, setJson, validateAsCli } from '../helpers/temp-project.ts';
import { lineColumnAt, validateCopy } from '../helpers/validate-copy.ts';

const copy = validateCopy();
const validateWith = copy.validateWith;

const repeated = (problems: Problem[]) => problems.filter((p) => p.code === 'repeated-call-to-action');
const at = lineColumnAt;
const book = { label: 'Book a Call', href: '/book-a-call-calendly', style: 'primary' };

describe('calls to action (docs/calls-to-action.md)', () => {
  it('the site as it is passes: no page repeats a call to action too often or too soon', async () => {
    const { problems } = await validateAsCli(copy.root);
    expect(repeated(problems).map(formatProblem)).toEqual([]);
  });

  it('warns at "Book a call" one section after the hero\'s, and at a fourth and a fifth on a long page, in the shared file that holds them', async () => {
    const home = (await pageAt(copy.root, '/'))!;
    const why = home.data.sections!.findIndex((s) => s.anchor === 'lower-fees');
    const homeText = setJson(home.text, ['sections', why, 'buttons'], [book]);
    const landing = 'site-config/fragments/landing.json';
    const landingText = await readText(copy.root, landing);
    const fragment = JSON.parse(landingText) as { sections: { anchor?: string; buttons?: unknown[] }[] };
    const blueprint = fragment.sections.findIndex((s) => s.anchor === 'blueprint');
    // A second booking button beside the blueprint's "Schedule a Call", in the shared sections / includes.
    const withTwo = setJson(landingText, ['sections', blueprint, 'buttons', 1], { ...book, style: 'secondary' }, 1);

    const { code, problems, run } = await validateWith({ [home.file]: homeText, [landing]: withTwo });
    expect(code, run.output).toBe(0);
    const found = repeated(problems).map(formatProblem);
    // Which sections of / hold the buttons changes with the page; the rule and where it is said do not.
    const sections = String.raw`\(in sections 1, 2, \d+, \d+ and \d+ of (\d+)\)\. A page offers its main action at its start and near its end, and once between: 3 times at most on a page of \1 sections\. Remove this one, or make it lead somewhere the page does not already send people \(docs/calls-to-action\.md\)\.$`;
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const shared = (i: number, nth: string) => new RegExp(`^${escape(`${landing}:${at(withTwo, ['sections', blueprint, 'buttons', i])}  warning  sections[${blueprint}] (cardGrid) › buttons[${i}]: this is the ${nth} button to /book-a-call-calendly on / `)}${sections}`);
    expect(found).toHaveLength(3);
    // On /, "Schedule a Call" is now the 4th and the button beside it the 5th: the shared file is blamed where the rule broke.
    expect(found[0]).toMatch(shared(0, '4th'));
    expect(found[1]).toMatch(shared(1, '5th'));
    expect(found[2]).toBe(
      `${home.file}:${at(homeText, ['sections', why, 'buttons', 0])}  warning  sections[${why}] (banner) › buttons[0]: "Book a Call" goes to /book-a-call-calendly, as "Book a Call" does in the section just before on /: a reader sees both within a screen or two. Keep one of them, or leave at least 2 sections between (docs/calls-to-action.md).`,
    );
    for (const problem of repeated(problems)) {
      expect(problem.severity).toBe('warning');
      expectPlain(problem, 'buttons[');
    }
  });

  it('a brochure twice at most, however long the page: a third on /admin-in-a-box, far from the others, is a warning', async () => {
    // Outside review, round 4: plan pages offered "Download the brochure" in the hero, a band of its own mid-page and
    // the closing band. The brochure belongs in the hero and the closing band (docs/calls-to-action.md rule 4).
    const box = (await pageAt(copy.root, '/admin-in-a-box'))!;
    const obligor = box.data.sections!.findIndex((s) => s.anchor === 'obligor');
    const brochure = { label: 'Download the brochure', href: '/brochures/admin-in-a-box.pdf', style: 'secondary', download: true };
    const text = setJson(box.text, ['sections', obligor, 'buttons'], [brochure]);
    const { problems } = await validateWith({ [box.file]: text });
    const found = repeated(problems);
    // The hero's and the closing band's were the two: the closing band's is now the third, and said so.
    const closing = box.data.sections!.length - 1;
    const buttons = (box.data.sections![closing] as { buttons?: { href?: string }[] }).buttons ?? [];
    const brochures = buttons.findIndex((b) => b.href === brochure.href);
    expect(found.map((p) => `${p.file}:${p.line}:${p.column} ${p.where}`)).toEqual([`${box.file}:${at(text, ['sections', closing, 'buttons', brochures])} sections[${closing}] (banner) › buttons[${brochures}]`]);
    expect(found[0]!.message).toMatch(/^this is the 3rd button to \/brochures\/admin-in-a-box\.pdf on \/admin-in-a-box \(in sections 1, \d+ and \d+ of \d+\)\. A brochure is offered in the hero and the closing band: twice at most, however long the page\./);
    // The same third button to the booking page is allowed on a page this long.
    const booking = setJson(box.text, ['sections', obligor, 'buttons'], [{ ...book, style: 'secondary' }]);
    expect(repeated((await validateWith({ [box.file]: booking })).problems).filter((p) => p.message.includes('3rd'))).toEqual([]);
  });

  it('on a short page, the same place twice at most, and cards count: a booking card on /about makes its closing band the third', async () => {
    const about = (await pageAt(copy.root, '/about'))!;
    const offer = about.data.sections!.findIndex((s) => s.type === 'cardGrid' && s.heading === 'What we offer');
    const text = setJson(about.text, ['sections', offer, 'cards', 0, 'button'], { label: 'Book a call', href: '/book-a-call-calendly', style: 'secondary' });
    const { problems } = await validateWith({ [about.file]: text });
    const messages = repeated(problems).map((p) => `${p.where}: ${p.message.split('.')[0]}`);
    // Counted from the page, so a section added to /about does not break the rule's test.
    const count = about.data.sections!.length;
    expect(messages).toEqual([
      `sections[${count - 1}] (banner) › buttons[0]: this is the 3rd button to /book-a-call-calendly on /about (in sections 1, ${offer + 1} and ${count} of ${count})`,
    ]);
  });
});
