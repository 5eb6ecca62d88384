/**
 * The rest of the studio's API over a real socket, on a copy of the project: the preview is the build's
 * renderer with the draft in place (or the validator's problems, never a blank page), New page answers in the
 * validator's words and writes a page `npm run validate` accepts, the image picker reads real sizes and
 * refuses what is not a picture, and the forms get self-contained schemas and the site's link targets.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/problems.ts';
import { problemSentence, wordProblem } from '../../src/studio/app/editor/problem-words.ts';
import { studioApi } from '../../src/studio/protocol.ts';
import { validateAsCli } from '../helpers/temp-project.ts';
import { startStudio, type RunningStudio } from './studio-harness.ts';

let studio: RunningStudio;
beforeAll(async () => {
  studio = await startStudio();
});
afterAll(() => studio?.stop());

const open = async (file: string) => (await studio.call('GET', `${studioApi.file}?file=${encodeURIComponent(file)}`)).json;

describe('preview', () => {
  it('renders the draft with the build’s renderer, in the site’s template, so islands hydrate', async () => {
    const file = 'site-config/pages/gap.json';
    const opened = await open(file);
    const data = structuredClone(opened.data);
    data.sections[0].heading = 'A heading typed a moment ago';
    const answer = await studio.call('POST', studioApi.preview, { file, data });
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.text).toMatch(/<h1[^>]*>A heading typed a moment ago<\/h1>/);
    expect(answer.text).toContain('<script type="module" src="/src/client/main.ts"></script>');
    // Nothing was saved: the preview is of the draft.
    expect(await readFile(path.join(studio.root, file), 'utf8')).toBe(opened.text);
  });

  it('shows the validator’s problems, in the studio’s words, instead of a blank page while the draft has errors', async () => {
    const file = 'site-config/pages/gap.json';
    const data = structuredClone((await open(file)).data);
    data.sections[1].type = 'cardgrid';
    const checked = await studio.call('POST', studioApi.check, { file, data });
    const errors = checked.json.problems.filter((p: { severity: string }) => p.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    const answer = await studio.call('POST', studioApi.preview, { file, data });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('The preview is waiting for a fix');
    const schemas = (await studio.call('GET', studioApi.schemas)).json;
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    for (const problem of errors) expect(answer.text).toContain(escaped(problemSentence(wordProblem(problem, { data, kind: 'page', schemas }))));
    expect(answer.text).toContain('Section 2 (GAP benefits at a glance)');
    // No path or backtick, as `npm run validate` writes them (formatProblem): the preview is for the form's users.
    expect(answer.text).not.toMatch(/sections\[\d+\]|`|gap\.json:\d+:\d+/);
    expect(answer.text).not.toContain(escaped(formatProblem(errors[0])));
  });
});

describe('new page', () => {
  const check = async (address: string) => (await studio.call('GET', `${studioApi.newPage}?address=${encodeURIComponent(address)}`)).json;

  it('says an address is taken or malformed in the validator’s words, with the address meant', async () => {
    expect(await check('/gap')).toEqual({ ok: false, message: 'the address /gap is already used by site-config/pages/gap.json (line 4); each address belongs to one page.' });
    const malformed = await check('/Tire Wheel');
    expect(malformed.ok).toBe(false);
    expect(malformed.message).toMatch(/^the text "\/Tire Wheel" is not an address this site accepts: an address starts with "\/".* Did you mean "\/tire-wheel"\?$/);
    expect(malformed.suggestion).toBe('/tire-wheel');
    expect(await check('/tire-wheel-protection-for-rv')).toEqual({ ok: true });
  });

  it('offers the recipes and every page as starting points', async () => {
    const points = (await studio.call('GET', studioApi.startingPoints)).json as { id: string }[];
    expect(points.map((p) => p.id)).toEqual(expect.arrayContaining(['recipe:plan', 'recipe:blank', 'site-config/pages/gap.json']));
  });

  it('names a family page by its first variant’s title, not by the {{value}} it is written with', async () => {
    const { files } = (await studio.call('GET', studioApi.files)).json as { files: { file: string; title: string }[] };
    const family = files.find((f) => f.file === 'site-config/pages/safe-return.json');
    expect(family?.title).toBe('Safe Return Anti-Theft System for Cars, Trucks & SUVs');
    const points = (await studio.call('GET', studioApi.startingPoints)).json as { id: string; label: string }[];
    expect(points.find((p) => p.id === 'site-config/pages/safe-return.json')?.label).toBe(family?.title);
  });

  it('makes a page from the plan recipe that npm run validate accepts, written as hand-written JSON', async () => {
    const made = await studio.call('POST', studioApi.newPage, { from: 'recipe:plan', address: '/tire-wheel-protection-for-rv', title: 'Tire & Wheel Protection for RVs | Owl Admin' });
    expect(made.status).toBe(201);
    expect(made.json).toEqual({ file: 'site-config/pages/tire-wheel-protection-for-rv.json' });
    const text = await readFile(path.join(studio.root, made.json.file), 'utf8');
    const data = JSON.parse(text);
    expect(data).toMatchObject({ $schema: '../../schemas/page.schema.json', path: '/tire-wheel-protection-for-rv', title: 'Tire & Wheel Protection for RVs | Owl Admin' });
    // Named after the title, with the picture of the plan page that shares its words, in the house style (one line each).
    expect(data.sections[0]).toMatchObject({ type: 'banner', layout: 'hero', heading: 'Tire & Wheel Protection for RVs' });
    expect(text).toMatch(/^ {6}"image": \{ "src": "\/images\/tire-wheel\.svg", "alt": "[^"]+", "width": 560, "height": 440 \}$/m);
    expect(text).toContain('\n        { "label": "Download the brochure", "href": "/brochures/tire-wheel-protection-for-rv.pdf", "style": "primary", "download": true },\n');
    const cli = await validateAsCli(studio.root);
    expect(cli.problems.filter((p) => p.file === made.json.file && p.severity === 'error')).toEqual([]);
    expect(cli.code).toBe(0);

    const again = await studio.call('POST', studioApi.newPage, { from: 'recipe:plan', address: '/tire-wheel-protection-for-rv', title: 'Another page | Owl Admin' });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('The address cannot be used: the address /tire-wheel-protection-for-rv is already used by site-config/pages/tire-wheel-protection-for-rv.json (line 4); each address belongs to one page.');
  });

  it('makes a page from a copy of another page’s sections', async () => {
    const made = await studio.call('POST', studioApi.newPage, { from: 'site-config/pages/gap.json', address: '/gap-for-fleets', title: 'GAP for fleets | Owl Admin' });
    expect(made.status).toBe(201);
    const data = JSON.parse(await readFile(path.join(studio.root, made.json.file), 'utf8'));
    expect(data.sections).toEqual((await open('site-config/pages/gap.json')).data.sections);
  });
});

/** A real PNG of the given size (one grey pixel row repeated), made here so the test knows its size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(0, 8 + data.length); // CRC: not checked by the size reader
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 128)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('images', () => {
  it('lists the pictures in public/images with their own sizes', async () => {
    const images = (await studio.call('GET', studioApi.images)).json;
    expect(images).toContainEqual({ path: '/images/gap.svg', width: 560, height: 440 });
  });

  it('uploads a picture under a name pages can write, and then lists it', async () => {
    const up = await studio.call('POST', `${studioApi.images}?name=${encodeURIComponent('../../RV at the Lake.PNG')}`, png(12, 7));
    expect(up.status).toBe(201);
    expect(up.json).toEqual({ path: '/images/rv-at-the-lake.png', width: 12, height: 7 });
    expect((await stat(path.join(studio.root, 'public/images/rv-at-the-lake.png'))).size).toBe(png(12, 7).length);
    // Listed, and marked as uploaded but not used by any page yet.
    expect((await studio.call('GET', studioApi.images)).json).toContainEqual({ ...up.json, unused: true });
  });

  it.each([
    ['a name that is taken', 'gap.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'), 409, '/images/gap.svg already exists'],
    ['a text file (sent as text/plain)', 'notes.txt', Buffer.from('hello'), 415, 'is not a picture the site can show'],
    ['text dressed as a picture', 'photo.png', Buffer.from('hello'), 400, 'photo.png is not a PNG image inside'],
    ['a picture over 5 MB', 'huge.png', Buffer.concat([png(2, 2), Buffer.alloc(5 * 1024 * 1024)]), 413, 'larger than 5 MB'],
  ])('refuses %s', async (_what, name, bytes, status, words) => {
    const before = (await studio.call('GET', studioApi.images)).json;
    const up = await studio.call('POST', `${studioApi.images}?name=${encodeURIComponent(name)}`, bytes);
    expect(up.status).toBe(status);
    expect(up.json.error).toContain(words);
    expect((await studio.call('GET', studioApi.images)).json).toEqual(before);
  });
});

describe('schemas and link targets for the forms', () => {
  it('gives self-contained schemas (no $ref left) and a palette in plain words', async () => {
    const schemas = (await studio.call('GET', studioApi.schemas)).json;
    expect(JSON.stringify(schemas)).not.toContain('"$ref"');
    expect(schemas.page.properties.path.title).toBe('Address');
    // A shared definition is inlined where it is used: the banner's heading is common.schema.json's text.
    expect(schemas.blocks.banner.properties.heading).toMatchObject({ type: 'string', minLength: 1 });
    expect(schemas.blocks.banner.properties.image.properties.src).toMatchObject({ title: 'Image file', 'x-asset': true });
    const accordion = JSON.parse(await readFile(path.join(studio.root, 'schemas/blocks/accordion.schema.json'), 'utf8'));
    expect(schemas.palette).toContainEqual({ type: 'accordion', name: accordion.title, description: accordion.description, aliases: accordion['x-aliases'], example: accordion.examples[0] });
    expect(Object.keys(schemas.blocks).sort()).toEqual(schemas.palette.map((p: { type: string }) => p.type).sort());
  });

  it('gives the schemas as they are on disk: a block schema edited while the studio runs reaches the next form', async () => {
    // The answer is kept per compilation of the schemas (schemas.ts, schemasOf); a change under schemas/ makes a new one.
    const file = path.join(studio.root, 'schemas/blocks/accordion.schema.json');
    const text = await readFile(file, 'utf8');
    const accordion = JSON.parse(text);
    const name = () => studio.call('GET', studioApi.schemas).then((a) => a.json.palette.find((p: { type: string }) => p.type === 'accordion').name);
    expect(await name()).toBe(accordion.title);
    await writeFile(file, JSON.stringify({ ...accordion, title: 'Questions, opened one at a time' }, null, 2));
    try {
      await expect.poll(name, { timeout: 10_000 }).toBe('Questions, opened one at a time');
    } finally {
      await writeFile(file, text);
    }
    await expect.poll(name, { timeout: 10_000 }).toBe(accordion.title);
  });

  it('lists pages with their anchors, named links and values', async () => {
    const links = (await studio.call('GET', studioApi.links)).json;
    const gap = links.pages.find((p: { address: string }) => p.address === '/gap');
    expect(gap.anchors).toContainEqual({ id: 'faq', label: 'GAP questions' });
    const site = JSON.parse(await readFile(path.join(studio.root, 'site-config/site.json'), 'utf8'));
    expect(links.named).toContainEqual({ name: 'email', href: `mailto:${site.contact.email}` });
    expect(links.values).toContainEqual({ name: 'phone', value: site.contact.phone });
  });
});
