/**
 * The content rules for pictures (docs/content-claims.md), over every SVG in public/: words only on the product's own
 * screens (site.json `contentRules.productScreens`), each tagged SAMPLE DATA, with no percentage the pages could not
 * state; and every picture light. Pictures are read as XML (saxes, as svg-safety.ts does), so words split into <tspan>s
 * or written with entities are read as a browser shows them. A picture's shape is image-ratio's (content-warnings.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { configLayout } from './config-files.ts';
import { lineColumn } from './json-source.ts';
import type { Problem } from './problems.ts';
import { percentagesIn, unsourcedAdvice } from './stated-figures.ts';
import { memoByText } from './text-memo.ts';

/**
 * A picture heavier than this is a warning: the bound the site's art has kept since issue 14 (the heaviest of the 55
 * SVGs in public/ is 5.9 kB today), so that a drawing exported with an editor's metadata and hidden layers is caught.
 */
export const HEAVY_PICTURE = 8 * 1024;

/** The tag every product screen carries, so that its values read as samples, not as our results. */
const SAMPLE_TAG = 'SAMPLE DATA';

/** A picture's words, each with where its <text> element starts. */
export interface PictureText {
  words: { text: string; line: number; column: number }[];
}

/** What a picture shows in words, read as XML; `undefined` for a file that is not well-formed (svg-safety.ts refuses it). */
const pictureText = memoByText(readPictureText);

function readPictureText(svg: string): PictureText | undefined {
  const parser = new SaxesParser({ xmlns: false });
  const words: PictureText['words'] = [];
  let open: { text: string; line: number; column: number } | undefined;
  let depth = 0;
  parser.on('opentag', (tag) => {
    const name = tag.name.split(':').pop()!.toLowerCase();
    if (open) depth++;
    else if (name === 'text') open = { text: '', ...lineColumn(svg, svg.lastIndexOf('<', parser.position - 1)) };
  });
  parser.on('text', (content) => {
    if (open) open.text += content;
  });
  parser.on('closetag', () => {
    if (!open) return;
    if (depth > 0) depth--;
    else {
      const text = open.text.replace(/\s+/g, ' ').trim();
      if (text) words.push({ ...open, text });
      open = undefined;
    }
  });
  try {
    parser.write(svg).close();
  } catch {
    return undefined;
  }
  return { words };
}

export interface PictureRules {
  /** Site paths of the product screens ("/images/claims.svg"). */
  productScreens: readonly string[];
  /** The percentages pages may state; `undefined`: the figures rule is off. */
  percentages: readonly string[] | undefined;
  /** The logo's site path: its words are the brand's name, said by its alt text. */
  logo: string | undefined;
}

const at = (file: string, line = 1, column = 1) => ({ severity: 'warning' as const, file, line, column, where: '' });

/** The warnings about one picture, from its text: `sitePath` as pages write it ("/images/claims.svg"). */
export function pictureWarnings(sitePath: string, svg: string, rules: PictureRules): Problem[] {
  const file = `${configLayout.publicDir}${sitePath}`;
  const problems: Problem[] = [];
  const bytes = Buffer.byteLength(svg);
  if (bytes > HEAVY_PICTURE) {
    problems.push({ code: 'picture-size', ...at(file), message: `this picture is ${(bytes / 1024).toFixed(1)} kB, over the ${HEAVY_PICTURE / 1024} kB a picture of the site may weigh: every visitor downloads it. Simplify its shapes or export it again without the editor's extras.` });
  }
  const read = pictureText(svg);
  if (!read) return problems; // not well-formed: svg-safety.ts says so, as an error
  if (sitePath === rules.logo || !read.words.length) return problems;
  const [first] = read.words;
  if (!rules.productScreens.includes(sitePath)) {
    const shown = read.words.slice(0, 3).map((w) => `"${w.text}"`).join(', ');
    problems.push({ code: 'picture-words', ...at(file, first!.line, first!.column), message: `this picture shows words (${shown}${read.words.length > 3 ? ', …' : ''}): on a phone they shrink to a few pixels, and screen readers skip them. Say them in the page's text and keep the picture wordless or, if it is a screen of the product, add it to site.json's content rules (product screens) and tag it ${SAMPLE_TAG} (docs/content-claims.md).` });
    return problems;
  }
  if (!read.words.some((w) => w.text === SAMPLE_TAG)) {
    problems.push({ code: 'picture-words', ...at(file, first!.line, first!.column), message: `this product screen has no ${SAMPLE_TAG} tag, so its values may read as real results of ours. Add a <text> that says ${SAMPLE_TAG} (docs/content-claims.md).` });
  }
  if (rules.percentages) {
    const allowed = new Set(rules.percentages);
    for (const word of read.words) {
      for (const { written, figure } of percentagesIn(word.text)) {
        if (!allowed.has(figure)) problems.push({ code: 'unsourced-figure', ...at(file, word.line, word.column), message: `this product screen shows "${written.trim()}", a percentage no source backs: ${unsourcedAdvice(rules.percentages)}` });
      }
    }
  }
  return problems;
}

/** Every SVG of `publicFiles` (site paths), read from `root`'s public/ folder and checked; a file that cannot be read is skipped. */
export function pictureRuleWarnings(root: string, publicFiles: Iterable<string>, rules: PictureRules): Problem[] {
  const problems: Problem[] = [];
  for (const sitePath of [...publicFiles].filter((f) => /\.svg$/i.test(f)).sort()) {
    let svg: string;
    try {
      svg = readFileSync(path.join(root, configLayout.publicDir, sitePath), 'utf8');
    } catch {
      continue; // a missing file is the cross-checks' to report
    }
    problems.push(...pictureWarnings(sitePath, svg, rules));
  }
  return problems;
}
