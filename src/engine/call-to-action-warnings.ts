import type { ExpandedPage } from './expand-page.ts';
import { describePath, locate, type JsonPath } from './json-source.ts';
import type { Problem } from './problems.ts';

/**
 * The rule of docs/calls-to-action.md, as far as a file can show it. A page's buttons that lead to one
 * place (the booking page, a brochure, the phone) appear at most twice, in the first section and near the
 * end; a page of `LONG_PAGE` sections or more may show one once more between, but for a brochure. Two of them are never in
 * neighbouring sections: at least `APART - 1` other sections lie between, about two phone screens.
 */
const LONG_PAGE = 10;
const APART = 3;

/**
 * A file to download: a brochure. Offered in the hero and the closing band, never in between as well: a reader
 * who did not want it at the top is not persuaded by a third button to it (outside review, round 4: plan pages
 * offered "Download the brochure" three times, once in a band of its own).
 */
const isDownload = (href: string) => /\.pdf$/i.test(href);

/** At most this many buttons to one place on a page of `sections` sections: twice for a brochure, whatever the length. */
const mostButtonsTo = (sections: number, href: string) => (sections >= LONG_PAGE && !isDownload(href) ? 3 : 2);

/** A call to action: a button of a section or of a card, with where it is written. */
interface Action {
  href: string;
  label: string;
  section: number;
  at: { source: ExpandedPage['sectionsAt'][number]['source']; path: JsonPath };
}

type ButtonLike = { label?: unknown; href?: unknown };
const isButton = (value: unknown): value is ButtonLike & { href: string; label: string } =>
  typeof value === 'object' && value !== null && typeof (value as ButtonLike).href === 'string' && typeof (value as ButtonLike).label === 'string';

/**
 * The section's buttons and its cards' buttons, in reading order. An embed's fallback buttons are left
 * out: they show only when the widget cannot load, in its place.
 */
function actionsOf(section: Record<string, unknown>, index: number, at: ExpandedPage['sectionsAt'][number]): Action[] {
  const actions: Action[] = [];
  const cards = Array.isArray(section.cards) ? (section.cards as Record<string, unknown>[]) : [];
  cards.forEach((card, c) => {
    if (isButton(card.button)) actions.push({ href: card.button.href, label: card.button.label, section: index, at: { source: at.source, path: [...at.path, 'cards', c, 'button'] } });
  });
  const buttons = Array.isArray(section.buttons) ? section.buttons : [];
  buttons.forEach((button: unknown, b) => {
    if (isButton(button)) actions.push({ href: button.href, label: button.label, section: index, at: { source: at.source, path: [...at.path, 'buttons', b] } });
  });
  return actions;
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/**
 * Per built page: a button to a place the page already offers too often, or one section or two after
 * the last button there. Said at the button, in the file it is written in (a page or the shared sections);
 * a shared button that breaks the rule on several pages is said once.
 */
export function callToActionWarnings(pages: readonly ExpandedPage[]): Problem[] {
  const problems = new Map<string, Problem>();
  for (const { page, sectionsAt } of pages) {
    const actions = page.sections.flatMap((section, i) => (sectionsAt[i] ? actionsOf(section as unknown as Record<string, unknown>, i, sectionsAt[i]) : []));
    const byPlace = new Map<string, Action[]>();
    for (const action of actions) byPlace.set(action.href, [...(byPlace.get(action.href) ?? []), action]);
    for (const [href, all] of byPlace) {
      const most = mostButtonsTo(page.sections.length, href);
      all.forEach((action, n) => {
        const before = all[n - 1];
        const where = page.path ?? 'the not-found page';
        let message: string | undefined;
        if (n >= most) {
          const sections = all.map((a) => a.section + 1);
          message = `this is the ${ordinal(n + 1)} button to ${href} on ${where} (in sections ${sections.slice(0, -1).join(', ')} and ${sections.at(-1)} of ${page.sections.length}). ${isDownload(href) ? 'A brochure is offered in the hero and the closing band: twice at most, however long the page.' : `A page offers its main action at its start and near its end${most === 3 ? ', and once between' : ''}: ${most} times at most on a page of ${page.sections.length} sections.`} Remove this one, or make it lead somewhere the page does not already send people (docs/calls-to-action.md).`;
        } else if (before && action.section - before.section < APART && action.section !== before.section) {
          message = `"${action.label}" goes to ${href}, as "${before.label}" does ${action.section - before.section === 1 ? 'in the section just before' : `${action.section - before.section} sections before`} on ${where}: a reader sees both within a screen or two. Keep one of them, or leave at least ${APART - 1} sections between (docs/calls-to-action.md).`;
        } else if (before && action.section === before.section) {
          message = `"${action.label}" and "${before.label}" in the same section both go to ${href} on ${where}. Keep one (docs/calls-to-action.md).`;
        }
        if (!message) return;
        const problem: Problem = {
          code: 'repeated-call-to-action',
          severity: 'warning',
          file: action.at.source.file,
          ...locate(action.at.source, action.at.path),
          where: describePath(action.at.source.data, action.at.path),
          message,
        };
        const place = `${problem.file}:${problem.line}:${problem.column}`;
        if (!problems.has(place)) problems.set(place, problem);
      });
    }
  }
  return [...problems.values()];
}
