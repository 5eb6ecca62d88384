/**
 * The image picker's files: every image under public/images/ with its own size in pixels (read from the
 * file, as the validator reads it), and uploads of new ones. An upload is refused when it is not an image
 * the site can show, when it is an SVG that could run script or load from elsewhere (engine/svg-safety.ts), when
 * its name is taken, when it is larger than 5 MB, or when this launch of the studio has taken its quota of uploads.
 * A picture far larger than any screen gets a warning that says what to do; one uploaded and then used by no page
 * can be deleted from the picker, and the studio names it when it stops.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { configLayout } from '../../engine/config-files.ts';
import { imageSize } from '../../engine/image-size.ts';
import { svgProblems } from '../../engine/svg-safety.ts';
import type { ImageFile } from '../protocol.ts';
import { StudioError, writeWhole } from './file-store.ts';

/** Where pictures live, under public/; pages write them from the site root ("/images/rv.svg"). */
const imagesDir = 'images';

/** An upload's limit: pages should stay fast, and a picture larger than this is rarely prepared for the web. */
export const maxImageBytes = 5 * 1024 * 1024;

/** What one launch of the studio takes in uploads, all together: far more than a day's pictures, far less than a disk. */
export const uploadQuota = { bytes: 50 * 1024 * 1024, files: 100 };

/** A side longer than this is more than any screen shows (a 4K screen is 3840 px wide): the page only gets slower. */
const largestSensibleSide = 4000;

/** The kinds of image the site's `asset` rule accepts for pictures (schemas/common.schema.json), by what the file starts with. */
const kinds: { extensions: string[]; type: string; is: (bytes: Buffer) => boolean }[] = [
  { extensions: ['png'], type: 'image/png', is: (b) => b.toString('latin1', 1, 4) === 'PNG' },
  { extensions: ['jpg', 'jpeg'], type: 'image/jpeg', is: (b) => b[0] === 0xff && b[1] === 0xd8 },
  { extensions: ['webp'], type: 'image/webp', is: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { extensions: ['svg'], type: 'image/svg+xml', is: (b) => /<svg\b/i.test(b.toString('utf8', 0, 4096)) },
];

/** The content types an upload may be sent as (src/dev/local-access.ts refuses any other). */
export const imageTypes: readonly string[] = kinds.map((k) => k.type);

/** This launch's uploads: what they used of the quota, and which files they made (so unused ones are not forgotten). */
export interface UploadLog {
  bytes: number;
  /** Site paths ("/images/x.png") uploaded since the studio started and not deleted since. */
  paths: Set<string>;
}

export const createUploadLog = (): UploadLog => ({ bytes: 0, paths: new Set() });

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
function safeImageName(name: string): string {
  const base = path.posix.basename(name.replace(/\\/g, '/'));
  const ext = extensionOf(base);
  const stem = base.slice(0, ext ? -(ext.length + 1) : undefined).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return ext && stem ? `${stem}.${ext}` : '';
}

/** Why a picture this size is a problem, and what to do, or undefined when it is fine. */
function sizeWarning(name: string, width: number, height: number): string | undefined {
  if (Math.max(width, height) <= largestSensibleSide) return undefined;
  return `${name} is ${width} × ${height} px, larger than any screen shows (${largestSensibleSide} px a side at most): it makes the page slow to load. Save a copy about 2000 px wide from an image editor and upload that instead, then delete this one.`;
}

export async function uploadImage(root: string, log: UploadLog, name: string | null, bytes: Buffer): Promise<ImageFile> {
  const safe = safeImageName(name ?? '');
  const kind = kinds.find((k) => k.extensions.includes(extensionOf(safe)));
  if (!safe || !kind) throw new StudioError(400, `${JSON.stringify(name ?? '')} is not a picture the site can show: upload a .png, .jpg, .webp or .svg file.`);
  if (!kind.is(bytes)) throw new StudioError(400, `${safe} is not a ${extensionOf(safe).toUpperCase()} image inside: upload the picture itself.`);
  if (kind.type === 'image/svg+xml') {
    const unsafe = svgProblems(bytes.toString('utf8'));
    if (unsafe.length) throw new StudioError(400, `${safe} was not added: ${unsafe.join('; ')}. A picture on the site may not run script or load anything from elsewhere. Export it again as a plain SVG (or as a PNG) and upload that.`);
  }
  const size = imageSize(bytes);
  if (!size) throw new StudioError(400, `${safe}: its size in pixels cannot be read, so pages could not reserve its space. Save it again from an image editor and upload that.`);
  if (log.bytes + bytes.length > uploadQuota.bytes || log.paths.size >= uploadQuota.files) {
    throw new StudioError(507, `The studio has taken ${Math.round(log.bytes / 1024 / 1024)} MB in ${log.paths.size} pictures since it started, its limit for one session: delete pictures you do not use, or restart the studio to upload more.`);
  }
  const sitePath = `/${imagesDir}/${safe}`;
  const abs = path.join(root, configLayout.publicDir, imagesDir, safe);
  if ((await listImages(root)).some((i) => i.path === sitePath) || (await readFile(abs).then(() => true, () => false))) {
    throw new StudioError(409, `${sitePath} already exists: pick it in the list, or rename your file and upload it again.`);
  }
  log.bytes += bytes.length;
  await writeWhole(`public${sitePath}`, abs, bytes);
  log.paths.add(sitePath);
  const warning = sizeWarning(safe, size.width, size.height);
  return { path: sitePath, ...size, ...(warning ? { warning } : {}) };
}

/** Whether any file under site-config/ names `sitePath`. */
async function usedByConfig(root: string, sitePath: string): Promise<boolean> {
  const dir = path.join(root, configLayout.dir);
  const files = (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  for (const file of files) if ((await readFile(path.join(dir, file), 'utf8').catch(() => '')).includes(sitePath)) return true;
  return false;
}

/** This launch's uploads that no file under site-config/ uses (yet). */
export async function unusedUploads(root: string, log: UploadLog): Promise<string[]> {
  const unused: string[] = [];
  for (const sitePath of log.paths) if (!(await usedByConfig(root, sitePath))) unused.push(sitePath);
  return unused;
}

/** Deletes a picture uploaded in this launch that no page uses; anything else is refused (the picker offers only those). */
export async function deleteUpload(root: string, log: UploadLog, sitePath: string | null): Promise<void> {
  if (!sitePath || !log.paths.has(sitePath)) throw new StudioError(400, 'Only a picture uploaded since the studio started can be deleted here; delete others with your file manager.');
  if (await usedByConfig(root, sitePath)) throw new StudioError(409, `${sitePath} is used by a page: remove it from the page first.`);
  await rm(path.join(root, configLayout.publicDir, sitePath), { force: true });
  log.paths.delete(sitePath);
}
