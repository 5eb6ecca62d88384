/**
 * Text that strangers wrote (form submissions), made safe to print in a terminal: anything a terminal
 * would act on instead of showing (escape sequences, carriage returns, backspaces, bidi overrides that
 * reorder what follows) is shown as an escape such as \x1b or \u202e, and widths are measured in
 * what a person sees (graphemes, emoji two columns wide), so cutting never splits an emoji.
 */

// Control characters (C0 but tab and newline, DEL, C1), lone surrogates, line/paragraph separators, and the
// bidi controls of Unicode's "Trojan Source" advisory (CVE-2021-42574).
const UNSAFE = /(?![\t\n])[\p{Cc}\p{Cs}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
const NAMED: Record<string, string> = { '\b': '\\b', '\f': '\\f', '\r': '\\r', '\v': '\\v' };

const hex = (code: number, digits: number) => code.toString(16).padStart(digits, '0');
const escapeOne = (char: string) => {
  const code = char.codePointAt(0)!;
  return NAMED[char] ?? (code < 0x100 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
};

/** One line of text for a table cell: runs of spaces, tabs and newlines become one space, anything a terminal would interpret is escaped. */
export function terminalSafe(text: string): string {
  return text.replace(/[ \t\n]+/g, ' ').trim().replace(UNSAFE, escapeOne);
}

/** JSON for the terminal: the same value, with the characters JSON.stringify leaves raw but a terminal acts on written as \u escapes. */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE, (char) => `\\u${hex(char.codePointAt(0)!, 4)}`);
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Emoji shown as pictures, flags, and East Asian wide and fullwidth characters take two columns.
const WIDE = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

const graphemes = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);
const graphemeWidth = (grapheme: string) => (WIDE.test(grapheme) ? 2 : 1);

/** How many terminal columns the text takes (approximately: terminals differ on rare characters). */
function displayWidth(text: string): number {
  return graphemes(text).reduce((sum, g) => sum + graphemeWidth(g), 0);
}

/** The text cut to at most `width` columns, with "…" where it was cut; always between whole graphemes. */
export function clipToWidth(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const g of graphemes(text)) {
    const w = graphemeWidth(g);
    if (used + w > width - 1) break;
    out += g;
    used += w;
  }
  return `${out}…`;
}

/** The text followed by spaces up to `width` columns. */
export function padToWidth(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}
