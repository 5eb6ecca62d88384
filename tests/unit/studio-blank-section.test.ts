import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentVersion } from '../../src/engine/migrations.ts';
import { placeholderIn } from '../../src/engine/placeholders.ts';
import { blankSection } from '../../src/studio/app/editor/blank-section.ts';
import { studioSchemas } from '../../src/studio/server/schemas.ts';
import type { Schemas } from '../../src/studio/protocol.ts';
import { copyProject, removeProject, repoRoot, validateProject, validateAsCli } from '../helpers/temp-project.ts';

/**
 * Issue 20 §2: a section added from the palette carries no words of another page. Each block's new section is made
 * from its example (tests/unit/conformance renders those) and checked here by the real validator on a real page.
 */

let schemas: Schemas;
let root: string;

beforeAll(async () => {
  schemas = await studioSchemas(repoRoot);
  root = await copyProject('content');
});
afterAll(async () => {
  if (root) await removeProject(root);
});

/** Every string in `value`, with where it is. */
function strings(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

const keysIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(keysIn) : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysIn(v)]) : [];

describe('a new section from the palette', () => {
  it('carries none of its example\'s words, pictures, icons or links: every text is a placeholder naming its field', () => {
    const borrowed: string[] = [];
    for (const entry of schemas.palette) {
      const made = blankSection(entry.example, schemas.blocks[entry.type]);
      const examples = new Set(strings(entry.example).map((s) => s.text));
      for (const { at, text } of strings(made)) {
        if (placeholderIn(text) || /^(\s*\{\{\w+\}\}\s*)+$/.test(text)) continue;
        // What the block cannot do without and is no text: its type, a form's kind, an embed's address.
        if (['.type', '.kind', '.src'].includes(at)) continue;
        if (examples.has(text)) borrowed.push(`${entry.type}${at}: ${JSON.stringify(text)}`);
      }
      for (const key of ['icon', 'image', 'href', 'anchor']) if (keysIn(made).includes(key)) borrowed.push(`${entry.type}: ${key}`);
    }
    expect(borrowed).toEqual([]);
    // The words the issue found in new sections.
    const all = JSON.stringify(schemas.palette.map((e) => blankSection(e.example, schemas.blocks[e.type])));
    for (const words of ['Up to 80%', 'What is an admin in a box?', 'insights', 'handshake']) expect(all).not.toContain(words);
  });

  it('keeps its example\'s shape: as many cards, questions, columns and rows', () => {
    const grid = blankSection(schemas.palette.find((e) => e.type === 'cardGrid')!.example, schemas.blocks.cardGrid) as { cards: { title: string }[] };
    const example = schemas.palette.find((e) => e.type === 'cardGrid')!.example as { cards: unknown[] };
    expect(grid.cards).toHaveLength(example.cards.length);
    expect(grid.cards[0]!.title).toBe('Write the title here');
    const table = blankSection(schemas.palette.find((e) => e.type === 'comparisonTable')!.example, schemas.blocks.comparisonTable) as { rows: { values: unknown[] }[] };
    // Ticks and dashes are the table's shape, not words.
    expect(table.rows[0]!.values.every((v) => typeof v === 'boolean')).toBe(true);
  });

  it('is valid as it is, so the preview shows it; the validator flags each placeholder, so npm run validate -- --strict refuses to ship it', async () => {
    const file = 'site-config/pages/every-new-section.json';
    const sections = schemas.palette.map((entry) => blankSection(entry.example, schemas.blocks[entry.type]));
    const page = {
      $schema: '../../schemas/page.schema.json',
      version: currentVersion,
      path: '/every-new-section',
      title: 'Every new section | Owl Admin',
      description: 'A page made of one new section of each block, as the studio palette adds them, to check what the validator says.',
      reachedFromOutside: true,
      sections,
    };
    await writeFile(path.join(root, file), `${JSON.stringify(page, null, 2)}\n`);
    const loaded = await validateProject(root);
    expect(loaded.ok ? [] : loaded.problems.filter((p) => p.severity !== 'warning')).toEqual([]);
    const mine = (loaded.ok ? loaded.warnings : []).filter((p) => p.file === file);
    const placeholders = strings(sections).filter((s) => placeholderIn(s.text)).length;
    const flagged = mine.filter((p) => p.code === 'placeholder-text');
    expect(flagged).toHaveLength(placeholders);
    expect(flagged[0]!.message).toMatch(/^still says "Write the [a-z -]+ here", the example text a new page or section starts with/);
    const strict = await validateAsCli(root, ['--strict']);
    expect(strict.code).not.toBe(0);
    expect(strict.problems.filter((p) => p.file === file && p.code === 'placeholder-text')).toHaveLength(placeholders);
  });
});
