/**
 * Issue 11, item 4: JSON as real editors write it. Page files saved the way Windows editors, word
 * processors and phones save them go through the real `npm run validate` (on a temporary copy): a
 * byte-order mark and CRLF line endings are fine and positions stay right; curly and single quotes and
 * other stray characters are named; an empty file says so; a syntax error is one message with no
 * follow-on guesses elsewhere; a name written twice in one object is an error naming both lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateKeys } from '../../src/engine/duplicate-keys.ts';
import { parseJsonSource } from '../../src/engine/json-source.ts';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { copyProject, nodeAt, pageFiles, positionAt, positionOf, removeProject, writeText, type PageFile, validateAsCli } from '../helpers/temp-project.ts';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { printed, validateCommand } from '../../src/engine/validate-command.ts';

const BOM = '\ufeff';
const crlf = (text: string) => text.replace(/\n/g, '\r\n');

let root: string;
/** Problems of one `validate --format json` run over every mistake below, each in its own page file. */
let problems: Problem[];
let exitCode: number | null;
let plain: string;
/** Each case: the page file, the text written to it. */
const cases = new Map<string, PageFile & { written: string }>();

/** The problems reported in one case's file. */
const inFile = (name: string) => problems.filter((p) => p.file === cases.get(name)!.file);

beforeAll(async () => {
  root = await copyProject('content');
  const pages = (await pageFiles(root)).filter((p) => typeof p.data.path === 'string' && typeof p.data.title === 'string');
  // /about is linked from site.json's navigation: breaking it shows whether links to it are then guessed broken.
  const about = pages.find((p) => p.data.path === '/about')!;
  const others = pages.filter((p) => p !== about && typeof p.data.sections?.[0]?.heading === 'string');
  const title = (p: PageFile) => JSON.stringify(p.data.title);
  const setTitle = (p: PageFile, raw: string) => p.text.replace(`"title": ${title(p)}`, `"title": ${raw}`);
  const heading = (p: PageFile) => nodeAt(p.text, ['sections', 0, 'heading']);
  const mistakes: [string, PageFile, (p: PageFile) => string][] = [
    ['bom-crlf', others[0]!, (p) => BOM + crlf(p.text)],
    ['bom-crlf-mistake', others[1]!, (p) => BOM + crlf(`${p.text.slice(0, heading(p).offset)}42${p.text.slice(heading(p).offset + heading(p).length)}`)],
    ['curly', about, (p) => setTitle(p, `“${p.data.title as string}”`)],
    ['curly-close', others[2]!, (p) => setTitle(p, `"${p.data.title as string}”`)],
    ['single', others[3]!, (p) => setTitle(p, `'${p.data.title as string}'`)],
    ['capital-true', others[4]!, (p) => p.text.replace('"version": 2', '"version": True')],
    ['nbsp', others[5]!, (p) => p.text.replace('"version": 2,', '"version":\u00a02,')],
    ['empty', others[6]!, () => ''],
    ['blank', others[7]!, () => '  \r\n\t\r\n'],
    ['twice', others[8]!, (p) => p.text.replace(/\n {2}"title": /, `\n  "title": "An old title nobody sees | Owl Admin",\n  "title": `)],
  ];
  for (const [name, page, mistake] of mistakes) {
    expect(page, `a page file for the "${name}" case`).toBeDefined();
    const written = mistake(page);
    expect(written, `the "${name}" case changes its file`).not.toBe(page.text);
    cases.set(name, { ...page, written });
    await writeText(root, page.file, written);
  }
  ({ code: exitCode, problems } = await validateAsCli(root));
  // What a person at the terminal reads: npm run validate's plain output (validateCommand, which the command prints).
  plain = printed(await validateCommand({ root, env: {}, blockHooks }), 'err');
}, 60_000);

afterAll(async () => {
  if (root) await removeProject(root);
});

describe('a page saved by a Windows editor', () => {
  it('a byte-order mark and CRLF line endings are accepted', () => {
    expect(inFile('bom-crlf').map(formatProblem)).toEqual([]);
  });

  it('a mistake in such a file is at the line and column the editor shows', () => {
    const { written } = cases.get('bom-crlf-mistake')!;
    const shown = written.slice(1); // an editor does not show the byte-order mark as a column
    const key = positionOf(shown, '"heading": 42');
    const mine = inFile('bom-crlf-mistake');
    expect(mine.map(formatProblem)).toHaveLength(1);
    expect(mine[0]).toMatchObject({ code: 'wrong-type', severity: 'error', line: key.line, column: key.column + '"heading": '.length });
  });
});

describe('stray characters are named, with what JSON needs instead', () => {
  it.each([
    ['curly', '“', 'a curly quote “ — JSON needs straight quotes "'],
    ['curly-close', '”', 'a curly quote ” — JSON needs straight quotes " where this text should end'],
    ['single', "'", `a single quote ' — JSON needs double quotes " around names and text`],
    ['capital-true', 'True', 'the word True — JSON writes true, false and null in lower case'],
    ['nbsp', '\u00a0', 'a non-breaking space'],
  ])('%s: one message, at the character', (name, char, says) => {
    const { written } = cases.get(name)!;
    const mine = inFile(name);
    expect(mine.map(formatProblem)).toHaveLength(1);
    expect(mine[0]).toMatchObject({ code: 'json-syntax', severity: 'error', ...positionAt(written, written.indexOf(char, written.indexOf('"version"'))) });
    expect(mine[0]!.message).toContain(says);
    expectPlain(mine[0]!);
  });

  it('the plain output is one line per file, naming the character', () => {
    const { file, written } = cases.get('curly')!;
    const { line, column } = positionAt(written, written.indexOf('“'));
    expect(plain).toContain(`${file}:${line}:${column} This file is not valid JSON: a curly quote “ — JSON needs straight quotes ".`);
  });
});

describe('an empty file says it is empty', () => {
  it.each(['empty', 'blank'])('%s', (name) => {
    const mine = inFile(name);
    expect(mine).toEqual([expect.objectContaining({ code: 'empty-file', severity: 'error', line: 1, column: 1 })]);
    expect(mine[0]!.message).toMatch(/^This file is empty/);
    expectPlain(mine[0]!);
  });
});

describe('after a syntax error, nothing else is guessed', () => {
  it('links to the broken page (site.json links to /about) are not reported as broken', () => {
    const elsewhere = problems.filter((p) => ![...cases.values()].some((c) => c.file === p.file));
    expect(elsewhere.map(formatProblem)).toEqual([]);
  });
});

describe('a name written twice in one object', () => {
  it('is an error naming both lines, at the second, and the run fails', () => {
    const { written } = cases.get('twice')!;
    const mine = inFile('twice');
    const first = positionOf(written, '"title": "An old title nobody sees');
    const second = positionAt(written, written.indexOf('"title"', written.indexOf('An old title nobody sees')));
    expect(mine.map(formatProblem)).toHaveLength(1);
    expect(mine[0]).toMatchObject({ code: 'duplicate-key', severity: 'error', ...second });
    expect(mine[0]!.message).toContain(`\`title\` is written twice in this object, on line ${first.line} and line ${second.line}`);
    expectPlain(mine[0]!, 'title');
    expect(exitCode).toBe(1);
  });
});

describe('the quick test for names written twice (most files skip the syntax tree)', () => {
  const check = (text: string) => {
    const parsed = parseJsonSource('site-config/pages/x.json', text);
    if (!parsed.ok) throw new Error('not JSON');
    return duplicateKeys(parsed.source).map((p) => `${p.line}:${p.column}`);
  };
  it('finds a name written twice even when a text value holds `":` as well', () => {
    expect(check('{\n  "title": "He said \\"hi\\": twice",\n  "title": "x"\n}')).toEqual(['3:3']);
    expect(check('{ "a": { "b": 1, "b": 2 } }')).toEqual(['1:18']);
  });
  it('finds nothing where every name is written once, with or without `":` inside values', () => {
    expect(check('{\n  "title": "He said \\"hi\\": once",\n  "sections": [{ "a": 1 }, { "a": 2 }]\n}')).toEqual([]);
    expect(check('{ "a": [], "b": {}, "c": "" }')).toEqual([]);
  });
});
