import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfigFolder, type ReadTexts } from '../../src/engine/config-files.ts';

describe('readConfigFolder with the texts it read before (the studio)', () => {
  let root: string;
  const page = 'site-config/pages/gap.json';
  const write = (file: string, text: string) => writeFile(path.join(root, file), text);
  const textOf = async (known: ReadTexts) => (await readConfigFolder(root, known)).files.find((f) => f.file === page)?.text;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'read-texts-'));
    await mkdir(path.join(root, 'site-config/pages'), { recursive: true });
    await write('site-config/site.json', '{}');
    await write(page, '{"title":"one"}');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('reads a file again when its size or its date changed, and keeps the text it has otherwise', async () => {
    const known: ReadTexts = new Map();
    expect(await textOf(known)).toBe('{"title":"one"}');
    // What it keeps is what it returns while the file is as it was (the kept text stands in for the disk's).
    known.get(page)!.text = '{"title":"kept"}';
    expect(await textOf(known)).toBe('{"title":"kept"}');
    // Another size.
    await write(page, '{"title":"three"}');
    expect(await textOf(known)).toBe('{"title":"three"}');
    // The same size, another date.
    await write(page, '{"title":"seven"}');
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(root, page), later, later);
    expect(await textOf(known)).toBe('{"title":"seven"}');
  });

  it('without them, reads every file', async () => {
    const known: ReadTexts = new Map();
    await textOf(known);
    known.get(page)!.text = '{"title":"kept"}';
    expect((await readConfigFolder(root)).files.find((f) => f.file === page)?.text).toBe('{"title":"one"}');
  });
});
