/**
 * Issue 14, item 7: a comparison row must give one value per column. In a temporary copy of the project,
 * the real `npm run validate` passes the site as it is, and stops on a row with too few or too many
 * values, naming the file, the row's line and column, and the table's columns in plain words; a table in
 * shared sections is blamed on the shared file, once, however many pages include it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HooksByType } from '../../src/blocks/hooks.ts';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { copyProject, nodeAt, pageAt, positionAt, readText, removeProject, repoRoot, setJson, validateAsCli, writeText } from '../helpers/temp-project.ts';

const tiers = 'Essentials Coverage, Essentials +, Essentials Enhanced, Essentials Exclusionary (Factory Type)';
let root: string;

beforeAll(async () => {
  root = await copyProject('content');
});
afterAll(async () => {
  if (root) await removeProject(root);
});

/** Writes `text` as `file` of the copy, runs the real CLI on the copy, restores the file. */
async function validateWith(file: string, text: string) {
  const before = await readText(root, file);
  await writeText(root, file, text);
  try {
    return await validateAsCli(root);
  } finally {
    await writeText(root, file, before);
  }
}

/** The problems the rows check reports (anything else the copy may say is another test's business). */
const rowProblems = (problems: Problem[]) => problems.filter((p) => /has \d+ values? but the table has/.test(p.message));

describe('a comparison row with more or fewer values than the table has columns', () => {
  it('the site as it is passes: every row of every table has one value per column', async () => {
    const { code, problems, run } = await validateAsCli(root);
    expect(rowProblems(problems)).toEqual([]);
    expect(code, run.output).toBe(0);
  });

  it("every block's schema examples pass the block's own check (the docs and the gallery show them)", async () => {
    const hooks: HooksByType = blockHooks;
    const dir = path.join(repoRoot, 'schemas/blocks');
    let checked = 0;
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.schema.json'))) {
      const schema = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { examples?: { type: keyof HooksByType }[] };
      for (const example of schema.examples ?? []) {
        const check = hooks[example.type].check as ((section: unknown) => unknown[]) | undefined;
        if (!check) continue;
        expect(check(example), `${name}: ${JSON.stringify(example).slice(0, 80)}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('stops validation at the row, with its line and column and the columns it should match', async () => {
    const page = (await pageAt(root, '/essentials-complete'))!;
    const t = page.data.sections!.findIndex((s) => s.type === 'comparisonTable');
    const rows = page.data.sections![t]!.rows as { label: string; values: unknown[] }[];
    const brakes = rows.findIndex((r) => r.label === 'Brakes');
    const electrical = rows.findIndex((r) => r.label === 'Electrical');
    let text = setJson(page.text, ['sections', t, 'rows', brakes, 'values'], [false, true, true]);
    text = setJson(text, ['sections', t, 'rows', electrical, 'values'], [false, false, true, true, 'Up to $100']);

    const { code, problems, run } = await validateWith(page.file, text);
    expect(code, run.output).toBe(1);
    const found = rowProblems(problems);
    expect(found.map(formatProblem)).toEqual([
      `${page.file}:${at(text, ['sections', t, 'rows', brakes])}  sections[${t}] (comparisonTable) › rows[${brakes}]: the row "Brakes" has 3 values but the table has 4 columns: ${tiers}. Add 1 value, so each column has one (true for a tick, false for a dash, or a short text), in the columns' order.`,
      `${page.file}:${at(text, ['sections', t, 'rows', electrical])}  sections[${t}] (comparisonTable) › rows[${electrical}]: the row "Electrical" has 5 values but the table has 4 columns: ${tiers}. Remove 1 value, or add the column it belongs to.`,
    ]);
    expect(found.map((p) => p.code)).toEqual(['too-short', 'too-long']);
    for (const problem of found) expectPlain(problem, 'rows[');
  });

  it('in shared sections, is reported once, in the shared file, though two pages include it', async () => {
    const file = 'site-config/fragments/landing.json';
    const original = await readText(root, file);
    const table = {
      type: 'comparisonTable',
      heading: 'Three service models',
      columns: [{ title: 'Self-managed' }, { title: 'Partnership' }, { title: 'Full-service' }],
      rows: [
        { label: 'What you keep', values: ['Up to 80% of profits', '40-60%', 'Saves 20-30% of administrative costs'] },
        { label: 'Who runs claims', values: ['You', 'Both'] },
      ],
    };
    const text = setJson(original, ['sections', 0], table, 0);
    const { code, problems, run } = await validateWith(file, text);
    expect(code, run.output).toBe(1);
    expect(rowProblems(problems).map(formatProblem)).toEqual([
      `${file}:${at(text, ['sections', 0, 'rows', 1])}  sections[0] (comparisonTable) › rows[1]: the row "Who runs claims" has 2 values but the table has 3 columns: Self-managed, Partnership, Full-service. Add 1 value, so each column has one (true for a tick, false for a dash, or a short text), in the columns' order.`,
    ]);
  });
});

/** `line:column` of the value at `jsonPath`, where an editor puts the cursor for it. */
function at(text: string, jsonPath: (string | number)[]): string {
  const { line, column } = positionAt(text, nodeAt(text, jsonPath).offset);
  return `${line}:${column}`;
}
