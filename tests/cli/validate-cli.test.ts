/**
 * Issue 2, acceptance: `npm run validate` passes on the repository, and each kind of mistake made in a
 * real page file (in a temporary copy of the project) is reported with file:line:column, the place in
 * the document and a plain message, with a suggestion where one exists; `npm run build` refuses too.
 * Most cases run the engine in-process (`loadSite`, as the CLI calls it); a few run the real CLI.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';
import {
  copyProject,
  nodeAt,
  pageFiles,
  positionAt,
  positionOf,
  readText,
  removeProject,
  runScript,
  setJson,
  writeText,
  validateProject,
  type PageFile,
} from '../helpers/temp-project.ts';
import { expectPlain } from '../helpers/plain-problems.ts';

let root: string;
let validator: ReturnType<typeof createSchemaValidator>;
const jargon = /must NOT have|must match|must have required|must be equal to|must be string|instancePath|schemaPath|additionalProperty|should (be|have)|#\/\$defs|\[object Object\]|undefined|ajv/i;

/**
 * Every message is written for the person who edits the JSON: it names the file, line and column, the
 * property (unless the file is not JSON at all), and has no validator jargon. Checked on every problem
 * each case below produces, as it produces it.
 */
function expectWrittenForEditors(line: string, problem?: Problem): void {
  expect(line).toMatch(/^site-config\/[\w./-]+\.json:\d+:\d+ /);
  expect(line).not.toMatch(jargon);
  if (!problem) return;
  if (problem.code !== 'json-syntax') expect(problem.where, line).not.toBe('');
  expect(problem.message.length, line).toBeGreaterThan(15);
  expectPlain(problem); // the team's shared definition of a plain problem, too
}

/** A page with a path and a banner of its own (not from an include): the file most mistakes are made in. */
interface Target extends PageFile {
  index: number;
}
let target: Target;
let original: string;

beforeAll(async () => {
  root = await copyProject('content');
  validator = createSchemaValidator(path.join(root, 'schemas'));
  const pages = await pageFiles(root);
  const hasBanner = (p: PageFile) => (p.data.sections ?? []).findIndex((s) => s.type === 'banner' && typeof s.heading === 'string');
  const candidates = pages.filter((p) => typeof p.data.path === 'string' && hasBanner(p) >= 0);
  // Prefer /about: small and stable; any page with its own banner will do.
  const chosen = candidates.find((p) => p.data.path === '/about') ?? candidates[0];
  if (!chosen) throw new Error('no page in site-config/pages has a path and a banner of its own to make mistakes in');
  target = { ...chosen, index: hasBanner(chosen) };
  original = chosen.text;
});

afterAll(async () => {
  if (root) await removeProject(root);
});

/** Writes `text` as the target file (or `file`), validates the copy in-process, restores the file. */
async function validateWith(text: string, file = target.file, env: Record<string, string> = {}): Promise<Problem[]> {
  const before = await readText(root, file);
  await writeText(root, file, text);
  try {
    const loaded = await validateProject(root, { env, validator });
    const problems = loaded.ok ? [] : loaded.problems;
    for (const problem of problems) expectWrittenForEditors(formatProblem(problem), problem);
    return problems;
  } finally {
    await writeText(root, file, before);
  }
}

/** The one problem reported in `file` (failing with the whole list when there is not exactly one). */
function onlyProblemIn(problems: Problem[], file: string): Problem {
  const mine = problems.filter((p) => p.file === file);
  expect(mine.map(formatProblem), 'exactly one problem in the edited file').toHaveLength(1);
  return mine[0]!;
}

const at = (text: string, needle: string) => positionOf(text, needle);
const banner = () => `sections[${target.index}] (banner)`;

describe('npm run validate', () => {
  it('exits 0 on the repository', async () => {
    const run = await runScript('validate.ts', []);
    expect(run.output).toMatch(/site-config is valid/);
    expect(run.code).toBe(0);
  });

  it('refuses an unknown --format with exit code 2, naming the ones it has', async () => {
    const run = await runScript('validate.ts', ['--format', 'xml']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Use plain, json or github');
  });

  it('exits 0 on an unchanged copy (the copy is a faithful starting point)', async () => {
    expect(await validateWith(original)).toEqual([]);
  });
});

describe('each mistake in a real page file is reported where it is, in plain words', () => {
  it('unknown block type: names it and suggests the real one', async () => {
    const text = setJson(original, ['sections', target.index, 'type'], 'cardgrid');
    const problem = onlyProblemIn(await validateWith(text), target.file);
    expect(problem).toMatchObject({ code: 'unknown-block-type', ...at(text, '"cardgrid"'), where: `sections[${target.index}] (cardgrid) › type` });
    expect(problem.message).toMatch(/no block type "cardgrid"/);
    expect(problem.message).toContain('Did you mean `cardGrid`?');
  });

  it('missing required property: points at the block and names the property with its meaning', async () => {
    const text = setJson(original, ['sections', target.index, 'heading'], undefined);
    const problem = onlyProblemIn(await validateWith(text), target.file);
    const block = nodeAt(text, ['sections', target.index]);
    expect(problem).toMatchObject({ code: 'missing-property', ...positionAt(text, block.offset), where: banner() });
    expect(problem.message).toMatch(/missing the required property `heading`/);
    expect(problem.message).toMatch(/Heading/); // the schema's title, so the reader knows what it is
  });

  it('wrong type: says what was expected and what was found', async () => {
    const text = setJson(original, ['sections', target.index, 'heading'], 42);
    const problem = onlyProblemIn(await validateWith(text), target.file);
    const value = nodeAt(text, ['sections', target.index, 'heading']);
    expect(problem).toMatchObject({ code: 'wrong-type', ...positionAt(text, value.offset), where: `${banner()} › heading` });
    expect(problem.message).toMatch(/must be text.*got the number 42/);
  });

  it('unknown property (a misspelt name): points at the name and suggests the real one', async () => {
    const key = nodeAt(original, ['sections', target.index, 'heading']).parent!.children![0]!;
    const text = `${original.slice(0, key.offset)}"headng"${original.slice(key.offset + key.length)}`;
    const problems = (await validateWith(text)).filter((p) => p.file === target.file);
    const unknown = problems.find((p) => p.code === 'unknown-property');
    expect(unknown, problems.map(formatProblem).join('\n')).toMatchObject({ ...at(text, '"headng"'), where: banner() });
    expect(unknown!.message).toMatch(/`headng` is not a property of a banner block/);
    expect(unknown!.message).toContain('Did you mean `heading`?');
    // The same typo leaves the real property missing: both are said at once, nothing else.
    expect(problems.map((p) => p.code).sort()).toEqual(['missing-property', 'unknown-property']);
  });

  it('invalid JSON (a missing comma): points at where the comma belongs', async () => {
    const version = nodeAt(original, ['version']);
    const comma = original.indexOf(',', version.offset + version.length);
    expect(original.slice(version.offset + version.length, comma).trim(), 'the comma right after "version"').toBe('');
    const text = original.slice(0, comma) + original.slice(comma + 1);
    const next = comma + (text.slice(comma).length - text.slice(comma).trimStart().length);
    const problem = onlyProblemIn(await validateWith(text), target.file);
    expect(problem).toMatchObject({ code: 'json-syntax', ...positionAt(text, next), where: '' });
    expect(problem.message).toMatch(/not valid JSON: a comma is missing/);
  });

  it('invalid JSON (a trailing comma): says to remove it, at the closing bracket', async () => {
    const sections = nodeAt(original, ['sections']);
    const last = sections.children!.at(-1)!;
    const end = last.offset + last.length;
    const text = `${original.slice(0, end)},${original.slice(end)}`;
    const closing = sections.offset + sections.length; // shifted by the comma
    const problem = onlyProblemIn(await validateWith(text), target.file);
    expect(problem).toMatchObject({ code: 'json-syntax', ...positionAt(text, closing) });
    expect(problem.message).toMatch(/remove the comma before this closing bracket/);
  });

  it('duplicate path: the second page using an address is told which file has it already', async () => {
    const withPath = (await pageFiles(root)).filter((p) => typeof p.data.path === 'string');
    const first = withPath[0]!;
    const last = withPath.at(-1)!;
    expect(first.file).not.toBe(last.file);
    const text = setJson(last.text, ['path'], first.data.path);
    const problem = onlyProblemIn(await validateWith(text, last.file), last.file);
    expect(problem).toMatchObject({ code: 'duplicate-path', ...positionAt(text, nodeAt(text, ['path']).offset), where: 'path' });
    expect(problem.message).toContain(`the address ${first.data.path} is already used by ${first.file}`);
  });

  it('internal link to an address no page has: names it and suggests the nearest address', async () => {
    const addresses = (await pageFiles(root)).map((p) => p.data.path).filter((a): a is string => typeof a === 'string');
    const real = addresses.filter((a) => a !== target.data.path).sort((a, b) => b.length - a.length)[0]!;
    const typo = real.slice(0, 3) + real.slice(4); // one letter dropped
    const text = setJson(original, ['sections', target.index, 'buttons'], [{ label: 'Read more', href: typo }]);
    const problem = onlyProblemIn(await validateWith(text), target.file);
    expect(problem).toMatchObject({ code: 'broken-link', ...at(text, `"${typo}"`), where: `${banner()} › buttons[0] › href` });
    expect(problem.message).toContain(`no page has the address ${typo}`);
    expect(problem.message).toContain(`Did you mean \`${real}\`?`);
  });

  it('a javascript: URL is not accepted as a link', async () => {
    const text = setJson(original, ['sections', target.index, 'buttons'], [{ label: 'Click', href: 'javascript:alert(1)' }]);
    const problem = onlyProblemIn(await validateWith(text), target.file);
    expect(problem).toMatchObject({ code: 'bad-link', ...at(text, '"javascript:alert(1)"'), where: `${banner()} › buttons[0] › href` });
    expect(problem.message).toMatch(/"javascript:alert\(1\)" is not a link this site accepts/);
    expect(problem.message).toMatch(/starts with "\/"/); // and says what a link may be
  });

  it('a reference to shared sections that do not exist: names the file looked for and suggests one', async () => {
    const fragments = (await readdir(path.join(root, 'site-config/fragments'))).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
    const real = fragments.sort((a, b) => b.length - a.length)[0]!;
    expect(real.length, 'a fragment with a name long enough to misspell').toBeGreaterThan(3);
    const typo = real.slice(0, 2) + real.slice(3);
    const count = target.data.sections!.length;
    const text = setJson(original, ['sections', count], { include: typo }, count);
    const problem = onlyProblemIn(await validateWith(text), target.file);
    expect(problem).toMatchObject({ code: 'missing-fragment', ...at(text, `"${typo}"`), where: `sections[${count}] (include) › include` });
    expect(problem.message).toContain(`site-config/fragments/${typo}.json`);
    expect(problem.message).toContain(`Did you mean \`${real}\`?`);
  });

  it('a missing image: names the file and where to put it, and suggests the near-miss', async () => {
    const images = (await readdir(path.join(root, 'public/images'))).filter((f) => /\.(svg|png|jpg|webp)$/.test(f));
    const real = images.sort((a, b) => b.length - a.length)[0]!;
    const typo = real[1]! + real[0]! + real.slice(2); // two letters swapped
    const src = `/images/${typo}`;
    const text = setJson(original, ['sections', target.index, 'image'], { src, alt: 'A picture', width: 400, height: 300 });
    const problem = onlyProblemIn(await validateWith(text), target.file);
    expect(problem).toMatchObject({ code: 'missing-asset', ...at(text, `"${src}"`), where: `${banner()} › image › src` });
    expect(problem.message).toContain(`the file ${src} does not exist: put it in public${src}`);
    expect(problem.message).toContain(`Did you mean \`/images/${real}\`?`);
  });
});

describe('site.json', () => {
  const site = 'site-config/site.json';

  it('a ui template without its {word}: says what it must contain, and nothing else is reported', async () => {
    const text = setJson(await readText(root, site), ['ui', 'carousel', 'slide'], '{n} of all');
    const problems = await validateWith(text, site);
    // Only the one problem: pages that use site values ({{phone}}) are not blamed while site.json is broken.
    expect(problems.map(formatProblem)).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: site, ...at(text, '"{n} of all"'), where: 'ui › carousel › slide' });
    expect(problems[0]!.message).toContain('Must contain {n} (its number) and {count}');
  });

  it('a missing ui word: names it with its meaning', async () => {
    const text = setJson(await readText(root, site), ['ui', 'closeMenu'], undefined);
    const problems = await validateWith(text, site);
    expect(problems.map(formatProblem)).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/missing the required property `closeMenu` \(Close menu: /);
  });
});

describe('per-deployment overrides from the environment', () => {
  it('replace the value in site.json', async () => {
    const loaded = await validateProject(root, { validator, env: { SITE_API_BASE: 'https://api.owladmin.example', SITE_LINK_SCHEDULING: 'https://cal.example/owl' } });
    expect(loaded.ok && loaded.model.site.api.base).toBe('https://api.owladmin.example');
    expect(loaded.ok && loaded.model.site.links.scheduling).toBe('https://cal.example/owl');
  });

  it('a bad value is reported at the property it replaces, naming the variable', async () => {
    const site = 'site-config/site.json';
    const text = await readText(root, site);
    const problems = await validateWith(text, site, { SITE_URL: 'owladmin.example', SITE_LINK_SCHEDULING: 'javascript:alert(1)' });
    const url = problems.find((p) => p.where === 'url');
    expect(url, problems.map(formatProblem).join('\n')).toMatchObject({ file: site, ...positionAt(text, nodeAt(text, ['url']).offset) });
    expect(url!.message).toContain('environment variable SITE_URL');
    const link = problems.find((p) => p.where === 'links › scheduling');
    expect(link?.message).toContain('environment variable SITE_LINK_SCHEDULING');
  });
});

describe('the real CLI and the real build', () => {
  it('validate --root: unknown block type, exit 1, the problem as file:line:column  place: message', async () => {
    const text = setJson(original, ['sections', target.index, 'type'], 'cardgrid');
    await writeText(root, target.file, text);
    try {
      const run = await runScript('validate.ts', ['--root', root]);
      for (const line of run.stderr.split('\n').filter((l) => l.startsWith('site-config/'))) expectWrittenForEditors(line);
      const { line, column } = at(text, '"cardgrid"');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`${target.file}:${line}:${column}  sections[${target.index}] (cardgrid) › type: there is no block type "cardgrid". Did you mean \`cardGrid\`?`);
      expect(run.output).not.toMatch(/\n\s+at .+:\d+:\d+/); // no stack trace
    } finally {
      await writeText(root, target.file, original);
    }
  });

  it('validate --root --format json: the same problems, for machines', async () => {
    const text = setJson(original, ['sections', target.index, 'heading'], 42);
    await writeText(root, target.file, text);
    try {
      const run = await runScript('validate.ts', ['--root', root, '--format', 'json']);
      expect(run.code).toBe(1);
      const out = JSON.parse(run.stdout) as { ok: boolean; problems: Problem[] };
      expect(out.ok).toBe(false);
      expect(out.problems).toContainEqual(expect.objectContaining({ code: 'wrong-type', file: target.file, where: `${banner()} › heading` }));
    } finally {
      await writeText(root, target.file, original);
    }
  });

  it.each([
    ['an unknown property', () => setJson(original, ['sections', target.index, 'headng'], 'About'), 'Did you mean `heading`?'],
    ['a javascript: link', () => setJson(original, ['sections', target.index, 'buttons'], [{ label: 'Go', href: 'javascript:alert(1)' }]), 'is not a link this site accepts'],
  ])('build --root refuses a site with %s and writes nothing', async (_name, mutate, says) => {
    const out = path.join(root, 'out');
    await writeText(root, target.file, mutate());
    try {
      const run = await runScript('build.ts', ['--root', root, '--out', out]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(target.file);
      expect(run.stderr).toContain(says);
      expect(run.stderr).toMatch(/Build refused/);
      expect(existsSync(path.join(out, 'index.html'))).toBe(false);
    } finally {
      await writeText(root, target.file, original);
    }
  });
});
