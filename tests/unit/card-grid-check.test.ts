/**
 * Issue 22, Part A item 2: within a card grid every card has a figure (an icon, a picture) or none does.
 * In a temporary copy of the project, the real `npm run validate` passes the site as it is, and warns,
 * at the card, when one card lacks what the others have ("Air transportation" among "3 days", "24 hours"
 * and "$150"); the page still builds, and `--strict` fails on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardGridCheck } from '../../src/blocks/cardGrid/check.ts';
import type { CardGridBlockProps } from '../../src/generated/block-props.ts';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { copyProject, nodeAt, pageAt, positionAt, readText, removeProject, setJson, validateAsCli, writeText } from '../helpers/temp-project.ts';

let root: string;

beforeAll(async () => {
  root = await copyProject('content');
});
afterAll(async () => {
  if (root) await removeProject(root);
});

async function validateWith(file: string, text: string, args: '--strict'[] = []) {
  const before = await readText(root, file);
  await writeText(root, file, text);
  try {
    return await validateAsCli(root, args);
  } finally {
    await writeText(root, file, before);
  }
}

const uneven = (problems: Problem[]) => problems.filter((p) => p.code === 'uneven-cards');

describe('a card grid where some cards have a figure, an icon or a picture and others not', () => {
  it('the site as it is passes: in every grid, every card has each or none does', async () => {
    const { problems } = await validateAsCli(root);
    expect(uneven(problems).map(formatProblem)).toEqual([]);
  });

  it('warns at the card without a figure, naming the others; the site still validates, --strict fails', async () => {
    const page = (await pageAt(root, '/essentials-rv'))!;
    const g = page.data.sections!.findIndex((s) => s.type === 'cardGrid' && s.heading === 'RV supplementary benefits');
    const cards = page.data.sections![g]!.cards as { title: string }[];
    const air = cards.findIndex((c) => c.title === 'Air transportation');
    const text = setJson(page.text, ['sections', g, 'cards', air, 'figure'], undefined);

    const { code, problems, run } = await validateWith(page.file, text);
    expect(code, run.output).toBe(0);
    const { line, column } = positionAt(text, nodeAt(text, ['sections', g, 'cards', air]).offset);
    expect(uneven(problems).map(formatProblem)).toEqual([
      `${page.file}:${line}:${column}  warning  sections[${g}] (cardGrid) › cards[${air}]: the card "Air transportation" has no figure, but the other 3 cards of this grid have one ("3 days", "24 hours", "$150"). Give every card a \`figure\`, or none: a card without one leaves a gap where the others' figures line up.`,
    ]);
    for (const problem of uneven(problems)) {
      expect(problem.severity).toBe('warning');
      expectPlain(problem, 'cards[');
    }
    const strict = await validateWith(page.file, text, ['--strict']);
    expect(strict.code).toBe(1);
  });

  it('checks icons and pictures the same way, and leaves grids alone where all or none have them', () => {
    const card = (title: string, extra: Partial<CardGridBlockProps['cards'][number]> = {}) => ({ title, ...extra });
    const picture = { src: '/images/serve-auto.svg', alt: '', width: 360, height: 120 };
    const grid = (cards: CardGridBlockProps['cards']): CardGridBlockProps => ({ type: 'cardGrid', cards });
    expect(cardGridCheck(grid([card('A', { icon: 'car' }), card('B'), card('C', { icon: 'boat' })])).map((f) => [f.path, f.message.split(',')[0]])).toEqual([
      [['cards', 1], 'the card "B" has no icon'],
    ]);
    expect(cardGridCheck(grid([card('A', { image: picture }), card('B')])).map((f) => f.message)).toEqual([
      `the card "B" has no picture, but another card of this grid has one (/images/serve-auto.svg). Give every card an \`image\`, or none: a card without one leaves a gap where the others' pictures line up.`,
    ]);
    expect(cardGridCheck(grid([card('A', { figure: '01' }), card('B', { figure: '02' })]))).toEqual([]);
    expect(cardGridCheck(grid([card('A'), card('B')]))).toEqual([]);
  });
});
