import { printParseErrorCode, type ParseError } from 'jsonc-parser';

/** jsonc-parser's error codes, in words for someone editing the file by hand. */
const syntaxWords: Record<string, string> = {
  InvalidSymbol: 'there is a character that JSON does not allow here',
  InvalidNumberFormat: 'this number is not written the JSON way',
  PropertyNameExpected: 'a property name in double quotes is expected here',
  ValueExpected: 'a value is expected here',
  ColonExpected: 'a colon (:) is expected after the property name',
  CommaExpected: 'a comma is missing before this',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'there is more text after the end of the JSON document',
  InvalidCommentToken: 'JSON files cannot contain comments',
  UnexpectedEndOfComment: 'JSON files cannot contain comments',
  UnexpectedEndOfString: 'a text value is not closed with a double quote',
  UnexpectedEndOfNumber: 'a number ends unexpectedly',
  InvalidUnicode: 'an escaped character (\\u…) is not valid',
  InvalidEscapeCharacter: 'a backslash escape is not valid in JSON',
  InvalidCharacter: 'there is a character that JSON does not allow here (a tab or line break inside text?)',
};

const CURLY_DOUBLE = '“”„‟″';
const CURLY_SINGLE = '‘’‚‛′';

/**
 * Characters that word processors, web pages and phones put in text, which JSON does not accept outside
 * double quotes: said by name, because "a character JSON does not allow" does not tell anyone which.
 */
function namedCharacter(char: string): string | undefined {
  if (CURLY_DOUBLE.includes(char)) return `a curly quote ${char} — JSON needs straight quotes "`;
  if (CURLY_SINGLE.includes(char)) return `a curly quote ${char} — JSON needs straight double quotes "`;
  if (char === "'") return `a single quote ' — JSON needs double quotes " around names and text`;
  if (char === '\u00a0') return 'a non-breaking space (often pasted from a web page or a word processor) — replace it with an ordinary space';
  if (/[\u200b-\u200d\u2060\ufeff]/.test(char)) return `an invisible character (U+${hex(char)}, often pasted from a web page) — delete it`;
  if (char === '=') return 'an equals sign = — JSON puts a colon : between a name and its value';
  if (char === ';') return 'a semicolon ; — JSON separates items with commas';
  if (/[–—]/.test(char)) return `a dash ${char} — outside double quotes JSON only has the minus sign - of a negative number`;
  return undefined;
}

const hex = (char: string) => char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

/** A bare word where JSON wants a value or a name: `True`, `undefined`, `title:`. */
function namedWord(word: string, followedByColon: boolean): string {
  if (/^(true|false|null)$/i.test(word)) return `the word ${word} — JSON writes true, false and null in lower case`;
  if (/^(undefined|none|nan|infinity)$/i.test(word)) return `the word ${word} — JSON has no such value: write null, or leave the property out`;
  if (followedByColon) return `the name ${word} is not in double quotes — write "${word}"`;
  return `the text ${word} is not in double quotes — text is written "like this"`;
}

/**
 * The one message for a file that is not JSON: where the first mistake is and what it is. Later errors
 * are nearly always echoes of the first, so they are not guessed at.
 */
export function syntaxMessage(text: string, error: ParseError): { offset: number; message: string } {
  const code = printParseErrorCode(error.error);
  const char = String.fromCodePoint(text.codePointAt(error.offset) ?? 32);
  const say = (offset: number, what: string) => ({ offset, message: `This file is not valid JSON: ${what}.` });

  const named = namedCharacter(char);
  if (named) return say(error.offset, named);
  if (code === 'UnexpectedEndOfString' || code === 'InvalidCharacter') {
    // Text opened with a straight quote and "closed" with a curly one runs on to the end of the line.
    const lineEnd = text.slice(error.offset).search(/[\r\n]/);
    const rest = text.slice(error.offset, lineEnd < 0 ? undefined : error.offset + lineEnd);
    const curly = rest.search(new RegExp(`[${CURLY_DOUBLE}]`));
    if (curly >= 0) return say(error.offset + curly, `${namedCharacter(rest[curly]!)} where this text should end`);
  }
  const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(error.offset))?.[0];
  if (word && code === 'InvalidSymbol') {
    return say(error.offset, namedWord(word, /^\s*:/.test(text.slice(error.offset + word.length))));
  }
  if (code === 'ValueExpected' || code === 'PropertyNameExpected') {
    // A trailing comma is reported as "value expected" right before a closing bracket; say what it is.
    if (/^\s*[}\]]/.test(text.slice(error.offset))) return say(error.offset, 'remove the comma before this closing bracket');
  }
  if (code === 'InvalidSymbol' && /[^\x20-\x7e]/.test(char)) return say(error.offset, `the character ${char} (U+${hex(char)}) is not allowed outside double quotes`);
  return say(error.offset, syntaxWords[code] ?? code);
}
