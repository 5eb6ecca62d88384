import { locate, type JsonPath, type JsonSource } from './json-source.ts';
import type { ExpandedPage } from './expand-page.ts';
import type { ImageSize } from './image-size.ts';
import type { ValidSource } from './valid-source.ts';
import { iconMeanings } from './icon-meanings.ts';
import type { Icon } from '../generated/block-props.ts';
import { linkVariable } from './env-overrides.ts';
import { placeholderIn } from './placeholders.ts';
import type { Problem } from './problems.ts';
import { eachString as strings, warningAt } from './problem-at.ts';

/**
 * A paragraph longer than this many characters (about 120 words) is a warning. Measured: the longest
 * paragraph in site-config today is 425 characters; at 700, a paragraph fills a phone's screen (375 px
 * wide, 16 px text: about 40 characters a line, so 18 lines) and reads as a wall of text.
 */
export const LONG_TEXT = 700;

/** How far an image's width:height may be from its file's before it shows stretched: 2% (rounding to whole pixels is far less). */
const RATIO_TOLERANCE = 0.02;

/** Per file, as written: the scaffolds' placeholder sentences left in, and paragraphs too long to read. */
export function textWarnings(files: readonly ValidSource[]): Problem[] {
  const problems: Problem[] = [];
  for (const { source, marked } of files) {
    const links = new Set(marked.map((m) => m.pointer));
    strings(source.data, [], (text, path) => {
      const placeholder = placeholderIn(text);
      if (placeholder) {
        const words = placeholder.split(' ');
        const start = words.length > 6 ? `${words.slice(0, 6).join(' ')} …` : placeholder;
        problems.push(warningAt(source, path, 'placeholder-text', `still says "${start}", the example text a new page or section starts with: write the page's own words here before publishing.`));
      }
      const pointer = `/${path.join('/')}`;
      if (path[0] === 'sections' && text.length > LONG_TEXT && !links.has(pointer)) {
        const words = text.split(/\s+/).length;
        problems.push(warningAt(source, path, 'long-text', `this paragraph is ${text.length} characters long (${words} words): on a phone that is a screenful without a break. Split it into paragraphs of at most ${LONG_TEXT} characters (about 120 words).`));
      }
    });
  }
  return problems;
}

/** Per built page: two sections with the same anchor (a link to it reaches only the first). */
export function anchorWarnings(pages: readonly ExpandedPage[]): Problem[] {
  const problems: Problem[] = [];
  for (const { page, sectionsAt } of pages) {
    const first = new Map<string, number>();
    page.sections.forEach((section, i) => {
      const anchor = (section as { anchor?: string }).anchor;
      if (!anchor) return;
      const earlier = first.get(anchor);
      if (earlier === undefined) {
        first.set(anchor, i);
        return;
      }
      const here = sectionsAt[i]!;
      const there = sectionsAt[earlier]!;
      const thereAt = `${there.source === here.source ? '' : `${there.source.file} `}line ${locate(there.source, [...there.path, 'anchor']).line}`;
      const onPage = here.source.file === page.file ? '' : ` on the page ${page.path ?? '(page not found)'}`;
      problems.push(warningAt(here.source, [...here.path, 'anchor'], 'duplicate-anchor', `another section${onPage} has the anchor "${anchor}" too (${thereAt}): a link to #${anchor} always goes to the first. Give each section its own anchor.`));
    });
  }
  return problems;
}

const ratioWords = (w: number, h: number) => `${w} × ${h}`;

/**
 * Per image: its width and height must have the shape of the file they describe, or the browser
 * stretches it. `sizeOf` reads a site file's own size (undefined when it cannot be read).
 */
export function imageWarnings(pages: readonly ExpandedPage[], sizeOf: (sitePath: string) => ImageSize | undefined): Problem[] {
  const problems: Problem[] = [];
  for (const { links } of pages) {
    for (const link of links) {
      if (link.kind !== 'asset' || link.path.at(-1) !== 'src') continue;
      const imagePath = link.path.slice(0, -1);
      const image = imagePath.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], link.source.data) as
        | { width?: unknown; height?: unknown }
        | undefined;
      if (typeof image?.width !== 'number' || typeof image.height !== 'number') continue;
      const file = sizeOf(link.value.split(/[?#]/)[0]!);
      if (!file) continue;
      const drift = Math.abs((image.width / image.height) / (file.width / file.height) - 1);
      if (drift <= RATIO_TOLERANCE) continue;
      const height = Math.round((image.width * file.height) / file.width);
      problems.push(
        warningAt(
          link.source,
          [...imagePath, 'width'],
          'image-ratio',
          `width and height say ${ratioWords(image.width, image.height)}, but the file ${link.value} is ${ratioWords(file.width, file.height)}: the picture will show stretched or squashed. Keep the file's shape: with width ${image.width}, height ${height}.`,
        ),
      );
    }
  }
  return problems;
}

/** Host names kept for examples and tests (RFC 2606): no real site or mailbox has one. */
const exampleHost = /(^|[@/.])[a-z0-9-]+\.(example|test|invalid)(?=$|[/:?#])/i;

/** A North American number whose area code or exchange is 555: kept for films and examples, rung by nobody. */
function examplePhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 && (digits.startsWith('555') || digits.slice(3, 6) === '555');
}

/**
 * site.json values still at their stand-ins once the build is for a real deployment (SITE_URL set): an .example
 * address or domain, a 555 number, and an empty api.base (the forms would post to the local inbox, which only
 * `npm start` has). A warning each, so `npm run build` says what to set and `--strict` refuses to go on.
 */
export function placeholderFactWarnings(site: JsonSource, env: Record<string, string | undefined>): Problem[] {
  if (!env.SITE_URL) return [];
  const problems: Problem[] = [];
  const set = (path: JsonPath) => `set the real one in site.json${path[0] === 'links' ? ` or with ${linkVariable(String(path[1]))}=…` : path[0] === 'url' ? ' or with SITE_URL=…' : ''} before publishing`;
  strings(site.data, [], (text, path) => {
    if (path[0] === 'ui' || path[0] === '$schema') return;
    const phoneLike = /phone|textLink/i.test(String(path.at(-1))) || /^(tel|sms):/i.test(text);
    if (exampleHost.test(text)) problems.push(warningAt(site, path, 'placeholder-fact', `"${text}" is a stand-in (".example" names no real site or mailbox): ${set(path)}.`));
    else if (phoneLike && examplePhone(text)) problems.push(warningAt(site, path, 'placeholder-fact', `"${text}" is a stand-in (555 numbers reach nobody): ${set(path)}.`));
  });
  const api = (site.data as { api?: { base?: unknown } }).api;
  if (api && api.base === '') {
    problems.push(warningAt(site, ['api', 'base'], 'placeholder-fact', 'the forms post to a local inbox that only npm start has, so on a real host they would fail: set SITE_API_BASE (and SITE_API_KEY) to the lead API before publishing.'));
  }
  return problems;
}

/**
 * An icon that does not say what its item says (issue 22 item 4: a headset for fluid delivery, a pin for air
 * travel): a warning at the icon, naming what it draws and what it stands for, and the icons that would fit. The
 * meanings are src/blocks/shared/icon-meanings.ts; docs/icons.md lists every use. A rule of the validator, not of a
 * test, so an editor meets it in the studio and `npm run validate` before CI does.
 */
export function iconWarnings(pages: readonly ExpandedPage[]): Problem[] {
  const problems = new Map<string, Problem>();
  for (const { page, sectionsAt } of pages) {
    page.sections.forEach((section, s) => {
      const at = sectionsAt[s];
      if (!at) return;
      const visit = (value: unknown, path: JsonPath) => {
        if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
        else if (value && typeof value === 'object') {
          const item = value as Record<string, unknown>;
          const meaning = typeof item.icon === 'string' ? iconMeanings[item.icon as Icon] : undefined;
          if (!meaning) {
            for (const [key, child] of Object.entries(item)) if (child && typeof child === 'object') visit(child, [...path, key]);
            return;
          }
          const words: string[] = [];
          strings({ ...item, icon: undefined, href: undefined, button: undefined }, [], (text) => words.push(text));
          const said = words.join(' ');
          if (meaning.words.test(said)) return;
          const fitting = Object.entries(iconMeanings).filter(([, m]) => m.words.test(said)).map(([name]) => `"${name}"`).slice(0, 4);
          const place = [...at.path, ...path, 'icon'];
          const problem = warningAt(at.source, place, 'icon-misfit', `the icon "${item.icon}" draws ${meaning.draws} and stands for ${meaning.means}, which this item does not mention.${fitting.length ? ` Icons that fit its words: ${fitting.join(', ')}.` : ' Choose the icon of what it is about (docs/icons.md lists what each means), or none.'}`);
          problems.set(`${problem.file}:${problem.line}:${problem.column}`, problem);
        }
      };
      visit(section, []);
    });
  }
  return [...problems.values()];
}
