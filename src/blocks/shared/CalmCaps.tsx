import Box from '@mui/material/Box';
import { Fragment, useContext, type ReactNode } from 'react';
import { UiTextContext } from './ui-text.tsx';
import { KeepTogether } from './KeepTogether.tsx';

/** "I", kept a capital when a line is set in sentence case (names and initialisms are site.json's ui.properNames). */
const I_ALONE = /^I\W*$/;
/** "I'M", "I'VE": the I stays a capital, the rest is lowered with the line. */
const I_CONTRACTION = /^I'[A-Z]+$/;

/** True for a line written all in capitals ("YOU ARE BEING TRAPPED..."): two letters or more, none lower-case. */
function isShouted(text: string): boolean {
  return /[A-Z].*[A-Z]/.test(text) && !/[a-z]/.test(text);
}

/** The [start, end) spans of `text` taken by the names, longest name first, case as written. */
function nameSpans(text: string, names: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + name.length)) {
      const end = at + name.length;
      // Whole words only ("Owl" is not the start of "Owls"), and never inside a longer name already found.
      if (/\w/.test(text[at - 1] ?? '') || /\w/.test(text[end] ?? '')) continue;
      if (spans.some(([s, e]) => at < e && end > s)) continue;
      spans.push([at, end]);
    }
  }
  return spans;
}

/**
 * True for a heading written in Title Case ("Helping You Keep More Of Your Profits"): two words or more,
 * no long word (four letters or more) in lower case, and a capitalised word after the first that is not
 * part of a listed name. A line that is only a name ("Marine Essentials Ultimate Protection",
 * "Explore Owl Admin") is not: there is nothing to calm.
 */
function isTitleCase(text: string, names: readonly string[] = []): boolean {
  if (isShouted(text)) return false;
  const spans = nameSpans(text, names);
  const words = [...text.matchAll(/[A-Za-z][\w'&-]*/g)].filter(({ index }) => !spans.some(([s, e]) => index >= s && index < e));
  if ([...text.matchAll(/[A-Za-z][\w'&-]*/g)].length < 2) return false;
  if (words.some(({ 0: word }) => word.length >= 4 && /^[a-z]/.test(word))) return false;
  const first = /[A-Za-z]/.exec(text)?.index ?? 0;
  return words.some(({ 0: word, index }) => index > first && /^[A-Z][a-z]/.test(word));
}

/** A piece of the line: lowered with it, kept as written, or raised (its first letter, the lone "i" of "How do i get"). */
type Piece = { text: string; keep: boolean | 'raise' };

/**
 * The line cut into pieces to lower and pieces to keep as written (listed names, "I", the I of "I'M"),
 * and the line's first letter raised. A Title Case line keeps its first word as written: it is
 * capitalised already, and a line that starts with a number ("14. Contact Us") keeps its number.
 */
function pieces(text: string, names: readonly string[], shouted: boolean): Piece[] {
  const spans = nameSpans(text, names);
  const first = /[A-Za-z]/.exec(text)?.index ?? 0;
  const out: Piece[] = [];
  const push = (piece: Piece) => {
    const last = out.at(-1);
    if (last && last.keep === piece.keep) last.text += piece.text;
    else out.push(piece);
  };
  for (const match of text.matchAll(/\S+|\s+/g)) {
    const word = match[0];
    const at = match.index;
    if (spans.some(([s, e]) => at >= s && at < e) || (!shouted && at <= first && first < at + word.length)) push({ text: word, keep: true });
    else if (word === 'i') push({ text: word, keep: 'raise' });
    else if (I_CONTRACTION.test(word.replace(/[^A-Z']/g, ''))) {
      push({ text: 'I', keep: true });
      push({ text: word.slice(1), keep: false });
    } else if (at <= first && first < at + word.length) {
      // The first letter of a shouted line, raised as ::first-letter would, without the inline-block
      // ::first-letter needs (an inline-block line cannot keep its last word with an arrow after it).
      if (first > at) push({ text: word.slice(0, first - at), keep: false });
      push({ text: word[first - at]!, keep: 'raise' });
      push({ text: word.slice(first - at + 1), keep: false });
    } else push({ text: word, keep: I_ALONE.test(word) });
  }
  return out;
}

/**
 * A line written in capitals or in Title Case, set calmly in sentence case: shown "You are being trapped...",
 * "I'm a RV dealer", "Helping you keep more of your profits". The names and initialisms listed in site.json
 * `ui.properNames` (Owl Admin, GAP, RV) keep their capitals, as does "I". Only the display changes (CSS text-transform): the words
 * in the page, in search results and in the content checks stay exactly as written in site-config/. Any
 * other text is returned as it is. `titleCase: false` leaves Title Case alone (a page's h1 is most often a
 * plan's name, "Tire Armor Plus", which a new page need not list in properNames to keep its capitals).
 * Figures and phone numbers are kept on one line (KeepTogether), and `after` (an arrow) on the last word's.
 */
export function CalmCaps({ text, titleCase = true, after }: { text: string; titleCase?: boolean; after?: ReactNode }) {
  // The context, not useUiText: a block rendered on its own (a test, the studio's preview of one block) has none.
  const names = useContext(UiTextContext)?.properNames ?? [];
  const shouted = isShouted(text);
  if (!shouted && !(titleCase && isTitleCase(text, names))) return <KeepTogether text={text} after={after} />;
  const parts = pieces(text, names, shouted);
  return (
    <Box component="span" sx={{ textTransform: 'lowercase' }}>
      {parts.map((piece, i) => {
        const words = <KeepTogether text={piece.text} after={i === parts.length - 1 ? after : undefined} />;
        return piece.keep ? (
          <Box component="span" key={i} sx={{ textTransform: piece.keep === 'raise' ? 'uppercase' : 'none' }}>
            {words}
          </Box>
        ) : (
          <Fragment key={i}>{words}</Fragment>
        );
      })}
    </Box>
  );
}
