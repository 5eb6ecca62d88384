import { warningAt } from './problem-at.ts';
import type { Problem } from './problems.ts';
import { eachWrittenText, type WrittenFile } from './written-text.ts';

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Any spelling of `name` people type: its words in any capitals, apart by spaces or hyphens ("Admin-in-a-box"). One
 * after a slash is part of an address ("/admin-in-a-box", "images/admin-in-a-box.svg"), not a spelling.
 */
const spellingsOf = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}/-])${name.trim().split(/[\s-]+/).map(escaped).join('[\\s-]+')}(?![\\p{L}\\p{N}-])`, 'giu');

/**
 * A product name written another way than site.json's `contentRules.productNames` gives it, in a page or shared
 * sections: one warning per spelling, at the text. Readers, search engines and brochures then see one name. site.json
 * itself is not read: its navigation label is the specification's, as written there.
 */
export function productNameWarnings(files: readonly WrittenFile[], names: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const rules = names.map((name) => ({ name, spellings: spellingsOf(name) }));
  for (const file of files) {
    eachWrittenText(file, (text, path) => {
      for (const { name, spellings } of rules) {
        for (const [found] of text.matchAll(spellings)) {
          if (found === name) continue;
          problems.push(warningAt(file.source, path, 'misspelt-name', `writes "${found}", but the product's one spelling is "${name}" (site.json, content rules, product names). Write it that way, so every page, brochure and search result shows one name.`));
        }
      }
    });
  }
  return problems;
}
