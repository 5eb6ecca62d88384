/**
 * What the studio takes as a picture (issue 20 §1, "Uploads"): an SVG that could run script or load from elsewhere
 * is refused in plain words and never stored; one launch takes a bounded amount; a picture far larger than any
 * screen is taken with a warning that names its size and what to do; and one uploaded but used by no page is
 * marked, can be deleted, and is named when the studio stops.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioApi } from '../../src/studio/protocol.ts';
import { uploadQuota } from '../../src/studio/server/images.ts';
import { startStudio, type RunningStudio } from './studio-harness.ts';

let studio: RunningStudio;
beforeAll(async () => {
  studio = await startStudio();
});
afterAll(() => studio?.stop());

const upload = (name: string, bytes: Uint8Array) => studio.call('POST', `${studioApi.images}?name=${encodeURIComponent(name)}`, bytes);
const stored = (name: string) => existsSync(path.join(studio.root, 'public/images', name));

/** A real PNG of the given size (one grey row repeated), as small as such a file gets. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(width + 1);
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: Math.min(height, 4) }, () => row)))), chunk('IEND', Buffer.alloc(0))]);
}

const svg = (inside: string, attributes = '') => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20"${attributes}>${inside}</svg>`);

describe('SVG pictures that could run script or load from elsewhere are refused', () => {
  it.each([
    ['a script', svg('<script>fetch("/studio/api/files")</script>'), /holds a <script>/],
    ['a script in capitals, in a namespace', svg('<x:SCRIPT xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:SCRIPT>'), /holds a <script>/],
    ['an event handler', svg('<rect width="4" height="4" onclick="alert(1)"/>'), /event handler \(onclick/],
    ['an event handler on the root', svg('', ' onload="alert(1)"'), /event handler \(onload/],
    ['a javascript: link, hidden by an entity and a tab', svg('<a xlink:href="java&#x09;script:alert(1)"><rect width="4" height="4"/></a>'), /script address/],
    ['a foreignObject', svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'), /foreignObject/],
    ['a picture from another site', svg('<image href="https://tracker.example/pixel.png" width="4" height="4"/>'), /outside the picture \(href/],
    ['a use of another file', svg('<use xlink:href="other.svg#icon"/>'), /outside the picture/],
    ['a style that loads from elsewhere', svg('<style>@import url(https://fonts.example/x.css);</style>'), /style loads something/],
    ['entities of its own', Buffer.from('<!DOCTYPE svg [<!ENTITY big "big">]><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">&big;</svg>'), /well-formed|entities/],
  ])('%s: 400 in plain words, nothing stored', async (_what, bytes, said) => {
    const name = `hostile-${Math.random().toString(36).slice(2)}.svg`;
    const answer = await upload(name, bytes);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(said);
    expect(answer.json.error).toMatch(/was not added/);
    expect(stored(name)).toBe(false);
  });

  it('the control: a plain SVG with shapes, gradients and links inside itself is taken', async () => {
    const answer = await upload('plain-badge.svg', svg('<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect width="40" height="20" fill="url(#g)"/><use href="#g"/>'));
    expect(answer.status).toBe(201);
    expect(stored('plain-badge.svg')).toBe(true);
  });
});

describe('large pictures', () => {
  it('a picture over 4000 px a side is taken with a warning that names its size and what to do', async () => {
    const answer = await upload('huge-banner.png', png(6000, 3000));
    expect(answer.status).toBe(201);
    expect(answer.json.warning).toMatch(/6000 × 3000 px/);
    expect(answer.json.warning).toMatch(/about 2000 px wide/);
    expect((await upload('fine-banner.png', png(1600, 900))).json.warning).toBeUndefined();
  });
});

describe('unused uploads are not left behind in silence', () => {
  it('an upload no page uses is marked unused, and can be deleted; once a page uses it, it is not', async () => {
    expect((await upload('lake-view.png', png(40, 20))).status).toBe(201);
    const listed = async () => ((await studio.call('GET', studioApi.images)).json as { path: string; unused?: boolean }[]).find((i) => i.path === '/images/lake-view.png');
    expect((await listed())?.unused).toBe(true);
    // Used by a page: no longer unused, and deleting it is refused.
    const page = path.join(studio.root, 'site-config/pages/gap.json');
    const original = await readFile(page, 'utf8');
    await writeFile(page, original.replace('"/images/gap.svg"', '"/images/lake-view.png"'));
    expect((await listed())?.unused).toBeUndefined();
    expect((await studio.call('DELETE', `${studioApi.images}?path=/images/lake-view.png`, {})).status).toBe(409);
    expect(await studio.studio.unusedUploads()).not.toContain('/images/lake-view.png');
    await writeFile(page, original);
    expect(await studio.studio.unusedUploads()).toContain('/images/lake-view.png');
    expect((await studio.call('DELETE', `${studioApi.images}?path=/images/lake-view.png`, {})).status).toBe(204);
    expect(stored('lake-view.png')).toBe(false);
  });

  it('only this launch’s uploads can be deleted through the studio', async () => {
    const answer = await studio.call('DELETE', `${studioApi.images}?path=/images/gap.svg`, {});
    expect(answer.status).toBe(400);
    expect(stored('gap.svg')).toBe(true);
  });
});

describe('a launch takes a bounded amount of uploads', () => {
  it(`after ${uploadQuota.files} pictures or ${uploadQuota.bytes / 1024 / 1024} MB, uploads are refused with what to do`, async () => {
    let answer;
    let taken = 0;
    // Near 5 MB each (the largest one picture may be), as fast as they can be sent.
    const big = Buffer.concat([png(800, 600), Buffer.alloc(5 * 1024 * 1024 - 4096)]);
    for (let i = 0; i < 40; i++) {
      answer = await upload(`flood-${i}.png`, big);
      if (answer.status !== 201) break;
      taken++;
    }
    expect(answer!.status).toBe(507);
    expect(answer!.json.error).toMatch(/limit for one session/);
    expect(taken * big.length).toBeLessThanOrEqual(uploadQuota.bytes);
    expect(stored(`flood-${taken}.png`)).toBe(false);
  });
});
