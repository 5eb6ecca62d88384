/**
 * The image picker's files: every image under public/images/ with its own size in pixels (read from the
 * file, as the validator reads it), and uploads of new ones. An upload is refused when it is not an image
 * the site can show, when its name is taken, or when it is larger than 5 MB.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { configLayout } from '../../engine/config-files.ts';
import { imageSize } from '../../engine/image-size.ts';
import type { ImageFile } from '../protocol.ts';
import { StudioError, writeWhole } from './file-store.ts';

/** Where pictures live, under public/; pages write them from the site root ("/images/rv.svg"). */
const imagesDir = 'images';

/** An upload's limit: pages should stay fast, and a picture larger than this is rarely prepared for the web. */
export const maxImageBytes = 5 * 1024 * 1024;

/** The kinds of image the site's `asset` rule accepts for pictures (schemas/common.schema.json), by what the file starts with. */
const kinds: { extensions: string[]; is: (bytes: Buffer) => boolean }[] = [
  { extensions: ['png'], is: (b) => b.toString('latin1', 1, 4) === 'PNG' },
  { extensions: ['jpg', 'jpeg'], is: (b) => b[0] === 0xff && b[1] === 0xd8 },
  { extensions: ['webp'], is: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { extensions: ['svg'], is: (b) => /<svg\b/i.test(b.toString('utf8', 0, 4096)) },
];

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Every image in public/images/ (and its folders) the site can show, with its size. */
export async function listImages(root: string): Promise<ImageFile[]> {
  const dir = path.join(root, configLayout.publicDir, imagesDir);
  const names = (await readdir(dir, { recursive: true }).catch(() => [] as string[])).map((n) => n.split(path.sep).join('/')).sort();
  const out: ImageFile[] = [];
  for (const name of names) {
    if (!kinds.some((k) => k.extensions.includes(extensionOf(name)))) continue;
    const size = imageSize(await readFile(path.join(dir, name)).catch(() => Buffer.alloc(0)));
    // Without a readable size the picker could not fill in width and height: such a file is left out.
    if (size) out.push({ path: `/${imagesDir}/${name}`, ...size });
  }
  return out;
}

/** A file name as pages can write it: lower case, words joined by hyphens, its extension kept ("My Photo.PNG" → "my-photo.png"). */
export function safeImageName(name: string): string {
  const base = path.posix.basename(name.replace(/\\/g, '/'));
  const ext = extensionOf(base);
  const stem = base.slice(0, ext ? -(ext.length + 1) : undefined).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return ext && stem ? `${stem}.${ext}` : '';
}

export async function uploadImage(root: string, name: string | null, bytes: Buffer): Promise<ImageFile> {
  const safe = safeImageName(name ?? '');
  const kind = kinds.find((k) => k.extensions.includes(extensionOf(safe)));
  if (!safe || !kind) throw new StudioError(400, `${JSON.stringify(name ?? '')} is not a picture the site can show: upload a .png, .jpg, .webp or .svg file.`);
  if (!kind.is(bytes)) throw new StudioError(400, `${safe} is not a ${extensionOf(safe).toUpperCase()} image inside: upload the picture itself.`);
  const size = imageSize(bytes);
  if (!size) throw new StudioError(400, `${safe}: its size in pixels cannot be read, so pages could not reserve its space. Save it again from an image editor and upload that.`);
  const sitePath = `/${imagesDir}/${safe}`;
  const abs = path.join(root, configLayout.publicDir, imagesDir, safe);
  if ((await listImages(root)).some((i) => i.path === sitePath) || (await readFile(abs).then(() => true, () => false))) {
    throw new StudioError(409, `${sitePath} already exists: pick it in the list, or rename your file and upload it again.`);
  }
  await writeWhole(`public${sitePath}`, abs, bytes);
  return { path: sitePath, ...size };
}
