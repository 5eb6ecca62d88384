/**
 * Issue 22, Part A item 1, on every page of the production build in Chromium at 320, 375 and 1280 px:
 * a phone number, a price or figure with its unit, a range ("30 to 60 percent", "40-60%"), an arrow
 * with the word before it, an address's "Suite 210" and "AZ 85251", a word joined by a hyphen
 * ("third-party") and a figure joined to its unit by one ("12-volt") are never split across two lines
 * (each measured with Range.getClientRects); headings are balanced, so none of two lines or more ends in
 * a lone word ("percent"); paragraphs and list items use text-wrap: pretty, in cards too. Accordions are
 * opened and hidden tab panels shown first, so their text is measured too. One tab per page, resized
 * rather than reloaded.
 */
import { describe, expect, inject, it } from 'vitest';
import { browserSession } from './browser-session.ts';
import { routesToVisit, viewportHeight } from './pages.ts';

const baseURL = inject('baseURL');
const session = browserSession();
const routes = routesToVisit(inject('distDir'));
const widths = [320, 375, 1280] as const;

/**
 * In the page: every token found in the text of each block of text (its text nodes joined, so a number
 * split over two spans is one token), and those whose boxes sit on more than one line. Written as a
 * string: the bundler's helpers must not leak into the page.
 */
const measureTokens = `(() => {
  const spelled = 'one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty|ninety';
  const unit = 'miles?|days?|hours?|minutes?|weeks?|months?|years?|yards?|gallons?|percent|claims?|batter(?:y|ies)|occurrences?';
  const kinds = {
    phone: /\\(?\\b\\d{3}\\)?[\\s.-]\\d{3}-\\d{4}\\b/g,
    // A price with the word after it ("$100 per"); the rest of "$100 per occurrence" may wrap.
    price: /\\$\\d[\\d,]*(?:\\.\\d+)?(?:\\s+(?:per|a|an|each))?/g,
    figure: new RegExp('\\\\b(?:\\\\d[\\\\d,]*|' + spelled + ')%?(?:\\\\s+to\\\\s+\\\\d[\\\\d,]*)?\\\\s+(?:' + unit + ')\\\\b', 'gi'),
    range: /\\b\\d[\\d,]*\\s*[-–]\\s*\\d[\\d,]*%?/g,
    arrow: /[^\\s→↓←↑↗]+\\s*[→↓←↑↗]/g,
    address: /\\b(?:Suite \\d+|[A-Z]{2} \\d{5}|\\d{1,6} [A-Z][a-z]+ (?:Street|Avenue|Road|Boulevard|Drive|Parkway|Lane|Way))\\b/g,
    compound: /\\b[A-Za-z]{1,12}-[A-Za-z]{1,12}\\b/g,
    unit: /\\b\\d[\\d,.]*-[A-Za-z]+\\b/g,
    // A word and the punctuation after it: a name kept whole (an inline block) let its comma start the next line.
    punctuation: /[\\w’”)]+[,.;:!?]/g,
  };
  const isInline = (el) => getComputedStyle(el).display.startsWith('inline');
  const blockOf = (node) => { let el = node.parentElement; while (el && isInline(el)) el = el.parentElement; return el; };
  const groups = new Map();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const block = blockOf(node);
    if (!block || block.closest('script, style, noscript, template, svg, title')) continue;
    if (!groups.has(block)) groups.set(block, []);
    groups.get(block).push(node);
  }
  const split = [];
  let measured = 0;
  for (const [block, nodes] of groups) {
    // Text for screen readers only sits in a 1 px box and wraps at every word: not what anyone sees.
    if (block.getBoundingClientRect().width <= 2) continue;
    let text = '';
    const starts = nodes.map((n) => { const at = text.length; text += n.data; return at; });
    const at = (i) => { let k = 0; while (k + 1 < nodes.length && starts[k + 1] <= i) k++; return [nodes[k], i - starts[k]]; };
    for (const [kind, pattern] of Object.entries(kinds)) {
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(...at(match.index));
        const [endNode, endOffset] = at(match.index + match[0].length - 1);
        range.setEnd(endNode, endOffset + 1);
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (!boxes.length) continue;
        measured++;
        // Two boxes on different lines: one starts at or below the other's bottom.
        if (boxes.some((a) => boxes.some((b) => b.top >= a.bottom - 1))) split.push(kind + ' ' + JSON.stringify(match[0]) + ' in "' + text.trim().slice(0, 80) + '"');
      }
    }
  }
  return { measured, split: [...new Set(split)] };
})()`;

/** In the page: headings of two lines or more whose last line is one word, and text that is not set to wrap prettily. */
const measureHeadings = `(() => {
  const lonely = [];
  for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (!heading.getClientRects().length) continue;
    const words = [];
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const box = range.getBoundingClientRect();
        if (box.width > 0) words.push({ word: m[0], top: box.top, bottom: box.bottom, left: box.left, right: box.right });
      }
    }
    if (words.length < 4) continue;
    const last = words.at(-1);
    const onLastLine = words.filter((w) => w.top < last.bottom - 2 && w.bottom > last.top + 2);
    // A lone word: alone on the last line, and short beside the other lines ("percent" under a full line).
    // A long word alone ("Motorhomes" after two lines at 320 px) is as balanced as those words can be.
    const all = document.createRange();
    all.selectNodeContents(heading);
    const widest = Math.max(...[...all.getClientRects()].map((b) => b.width));
    if (onLastLine.length === 1 && words[0].bottom <= last.top + 2 && last.right - last.left < 0.4 * widest) lonely.push(heading.textContent.trim() + ' (ends in "' + last.word + '")');
  }
  // Cards too: balanced, a card's short text ended its lines at some 60% of the card and left a third empty.
  const lines = (el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
  const notPretty = [...document.querySelectorAll('main p, main li, footer p')]
    .filter((el) => el.getClientRects().length && getComputedStyle(el).textWrapStyle !== 'pretty')
    .map((el) => el.tagName + ' "' + el.textContent.trim().slice(0, 40) + '" (' + getComputedStyle(el).textWrapStyle + ', ' + lines(el) + ' lines)');
  const notBalanced = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((el) => el.getClientRects().length && getComputedStyle(el).textWrapStyle !== 'balance')
    .map((el) => el.tagName + ' "' + el.textContent.trim().slice(0, 40) + '"');
  return { lonely, notPretty: notPretty.slice(0, 5), notBalanced: notBalanced.slice(0, 5) };
})()`;

/** Every accordion item open (one group keeps one open, so the groups are dissolved) and every tab panel shown. */
const showEverything = `(() => {
  for (const details of document.querySelectorAll('details')) { details.removeAttribute('name'); details.open = true; }
  for (const panel of document.querySelectorAll('[role="tabpanel"][hidden]')) panel.removeAttribute('hidden');
})()`;

async function openRoute(path: string) {
  const page = await session.page({ width: widths[0], height: viewportHeight });
  await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  await page.evaluate(showEverything);
  return page;
}

/**
 * In the page: links and buttons where a space between two words is not drawn: a flex button makes each
 * piece of its label an item of its own and drops the space at the end of "Call " before an unbreakable
 * "(555) 010-4477". Measured: the last letter before the space and the next piece touch on one line.
 */
const lostSpaces = `(() => {
  const lost = [];
  for (const control of document.querySelectorAll('main a, main button, footer a')) {
    if (!control.checkVisibility({ visibilityProperty: true })) continue;
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const end = node.data.search(/\\S\\s+$/);
      const next = node.nextSibling;
      if (end < 0 || !next || next.nodeType !== Node.ELEMENT_NODE || !next.textContent.trim()) continue;
      const letter = document.createRange();
      letter.setStart(node, end);
      letter.setEnd(node, end + 1);
      const a = letter.getBoundingClientRect();
      const b = next.getClientRects()[0];
      if (b && a.top < b.bottom - 2 && b.top < a.bottom - 2 && b.left - a.right < 2) lost.push(JSON.stringify(control.textContent.trim()));
    }
  }
  return lost;
})()`;

/** What one page showed at each width: the three measures above, run on one tab, resized rather than reloaded. */
interface Measured {
  split: string[];
  measured: number;
  lostSpaces: string[];
  lonely: string[];
  notBalanced: string[];
  notPretty: string[];
}

async function measureRoute(path: string): Promise<Measured> {
  const page = await openRoute(path);
  const result: Measured = { split: [], measured: 0, lostSpaces: [], lonely: [], notBalanced: [], notPretty: [] };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const tokens = (await page.evaluate(measureTokens)) as { measured: number; split: string[] };
    result.measured += tokens.measured;
    result.split.push(...tokens.split.map((s) => `@${width}px: ${s}`));
    const headings = (await page.evaluate(measureHeadings)) as { lonely: string[]; notPretty: string[]; notBalanced: string[] };
    result.lonely.push(...headings.lonely.map((s) => `@${width}px: ${s}`));
    result.notBalanced.push(...headings.notBalanced.map((s) => `@${width}px: ${s}`));
    result.notPretty.push(...headings.notPretty.map((s) => `@${width}px: ${s}`));
    if (width === 375) result.lostSpaces.push(...((await page.evaluate(lostSpaces)) as string[]));
  }
  return result;
}

describe('line breaks (issue 22 item 1)', () => {
  it.each(routes.map((r) => [r.path, r] as const))(
    '%s: no phone number, figure with its unit (also "12-volt"), range, arrow, word and its punctuation, address number or hyphenated word split across lines at 320, 375 and 1280 px; links and buttons show every space; headings balanced (none ends in a lone word), paragraphs and list items wrapped prettily',
    async (_path, route) => {
      const found = await measureRoute(route.path);
      expect(found.split, 'split across lines').toEqual([]);
      // The footer's claims line is on every page: nothing measured would mean the check found nothing to check.
      expect(found.measured).toBeGreaterThanOrEqual(widths.length);
      expect(found.lostSpaces, 'links and buttons that lose a space (375 px)').toEqual([]);
      expect(found.notBalanced, 'headings not set to balance').toEqual([]);
      expect(found.notPretty, 'text not set to wrap prettily').toEqual([]);
      expect(found.lonely, 'headings ending in a lone word').toEqual([]);
    },
  );
});
