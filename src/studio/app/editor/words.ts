/**
 * The studio's words for the parts of a form, all taken from the schemas' own titles: what one item of a list is
 * called ("paragraph", "card", "question or topic"), with its article and its number. The form's buttons and the
 * problem list say the same things, from here.
 */
import { isObject } from './document.ts';

/** A title as it reads inside a sentence: "Bullet point" → "bullet point"; "FAQ" and "URL" keep their capitals. */
export function inSentence(title: string): string {
  return /^[A-Z][^A-Z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}

export const capitalised = (words: string): string => (words ? words[0]!.toUpperCase() + words.slice(1) : words);

/** "a paragraph", "an item". */
export const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const plurals: [RegExp, string][] = [
  [/ies$/, 'y'],
  [/(ss|sh|ch|x)es$/, '$1'],
  [/s$/, ''],
];

/** "Bullet points" → "bullet point", "Questions or topics" → "question or topic". */
export function singular(words: string): string {
  return words
    .split(' or ')
    .map((part) => {
      for (const [ending, replacement] of plurals) if (ending.test(part)) return part.replace(ending, replacement);
      return part;
    })
    .join(' or ');
}

/**
 * What one item of a list is called, in a sentence: its schema's title ("Paragraph" → "paragraph"); a list whose
 * items have no title of their own names them by its own title, made singular; "item" when neither says.
 */
export function itemNoun(list: unknown): string {
  const items = isObject(list) && isObject(list.items) ? list.items : undefined;
  if (items && typeof items.title === 'string' && items.title.trim()) return inSentence(items.title.trim());
  if (isObject(list) && typeof list.title === 'string' && list.title.trim()) return inSentence(singular(list.title.trim()));
  return 'item';
}

/** "paragraph 2": one item of a list, numbered from 1 as people count. */
export const numbered = (noun: string, index: number): string => `${noun} ${index + 1}`;
