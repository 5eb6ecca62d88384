import type { JsonSource } from './json-source.ts';
import { eachString, warningAt } from './problem-at.ts';
import type { Problem } from './problems.ts';

/** A built page, as far as this rule reads it: its addresses, the words of its sections (values filled in) and its file. */
export interface PageWords {
  page: { path: string | null; aliases: readonly string[]; sections: readonly unknown[] };
  source: JsonSource;
}

/** One entry of site.json's `contentRules.requiredPages`. */
export interface RequiredPage {
  address: string;
  states?: readonly string[];
}

/** Text compared as people read it: one space for any run of white space, any capitals. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The pages docs/requirements.md names and what each must state, as site.json's `contentRules.requiredPages` lists
 * them. An address no page answers is a warning at its entry in site.json; a page that no longer states one of its
 * words is a warning at its sections, in its own file. `written`: addresses of pages that have errors of their own,
 * which are reported already and are not said missing again (`undefined`: a page file cannot be read at all, so no
 * address can be said missing).
 */
export function requiredPageWarnings(pages: readonly PageWords[], required: readonly RequiredPage[], site: JsonSource, written: ReadonlySet<string> | undefined): Problem[] {
  return requiredPageProblems(pages.map((page) => requiredAnswers(page, required)), required, site, written);
}

/** One entry of the list that a page answers (by its index in the list), and the words it no longer states. */
export interface RequiredAnswer {
  index: number;
  problems: Problem[];
}

/** What one page answers of the list, on its own: the validation cache keeps it with the page (page-facts.ts). */
export function requiredAnswers({ page, source }: PageWords, required: readonly RequiredPage[]): RequiredAnswer[] {
  let text: string | undefined;
  return required.flatMap(({ address, states = [] }, index) => {
    if (page.path !== address && !page.aliases.includes(address)) return [];
    if (text === undefined) {
      const words: string[] = [];
      eachString(page.sections, [], (t) => words.push(t));
      text = plain(words.join(' '));
    }
    const problems = states
      .filter((fact) => !text!.includes(plain(fact)))
      .map((fact) => warningAt(source, ['sections'], 'missing-fact', `${address} no longer states "${fact}", which the specification requires of it (site.json, content rules, pages the site must keep). Put it back in one of its sections or, if the figure itself has changed, change it in site.json too.`, true));
    return [{ index, problems }];
  });
}

/** The list's warnings from each page's answers, in page order: the first page answering an address speaks for it. */
export function requiredPageProblems(answers: readonly (readonly RequiredAnswer[])[], required: readonly RequiredPage[], site: JsonSource, written: ReadonlySet<string> | undefined): Problem[] {
  const problems: Problem[] = [];
  required.forEach(({ address }, i) => {
    const found = answers.find((page) => page.some((a) => a.index === i))?.find((a) => a.index === i);
    if (!found) {
      if (written && !written.has(address)) {
        problems.push(warningAt(site, ['contentRules', 'requiredPages', i, 'address'], 'missing-page', `no page answers ${address}, an address the specification names (docs/requirements.md §2) and other sites, ads and printed brochures link to. Bring the page back, add ${address} to another page's other addresses ("aliases"), or, if it is retired on purpose, take it off this list.`));
      }
      return;
    }
    problems.push(...found.problems);
  });
  return problems;
}
