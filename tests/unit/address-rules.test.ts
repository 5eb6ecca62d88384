/**
 * Issue 11, item 7 (validation side): addresses are case-sensitive and have no slash at the end, as on a
 * CDN and in both servers (src/engine/routes.ts is the one rule). Through the real `npm run validate` on a
 * temporary copy: a link that differs only in case, or ends in "/", is refused with the address it meant;
 * a link, a page's path or an alias that breaks the address rule gets the rule spelled out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRule } from '../../src/engine/routes.ts';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { copyProject, pageAt, positionOf, removeProject, setJson, writeText, type PageFile, validateAsCli } from '../helpers/temp-project.ts';

let root: string;
let problems: Problem[];
let code: number | null;
const edited = new Map<string, PageFile & { written: string }>();

/** A button on the page's first section, linking to `href`. */
const button = (page: PageFile, href: string) => setJson(page.text, ['sections', 0, 'buttons'], [{ label: 'Read more', href }]);

beforeAll(async () => {
  root = await copyProject('content');
  const edits: [name: string, address: string, edit: (p: PageFile) => string][] = [
    ['case', '/about', (p) => button(p, '/GAP')],
    ['slash', '/contact', (p) => button(p, '/gap/')],
    ['underscore', '/gap', (p) => button(p, '/about_us')],
    ['path', '/warranty-claim-form', (p) => setJson(p.text, ['path'], '/Warranty Claim Form')],
    ['alias', '/claims', (p) => setJson(p.text, ['aliases'], ['/Claim'])],
  ];
  for (const [name, address, edit] of edits) {
    const page = await pageAt(root, address);
    expect(page, address).toBeDefined();
    const written = edit(page!);
    edited.set(name, { ...page!, written });
    await writeText(root, page!.file, written);
  }
  ({ code, problems } = await validateAsCli(root));
}, 60_000);

afterAll(async () => {
  if (root) await removeProject(root);
});

/** The one problem in the file of case `name`. */
function only(name: string): Problem {
  const mine = problems.filter((p) => p.file === edited.get(name)!.file);
  expect(mine.map(formatProblem)).toHaveLength(1);
  expectPlain(mine[0]!);
  expect(mine[0]!.severity).toBe('error');
  return mine[0]!;
}

describe('links are matched exactly, as a CDN serves them', () => {
  it('a link that differs only in case is refused, with the address it meant', () => {
    const problem = only('case');
    expect(problem).toMatchObject({ code: 'broken-link', ...positionOf(edited.get('case')!.written, '"/GAP"') });
    expect(problem.message).toBe('no page has the address /GAP: addresses are case-sensitive, so it is not the same as /gap. Did you mean /gap?');
  });

  it('a link with a slash at the end is refused, with the address without it', () => {
    const problem = only('slash');
    expect(problem).toMatchObject({ code: 'broken-link', ...positionOf(edited.get('slash')!.written, '"/gap/"') });
    expect(problem.message).toBe('no page has the address /gap/: it ends with "/", and the page\'s address is /gap, without it. Write "/gap".');
  });

  it('a link that is not written as an address gets the rule', () => {
    const problem = only('underscore');
    expect(problem.code).toBe('broken-link');
    expect(problem.message).toContain(`It is not written as an address: ${addressRule}.`);
  });

  it('the run fails', () => {
    expect(code).toBe(1);
  });
});

describe('a page address that breaks the rule is told the rule', () => {
  it('path: the rule, and the address it most likely meant', () => {
    const problem = only('path');
    expect(problem).toMatchObject({ code: 'bad-value', where: 'path', ...positionOf(edited.get('path')!.written, '"/Warranty Claim Form"') });
    expect(problem.message).toBe(`the text "/Warranty Claim Form" is not an address this site accepts: ${addressRule}. Did you mean "/warranty-claim-form"?`);
  });

  it('an alias: the same rule', () => {
    const problem = only('alias');
    expect(problem).toMatchObject({ code: 'bad-value', where: 'aliases[0]' });
    expect(problem.message).toBe(`the text "/Claim" is not an address this site accepts: ${addressRule}. Did you mean "/claim"?`);
  });
});
