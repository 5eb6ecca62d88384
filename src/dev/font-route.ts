/**
 * The web font in the local tools (`npm run dev`, the studio's preview): /fonts/<file> straight from
 * @fontsource-variable/inter, which the build copies to dist/fonts/ instead (src/render/fonts.ts).
 */
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fontSourceDir } from '../render/fonts.ts';
import { sendNotFound } from '../server/plain-answers.ts';

const fontsPath = '/fonts/';

/** Answers a request under /fonts/ (the file, or 404); false for any other path, left to the caller. */
export async function serveFont(root: string, pathname: string, res: ServerResponse): Promise<boolean> {
  if (!pathname.startsWith(fontsPath)) return false;
  // basename: only a file of the fonts' own folder, whatever the path says (no "../").
  const font = await readFile(path.join(root, fontSourceDir, path.basename(pathname))).catch(() => undefined);
  if (font) res.writeHead(200, { 'Content-Type': 'font/woff2', 'Cache-Control': 'no-cache' }).end(font);
  else sendNotFound(res);
  return true;
}
