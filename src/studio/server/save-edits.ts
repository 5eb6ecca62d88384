/**
 * A save writes only what changed: the file's text is edited where the data differs from what it holds now
 * (src/engine/json-edits.ts, the minimal-edit writer the migrations use too), and every untouched part (its key
 * order, its one-line objects, its spacing) stays byte for byte. The result reads like a person typed it, so
 * `git diff` shows only the change. The text of a new value (a new file, a section added, a key added) is laid
 * out by prettier, in the house style below, where it stands.
 */
import { isDeepStrictEqual } from 'node:util';
import { format, type Options } from 'prettier';
import { applyEdits, detectStyle, jsonEdits, type LayOut, type Style } from '../../engine/json-edits.ts';
import { BOM, parseJsonText } from '../../engine/json-source.ts';

/**
 * The house style of the hand-written pages: prettier's JSON layout (an object or a list on one line when it
 * fits, one item a line when not) at 240 characters a line. Measured on the 24 hand-written files in
 * site-config/pages/ and fragments/ (2,434 lines), reformatting them whole from their data: at 240, 4 come
 * out byte for byte the same and 532 lines change; at prettier's usual 80, none and 2,626; at 140, 3 and
 * 1,455; at 200, 2 and 590; at 280, 4 and 579. The pages are not all alike (gap.json and home.json wrap near
 * 140, most plan pages keep a card or a picture on one line up to 300): 240 is where they agree most.
 */
const houseStyle = { parser: 'json', printWidth: 240 } as const satisfies Options;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The usual order of a picture's keys, as every hand-written page writes them. */
const imageKeys = ['src', 'alt', 'width', 'height'];

/** `value` with each picture's keys in the usual order (src, alt, width, height), whatever order a form gave them. */
function inHouseOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inHouseOrder);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  const image = 'src' in value && keys.every((k) => imageKeys.includes(k));
  const ordered = image ? imageKeys.filter((k) => k in value) : keys;
  return Object.fromEntries(ordered.map((k) => [k, inHouseOrder(value[k])]));
}

/** How a new file is written: its data in the house style, with a newline at the end. */
export function newFileText(data: unknown): Promise<string> {
  return format(JSON.stringify(inHouseOrder(data)) ?? 'null', houseStyle);
}

/**
 * `text` with its JSON changed to `data`, edited only where they differ. A text that is not JSON, or whose
 * top level is a different kind of value, is written anew (there is nothing to keep).
 */
export async function editedText(text: string, data: unknown): Promise<string> {
  const wanted = inHouseOrder(data);
  // Prettier's ranges are offsets in the text it is given: the edits are made to the text after the mark.
  const bom = text.startsWith(BOM) ? BOM : '';
  const body = text.slice(bom.length);
  const edits = jsonEdits(body, wanted, forPrettier);
  if (!edits) return newFileText(wanted);
  // The edits are checked, never trusted: if the text does not read back as the data, the data wins.
  let out: string;
  let readBack: unknown;
  try {
    out = await laidOut(applyEdits(body, edits), detectStyle(body));
    readBack = parseJsonText(out);
  } catch {
    return newFileText(wanted);
  }
  return isDeepStrictEqual(readBack, wanted) ? bom + out : newFileText(wanted);
}

/**
 * Where a new value starts and ends in the edited text, before prettier lays it out. Control characters never
 * stand bare in JSON (inside a string they are escaped), so these marks cannot clash with the file's text.
 */
const markStart = '\u0000';
const markEnd = '\u0001';
const marked = new RegExp(`${markStart}([^${markEnd}]*)${markEnd}`, 'g');

/** A new list or object, written compactly between marks, for prettier to lay out where it lands (laidOut). */
const forPrettier: LayOut = (value) => `${markStart}${JSON.stringify(value)}${markEnd}`;

/**
 * The edited text with each new value laid out by prettier in the house style, in place (its range only, so
 * nothing around it moves), the last one first so the places of the others stay put.
 */
async function laidOut(text: string, style: Style): Promise<string> {
  const ranges: [number, number][] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(marked)) {
    plain += text.slice(last, match.index);
    ranges.push([plain.length, plain.length + match[1]!.length]);
    plain += match[1];
    last = match.index + match[0].length;
  }
  plain += text.slice(last);
  const options = {
    ...houseStyle,
    useTabs: style.unit === '\t',
    tabWidth: style.unit === '\t' ? 2 : style.unit.length,
    endOfLine: style.eol === '\r\n' ? 'crlf' : 'lf',
  } as const satisfies Options;
  for (const [start, end] of ranges.reverse()) {
    const out = await format(plain, { ...options, rangeStart: start, rangeEnd: end });
    const value = out.slice(start, end + out.length - plain.length);
    // Prettier measures a value from its line's indentation; the key before it on the line (`"image": `) and
    // the comma after it count too. A value it kept on one line that does not fit with them is broken after
    // all: an object by starting it on a new line, which prettier keeps so (its members measured exactly as
    // in a whole file), a list by a width short of what the key and comma take.
    const lineStart = plain.lastIndexOf('\n', start - 1) + 1;
    const lead = start - lineStart + (plain[end] === ',' ? 1 : 0);
    if (/[\r\n]/.test(value) || lead + value.length <= houseStyle.printWidth) {
      plain = out;
    } else if (plain[start] === '{') {
      plain = await format(`${plain.slice(0, start)}{\n${plain.slice(start + 1)}`, { ...options, rangeStart: start, rangeEnd: end + 1 });
    } else {
      const indent = /^[ \t]*/.exec(plain.slice(lineStart))![0].length;
      plain = await format(plain, { ...options, printWidth: houseStyle.printWidth - (lead - indent), rangeStart: start, rangeEnd: end });
    }
  }
  return plain;
}
