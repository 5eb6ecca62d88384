/**
 * Issue 11, item 6: errors and warnings. In a temporary copy of the project, an editor copies a page and
 * changes only its address and title, and leaves the other things that deserve a word but should not stop
 * the site: placeholder text, a very long paragraph, two sections with one anchor, images whose width and
 * height do not have their file's shape (PNG, JPEG, WebP, SVG). The real build prints each as a warning and
 * builds; `validate` lists them with their severity, `--strict` fails on them, GitHub gets ::warning.
 * The shared description is blamed on the copy (the file saved last), not on the original.
 */
import { existsSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_TEXT } from '../../src/engine/content-warnings.ts';
import { placeholderText } from '../../src/engine/placeholders.ts';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { copyProject, pageFiles, removeProject, runScript, setJson, writeText, type PageFile, type RunResult, validateAsCli } from '../helpers/temp-project.ts';

/** A real PNG of `width` × `height` grey pixels (signature, IHDR, IDAT, IEND, with their checksums). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter byte of each row
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The start of a baseline JPEG up to its frame header (what says its size), after an APP0 segment it must skip. */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** An extended WebP header (VP8X), which holds the canvas size. */
function webp(width: number, height: number): Buffer {
  const out = Buffer.alloc(30);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(22, 4);
  out.write('WEBPVP8X', 8, 'latin1');
  out.writeUInt32LE(10, 16);
  out.writeUIntLE(width - 1, 24, 3);
  out.writeUIntLE(height - 1, 27, 3);
  return out;
}

const svg = (width: number, height: number) => Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" stroke-width="3"/></svg>\n`);

/** Each test image: its file, what it is, and the width and height a page claims for it. */
const images: { name: string; bytes: Buffer; file: [number, number]; claimed: [number, number] }[] = [
  { name: 'ratio-test.png', bytes: png(30, 20), file: [30, 20], claimed: [300, 300] },
  { name: 'ratio-test.jpg', bytes: jpeg(1200, 800), file: [1200, 800], claimed: [400, 400] },
  { name: 'ratio-test.webp', bytes: webp(800, 1200), file: [800, 1200], claimed: [400, 300] },
  { name: 'ratio-test.svg', bytes: svg(560, 440), file: [560, 440], claimed: [560, 560] },
  // The same shape at another size is right: no warning.
  { name: 'ratio-fine.png', bytes: png(30, 20), file: [30, 20], claimed: [600, 400] },
];

let root: string;
let out: string;
let built: RunResult;
let problems: Problem[];
let validated: RunResult;
const gap = 'site-config/pages/gap.json';
const copy = 'site-config/pages/aaa-gap-copy.json';
/** The pages the warnings are made in, by what they hold. */
let textPage: PageFile;
let anchorPage: PageFile;
const imagePages: PageFile[] = [];

const mine = (file: string, code: Problem['code']) => problems.filter((p) => p.file === file && p.code === code);

beforeAll(async () => {
  root = await copyProject('build');
  out = path.join(root, 'out');
  const pages = await pageFiles(root);
  const original = pages.find((p) => p.file === gap)!;
  // The copy: only the address and the title change, as a person copying a page does first.
  await writeText(root, copy, setJson(setJson(original.text, ['path'], '/aaa-gap-copy'), ['title'], 'GAP protection, copied | Owl Admin'));

  const withImage = pages.filter((p) => p.file !== gap && p.data.sections?.[0]?.image);
  textPage = pages.find((p) => p.data.path === '/about')!;
  anchorPage = pages.find((p) => p.data.path === '/claims')!;
  expect(textPage && anchorPage, 'the /about and /claims pages').toBeTruthy();
  const long = `${'Every dealer we talk to asks how the reinsurance side works, and the honest answer takes a while. '.repeat(Math.ceil(LONG_TEXT / 90))}`.trim();
  let text = setJson(textPage.text, ['sections', 0, 'text'], [placeholderText.pageText, long]);
  await writeText(root, textPage.file, text);
  textPage = { ...textPage, text };
  const anchors = anchorPage.data.sections!.map((s) => s.anchor);
  text = setJson(anchorPage.text, ['sections', 2, 'anchor'], anchors[1]);
  await writeText(root, anchorPage.file, text);
  anchorPage = { ...anchorPage, text };

  const others = withImage.filter((p) => p.file !== textPage.file && p.file !== anchorPage.file);
  for (const [i, image] of images.entries()) {
    await writeFile(path.join(root, 'public/images', image.name), image.bytes);
    const page = others[i]!;
    const [width, height] = image.claimed;
    const written = setJson(page.text, ['sections', 0, 'image'], { src: `/images/${image.name}`, alt: 'A test picture', width, height });
    await writeText(root, page.file, written);
    imagePages.push({ ...page, text: written });
  }
  built = await runScript('build.ts', ['--root', root, '--out', out]);
  ({ run: validated, problems } = await validateAsCli(root));
}, 180_000);

afterAll(async () => {
  if (root) await removeProject(root);
});

describe('a copied page whose description is the same builds, with a warning', () => {
  it('npm run build prints the warnings and builds the site, the copy included', () => {
    expect(built.code, built.output).toBe(0);
    expect(built.output).toMatch(/warnings? in site-config \(the site still builds/);
    expect(built.output).not.toMatch(/Build refused/);
    expect(existsSync(path.join(out, 'aaa-gap-copy.html'))).toBe(true);
  });

  it('the shared description is reported against the copy (the file saved last), not the original', () => {
    expect(mine(gap, 'duplicate-title').map(formatProblem)).toEqual([]);
    const [warning, ...more] = mine(copy, 'duplicate-title');
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ severity: 'warning', where: 'description' });
    expect(warning!.message).toContain(`the same description as ${gap}`);
    expect(built.output).toContain(formatProblem(warning!));
  });

  it('when the original is the one saved last, it is the one told', async () => {
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, gap), later, later);
    const again = await validateAsCli(root);
    const blamed = again.problems.filter((p) => p.code === 'duplicate-title').map((p) => p.file);
    expect(blamed).toEqual([gap]);
  });
});

describe('each kind of warning, in the file and place it is', () => {
  it('placeholder text the new-page scaffold writes', () => {
    expect(mine(textPage.file, 'placeholder-text')).toEqual([expect.objectContaining({ severity: 'warning', where: 'sections[0] (banner) › text[0]' })]);
  });

  it('a paragraph longer than a phone screen', () => {
    const [warning] = mine(textPage.file, 'long-text');
    expect(warning).toMatchObject({ severity: 'warning', where: 'sections[0] (banner) › text[1]' });
    expect(warning!.message).toMatch(new RegExp(`this paragraph is \\d+ characters long .* at most ${LONG_TEXT} characters`));
  });

  it('two sections of one page with the same anchor', () => {
    const anchor = anchorPage.data.sections![1]!.anchor as string;
    const [warning, ...more] = mine(anchorPage.file, 'duplicate-anchor');
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ severity: 'warning', where: `sections[2] (${anchorPage.data.sections![2]!.type as string}) › anchor` });
    expect(warning!.message).toContain(`another section has the anchor "${anchor}" too`);
  });

  it.each(images.map((image, i) => [image.name, i] as const))('%s: width and height of another shape than the file', (name, i) => {
    const image = images[i]!;
    const found = mine(imagePages[i]!.file, 'image-ratio');
    if (name.startsWith('ratio-fine')) {
      expect(found.map(formatProblem)).toEqual([]);
      return;
    }
    expect(found).toEqual([expect.objectContaining({ severity: 'warning', where: 'sections[0] (banner) › image › width' })]);
    expect(found[0]!.message).toContain(`width and height say ${image.claimed.join(' × ')}, but the file /images/${name} is ${image.file.join(' × ')}`);
    expect(found[0]!.message).toContain(`with width ${image.claimed[0]}, height ${Math.round((image.claimed[0] * image.file[1]) / image.file[0])}`);
  });

  it('every warning is plain, and there are no errors', () => {
    expect(problems.length).toBeGreaterThanOrEqual(8);
    for (const p of problems) {
      expect(p.severity, formatProblem(p)).toBe('warning');
      expectPlain(p);
    }
  });
});

describe('validate: warnings pass, --strict fails on them', () => {
  it('json: exit 0, ok, each problem with its severity', () => {
    expect(validated.code).toBe(0);
    expect(JSON.parse(validated.stdout)).toMatchObject({ ok: true, strict: false });
  });

  it('--strict: exit 1, for CI', async () => {
    const strict = await runScript('validate.ts', ['--root', root, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('warnings count as errors');
    const json = await runScript('validate.ts', ['--root', root, '--strict', '--format', 'json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, strict: true });
  });

  it('github: a ::warning annotation for each warning, and exit 0', async () => {
    const github = await runScript('validate.ts', ['--root', root, '--format', 'github']);
    expect(github.code).toBe(0);
    const annotations = github.stdout.split('\n').filter((l) => l.startsWith('::'));
    expect(annotations.length).toBeGreaterThanOrEqual(8);
    for (const line of annotations) expect(line).toMatch(/^::warning file=site-config\/[^,]+,line=\d+,col=\d+,title=[a-z-]+::/);
  });
});
