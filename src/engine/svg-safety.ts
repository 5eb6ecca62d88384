/**
 * Whether an SVG picture is safe to serve from the site's own origin. An SVG is a document: opened by itself (a
 * link to it, a host that serves it without the site's headers) it runs its scripts and follows its links as the
 * site. Such a picture is refused, in plain words, wherever one can arrive: a studio upload and validation of
 * public/. The file is read by a real XML parser (saxes, jsdom's), never by patterns over its text, so nothing
 * hides behind entities, CDATA, odd case or namespaces.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { configLayout } from './config-files.ts';
import type { Problem } from './problems.ts';
import { memoByText } from './text-memo.ts';

/** Elements that run code or show another document. */
const activeElements = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'audio', 'video']);

/** Attributes that name another document or resource. */
const referenceAttributes = new Set(['href', 'src', 'action', 'formaction', 'data']);

/** Embedded pictures that cannot run anything (no SVG or HTML inside a data: URL). */
const inertData = /^data:image\/(png|jpeg|gif|webp);base64,/i;

/** `url(…)` in style: only a reference to something inside the picture ("url(#gradient)") stays inside it. */
const outwardUrl = /url\(\s*(?!['"]?#)/i;

/** What the browser compares: control characters and spaces removed, lower case ("java\tscript:" is "javascript:"). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const squeezed = (value: string) => value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();

/**
 * What makes `text` unsafe as a picture, each reason in one plain sentence (none when it is safe). A file that is
 * not well-formed XML is unsafe too: browsers would not show it, and it cannot be checked.
 */
export const svgProblems: (text: string) => readonly string[] = memoByText(readSvgProblems);

function readSvgProblems(text: string): string[] {
  const found = new Set<string>();
  const parser = new SaxesParser({ xmlns: false });
  let broken: string | undefined;
  parser.on('error', (error) => {
    broken ??= error.message;
    throw error;
  });
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) found.add('it declares its own entities (a DOCTYPE with an internal subset)');
  });
  parser.on('processinginstruction', ({ target }) => {
    if (target.toLowerCase() === 'xml-stylesheet') found.add('it loads a style sheet from another file');
  });
  parser.on('opentag', (tag) => {
    const name = tag.name.split(':').pop()!.toLowerCase();
    if (activeElements.has(name)) found.add(name === 'script' ? 'it holds a <script>' : `it holds a <${tag.name}> element, which can show or run other content`);
    for (const [attribute, value] of Object.entries(tag.attributes as Record<string, string>)) {
      const local = attribute.split(':').pop()!.toLowerCase();
      const plain = squeezed(value);
      if (local.startsWith('on')) found.add(`it has an event handler (${attribute}="…"), which runs script`);
      else if (plain.includes('javascript:') || plain.includes('vbscript:')) found.add(`it has a script address (${attribute}="${value.slice(0, 40)}")`);
      else if (referenceAttributes.has(local) && !value.trim().startsWith('#') && !inertData.test(value.trim())) found.add(`it refers to something outside the picture (${attribute}="${value.slice(0, 60)}")`);
      else if (outwardUrl.test(value) || /@import/i.test(value)) found.add(`it loads something from outside the picture in its style (${attribute})`);
    }
  });
  parser.on('text', (content) => {
    if (outwardUrl.test(content) || /@import/i.test(content)) found.add('its style loads something from outside the picture');
  });
  parser.on('cdata', (content) => {
    if (outwardUrl.test(content) || /@import/i.test(content)) found.add('its style loads something from outside the picture');
  });
  try {
    parser.write(text).close();
  } catch {
    return [`it is not a well-formed SVG file (${(broken ?? 'unreadable').replace(/^undefined:/, '').trim()}), so it cannot be checked`];
  }
  return [...found];
}

/**
 * Every SVG under public/ (`publicFiles`, as site paths) that is unsafe to publish, as an error each: a host that
 * serves the site without its headers (S3 before a headers policy) would run its script as the site.
 */
export async function unsafePictures(root: string, publicFiles: Iterable<string>): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const sitePath of [...publicFiles].filter((f) => /\.svg$/i.test(f)).sort()) {
    const file = `${configLayout.publicDir}${sitePath}`;
    const text = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    if (text === undefined) continue; // a link to nothing is not served either
    const found = svgProblems(text);
    if (found.length) {
      problems.push({ code: 'unsafe-picture', severity: 'error', file, line: 1, column: 1, where: '', message: `This picture may not be published: ${found.join('; ')}. Export it again as a plain SVG (or a PNG), or delete it.` });
    }
  }
  return problems;
}
