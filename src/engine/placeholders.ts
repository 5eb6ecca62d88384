/**
 * The words the scaffolds write for a person to replace (scripts/new-page.ts, scripts/new-block.ts), kept
 * in one place so the validator can say when they are still there: a page published with "replace this
 * with a summary" is a real mistake that no schema rule catches.
 */
export const placeholderText = {
  /** After the page's name in a new page's search description. */
  pageDescription: 'replace this with a summary of the page for search engines, in about 120 to 160 characters.',
  /** A new page's first paragraph. */
  pageText: 'Say in a sentence or two what this page offers and who it is for.',
  /** A new block's example paragraph, which people copy from the gallery. */
  blockExample: 'One or two sentences that show what this block looks like with real content.',
  /** The title of a card of the plan recipe's benefits. */
  benefitTitle: 'Name a benefit of the plan',
  /** The text of a card of the plan recipe's benefits. */
  benefitText: 'Say in a sentence what this benefit gives the customer.',
  /** A question of the plan recipe's questions and answers. */
  question: 'Write a question customers ask about the plan',
  /** The answer under it. */
  answer: 'Answer the question in a sentence or two.',
} as const;

/**
 * The text of a section added from the studio's palette, field by field, until the person writes it: "Write the
 * heading here", "Write the title here". Its shape, not a list, is what the validator recognises (any field's name).
 */
export const newSectionText = (what: string): string => `Write the ${what.toLowerCase()} here`;
const newSectionPattern = /^Write the [^.!?{}]{1,60} here$/;

/** The placeholder sentence `text` still holds (as the scaffold wrote it), if any. */
export function placeholderIn(text: string): string | undefined {
  const lower = text.toLowerCase();
  const phrase = Object.values(placeholderText).find((p) => lower.includes(p.replace(/\.$/, '').toLowerCase()));
  return phrase ?? (newSectionPattern.test(text.trim()) ? text.trim() : undefined);
}

/** Whether `text` is a placeholder and nothing else (the studio greys it, and typing in its field replaces it whole). */
export const isOnlyPlaceholder = (text: string): boolean => {
  const phrase = placeholderIn(text);
  return phrase !== undefined && text.trim().replace(/\.$/, '').toLowerCase() === phrase.replace(/\.$/, '').toLowerCase();
};
