import type { JsonPath } from './json-source.ts';
import { warningAt } from './problem-at.ts';
import type { Problem } from './problems.ts';
import type { WrittenFile } from './written-text.ts';

/** A person's name as a quote signs it: two or more capitalised words ("Maria Lopez", "Jo Ann O'Neil"), not a role ("Dealer principal"). */
const personName = /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)+$/u;

/**
 * A testimonial (a carousel slide) that names a person while it records no `source`: an invented customer, as far
 * as anyone can tell. Until the person has agreed to be quoted, a quote names a role (docs/content-claims.md); the
 * carousel already marks an unsourced quote as illustrative and brochures leave it out. One warning at the name.
 */
export function quoteSourceWarnings(files: readonly WrittenFile[]): Problem[] {
  const problems: Problem[] = [];
  for (const { source } of files) {
    const sections = (source.data as { sections?: unknown }).sections;
    if (!Array.isArray(sections)) continue;
    sections.forEach((section: unknown, s) => {
      const { type, slides } = (section ?? {}) as { type?: unknown; slides?: unknown };
      if (type !== 'carousel' || !Array.isArray(slides)) return;
      slides.forEach((slide: unknown, i) => {
        const { name, source: recorded } = (slide ?? {}) as { name?: unknown; source?: unknown };
        if (typeof name !== 'string' || !personName.test(name.trim()) || (typeof recorded === 'string' && recorded.trim())) return;
        const path: JsonPath = ['sections', s, 'slides', i, 'name'];
        problems.push(warningAt(source, path, 'unsourced-quote', `"${name}" reads as a person's name, but this quote records no "source". Until the person has agreed to be quoted, name a role ("Dealer principal"); once they have, say in "source" where the quote and their consent are kept (docs/content-claims.md).`));
      });
    });
  }
  return problems;
}
