import type { ReactNode } from 'react';

/** Words as an alternation that also matches each with a capital first letter ("Three gallons"). */
const words = (list: string) => list.split(' ').map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`).join('|');
/** Spelled numbers that take a unit in this site's figures ("up to three gallons", "for five years"). */
const spelled = words('one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty ninety hundred');
/** Units a spelled number is kept with; a number written in digits is kept with whatever lower-case word follows it. */
const units = words('miles? days? hours? minutes? weeks? months? years? yards? gallons? feet percent claims? batteries battery occurrences? times');

/**
 * What must never break across two lines, in the order tried at each place:
 * - a phone number: "(555) 010-4477", "555-010-4477", "+1 555 010 4477";
 * - a range of figures with its unit: "30 to 60 percent", "30 to 90 days", "40-60%", "$50-$100";
 * - a figure with the word after it (its unit or what it counts): "100 miles", "$5,000 benefit", "2 claims",
 *   "in 30 minutes", "$100 per" (the phrase's rest may wrap: "$100 per / occurrence"), but not a name ("4100 Commerce Parkway": the street rule below); a spelled number only
 *   before a unit ("three gallons");
 * - a figure joined to its unit by a hyphen: "12-volt", "30-minute" ("12-/volt" split on a phone);
 * - a figure written with a slash: "24/7";
 * - an address's number with its word ("Suite 210"), a street's number with its name ("4100 Commerce Parkway") and
 *   a state with its ZIP code ("AZ 85251");
 * - a word joined by hyphens ("third-party", "Anti-Theft"), which a browser would split at the hyphen.
 * A price or a percentage alone ("$1,000", "80%") has no place to break in it anyway.
 */
/** A figure: digits, with thousands separators or decimals inside it ("125,000", "2.5"), never a trailing comma. */
const figure = String.raw`\$?\b\d(?:[\d,.]*\d)?%?`;
const together = new RegExp(
  [
    String.raw`(?:\+1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b`,
    String.raw`${figure}(?:-[A-Za-z]+)+\b`,
    String.raw`${figure}(?:\s*[-–]\s*|\s+to\s+)${figure}(?:\s+(?:[a-z]+|${units})\b)?`,
    // Only the next word: "$100 per" stays together, "occurrence" may start the next line. The whole phrase
    // kept as one 120 px run left a phone's card line a third empty (review B, "$100 per occurrence").
    String.raw`${figure}\s+(?:[a-z][\w'’]*|(?:${units})\b)`,
    String.raw`\b(?:${spelled})\s+(?:${units})\b`,
    String.raw`\b\d+/\d+\b`,
    // A place's number with its word, and a state with its ZIP code: "Suite 210", "AZ 85251".
    String.raw`\b(?:Suite|Ste\.|Unit|Floor|Building|Room|No\.)\s+\d+\w*`,
    // A street's number with its name: "4100 Commerce Parkway" split as "4100 / Commerce".
    String.raw`\b\d{1,6}\s+[A-Z][a-z]+\s+(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Boulevard|Blvd\.|Drive|Dr\.|Parkway|Pkwy\.|Lane|Ln\.|Way|Court|Place|Highway)\b`,
    String.raw`\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b`,
    // A word joined by hyphens, never split at one: "third-/party" under a balanced heading, "Anti-/Theft".
    String.raw`\b[A-Za-z]{1,12}(?:-[A-Za-z]{1,12}){1,2}\b`,
  ].join('|'),
  'g',
);

/**
 * A name in the middle of a sentence: two to six capitalised words after a lower-case one, "and", "for",
 * "of" or "&" allowed between them ("about The Ultimate Theft Protection", "The Ultimate Tire and Wheel
 * Protection"), at most NAME_LENGTH characters. A heading or sentence in title case starts with its capital,
 * so it is no name. Longer names are left to break: moved whole, they would leave a line half empty. The
 * punctuation after a name goes with it: a line may break between an inline block and the comma after it
 * ("for your Class A / , B or C motorhome").
 */
const name = /(?<=\b[a-z][a-z'’]*\s)[A-Z][\w'’-]*(?:\s(?:(?:and|for|of|&)\s)?[A-Z][\w'’-]*){1,5}[,.;:!?)’”]*/g;
/** About a 320 px phone's line of heading type (24 px), so a name kept whole never runs out of its column. */
const NAME_LENGTH = 30;

/** A piece of a line: `keep` pieces are shown on one line, whatever the width. */
export interface TextPiece {
  text: string;
  keep: boolean;
}

/** `text` cut into the names (see `name`) and the text between them. */
function namePieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(name)) {
    if (match[0].length > NAME_LENGTH) continue;
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), keep: false });
    pieces.push({ text: match[0], keep: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), keep: false });
  return pieces;
}

/** `text` cut into the runs that must stay on one line (see `together`) and the text between them. */
function unbreakablePieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(together)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), keep: false });
    pieces.push({ text: match[0], keep: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), keep: false });
  return pieces;
}

/** One line, never broken: a style attribute, so the rule costs no class in the page's CSS. */
function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/**
 * A name (`namePieces`) as one unit of the line: an inline block moves to the next line whole, and breaks
 * inside only when it is wider than the line ("Questions about The / Ultimate Theft Protection" split the
 * product's name). The figures in it are kept together as anywhere else.
 */
function Name({ text }: { text: string }) {
  return <span style={{ display: 'inline-block' }}>{unbreakablePieces(text).map((piece, i) => (piece.keep ? <NoWrap key={i}>{piece.text}</NoWrap> : piece.text))}</span>;
}

/** `text` with its names (as `Name`) and what must stay on one line (as `NoWrap`) marked; the rest as it is. */
function marked(text: string): ReactNode[] {
  return namePieces(text).flatMap((part, n) =>
    part.keep ? [<Name key={n} text={part.text} />] : unbreakablePieces(part.text).map((piece, i) => (piece.keep ? <NoWrap key={`${n}.${i}`}>{piece.text}</NoWrap> : piece.text)),
  );
}

/**
 * `text` as it is, except that phone numbers, figures with their units and ranges are kept on one line
 * ("(555) 010-/4477" broke in the footer at every width), and a short name in a sentence moves to the
 * next line whole. The words are unchanged: only spans are added.
 * `after` (an arrow, a number) is kept on the line of the last word, never alone on the next one.
 */
export function KeepTogether({ text, after }: { text: string; after?: ReactNode }): ReactNode {
  if (after === undefined || after === null) {
    const parts = marked(text);
    if (parts.every((part) => typeof part === 'string')) return text;
    // One span around the pieces: in a flex box (a button) each would be an item of its own, and the
    // space at the end of "Call " would be dropped.
    return <span>{parts}</span>;
  }
  const pieces = unbreakablePieces(text);
  const last = pieces.pop() ?? { text: '', keep: false };
  // The last piece's last word (all of it when it is a figure or a number) goes with `after`.
  const cut = last.keep ? 0 : (/\S+\s*$/.exec(last.text)?.index ?? last.text.length);
  return (
    <span>
      {pieces.map((piece, i) => (piece.keep ? <NoWrap key={i}>{piece.text}</NoWrap> : piece.text))}
      {last.text.slice(0, cut)}
      <NoWrap>
        {last.text.slice(cut)}
        {after}
      </NoWrap>
    </span>
  );
}
