/**
 * Instant navigation: every page tells the browser it may load a page of this site ahead, as soon as
 * the reader shows intent to follow a link to it (Speculation Rules: a pointer resting on the link, or
 * a touch starting). Browsers without Speculation Rules ignore the script type, so it degrades to
 * ordinary links; it is not JavaScript and adds nothing to a first load but these bytes.
 */
import { scriptSafeJson } from '../islands/Island.tsx';

/** A Speculation Rules document rule's link condition (the subset used here). */
export type LinkCondition =
  | { href_matches: string }
  | { selector_matches: string }
  | { and: LinkCondition[] }
  | { not: LinkCondition };

/** One document rule: the links it applies to, and how soon the reader's intent triggers it. */
export interface DocumentRule {
  source: 'document';
  where: LinkCondition;
  eagerness: 'eager' | 'moderate';
}

/** The rules, as the browser reads them from `<script type="speculationrules">`. */
export interface SpeculationRules {
  prefetch: DocumentRule[];
  prerender: DocumentRule[];
}

/**
 * Addresses of this site that must never be loaded ahead of a click. The patterns are URL patterns
 * relative to the page, so `/*` is this origin only: links to other sites never match.
 */
const neverSpeculated = [
  // The meeting confirmation is reached from the scheduling service, with the booking in its address;
  // loaded ahead from a link, it would confirm a meeting nobody has booked yet.
  '/thankyou*',
  // Brochure PDFs are downloads, not pages.
  '/brochures/*',
  // The benchmark's extra pages (scripts/bench.ts) exist only in its own copy of the build.
  '/bench-*',
  // Any other file (a name with an extension: .pdf, .ics, .xml…), since pages have no extension.
  '/*.*',
] as const;

/** Links the reader did not mean as "the next page here": new tabs, downloads, links marked nofollow. */
const neverSpeculatedLinks = '[target=_blank], [download], [rel~=nofollow]';

/** The links of this site that may be loaded ahead: same origin, not excluded above. */
const internalLinks: LinkCondition = {
  and: [
    { href_matches: '/*' },
    ...neverSpeculated.map((pattern) => ({ not: { href_matches: pattern } })),
    { not: { selector_matches: neverSpeculatedLinks } },
  ],
};

/**
 * Two steps, as measured on a slow link (docs/performance.md, "Instant navigation"): the page's HTML
 * (about 11 kB) is fetched as soon as the pointer rests on a link ("eager": about 10 ms on a desktop),
 * and the page is prerendered, images and all, once the pointer stays ("moderate": about 200 ms) or a
 * touch starts. Prerendering alone on "moderate" starts too late for a click 300 ms after the hover;
 * prefetching alone leaves the parsing, the images and the paint for after the click.
 */
const speculationRules: SpeculationRules = {
  prefetch: [{ source: 'document', where: internalLinks, eagerness: 'eager' }],
  prerender: [{ source: 'document', where: internalLinks, eagerness: 'moderate' }],
};

/** The `<script type="speculationrules">` element every page carries, the same text on every page. */
export function speculationRulesScript(): string {
  return `<script type="speculationrules">${scriptSafeJson(speculationRules)}</script>`;
}
